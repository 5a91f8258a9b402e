/// Derives any weight and scale of a symbol from its three small masters (Ultralight-S, Regular-S, Black-S).
///
/// Every control point moves as `P = R + su·(U − R) + sb·(B − R)` with coefficients from CoreUI's table
/// (Documentation/SymbolFormat.md §1.6, verified against Apple's 27-slot exports to 0.05 units), then the result is scaled
/// by the continuous size about the slot origin horizontally and the cap-height midline vertically.
package enum WeightInterpolator {
    /// Coefficients toward Ultralight (`su`) and Black (`sb`).
    package struct Coefficients: Sendable, Hashable {
        /// Weight of the Ultralight − Regular difference.
        package var ultralight: Double
        /// Weight of the Black − Regular difference.
        package var black: Double

        /// Creates coefficients.
        package init(ultralight: Double, black: Double) {
            self.ultralight = ultralight
            self.black = black
        }
    }

    /// Column keys: the continuous weights of the nine weights.
    static let weightKeys: [Double] = SymbolWeight.allCases.map(\.continuousValue)

    /// Rows: continuous size → (su, sb) per weight column. The 0.2/0.5/2.0 rows come from the same decompiled
    /// table and serve sizes outside S…L.
    static let table: [(size: Double, columns: [(Double, Double)])] = [
        (0.2, [(0.0115, 0.0221), (0, 0.0661), (0, 0.435), (0, 0.6924), (0, 0.8145), (0, 0.9057), (-0.006, 0.9609), (0, 1.1061), (-0.1324, 1.132)]),
        (0.5, [(0.6338, 0), (0.2328, 0), (-0.0528, 0.2287), (-0.0715, 0.4969), (-0.0715, 0.6859), (-0.0715, 0.7909), (-0.0739, 0.8937), (-0.076, 1.08), (-0.1325, 1.1847)]),
        (1.0, [(1, 0), (0.774193548, 0), (0.333333333, 0), (0, 0), (0, 0.18), (0, 0.318), (0, 0.5), (0, 0.763978947), (0, 1)]),
        (1.276, [(1.06801437, 0), (0.86796777, 0), (0.477400592, 0), (0.1820937, 0), (0.148437509, 0.164952978),
                 (0.122634428, 0.291416928), (0.0886042787, 0.458202717), (0.0392418641, 0.700133751), (-0.00488514296, 0.916405434)]),
        (1.647, [(1.1353466, 0), (0.962479273, 0), (0.624976402, 0), (0.369791304, 0), (0.300349522, 0.130728598),
                 (0.247110822, 0.230953856), (0.176897463, 0.363134994), (0.0750495154, 0.554870272), (0.0159963775, 0.726269989)]),
        (2.0, [(1.1162, -0.0495), (1.0524, -0.0104), (0.7878, 0), (0.5464, 0), (0.4641, 0.1072), (0.3875, 0.2173), (0.2925, 0.352), (0.1862, 0.5134), (0.1176, 0.707)]),
    ]

    /// The coefficients for a continuous weight (−0.8 … 0.62; clamped) at a continuous size (0.2 … 2; clamped).
    /// Between columns and rows the table is interpolated linearly, as CoreUI does.
    package static func coefficients(weight: Double, size: Double) -> Coefficients {
        let w = min(max(weight, weightKeys[0]), weightKeys[weightKeys.count - 1])
        let s = min(max(size, table[0].size), table[table.count - 1].size)
        func row(_ index: Int) -> Coefficients {
            let columns = table[index].columns
            var hi = 1
            while hi < weightKeys.count - 1 && weightKeys[hi] < w { hi += 1 }
            let lo = hi - 1
            let t = (w - weightKeys[lo]) / (weightKeys[hi] - weightKeys[lo])
            return Coefficients(ultralight: columns[lo].0 + (columns[hi].0 - columns[lo].0) * t,
                                black: columns[lo].1 + (columns[hi].1 - columns[lo].1) * t)
        }
        var upper = 1
        while upper < table.count - 1 && table[upper].size < s { upper += 1 }
        let lower = upper - 1
        let t = (s - table[lower].size) / (table[upper].size - table[lower].size)
        let a = row(lower), b = row(upper)
        return Coefficients(ultralight: a.ultralight + (b.ultralight - a.ultralight) * t, black: a.black + (b.black - a.black) * t)
    }

    /// The coefficients of a named weight at a named scale (exact table entries).
    package static func coefficients(_ weight: SymbolWeight, _ scale: SymbolScale) -> Coefficients {
        coefficients(weight: weight.continuousValue, size: scale.continuousSize)
    }

    /// Mixes three compatible masters point by point; nil when their structures differ.
    package static func mix(ultralight: VectorPath, regular: VectorPath, black: VectorPath, _ k: Coefficients) -> VectorPath? {
        guard ultralight.elements.count == regular.elements.count, black.elements.count == regular.elements.count else { return nil }
        var elements: [PathElement] = []
        elements.reserveCapacity(regular.elements.count)
        for i in regular.elements.indices {
            let (r, u, b) = (regular.elements[i], ultralight.elements[i], black.elements[i])
            func mixPoint(_ pr: Point, _ pu: Point, _ pb: Point) -> Point {
                Point(x: pr.x + k.ultralight * (pu.x - pr.x) + k.black * (pb.x - pr.x),
                      y: pr.y + k.ultralight * (pu.y - pr.y) + k.black * (pb.y - pr.y))
            }
            switch (r, u, b) {
            case (.move(let pr), .move(let pu), .move(let pb)):
                elements.append(.move(to: mixPoint(pr, pu, pb)))
            case (.line(let pr), .line(let pu), .line(let pb)):
                elements.append(.line(to: mixPoint(pr, pu, pb)))
            case (.quad(let cr, let pr), .quad(let cu, let pu), .quad(let cb, let pb)):
                elements.append(.quad(control: mixPoint(cr, cu, cb), to: mixPoint(pr, pu, pb)))
            case (.cubic(let ar, let br, let pr), .cubic(let au, let bu, let pu), .cubic(let ab, let bb, let pb)):
                elements.append(.cubic(control1: mixPoint(ar, au, ab), control2: mixPoint(br, bu, bb), to: mixPoint(pr, pu, pb)))
            case (.close, .close, .close):
                elements.append(.close)
            default:
                return nil
            }
        }
        return VectorPath(elements)
    }

    /// Mixes three numbers (margins, anchors) with the same coefficients.
    package static func mix(ultralight: Double, regular: Double, black: Double, _ k: Coefficients) -> Double {
        regular + k.ultralight * (ultralight - regular) + k.black * (black - regular)
    }

    /// The transform that grows Small geometry to a continuous size: about x = 0 (the slot origin) and about
    /// the cap-height midline y = −capHeight/2 (y points down from the baseline).
    package static func sizeTransform(size: Double, capHeight: Double) -> AffineTransform {
        let midline = -capHeight / 2
        return AffineTransform(a: size, b: 0, c: 0, d: size, e: 0, f: (1 - size) * midline)
    }
}
