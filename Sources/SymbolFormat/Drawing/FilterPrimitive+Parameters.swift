import CPlatform
import SVGPath

/// `feComponentTransfer`'s function for one channel (Filter Effects 1 §15.11), on unpremultiplied values in 0…1.
package enum TransferFunction: Sendable, Hashable {
    case identity
    case table([Double])
    case discrete([Double])
    case linear(slope: Double, intercept: Double)
    case gamma(amplitude: Double, exponent: Double, offset: Double)

    /// The function at `c`, clamped to 0…1.
    package func apply(_ c: Double) -> Double {
        let value: Double
        switch self {
        case .identity:
            return c
        case .table(let v):
            guard v.count > 1 else { value = v.first ?? c; break }
            let n = Double(v.count - 1)
            let k = min(Int((c * n).rounded(.down)), v.count - 2)
            value = v[k] + (c - Double(k) / n) * n * (v[k + 1] - v[k])
        case .discrete(let v):
            guard !v.isEmpty else { return c }
            value = v[min(Int((c * Double(v.count)).rounded(.down)), v.count - 1)]
        case .linear(let slope, let intercept):
            value = slope * c + intercept
        case .gamma(let amplitude, let exponent, let offset):
            value = amplitude * pow(c, exponent) + offset
        }
        return value.isNaN ? 0 : min(1, max(0, value))
    }
}

/// `feConvolveMatrix`'s parameters, checked: `kernel` has `columns × rows` values and the target lies inside.
package struct ConvolveKernel: Sendable, Hashable {
    /// What is read beyond the input's edges.
    package enum EdgeMode: Sendable, Hashable { case duplicate, wrap, none }

    package var columns: Int
    package var rows: Int
    /// Row-major, as written.
    package var kernel: [Double]
    package var divisor: Double
    package var bias: Double
    package var targetX: Int
    package var targetY: Int
    package var edgeMode: EdgeMode
    package var preserveAlpha: Bool

    package init(columns: Int, rows: Int, kernel: [Double], divisor: Double, bias: Double, targetX: Int, targetY: Int,
                 edgeMode: EdgeMode, preserveAlpha: Bool) {
        self.columns = columns
        self.rows = rows
        self.kernel = kernel
        self.divisor = divisor
        self.bias = bias
        self.targetX = targetX
        self.targetY = targetY
        self.edgeMode = edgeMode
        self.preserveAlpha = preserveAlpha
    }
}

/// `feTurbulence`'s parameters. Noise is a function of the user-space point, so the primitive carries the map
/// from the pixels it runs on to the filtered element's user space.
package struct Turbulence: Sendable, Hashable {
    package var frequencyX: Double
    package var frequencyY: Double
    package var octaves: Int
    package var seed: Int
    /// `stitchTiles="stitch"`: the tile is the primitive subregion in user space.
    package var stitchTile: Rect?
    package var fractalNoise: Bool
    /// Pixels → user space (root space → user space until the filter is placed on pixels).
    package var pixelToUser: AffineTransform

    package init(frequencyX: Double, frequencyY: Double, octaves: Int, seed: Int, stitchTile: Rect?, fractalNoise: Bool,
                 pixelToUser: AffineTransform) {
        self.frequencyX = frequencyX
        self.frequencyY = frequencyY
        self.octaves = octaves
        self.seed = seed
        self.stitchTile = stitchTile
        self.fractalNoise = fractalNoise
        self.pixelToUser = pixelToUser
    }
}

/// `feDiffuseLighting` and `feSpecularLighting` (Filter Effects 1 §15.14, §15.22).
package struct Lighting: Sendable, Hashable {
    /// A light source; positions in root space (pixels once placed), `z` scaled with x.
    package enum Light: Sendable, Hashable {
        case distant(azimuth: Double, elevation: Double)
        case point(x: Double, y: Double, z: Double)
        case spot(x: Double, y: Double, z: Double, atX: Double, atY: Double, atZ: Double, exponent: Double, cone: Double?)

        func placed(by t: AffineTransform) -> Light {
            let scale = (t.a * t.a + t.b * t.b).squareRoot()
            switch self {
            case .distant: return self
            case .point(let x, let y, let z):
                let p = t.apply(Point(x: x, y: y))
                return .point(x: p.x, y: p.y, z: z * scale)
            case .spot(let x, let y, let z, let ax, let ay, let az, let exponent, let cone):
                let p = t.apply(Point(x: x, y: y)), q = t.apply(Point(x: ax, y: ay))
                return .spot(x: p.x, y: p.y, z: z * scale, atX: q.x, atY: q.y, atZ: az * scale, exponent: exponent, cone: cone)
            }
        }
    }

    /// Specular when it has an exponent (`specularExponent`), diffuse otherwise.
    package var specularExponent: Double?
    package var surfaceScale: Double
    /// `diffuseConstant` or `specularConstant`.
    package var constant: Double
    /// Linear-light or sRGB components as the filter works, unpremultiplied.
    package var color: RGBAColor
    package var light: Light

    package init(specularExponent: Double?, surfaceScale: Double, constant: Double, color: RGBAColor, light: Light) {
        self.specularExponent = specularExponent
        self.surfaceScale = surfaceScale
        self.constant = constant
        self.color = color
        self.light = light
    }
}
