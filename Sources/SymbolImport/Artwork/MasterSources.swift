import SVGPath
import SymbolFormat
import Symbols
import SymbolCore

/// Three drawings of one icon (Ultralight, Regular, Black, as they should look at Medium) made into the three
/// small masters of a template: element for element compatible (lines and quadratics promoted to cubics where the
/// others curve), then solved so that interpolating the masters gives back each drawing at its weight.
package enum MasterSources {
    /// The regular drawing with master outlines taken from all three; a precise error when they cannot match.
    package static func combine(regular: SymbolSketch, ultralight: SymbolSketch, black: SymbolSketch) throws(Diagnostic) -> SymbolSketch {
        for other in [ultralight, black] where other.layers.count != regular.layers.count {
            throw Diagnostic(.error, "\(other.layers.count) layers, but \(regular.source) has \(regular.layers.count); the masters must draw the same parts in the same paints", file: other.source)
        }
        let solve = try solver()
        var result = regular
        for (l, layer) in regular.layers.enumerated() {
            for other in [ultralight, black] where other.layers[l].shapes.count != layer.shapes.count {
                throw Diagnostic(.error, "layer \(l + 1) has \(other.layers[l].shapes.count) shapes, but \(regular.source)'s has \(layer.shapes.count)", file: other.source)
            }
            for (s, shape) in layer.shapes.enumerated() {
                let sources = [ultralight.layers[l].shapes[s], shape, black.layers[l].shapes[s]].map { $0.masterOutlines?[1] ?? $0.centerline }
                let files = [ultralight.source, regular.source, black.source]
                let matched = try compatible(sources, files: files, place: "layer \(l + 1), shape \(s + 1)")
                var outlines = matched
                for index in matched[1].elements.indices {
                    let points = matched.map { $0.elements[index].points }
                    var solved: [[Point]] = [[], [], []]
                    for p in points[1].indices {
                        let (u, r, b) = solve(points[0][p], points[1][p], points[2][p])
                        solved[0].append(u); solved[1].append(r); solved[2].append(b)
                    }
                    for master in 0..<3 {
                        var cursor = 0
                        outlines[master].elements[index] = matched[master].elements[index].mapped { _ in
                            defer { cursor += 1 }
                            return solved[master][cursor]
                        }
                    }
                }
                var combined = shape
                combined.masterOutlines = outlines
                result.layers[l].shapes[s] = combined
            }
        }
        return result
    }

    /// The small masters (U, R, B) whose Medium mixes at Ultralight, Regular and Black are the three given points:
    /// each weight mixes R + a·(U − R) + b·(B − R) with the coefficients of Documentation/SymbolFormat.md §1.6.
    static func solver() throws(Diagnostic) -> (Point, Point, Point) -> (Point, Point, Point) {
        let rows = [SymbolWeight.ultralight, .regular, .black].map { WeightInterpolator.coefficients($0, .medium) }
        let m = rows.map { [1, $0.ultralight, $0.black] }
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let d = det(m)
        guard abs(d) > 1e-9 else { throw Diagnostic(.error, "the weight table cannot separate three masters") }
        return { tu, tr, tb in
            // Cramer's rule per coordinate for (R, U − R, B − R).
            func unknowns(_ t: [Double]) -> [Double] {
                (0..<3).map { column in det(m.enumerated().map { row, values in
                    var copy = values
                    copy[column] = t[row]
                    return copy
                }) / d }
            }
            let x = unknowns([tu.x, tr.x, tb.x]), y = unknowns([tu.y, tr.y, tb.y])
            let r = Point(x: x[0], y: y[0])
            return (Point(x: r.x + x[1], y: r.y + y[1]), r, Point(x: r.x + x[2], y: r.y + y[2]))
        }
    }

    /// The three outlines with the same elements: lines and quadratics become cubics where another master curves.
    static func compatible(_ paths: [VectorPath], files: [String], place: String) throws(Diagnostic) -> [VectorPath] {
        for (index, path) in paths.enumerated() where path.elements.count != paths[1].elements.count {
            throw Diagnostic(.error, "\(place): \(path.elements.count) path elements, but \(paths[1].elements.count) in \(files[1]); the masters need the same points in the same order", file: files[index])
        }
        var result = paths.map { _ in [PathElement]() }
        var currents = [Point](repeating: .zero, count: 3), starts = currents
        for index in paths[1].elements.indices {
            let elements = paths.map { $0.elements[index] }
            let kinds = Set(elements.map(\.letter))
            if kinds.count > 1 && !kinds.isSubset(of: ["L", "Q", "C"]) {
                throw Diagnostic(.error, "\(place), element \(index + 1): \(elements.map { String($0.letter) }.joined(separator: "/")) (Ultralight/Regular/Black) cannot be matched", file: files[0])
            }
            for master in 0..<3 {
                var element = elements[master]
                if kinds.count > 1 { element = asCubic(element, from: currents[master]) }
                result[master].append(element)
                switch element {
                case .move(let p): currents[master] = p; starts[master] = p
                case .close: currents[master] = starts[master]
                default: currents[master] = element.points.last!
                }
            }
        }
        return result.map(VectorPath.init)
    }

    static func asCubic(_ element: PathElement, from start: Point) -> PathElement {
        switch element {
        case .line(let p):
            return .cubic(control1: start.interpolated(to: p, by: 1.0 / 3), control2: start.interpolated(to: p, by: 2.0 / 3), to: p)
        case .quad(let c, let p):
            return .cubic(control1: start + (c - start) * (2.0 / 3), control2: p + (c - p) * (2.0 / 3), to: p)
        default:
            return element
        }
    }
}
