import SVGPath

/// Parses CSS `transform-origin` (CSS Transforms 1 §6): one or two positions, each a length, a percentage or a
/// keyword (`left`, `center`, `right`, `top`, `bottom`), and an optional third length (z, ignored in 2D).
///
/// Percentages refer to the reference box; SVG's default `transform-box` is the view box, whose origin is the
/// user-space origin, so `50%` is half the viewport's width. One value sets x, or y when it is `top`/`bottom`; the
/// other defaults to `center`. Two values are x then y, or y then x when written `top left`.
package enum TransformOrigin {
    /// The origin in user units, or nil when the value is invalid (the property is then ignored).
    package static func parse(_ text: Substring, box: Rect) -> Point? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard (1...3).contains(words.count) else { return nil }
        enum Axis { case x, y, either }
        func position(_ word: Substring) -> (Axis, Double)? {
            switch word.lowercased() {
            case "left": return (.x, 0)
            case "right": return (.x, box.width)
            case "top": return (.y, 0)
            case "bottom": return (.y, box.height)
            case "center": return (.either, .nan)
            default: return nil
            }
        }
        var x: Double?, y: Double?
        for (index, word) in words.prefix(2).enumerated() {
            if let (axis, value) = position(word) {
                switch axis {
                case .x:
                    guard x == nil else { return nil }
                    x = value
                case .y:
                    guard y == nil else { return nil }
                    y = value
                case .either:
                    break
                }
            } else {
                // A length takes the position's own axis: the first is x, the second y.
                let reference = index == 0 ? box.width : box.height
                guard let length = LengthParser.parse(word, percentOf: reference) else { return nil }
                if index == 0 {
                    guard x == nil else { return nil }
                    x = length
                } else {
                    guard y == nil else { return nil }
                    y = length
                }
            }
        }
        if words.count == 3, LengthParser.parse(words[2]) == nil { return nil }
        return Point(x: x ?? box.width / 2, y: y ?? box.height / 2)
    }

    /// `transform` applied about `origin`: translate(origin) · transform · translate(−origin).
    package static func apply(_ transform: AffineTransform, about origin: Point) -> AffineTransform {
        AffineTransform.translation(x: -origin.x, y: -origin.y)
            .concatenating(transform)
            .concatenating(.translation(x: origin.x, y: origin.y))
    }
}
