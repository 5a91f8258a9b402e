import SVGPath

/// A raster `<image>` (a `data:` URI, or a file under the folder images may be read from): its encoded bytes,
/// intrinsic size and placement.
package struct DrawingImage: Sendable, Hashable {
    /// The encodings we decode.
    package enum Format: String, Sendable, Hashable {
        case png, jpeg, gif, webp

        /// The format the bytes' signature names (PNG, JPEG, GIF, WebP), whatever a media type claimed; nil for
        /// others.
        package init?(sniffing data: [UInt8]) {
            if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { self = .png }
            else if data.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
            else if data.starts(with: Array("GIF87a".utf8)) || data.starts(with: Array("GIF89a".utf8)) { self = .gif }
            else if DrawingImage.isWebP(data) { self = .webp }
            else { return nil }
        }
    }

    /// The encoded image (decoded only when drawn).
    package var data: [UInt8]
    package var format: Format
    /// Intrinsic size in pixels, from the file's header.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// The viewport the image is fitted into, in its user space.
    package var viewport: Rect
    package var aspectRatio: PreserveAspectRatio
    /// User space → root user space.
    package var transform: AffineTransform
    /// `image-rendering: optimizeSpeed` or `pixelated`: sampled nearest, pixels kept square when scaled up.
    package var pixelated = false

    /// The map from image pixels to root user space (preserveAspectRatio into the viewport, then the transform).
    package var imageToRoot: AffineTransform {
        aspectRatio.transform(from: Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)), to: viewport)
            .concatenating(transform)
    }

    /// The part of the viewport the image covers, in its user space: the image's own rectangle after
    /// `preserveAspectRatio`, cut to the viewport (a `slice` overflows it). Drawn with its edge pixels extended, as
    /// resvg draws it, so the image ends sharply at this rectangle instead of fading over half a pixel.
    package var drawnRect: Rect {
        let map = aspectRatio.transform(from: Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)), to: viewport)
        let minX = max(viewport.minX, map.e), minY = max(viewport.minY, map.f)
        let maxX = min(viewport.maxX, map.e + Double(pixelWidth) * map.a), maxY = min(viewport.maxY, map.f + Double(pixelHeight) * map.d)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Reads the pixel size from a PNG (IHDR), JPEG (SOFn), GIF (logical screen) or WebP (canvas) header; nil when
    /// the header is not one of those.
    package static func pixelSize(of data: [UInt8], format: Format) -> (width: Int, height: Int)? {
        switch format {
        case .webp:
            return webpSize(data)
        case .gif:
            guard data.count >= 13, Format(sniffing: data) == .gif else { return nil }
            return (Int(data[6]) | Int(data[7]) << 8, Int(data[8]) | Int(data[9]) << 8)
        case .png:
            guard data.count >= 24, data[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
                  data[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
            func be32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
            return (be32(16), be32(20))
        case .jpeg:
            guard data.count >= 4, data[0] == 0xFF, data[1] == 0xD8 else { return nil }
            var i = 2
            while i + 9 < data.count {
                guard data[i] == 0xFF else { return nil }
                let marker = data[i + 1]
                if marker == 0xFF { i += 1; continue }
                let length = Int(data[i + 2]) << 8 | Int(data[i + 3])
                // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (Int(data[i + 7]) << 8 | Int(data[i + 8]), Int(data[i + 5]) << 8 | Int(data[i + 6]))
                }
                i += 2 + length
            }
            return nil
        }
    }
}

/// `data:` URIs (RFC 2397) with base64 or percent-encoded payloads.
package enum DataURI {
    /// The media type and bytes of a `data:` URI, or nil when it is not one (or is malformed).
    package static func decode(_ uri: String) -> (mediaType: String, bytes: [UInt8])? {
        let text = uri.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard text.lowercased().hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = text[text.index(after: comma)...]
        let parts = header.split(separator: ";").map { $0.trimmingSVGSpace() }
        // RFC 2397: a missing media type is text/plain (`data:;base64,…`); its parameters follow it.
        let mediaType = parts.first.map(String.init).flatMap { $0.contains("/") ? $0 : nil } ?? "text/plain"
        if parts.contains("base64") {
            return base64(payload).map { (mediaType, $0) }
        }
        return (mediaType, percentDecoded(payload))
    }

    /// `%XX` escapes decoded (a malformed one kept as written), other characters as their UTF-8 bytes.
    static func percentDecoded(_ text: Substring) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    /// Base64 (standard or URL alphabet), whitespace ignored; nil on any other character.
    static func base64(_ text: Substring) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }
}


extension DataURI {
    /// Standard base64 with padding (tests and writers).
    package static func base64Encoded(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i]), b1 = i + 1 < bytes.count ? UInt32(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? UInt32(bytes[i + 2]) : 0
            let n = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(n >> 18 & 63)])
            out.append(alphabet[Int(n >> 12 & 63)])
            out.append(i + 1 < bytes.count ? alphabet[Int(n >> 6 & 63)] : "=")
            out.append(i + 2 < bytes.count ? alphabet[Int(n & 63)] : "=")
            i += 3
        }
        return out
    }
}
