/// Writes paths as compact SVG path data with absolute commands (`M L Q C Z`).
package enum PathWriter {
    /// The path data for `path`, numbers rounded to `maximumFractionDigits` decimals.
    package static func string(for path: VectorPath, maximumFractionDigits: Int = 6) -> String {
        var out = ""
        func add(_ p: Point) {
            out += NumberFormatting.string(p.x, maximumFractionDigits: maximumFractionDigits)
            out += " "
            out += NumberFormatting.string(p.y, maximumFractionDigits: maximumFractionDigits)
        }
        for element in path.elements {
            switch element {
            case .move(let p): out += "M"; add(p)
            case .line(let p): out += "L"; add(p)
            case .quad(let c, let p): out += "Q"; add(c); out += " "; add(p)
            case .cubic(let c1, let c2, let p): out += "C"; add(c1); out += " "; add(c2); out += " "; add(p)
            case .close: out += "Z"
            }
        }
        return out
    }
}
