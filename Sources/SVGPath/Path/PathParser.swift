/// The complete SVG 2 path-data grammar (SVG 2 §9.3.9, "The grammar for path data").
///
/// All commands in both cases, implicit repetition, `M` followed by implicit `L`, numbers with signs, exponents and
/// leading or trailing dots (`.5.5`, `-.5e-3`), compact arc flags (`a1 1 0 00 1 1`), commas and whitespace
/// wherever the grammar allows them. It works on UTF-8 bytes: this is on the hot path of batch rendering.
/// Output is normalized (see ``PathElement``); arcs become cubics through ``ArcConversion``.
package enum PathParser {
    /// Parses path data; on an error the result holds the path up to the last complete segment and the error.
    package static func parse(_ data: String) -> PathParseResult {
        var data = data
        return data.withUTF8 { parse(utf8: $0) }
    }

    /// Parses path data given as UTF-8 bytes.
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> PathParseResult {
        var parser = Parser(bytes: bytes)
        let error = parser.run()
        var result = PathParseResult(path: VectorPath(parser.elements), error: error)
        result.arcInteriors = parser.arcInteriors
        return result
    }

    /// Parses path data and throws on any error.
    package static func parseStrict(_ data: String) throws(PathError) -> VectorPath {
        let result = parse(data)
        if let error = result.error { throw error }
        return result.path
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var elements: [PathElement] = []
    var current = Point.zero
    var subpathStart = Point.zero
    /// The previous command's second control point (cubic) or control point (quadratic), for S and T.
    var lastCubicControl: Point?
    var lastQuadControl: Point?
    var openSubpath = false
    /// See ``PathParseResult/arcInteriors``.
    var arcInteriors: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        elements.reserveCapacity(bytes.count / 6)
    }

    mutating func run() -> PathError? {
        skipSpace()
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            return PathError(offset: index, message: "path data must start with 'M' or 'm', found \(describe(first))")
        }
        var command: UInt8 = 0
        while true {
            skipSpace()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if isCommand(byte) {
                command = byte
                index += 1
                if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
                    closePath()
                    continue
                }
            } else if !startsNumber(byte) || command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                return PathError(offset: index, message: "expected a command letter, found \(describe(byte))")
            }
            // One segment of `command` (repeated segments loop back here without a letter).
            if let error = segment(command) { return error }
            // After a moveto, implicit repetitions are linetos.
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        }
    }

    private mutating func segment(_ command: UInt8) -> PathError? {
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? current : Point.zero
        let letter = Character(Unicode.Scalar(command))
        switch command | 0x20 {  // lowercase
        case UInt8(ascii: "m"):
            guard let p = point(after: letter) else { return pendingError! }
            let target = p + base
            elements.append(.move(to: target))
            current = target
            subpathStart = target
            openSubpath = true
            resetControls()
        case UInt8(ascii: "l"):
            guard let p = point(after: letter) else { return pendingError! }
            lineTo(p + base)
        case UInt8(ascii: "h"):
            guard let x = number(after: letter) else { return pendingError! }
            lineTo(Point(x: x + base.x, y: current.y))
        case UInt8(ascii: "v"):
            guard let y = number(after: letter) else { return pendingError! }
            lineTo(Point(x: current.x, y: y + base.y))
        case UInt8(ascii: "c"):
            guard let c1 = point(after: letter), let c2 = point(after: letter), let p = point(after: letter) else { return pendingError! }
            cubicTo(c1 + base, c2 + base, p + base)
        case UInt8(ascii: "s"):
            guard let c2 = point(after: letter), let p = point(after: letter) else { return pendingError! }
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            cubicTo(c1, c2 + base, p + base)
        case UInt8(ascii: "q"):
            guard let c = point(after: letter), let p = point(after: letter) else { return pendingError! }
            quadTo(c + base, p + base)
        case UInt8(ascii: "t"):
            guard let p = point(after: letter) else { return pendingError! }
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            quadTo(c, p + base)
        case UInt8(ascii: "a"):
            guard let rx = number(after: letter), let ry = number(after: letter), let angle = number(after: letter),
                  let large = flag(after: letter), let sweep = flag(after: letter), let p = point(after: letter) else { return pendingError! }
            ensureSubpath()
            let target = p + base
            let pieces = ArcConversion.cubics(from: current, to: target, radiusX: rx, radiusY: ry,
                                              rotationDegrees: angle, largeArc: large, sweep: sweep)
            if pieces.count > 1 { arcInteriors += elements.count..<elements.count + pieces.count - 1 }
            elements += pieces
            current = target
            resetControls()
        default:
            return PathError(offset: index - 1, message: "unknown command \(describe(command))")
        }
        return nil
    }

    // MARK: Drawing state

    private mutating func ensureSubpath() {
        // A segment right after Z starts a new subpath at the old start (SVG 2 §9.3.4).
        if !openSubpath {
            elements.append(.move(to: subpathStart))
            openSubpath = true
        }
    }

    private mutating func lineTo(_ p: Point) {
        ensureSubpath()
        elements.append(.line(to: p))
        current = p
        resetControls()
    }

    private mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point) {
        ensureSubpath()
        elements.append(.cubic(control1: c1, control2: c2, to: p))
        current = p
        lastCubicControl = c2
        lastQuadControl = nil
    }

    private mutating func quadTo(_ c: Point, _ p: Point) {
        ensureSubpath()
        elements.append(.quad(control: c, to: p))
        current = p
        lastQuadControl = c
        lastCubicControl = nil
    }

    private mutating func closePath() {
        if openSubpath {
            elements.append(.close)
            openSubpath = false
        }
        current = subpathStart
        resetControls()
    }

    private mutating func resetControls() {
        lastCubicControl = nil
        lastQuadControl = nil
    }

    // MARK: Lexing

    private var pendingError: PathError?

    private mutating func point(after command: Character) -> Point? {
        guard let x = number(after: command), let y = number(after: command) else { return nil }
        return Point(x: x, y: y)
    }

    /// A number, preceded by optional whitespace and at most one comma.
    private mutating func number(after command: Character) -> Double? {
        skipSeparator()
        guard index < bytes.count else {
            pendingError = PathError(offset: index, message: "expected a number after '\(command)', found the end of the data")
            return nil
        }
        let start = index
        guard let value = NumberScanner.scan(bytes, &index) else {
            pendingError = PathError(offset: start, message: "expected a number after '\(command)', found \(describe(bytes[start]))")
            return nil
        }
        guard value.isFinite else {
            pendingError = PathError(offset: start, message: "number out of range")
            return nil
        }
        return value
    }

    /// An arc flag: a single `0` or `1`, which may be followed directly by the next token.
    private mutating func flag(after command: Character) -> Bool? {
        skipSeparator()
        guard index < bytes.count else {
            pendingError = PathError(offset: index, message: "expected an arc flag (0 or 1) after '\(command)', found the end of the data")
            return nil
        }
        let byte = bytes[index]
        guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
            pendingError = PathError(offset: index, message: "expected an arc flag (0 or 1), found \(describe(byte))")
            return nil
        }
        index += 1
        return byte == UInt8(ascii: "1")
    }

    private mutating func skipSpace() {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    private mutating func skipSeparator() {
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        }
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    private func isCommand(_ b: UInt8) -> Bool {
        switch b | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "z"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
             UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"):
            return b >= 0x41
        default:
            return false
        }
    }

    private func startsNumber(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
            || b == UInt8(ascii: ".") || b == UInt8(ascii: ",")
    }

    private func describe(_ b: UInt8) -> String {
        b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }
}
