import SVGPath

/// Parses the SVG `transform` attribute into one ``AffineTransform``.
///
/// Supports `matrix(a b c d e f)`, `translate(x [y])`, `scale(x [y])`, `rotate(a [cx cy])`,
/// `skewX(a)` and `skewY(a)` (angles in degrees). Arguments are separated by whitespace and/or
/// commas; transforms in a list by whitespace and/or commas. Function names are matched
/// case-insensitively. An empty or all-whitespace value is the identity.
///
/// A list applies right to left: for `transform="A B"` points are mapped by `B` first and then by
/// `A`, so the result is the SVG matrix product A·B.
package enum TransformParser {
    /// Parses a `transform` value.
    ///
    /// - Throws: ``StyleParseError`` with the UTF-8 byte offset of the problem and what was expected.
    package static func parse(_ s: Substring) throws(StyleParseError) -> AffineTransform {
        try s.withStyleBytes { bytes in
            var sc = StyleScanner(bytes)
            return Result { () throws(StyleParseError) in try parseList(&sc) }
        }.get()
    }

    /// The kinds of transform function.
    private enum Kind {
        case matrix, translate, scale, rotate, skewX, skewY

        /// The name as written in SVG.
        var name: String {
            switch self {
            case .matrix: "matrix"
            case .translate: "translate"
            case .scale: "scale"
            case .rotate: "rotate"
            case .skewX: "skewX"
            case .skewY: "skewY"
            }
        }

        /// The accepted argument counts, as words for error messages.
        var arity: String {
            switch self {
            case .matrix: "6 numbers"
            case .translate, .scale: "1 or 2 numbers"
            case .rotate: "1 or 3 numbers"
            case .skewX, .skewY: "1 number"
            }
        }
    }

    /// Parses the whole list.
    private static func parseList(_ sc: inout StyleScanner) throws(StyleParseError) -> AffineTransform {
        var result = AffineTransform.identity
        sc.skipWhitespace()
        while !sc.isAtEnd {
            let t = try parseOne(&sc)
            // `A B` maps by B first, then A: the new (right-hand) transform applies first.
            result = t.concatenating(result)
            // Browsers also accept `scale(2)translate(1)` with no separator; so do we.
            sc.skipCommaWhitespace()
        }
        return result
    }

    /// Parses one `name(args)`.
    private static func parseOne(_ sc: inout StyleScanner) throws(StyleParseError) -> AffineTransform {
        let nameStart = sc.position
        let word = sc.scanLetters()
        let kind: Kind
        if sc.matches(word, "matrix") {
            kind = .matrix
        } else if sc.matches(word, "translate") {
            kind = .translate
        } else if sc.matches(word, "scale") {
            kind = .scale
        } else if sc.matches(word, "rotate") {
            kind = .rotate
        } else if sc.matches(word, "skewx") {
            kind = .skewX
        } else if sc.matches(word, "skewy") {
            kind = .skewY
        } else if word.isEmpty {
            throw StyleParseError(offset: nameStart, message: "expected a transform function")
        } else {
            throw StyleParseError(
                offset: nameStart, message: "unknown transform function '\(sc.string(word))'")
        }
        sc.skipWhitespace()
        let open = sc.position
        guard sc.consume(UInt8(ascii: "(")) else {
            throw StyleParseError(offset: sc.position, message: "expected '(' after \(kind.name)")
        }
        var args: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
        var count = 0
        sc.skipWhitespace()
        while true {
            let numberStart = sc.position
            guard let v = sc.scanNumber() else { break }
            guard v.isFinite else {
                throw StyleParseError(offset: numberStart, message: "number out of range")
            }
            switch count {
            case 0: args.0 = v
            case 1: args.1 = v
            case 2: args.2 = v
            case 3: args.3 = v
            case 4: args.4 = v
            case 5: args.5 = v
            default: break
            }
            count += 1
            let afterNumber = sc.position
            if sc.skipCommaWhitespace(), sc.peek == UInt8(ascii: ")") {
                throw StyleParseError(offset: afterNumber, message: "expected a number after ','")
            }
        }
        guard sc.consume(UInt8(ascii: ")")) else {
            let what = count == 0 ? "expected a number in \(kind.name)()" : "expected ')' after \(kind.name) arguments"
            throw StyleParseError(offset: sc.position, message: what)
        }
        let ok: Bool
        switch kind {
        case .matrix: ok = count == 6
        case .translate, .scale: ok = count == 1 || count == 2
        case .rotate: ok = count == 1 || count == 3
        case .skewX, .skewY: ok = count == 1
        }
        guard ok else {
            throw StyleParseError(
                offset: open, message: "\(kind.name)() takes \(kind.arity), got \(count)")
        }
        let radians = args.0 * Double.pi / 180
        switch kind {
        case .matrix:
            return AffineTransform(a: args.0, b: args.1, c: args.2, d: args.3, e: args.4, f: args.5)
        case .translate:
            return .translation(x: args.0, y: count == 2 ? args.1 : 0)
        case .scale:
            return .scale(x: args.0, y: count == 2 ? args.1 : args.0)
        case .rotate:
            let rotation = exactRotation(degrees: args.0, radians: radians)
            guard count == 3 else { return rotation }
            return AffineTransform.translation(x: -args.1, y: -args.2)
                .concatenating(rotation)
                .concatenating(.translation(x: args.1, y: args.2))
        case .skewX:
            return .skewX(radians)
        case .skewY:
            return .skewY(radians)
        }
    }

    /// A rotation whose quarter turns are exact (`rotate(90)` has no 6e-17 residue).
    private static func exactRotation(degrees: Double, radians: Double) -> AffineTransform {
        var quarter = degrees.truncatingRemainder(dividingBy: 360)
        if quarter < 0 { quarter += 360 }
        switch quarter {
        case 0: return .identity
        case 90: return AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0)
        case 180: return AffineTransform(a: -1, b: 0, c: 0, d: -1, e: 0, f: 0)
        case 270: return AffineTransform(a: 0, b: -1, c: 1, d: 0, e: 0, f: 0)
        default: return .rotation(radians)
        }
    }
}
