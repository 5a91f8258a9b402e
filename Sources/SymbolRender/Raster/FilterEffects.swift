import CPlatform

/// Runs SVG filter primitives on premultiplied RGBA pixels at device resolution, inside the filter region.
///
/// Images are `Float` RGBA, premultiplied, in linear light when the filter asks for linearRGB (SVG's default).
/// Pixels outside the region are transparent, as SVG defines; the region is clipped to the canvas, so a filter
/// never allocates more than the canvas does.
enum FilterEffects {
    /// A region-sized image.
    struct Image {
        var width: Int
        var height: Int
        var pixels: [Float]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            pixels = [Float](repeating: 0, count: width * height * 4)
        }
    }

    /// The filter applied to `source` (the group's pixels in the region). Primitive subregions are already in
    /// the image's pixels; each result is transparent outside its own.
    static func apply(_ filter: DrawingFilter, to source: Image, images: [Int: Image] = [:]) -> Image {
        let whole = (x0: 0, y0: 0, x1: source.width, y1: source.height)
        var results: [String: (image: Image, area: PixelArea)] = [:]
        var previous = (image: source, area: whole)
        let alpha: Image = {
            var a = Image(width: source.width, height: source.height)
            for i in stride(from: 3, to: a.pixels.count, by: 4) { a.pixels[i] = source.pixels[i] }
            return a
        }()
        func image(_ input: FilterPrimitive.Input) -> (image: Image, area: PixelArea) {
            switch input {
            case .sourceGraphic: return (source, whole)
            case .sourceAlpha: return (alpha, whole)
            case .previous: return previous
            // An unknown name refers to the previous result (SVG 1.1 §15.7.2).
            case .named(let name): return results[name] ?? previous
            }
        }
        for (index, primitive) in filter.primitives.enumerated() {
            let first = primitive.inputs.first.map(image) ?? previous
            let input = first.image
            let second = primitive.inputs.count > 1 ? image(primitive.inputs[1]).image : previous.image
            var output: Image
            switch primitive.kind {
            case .gaussianBlur(let x, let y):
                output = blur(input, x: x, y: y)
            case .offset(let dx, let dy):
                output = offset(input, dx: dx, dy: dy)
            case .flood(let color):
                output = flood(width: source.width, height: source.height, color: color, linear: filter.linearRGB)
            case .composite(let op, let k1, let k2, let k3, let k4):
                output = composite(input, second, op, k: (k1, k2, k3, k4))
            case .merge:
                output = Image(width: source.width, height: source.height)
                for node in primitive.inputs { output = composite(image(node).image, output, .over, k: (0, 0, 0, 0)) }
            case .blend(let mode):
                output = blend(input, second, mode)
            case .colorMatrix(let matrix):
                output = colorMatrix(input, matrix)
            case .dropShadow(let dx, let dy, let x, let y, let color):
                var shadow = flood(width: source.width, height: source.height, color: color, linear: filter.linearRGB)
                let blurred = offset(blur(input, x: x, y: y), dx: dx, dy: dy)
                for i in stride(from: 0, to: shadow.pixels.count, by: 4) {
                    let a = blurred.pixels[i + 3]
                    for c in 0..<4 { shadow.pixels[i + c] *= a }
                }
                output = composite(input, shadow, .over, k: (0, 0, 0, 0))
            case .componentTransfer(let functions):
                output = componentTransfer(input, functions)
            case .morphology(let dilate, let x, let y):
                output = morphology(input, dilate: dilate, x: x, y: y)
            case .convolve(let kernel):
                output = convolve(input, kernel)
            case .tile:
                output = tile(input, tile: first.area)
            case .displacement(let scaleX, let scaleY, let x, let y):
                output = displace(input, by: second, scaleX: scaleX, scaleY: scaleY, x: x, y: y)
            case .turbulence(let turbulence):
                output = self.turbulence(width: source.width, height: source.height, turbulence)
            case .lighting(let lighting):
                output = self.lighting(input, lighting, linear: filter.linearRGB)
            case .image:
                // Drawn beforehand by the canvas (it needs Cairo); transparent when it drew nothing.
                output = images[index] ?? Image(width: source.width, height: source.height)
            }
            // Without a subregion of its own an offset keeps its input's (what tiling an offset tile needs), the
            // others cover the filter region.
            var area = primitive.subregion.map { pixelArea($0, width: source.width, height: source.height) } ?? whole
            if primitive.subregion == nil, case .offset = primitive.kind { area = first.area }
            if area != whole { clear(&output, outside: area) }
            if let name = primitive.result { results[name] = (output, area) }
            previous = (output, area)
        }
        return previous.image
    }

    /// Whole pixels of an image: columns x0..<x1, rows y0..<y1.
    typealias PixelArea = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// A subregion's pixels (rounded outwards to whole pixels, clipped to the image).
    static func pixelArea(_ rect: Rect, width: Int, height: Int) -> PixelArea {
        func clamped(_ v: Double, _ limit: Int) -> Int { v.isNaN ? 0 : Int(min(max(v, 0), Double(limit))) }
        let x0 = clamped(rect.minX.rounded(.down), width), y0 = clamped(rect.minY.rounded(.down), height)
        return (x0, y0, max(x0, clamped(rect.maxX.rounded(.up), width)), max(y0, clamped(rect.maxY.rounded(.up), height)))
    }

    static func clear(_ image: inout Image, outside area: PixelArea) {
        for y in 0..<image.height {
            for x in 0..<image.width where x < area.x0 || x >= area.x1 || y < area.y0 || y >= area.y1 {
                for c in 0..<4 { image.pixels[(y * image.width + x) * 4 + c] = 0 }
            }
        }
    }

    // MARK: Primitives

    /// Gaussian blur: three box blurs for deviations of 2 pixels and more (SVG 1.1 §15.17), a sampled kernel below.
    static func blur(_ image: Image, x: Double, y: Double) -> Image {
        var result = image
        // Deviations past the image size change nothing more; NaN and infinity blur nothing (hostile input).
        let limit = Double(max(image.width, image.height)) + 1
        let x = x.isFinite ? min(x, limit) : 0, y = y.isFinite ? min(y, limit) : 0
        if x > 0 { blurPass(&result, sigma: x, horizontal: true) }
        if y > 0 { blurPass(&result, sigma: y, horizontal: false) }
        return result
    }

    private static func blurPass(_ image: inout Image, sigma: Double, horizontal: Bool) {
        let length = horizontal ? image.width : image.height
        let lines = horizontal ? image.height : image.width
        let step = horizontal ? 4 : image.width * 4
        var line = [Float](repeating: 0, count: length * 4)
        var scratch = line
        for l in 0..<lines {
            let base = horizontal ? l * image.width * 4 : l * 4
            for i in 0..<length { for c in 0..<4 { line[i * 4 + c] = image.pixels[base + i * step + c] } }
            if sigma >= 2 {
                let d = Int(clamping: (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down), to: 0...Int.max)
                if d % 2 == 1 {
                    box(&line, &scratch, length: length, left: d / 2, right: d / 2)
                    box(&line, &scratch, length: length, left: d / 2, right: d / 2)
                    box(&line, &scratch, length: length, left: d / 2, right: d / 2)
                } else {
                    box(&line, &scratch, length: length, left: d / 2, right: d / 2 - 1)
                    box(&line, &scratch, length: length, left: d / 2 - 1, right: d / 2)
                    box(&line, &scratch, length: length, left: d / 2, right: d / 2)
                }
            } else {
                gaussian(&line, &scratch, length: length, sigma: sigma)
            }
            for i in 0..<length { for c in 0..<4 { image.pixels[base + i * step + c] = line[i * 4 + c] } }
        }
    }

    /// A moving average over `left + right + 1` pixels; transparent beyond the ends.
    private static func box(_ line: inout [Float], _ scratch: inout [Float], length: Int, left: Int, right: Int) {
        let size = Float(left + right + 1)
        for c in 0..<4 {
            var sum: Float = 0
            for i in 0...min(right, length - 1) { sum += line[i * 4 + c] }
            for i in 0..<length {
                scratch[i * 4 + c] = sum / size
                let entering = i + right + 1, leaving = i - left
                if entering < length { sum += line[entering * 4 + c] }
                if leaving >= 0 { sum -= line[leaving * 4 + c] }
            }
        }
        swap(&line, &scratch)
    }

    private static func gaussian(_ line: inout [Float], _ scratch: inout [Float], length: Int, sigma: Double) {
        let radius = Int(clamping: (sigma * 3).rounded(.up), to: 1...Int.max)
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        for i in 0..<length {
            var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for k in -radius...radius {
                let j = i + k
                guard j >= 0, j < length else { continue }
                let w = kernel[k + radius]
                sum.0 += line[j * 4] * w; sum.1 += line[j * 4 + 1] * w; sum.2 += line[j * 4 + 2] * w; sum.3 += line[j * 4 + 3] * w
            }
            scratch[i * 4] = sum.0; scratch[i * 4 + 1] = sum.1; scratch[i * 4 + 2] = sum.2; scratch[i * 4 + 3] = sum.3
        }
        swap(&line, &scratch)
    }

    static func offset(_ image: Image, dx: Double, dy: Double) -> Image {
        // Offsets past the image leave it empty; clamping keeps the conversion to Int in range.
        let span = Double(max(image.width, image.height) + 1)
        let ox = dx.isFinite ? Int(clamping: min(max(dx, -span), span).rounded(), to: Int.min...Int.max) : 0
        let oy = dy.isFinite ? Int(clamping: min(max(dy, -span), span).rounded(), to: Int.min...Int.max) : 0
        var result = Image(width: image.width, height: image.height)
        for y in 0..<image.height {
            let sy = y - oy
            guard sy >= 0, sy < image.height else { continue }
            for x in 0..<image.width {
                let sx = x - ox
                guard sx >= 0, sx < image.width else { continue }
                for c in 0..<4 { result.pixels[(y * image.width + x) * 4 + c] = image.pixels[(sy * image.width + sx) * 4 + c] }
            }
        }
        return result
    }

    static func flood(width: Int, height: Int, color: RGBAColor, linear: Bool) -> Image {
        var result = Image(width: width, height: height)
        let a = Float(color.alpha)
        let rgb = [color.red, color.green, color.blue].map { Float(linear ? toLinear($0) : $0) * a }
        for i in stride(from: 0, to: result.pixels.count, by: 4) {
            result.pixels[i] = rgb[0]; result.pixels[i + 1] = rgb[1]; result.pixels[i + 2] = rgb[2]; result.pixels[i + 3] = a
        }
        return result
    }

    /// Porter–Duff with `a` (in) over/in/out/atop/xor `b` (in2), or the arithmetic combination, clamped.
    static func composite(_ a: Image, _ b: Image, _ op: FilterPrimitive.CompositeOperator, k: (Double, Double, Double, Double)) -> Image {
        var result = Image(width: a.width, height: a.height)
        let (k1, k2, k3, k4) = (Float(k.0), Float(k.1), Float(k.2), Float(k.3))
        for i in stride(from: 0, to: result.pixels.count, by: 4) {
            let aa = a.pixels[i + 3], ba = b.pixels[i + 3]
            for c in 0..<4 {
                let x = a.pixels[i + c], y = b.pixels[i + c]
                let value: Float
                switch op {
                case .over: value = x + y * (1 - aa)
                case .in: value = x * ba
                case .out: value = x * (1 - ba)
                case .atop: value = x * ba + y * (1 - aa)
                case .xor: value = x * (1 - ba) + y * (1 - aa)
                case .arithmetic: value = k1 * x * y + k2 * x + k3 * y + k4
                }
                result.pixels[i + c] = min(1, max(0, value))
            }
            if op == .arithmetic {
                // Premultiplied colors may not exceed their alpha.
                let alphaValue = result.pixels[i + 3]
                for c in 0..<3 { result.pixels[i + c] = min(result.pixels[i + c], alphaValue) }
            }
        }
        return result
    }

    /// `feBlend` (W3C Compositing, separable modes, on premultiplied values): `a` is the top layer.
    static func blend(_ a: Image, _ b: Image, _ mode: FilterPrimitive.BlendMode) -> Image {
        var result = Image(width: a.width, height: a.height)
        for i in stride(from: 0, to: result.pixels.count, by: 4) {
            let qa = a.pixels[i + 3], qb = b.pixels[i + 3]
            for c in 0..<3 {
                let ca = a.pixels[i + c], cb = b.pixels[i + c]
                let value: Float
                switch mode {
                case .normal: value = (1 - qa) * cb + ca
                case .multiply: value = (1 - qa) * cb + (1 - qb) * ca + ca * cb
                case .screen: value = cb + ca - ca * cb
                case .darken: value = min((1 - qa) * cb + ca, (1 - qb) * ca + cb)
                case .lighten: value = max((1 - qa) * cb + ca, (1 - qb) * ca + cb)
                }
                result.pixels[i + c] = min(1, max(0, value))
            }
            result.pixels[i + 3] = min(1, qa + qb - qa * qb)
        }
        return result
    }

    /// A 4×5 matrix on unpremultiplied values.
    static func colorMatrix(_ image: Image, _ m: [Double]) -> Image {
        var result = Image(width: image.width, height: image.height)
        let f = m.map(Float.init)
        for i in stride(from: 0, to: result.pixels.count, by: 4) {
            let a = image.pixels[i + 3]
            let r = a > 0 ? image.pixels[i] / a : 0, g = a > 0 ? image.pixels[i + 1] / a : 0, b = a > 0 ? image.pixels[i + 2] / a : 0
            var out = [Float](repeating: 0, count: 4)
            for row in 0..<4 {
                out[row] = min(1, max(0, f[row * 5] * r + f[row * 5 + 1] * g + f[row * 5 + 2] * b + f[row * 5 + 3] * a + f[row * 5 + 4]))
            }
            result.pixels[i] = out[0] * out[3]; result.pixels[i + 1] = out[1] * out[3]; result.pixels[i + 2] = out[2] * out[3]
            result.pixels[i + 3] = out[3]
        }
        return result
    }

    // MARK: Color space

    static func toLinear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func toSRGB(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }

    /// Converts premultiplied values between sRGB and linear light in place.
    static func convert(_ image: inout Image, toLinear: Bool) {
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let a = image.pixels[i + 3]
            guard a > 0 else { continue }
            for c in 0..<3 {
                let v = Double(image.pixels[i + c] / a)
                image.pixels[i + c] = Float(toLinear ? Self.toLinear(v) : Self.toSRGB(v)) * a
            }
        }
    }
}
