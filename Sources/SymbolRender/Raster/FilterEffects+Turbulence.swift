import CPlatform

/// `feTurbulence`: the reference implementation of Filter Effects 1 §15.25 (Perlin noise with the specification's
/// own random number generator and lattice), so the same seed gives the same pixels as every conforming renderer.
extension FilterEffects {
    /// The lattice and gradients the reference code's `init(lSeed)` builds.
    struct NoiseLattice {
        static let size = 0x100, mask = 0xFF, perlinN = 0x1000
        var selector = [Int](repeating: 0, count: 0x100 + 0x100 + 2)
        /// Four channels × (2 × 256 + 2) gradients × 2 components.
        var gradient = [Double](repeating: 0, count: 4 * (0x100 + 0x100 + 2) * 2)

        init(seed: Int) {
            let m = 2_147_483_647, a = 16807, q = 127_773, r = 2836
            var seed = seed
            if seed <= 0 { seed = -(seed % (m - 1)) + 1 }
            if seed > m - 1 { seed = m - 1 }
            func random() -> Int {
                var result = a * (seed % q) - r * (seed / q)
                if result <= 0 { result += m }
                seed = result
                return result
            }
            let n = Self.size, stride = 2 * n + 2
            for k in 0..<4 {
                for i in 0..<n {
                    selector[i] = i
                    for j in 0..<2 { gradient[(k * stride + i) * 2 + j] = Double(random() % (n + n) - n) / Double(n) }
                    let g0 = gradient[(k * stride + i) * 2], g1 = gradient[(k * stride + i) * 2 + 1]
                    let s = (g0 * g0 + g1 * g1).squareRoot()
                    // A zero gradient divides to NaN in the reference code too; keep it zero (it cannot occur
                    // for any seed: both components zero needs random() % 512 == 256 twice in a row).
                    if s > 0 { gradient[(k * stride + i) * 2] = g0 / s; gradient[(k * stride + i) * 2 + 1] = g1 / s }
                }
            }
            var i = n - 1
            while i > 0 {
                let k = selector[i], j = random() % n
                selector[i] = selector[j]
                selector[j] = k
                i -= 1
            }
            for i in 0..<(n + 2) {
                selector[n + i] = selector[i]
                for k in 0..<4 { for j in 0..<2 { gradient[(k * stride + n + i) * 2 + j] = gradient[(k * stride + i) * 2 + j] } }
            }
        }

        struct Stitch { var width: Int, height: Int, wrapX: Int, wrapY: Int }

        func noise(_ channel: Int, _ x: Double, _ y: Double, _ stitch: Stitch?) -> Double {
            // Past 2^40 the lattice coordinate is meaningless (and would not fit an Int): no noise there.
            guard abs(x) < 0x1p40, abs(y) < 0x1p40 else { return 0 }
            let stride = 2 * Self.size + 2
            var t = x + Double(Self.perlinN)
            var bx0 = Int(t) & Self.mask, bx1 = (bx0 + 1) & Self.mask
            let rx0 = t - Double(Int(t)), rx1 = rx0 - 1
            t = y + Double(Self.perlinN)
            var by0 = Int(t) & Self.mask, by1 = (by0 + 1) & Self.mask
            let ry0 = t - Double(Int(t)), ry1 = ry0 - 1
            if let stitch {
                if bx0 >= stitch.wrapX { bx0 -= stitch.width }
                if bx1 >= stitch.wrapX { bx1 -= stitch.width }
                if by0 >= stitch.wrapY { by0 -= stitch.height }
                if by1 >= stitch.wrapY { by1 -= stitch.height }
            }
            bx0 &= Self.mask; bx1 &= Self.mask; by0 &= Self.mask; by1 &= Self.mask
            let i = selector[bx0], j = selector[bx1]
            let b00 = selector[i + by0], b10 = selector[j + by0], b01 = selector[i + by1], b11 = selector[j + by1]
            let sx = rx0 * rx0 * (3 - 2 * rx0), sy = ry0 * ry0 * (3 - 2 * ry0)
            func dot(_ b: Int, _ rx: Double, _ ry: Double) -> Double {
                let g = (channel * stride + b) * 2
                return rx * gradient[g] + ry * gradient[g + 1]
            }
            var u = dot(b00, rx0, ry0), v = dot(b10, rx1, ry0)
            let a = u + sx * (v - u)
            u = dot(b01, rx0, ry1); v = dot(b11, rx1, ry1)
            let b = u + sx * (v - u)
            return a + sy * (b - a)
        }
    }

    /// Turbulence over the image's pixels; each pixel's user-space point is `pixelToUser` of its corner.
    static func turbulence(width: Int, height: Int, _ t: Turbulence) -> Image {
        var result = Image(width: width, height: height)
        let lattice = NoiseLattice(seed: t.seed)
        var fx = t.frequencyX, fy = t.frequencyY
        var initialStitch: NoiseLattice.Stitch?
        if let tile = t.stitchTile, tile.width > 0, tile.height > 0, abs(tile.minX) < 1e6, abs(tile.minY) < 1e6,
           tile.width < 1e6, tile.height < 1e6, abs(fx) < 1e3, abs(fy) < 1e3 {
            func adjust(_ f: Double, _ size: Double) -> Double {
                guard f != 0 else { return f }
                let low = (size * f).rounded(.down) / size, high = (size * f).rounded(.up) / size
                return f / low < high / f ? low : high
            }
            fx = adjust(fx, tile.width); fy = adjust(fy, tile.height)
            let w = Int(tile.width * fx + 0.5), h = Int(tile.height * fy + 0.5)
            initialStitch = .init(width: w, height: h, wrapX: Int(tile.minX * fx + Double(NoiseLattice.perlinN) + Double(w)),
                                  wrapY: Int(tile.minY * fy + Double(NoiseLattice.perlinN) + Double(h)))
        }
        let octaves = min(max(t.octaves, 0), 24)
        for y in 0..<height {
            for x in 0..<width {
                let p = t.pixelToUser.apply(Point(x: Double(x), y: Double(y)))
                let o = (y * width + x) * 4
                var out: [Float] = [0, 0, 0, 0]
                for c in 0..<4 {
                    var stitch = initialStitch
                    var vx = p.x * fx, vy = p.y * fy, ratio = 1.0, sum = 0.0
                    for _ in 0..<octaves {
                        let n = lattice.noise(c, vx, vy, stitch)
                        sum += (t.fractalNoise ? n : abs(n)) / ratio
                        vx *= 2; vy *= 2; ratio *= 2
                        if var s = stitch {
                            s.width *= 2; s.wrapX = 2 * s.wrapX - NoiseLattice.perlinN
                            s.height *= 2; s.wrapY = 2 * s.wrapY - NoiseLattice.perlinN
                            stitch = s
                        }
                    }
                    let value = t.fractalNoise ? (sum + 1) / 2 : sum
                    out[c] = Float(min(1, max(0, value.isFinite ? value : 0)))
                }
                for c in 0..<3 { result.pixels[o + c] = out[c] * out[3] }
                result.pixels[o + 3] = out[3]
            }
        }
        return result
    }
}
