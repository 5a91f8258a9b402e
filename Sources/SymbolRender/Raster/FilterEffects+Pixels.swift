import CPlatform

/// The primitives that read neighbouring pixels or make their own: component transfer, morphology, convolution,
/// tiling and displacement. Every loop is bounded by the image (the region clipped to the canvas) and the kernel
/// or window size, which the budget charges.
extension FilterEffects {
    /// Unpremultiplied channel `c` of pixel `i` (0 where transparent).
    @inline(__always) static func straight(_ image: Image, _ i: Int, _ c: Int) -> Float {
        let a = image.pixels[i + 3]
        return c == 3 ? a : (a > 0 ? image.pixels[i + c] / a : 0)
    }

    static func componentTransfer(_ image: Image, _ functions: [TransferFunction]) -> Image {
        var result = Image(width: image.width, height: image.height)
        // Tables over 8-bit values would differ from the exact functions by < 1/255; exact is cheap enough.
        for i in stride(from: 0, to: result.pixels.count, by: 4) {
            var out: [Float] = [0, 0, 0, 0]
            for c in 0..<4 {
                let f = c < functions.count ? functions[c] : .identity
                out[c] = Float(f.apply(Double(straight(image, i, c))))
            }
            for c in 0..<3 { result.pixels[i + c] = out[c] * out[3] }
            result.pixels[i + 3] = out[3]
        }
        return result
    }

    /// The minimum (erode) or maximum (dilate) of each channel over a `2x+1 × 2y+1` window, in two separable
    /// passes, the window cut at the image's edges; a zero or negative radius leaves the input as it is (Filter Effects 1 §15.20).
    static func morphology(_ image: Image, dilate: Bool, x: Double, y: Double) -> Image {
        guard x > 0, y > 0, x.isFinite, y.isFinite else { return image }
        let rx = min(Int(x.rounded()), image.width), ry = min(Int(y.rounded()), image.height)
        let pick: (Float, Float) -> Float = dilate ? { max($0, $1) } : { min($0, $1) }
        var rows = image
        if rx > 0 {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    for c in 0..<4 {
                        var v: Float = dilate ? 0 : 1
                        for k in max(0, x - rx)...min(image.width - 1, x + rx) { v = pick(v, image.pixels[(y * image.width + k) * 4 + c]) }
                        rows.pixels[(y * image.width + x) * 4 + c] = v
                    }
                }
            }
        }
        var result = rows
        if ry > 0 {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    for c in 0..<4 {
                        var v: Float = dilate ? 0 : 1
                        for k in max(0, y - ry)...min(image.height - 1, y + ry) { v = pick(v, rows.pixels[(k * image.width + x) * 4 + c]) }
                        result.pixels[(y * image.width + x) * 4 + c] = v
                    }
                }
            }
        }
        return result
    }

    /// `feConvolveMatrix` (Filter Effects 1 §15.13): on premultiplied values, or on unpremultiplied colour with
    /// the alpha kept when `preserveAlpha`.
    static func convolve(_ image: Image, _ k: ConvolveKernel) -> Image {
        var result = Image(width: image.width, height: image.height)
        let w = image.width, h = image.height
        let weights = k.kernel.map(Float.init)
        let divisor = Float(k.divisor), bias = Float(k.bias)
        func index(_ x: Int, _ y: Int) -> Int? {
            var x = x, y = y
            switch k.edgeMode {
            case .duplicate:
                x = min(max(x, 0), w - 1); y = min(max(y, 0), h - 1)
            case .wrap:
                x = ((x % w) + w) % w; y = ((y % h) + h) % h
            case .none:
                guard x >= 0, x < w, y >= 0, y < h else { return nil }
            }
            return (y * w + x) * 4
        }
        for y in 0..<h {
            for x in 0..<w {
                var sum: [Float] = [0, 0, 0, 0]
                for i in 0..<k.rows {
                    for j in 0..<k.columns {
                        guard let s = index(x - k.targetX + j, y - k.targetY + i) else { continue }
                        // The kernel is applied rotated by 180°, as the specification's formula reads it.
                        let weight = weights[(k.rows - 1 - i) * k.columns + (k.columns - 1 - j)]
                        for c in 0..<4 { sum[c] += (k.preserveAlpha ? straight(image, s, c) : image.pixels[s + c]) * weight }
                    }
                }
                let o = (y * w + x) * 4
                if k.preserveAlpha {
                    let a = image.pixels[o + 3]
                    for c in 0..<3 { result.pixels[o + c] = min(1, max(0, sum[c] / divisor + bias)) * a }
                    result.pixels[o + 3] = a
                } else {
                    let a = min(1, max(0, sum[3] / divisor + bias))
                    for c in 0..<3 { result.pixels[o + c] = min(a, max(0, sum[c] / divisor + bias * a)) }
                    result.pixels[o + 3] = a
                }
            }
        }
        return result
    }

    /// The pixels of `tile` (a rectangle of `image`) repeated over the whole image.
    static func tile(_ image: Image, tile: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Image {
        var result = Image(width: image.width, height: image.height)
        let tw = tile.x1 - tile.x0, th = tile.y1 - tile.y0
        guard tw > 0, th > 0 else { return result }
        for y in 0..<image.height {
            let sy = tile.y0 + (((y - tile.y0) % th) + th) % th
            for x in 0..<image.width {
                let sx = tile.x0 + (((x - tile.x0) % tw) + tw) % tw
                let s = (sy * image.width + sx) * 4, o = (y * image.width + x) * 4
                for c in 0..<4 { result.pixels[o + c] = image.pixels[s + c] }
            }
        }
        return result
    }

    /// `feDisplacementMap`: each pixel taken from `image` at an offset read from `map`'s channels (unpremultiplied,
    /// 0.5 is no move), nearest pixel; transparent outside.
    static func displace(_ image: Image, by map: Image, scaleX: Double, scaleY: Double, x channelX: Int, y channelY: Int) -> Image {
        var result = Image(width: image.width, height: image.height)
        let limit = Double(max(image.width, image.height) + 1)
        let sx = scaleX.isFinite ? min(max(scaleX, -4 * limit), 4 * limit) : 0
        let sy = scaleY.isFinite ? min(max(scaleY, -4 * limit), 4 * limit) : 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let o = (y * image.width + x) * 4
                let dx = sx * (Double(straight(map, o, channelX)) - 0.5), dy = sy * (Double(straight(map, o, channelY)) - 0.5)
                let px = Int((Double(x) + dx).rounded(.down)), py = Int((Double(y) + dy).rounded(.down))
                guard px >= 0, px < image.width, py >= 0, py < image.height else { continue }
                let s = (py * image.width + px) * 4
                for c in 0..<4 { result.pixels[o + c] = image.pixels[s + c] }
            }
        }
        return result
    }
}
