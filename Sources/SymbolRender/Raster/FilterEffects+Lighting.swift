import CPlatform

/// `feDiffuseLighting` and `feSpecularLighting` (Filter Effects 1 §15.14, §15.22): the input's alpha as a height
/// map lit by one light, with the specification's Sobel normals (shorter kernels at the edges).
extension FilterEffects {
    static func lighting(_ image: Image, _ lighting: Lighting, linear: Bool) -> Image {
        let w = image.width, h = image.height
        var result = Image(width: w, height: h)
        let scale = Float(lighting.surfaceScale)
        func alpha(_ x: Int, _ y: Int) -> Float { image.pixels[(y * w + x) * 4 + 3] }
        let color = [lighting.color.red, lighting.color.green, lighting.color.blue].map { Float(linear ? toLinear($0) : $0) }
        let constant = Float(lighting.constant)
        // The spot light's axis and cone, computed once.
        var spotAxis: (Float, Float, Float) = (0, 0, 0)
        var coneCosine: Float = -2
        var spotExponent: Float = 1
        if case .spot(let x, let y, let z, let ax, let ay, let az, let exponent, let cone) = lighting.light {
            let s = (Float(ax - x), Float(ay - y), Float(az - z))
            let length = (s.0 * s.0 + s.1 * s.1 + s.2 * s.2).squareRoot()
            if length > 0 { spotAxis = (s.0 / length, s.1 / length, s.2 / length) }
            if let cone { coneCosine = Float(cos(abs(cone) * .pi / 180)) }
            spotExponent = Float(exponent)
        }
        for y in 0..<h {
            for x in 0..<w {
                // Sobel normal: neighbours that exist, weights 1-2-1, the factor 2 / (weights × span).
                let left = max(x - 1, 0), right = min(x + 1, w - 1), top = max(y - 1, 0), bottom = min(y + 1, h - 1)
                var nx: Float = 0, ny: Float = 0, wx: Float = 0, wy: Float = 0
                for dy in top...bottom {
                    let weight: Float = dy == y ? 2 : 1
                    nx += weight * (alpha(right, dy) - alpha(left, dy)); wx += weight
                }
                for dx in left...right {
                    let weight: Float = dx == x ? 2 : 1
                    ny += weight * (alpha(dx, bottom) - alpha(dx, top)); wy += weight
                }
                let fx: Float = right > left ? 2 / (wx * Float(right - left)) : 0
                let fy: Float = bottom > top ? 2 / (wy * Float(bottom - top)) : 0
                var n = (-scale * fx * nx, -scale * fy * ny, Float(1))
                let nl = (n.0 * n.0 + n.1 * n.1 + n.2 * n.2).squareRoot()
                n = (n.0 / nl, n.1 / nl, n.2 / nl)
                // The unit vector to the light, and the light's colour there.
                var l: (Float, Float, Float)
                var lightColor = color
                switch lighting.light {
                case .distant(let azimuth, let elevation):
                    let a = azimuth * .pi / 180, e = elevation * .pi / 180
                    l = (Float(cos(a) * cos(e)), Float(sin(a) * cos(e)), Float(sin(e)))
                case .point(let lx, let ly, let lz), .spot(let lx, let ly, let lz, _, _, _, _, _):
                    let z = scale * alpha(x, y)
                    l = (Float(lx) - Float(x), Float(ly) - Float(y), Float(lz) - z)
                    let length = (l.0 * l.0 + l.1 * l.1 + l.2 * l.2).squareRoot()
                    if length > 0 { l = (l.0 / length, l.1 / length, l.2 / length) }
                    if case .spot = lighting.light {
                        let minusLS = -(l.0 * spotAxis.0 + l.1 * spotAxis.1 + l.2 * spotAxis.2)
                        let factor: Float = minusLS <= 0 || minusLS < coneCosine ? 0 : Float(pow(Double(minusLS), Double(spotExponent)))
                        lightColor = color.map { $0 * factor }
                    }
                }
                let o = (y * w + x) * 4
                if let exponent = lighting.specularExponent {
                    var hv = (l.0, l.1, l.2 + 1)
                    let hl = (hv.0 * hv.0 + hv.1 * hv.1 + hv.2 * hv.2).squareRoot()
                    if hl > 0 { hv = (hv.0 / hl, hv.1 / hl, hv.2 / hl) }
                    let nh = max(0, n.0 * hv.0 + n.1 * hv.1 + n.2 * hv.2)
                    let factor = constant * Float(pow(Double(nh), exponent))
                    var top: Float = 0
                    for c in 0..<3 {
                        let v = min(1, max(0, factor * lightColor[c]))
                        result.pixels[o + c] = v
                        top = max(top, v)
                    }
                    result.pixels[o + 3] = top
                } else {
                    let nDotL = n.0 * l.0 + n.1 * l.1 + n.2 * l.2
                    for c in 0..<3 { result.pixels[o + c] = min(1, max(0, constant * nDotL * lightColor[c])) }
                    result.pixels[o + 3] = 1
                }
            }
        }
        return result
    }
}
