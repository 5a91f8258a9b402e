import SVGPath

/// SVG's `preserveAspectRatio`: how a viewBox is fitted into a viewport.
package struct PreserveAspectRatio: Sendable, Hashable {
    /// Alignment along one axis.
    package enum Alignment: Sendable, Hashable { case min, mid, max }

    /// Horizontal alignment; nil means `none` (stretch both axes independently).
    package var x: Alignment?
    /// Vertical alignment; nil means `none`.
    package var y: Alignment?
    /// True for `slice` (cover the viewport), false for `meet` (fit inside it).
    package var slice: Bool

    /// Creates a value; the default is SVG's `xMidYMid meet`.
    package init(x: Alignment? = .mid, y: Alignment? = .mid, slice: Bool = false) {
        self.x = x
        self.y = y
        self.slice = slice
    }

    /// Parses the attribute value (`none`, `xMinYMax slice`, …); nil for malformed text.
    package static func parse(_ text: String) -> PreserveAspectRatio? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .filter { $0 != "defer" }
        guard let first = words.first, words.count <= 2 else { return nil }
        var slice = false
        if words.count == 2 {
            switch words[1] {
            case "meet": slice = false
            case "slice": slice = true
            default: return nil
            }
        }
        if first == "none" { return PreserveAspectRatio(x: nil, y: nil, slice: slice) }
        guard first.count == 8, first.hasPrefix("x") else { return nil }
        func alignment(_ s: Substring) -> Alignment? {
            switch s { case "Min": return .min; case "Mid": return .mid; case "Max": return .max; default: return nil }
        }
        let chars = Array(first)
        guard chars[4] == "Y", let ax = alignment(Substring(String(chars[1..<4]))),
              let ay = alignment(Substring(String(chars[5..<8]))) else { return nil }
        return PreserveAspectRatio(x: ax, y: ay, slice: slice)
    }

    /// The transform that maps `source` into `target` by these rules.
    package func transform(from source: Rect, to target: Rect) -> AffineTransform {
        guard source.width > 0, source.height > 0 else { return .identity }
        var sx = target.width / source.width
        var sy = target.height / source.height
        guard let ax = x, let ay = y else {
            return AffineTransform(a: sx, b: 0, c: 0, d: sy,
                                   e: target.minX - source.minX * sx, f: target.minY - source.minY * sy)
        }
        let s = slice ? max(sx, sy) : min(sx, sy)
        sx = s
        sy = s
        func offset(_ a: Alignment, _ free: Double) -> Double {
            switch a { case .min: return 0; case .mid: return free / 2; case .max: return free }
        }
        let dx = target.minX + offset(ax, target.width - source.width * s) - source.minX * s
        let dy = target.minY + offset(ay, target.height - source.height * s) - source.minY * s
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, e: dx, f: dy)
    }
}
