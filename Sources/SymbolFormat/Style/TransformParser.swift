import SVGPath

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The SVG `transform` attribute: `matrix`, `translate`, `scale`, `rotate` (about a point too), `skewX`, `skewY`,
/// in lists separated by whitespace and/or commas. `"A B"` maps points through B first, then A.
public enum TransformParser {
    /// Parses a transform list; an empty list is the identity.
    public static func parse(_ text: Substring) throws(StyleParseError) -> AffineTransform {
        var string = String(text)
        let result: Result<AffineTransform, StyleParseError> = string.withUTF8 { bytes in
            do throws(StyleParseError) { return .success(try parse(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(StyleParseError) -> AffineTransform {
        var index = 0
        var result = AffineTransform.identity
        func skip(commas: Bool) {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A
                    || bytes[index] == 0x0D || (commas && bytes[index] == UInt8(ascii: ",")) { index += 1 }
        }
        while true {
            skip(commas: true)
            guard index < bytes.count else { return result }
            let nameStart = index
            while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
            guard !name.isEmpty else {
                throw StyleParseError(offset: index, message: "expected a transform function (matrix, translate, scale, rotate, skewX, skewY)")
            }
            skip(commas: false)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else {
                throw StyleParseError(offset: index, message: "expected '(' after \(name)")
            }
            index += 1
            var arguments: [Double] = []
            while true {
                skip(commas: false)
                if index < bytes.count, bytes[index] == UInt8(ascii: ")") { index += 1; break }
                if !arguments.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; skip(commas: false) }
                let numberStart = index
                guard let value = NumberScanner.scan(bytes, &index), value.isFinite else {
                    throw StyleParseError(offset: numberStart, message: index >= bytes.count
                        ? "expected ')' to close \(name)(" : "expected a number or ')' in \(name)()")
                }
                arguments.append(value)
            }
            let transform: AffineTransform
            let n = arguments.count
            switch (name, n) {
            case ("matrix", 6):
                transform = AffineTransform(a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3], e: arguments[4], f: arguments[5])
            case ("translate", 1), ("translate", 2):
                transform = .translation(x: arguments[0], y: n == 2 ? arguments[1] : 0)
            case ("scale", 1), ("scale", 2):
                transform = .scale(x: arguments[0], y: n == 2 ? arguments[1] : arguments[0])
            case ("rotate", 1):
                transform = .rotation(arguments[0] * .pi / 180)
            case ("rotate", 3):
                let (cx, cy) = (arguments[1], arguments[2])
                transform = AffineTransform.translation(x: -cx, y: -cy)
                    .concatenating(.rotation(arguments[0] * .pi / 180))
                    .concatenating(.translation(x: cx, y: cy))
            case ("skewX", 1):
                transform = .skewX(arguments[0] * .pi / 180)
            case ("skewY", 1):
                transform = .skewY(arguments[0] * .pi / 180)
            case ("matrix", _), ("translate", _), ("scale", _), ("rotate", _), ("skewX", _), ("skewY", _):
                let expected = ["matrix": "6", "translate": "1 or 2", "scale": "1 or 2", "rotate": "1 or 3", "skewX": "1", "skewY": "1"][name]!
                throw StyleParseError(offset: nameStart, message: "\(name)() takes \(expected) numbers, got \(n)")
            default:
                throw StyleParseError(offset: nameStart, message: "unknown transform function '\(name)'")
            }
            // The list applies right to left: the new (inner) transform maps points first.
            result = transform.concatenating(result)
        }
    }
}
