/// Writes paths as compact SVG path data with absolute commands (`M L Q C Z`).
package enum PathWriter {
    /// The path data for `path`, numbers rounded to `maximumFractionDigits` decimals.
    package static func string(for path: VectorPath, maximumFractionDigits: Int = 6) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(path.elements.count * 16)
        func add(_ p: Point) {
            NumberFormatting.append(p.x, maximumFractionDigits: maximumFractionDigits, to: &out)
            out.append(UInt8(ascii: " "))
            NumberFormatting.append(p.y, maximumFractionDigits: maximumFractionDigits, to: &out)
        }
        for element in path.elements {
            switch element {
            case .move(let p): out.append(UInt8(ascii: "M")); add(p)
            case .line(let p): out.append(UInt8(ascii: "L")); add(p)
            case .quad(let c, let p): out.append(UInt8(ascii: "Q")); add(c); out.append(UInt8(ascii: " ")); add(p)
            case .cubic(let c1, let c2, let p):
                out.append(UInt8(ascii: "C")); add(c1); out.append(UInt8(ascii: " ")); add(c2); out.append(UInt8(ascii: " ")); add(p)
            case .close: out.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
