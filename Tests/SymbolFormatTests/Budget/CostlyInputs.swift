@testable import SymbolFormat

/// Generators of small files that ask for a great deal of work: the rows of issue 21's table, at sizes that keep
/// a debug test fast (each still passes the default budget many times over, or is read to a correct drawing).
enum CostlyInputs {
    static let header = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64">"##

    static func svg(_ body: String) -> [UInt8] { Array((header + body + "</svg>").utf8) }

    /// A deterministic sequence of colors (no two neighbours on one straight ramp).
    static func color(_ i: Int) -> String {
        let value = (i &* 2_654_435_761) & 0xFFFFFF
        let hex = String(value, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// One linear gradient of `stops` stops painting `shapes` squares.
    static func gradient(stops: Int, shapes: Int) -> [UInt8] {
        var body = ##"<linearGradient id="g">"##
        for i in 0..<stops { body += ##"<stop offset="\##(Double(i) / Double(stops))" stop-color="\##(color(i))"/>"## }
        body += "</linearGradient>"
        for i in 0..<shapes { body += ##"<rect x="\##(i % 64)" width="1" height="1" fill="url(#g)"/>"## }
        return svg(body)
    }

    /// `levels` groups nested in one another, each with `attribute` (a filter or a mask defined in `defs`).
    static func nested(_ levels: Int, attribute: String, defs: String) -> [UInt8] {
        svg(defs + String(repeating: "<g \(attribute)>", count: levels) + ##"<rect x="16" y="16" width="32" height="32"/>"##
            + String(repeating: "</g>", count: levels))
    }

    static func nestedBlurs(_ levels: Int) -> [UInt8] {
        nested(levels, attribute: ##"filter="url(#f)""##, defs: ##"<filter id="f"><feGaussianBlur stdDeviation="1"/></filter>"##)
    }

    static func nestedMasks(_ levels: Int) -> [UInt8] {
        nested(levels, attribute: ##"mask="url(#m)""##, defs: ##"<mask id="m"><rect width="64" height="64" fill="#fff"/></mask>"##)
    }

    /// `shapes` small squares, each through one filter of `blurs` blurs.
    static func blurredShapes(_ shapes: Int, blurs: Int) -> [UInt8] {
        var body = ##"<filter id="f">"## + String(repeating: ##"<feGaussianBlur stdDeviation="0.5"/>"##, count: blurs) + "</filter>"
        for i in 0..<shapes { body += ##"<rect x="\##(i % 60)" y="\##(i / 60 % 60)" width="4" height="4" filter="url(#f)"/>"## }
        return svg(body)
    }

    /// `levels` nested `<svg>` elements, each with a viewBox.
    static func nestedViewports(_ levels: Int) -> [UInt8] {
        svg(String(repeating: ##"<svg viewBox="0 0 64 64">"##, count: levels) + ##"<rect x="16" y="16" width="32" height="32"/>"##
            + String(repeating: "</svg>", count: levels))
    }

    /// One element with `count` classes, and a rule for each: the last rule's color wins.
    static func classes(_ count: Int) -> [UInt8] {
        var sheet = "<style>"
        for i in 0..<count { sheet += ".c\(i){fill:\(color(i))}" }
        sheet += "</style>"
        let list = (0..<count).map { "c\($0)" }.joined(separator: " ")
        return svg(sheet + ##"<rect width="64" height="64" class="\##(list)"/>"##)
    }

    /// A PNG container: the header of a `width`×`height` RGBA image and `payload` as its image data, every CRC
    /// right (the data is not a valid zlib stream unless the caller makes it one; reading never inflates it).
    static func png(width: Int, height: Int, payload: [UInt8], extraHeader: Bool = false, truncateBy: Int = 0) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(data.count) + body + be32(Int(crc32(body)))
        }
        let ihdr = chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr
        if extraHeader { bytes += ihdr }
        bytes += chunk("IDAT", payload) + chunk("IEND", [])
        return Array(bytes.dropLast(truncateBy))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func base64(_ bytes: [UInt8]) -> String { DataURI.base64Encoded(bytes) }

    /// `count` distinct 4096² images (their data differs in one byte), each drawn once.
    static func distinctLargeImages(_ count: Int) -> [UInt8] {
        var body = ""
        for i in 0..<count {
            let png = png(width: 4096, height: 4096, payload: [0x78, 0x9C, UInt8(i & 0xFF), UInt8(i >> 8)])
            body += ##"<image width="64" height="64" href="data:image/png;base64,\##(base64(png))"/>"##
        }
        return svg(body)
    }

    /// One 4096² image drawn by `uses` `<use>` elements.
    static func reusedLargeImage(uses: Int) -> [UInt8] {
        let png = png(width: 4096, height: 4096, payload: [0x78, 0x9C, 0, 0])
        return svg(##"<defs><image id="i" width="64" height="64" href="data:image/png;base64,\##(base64(png))"/></defs>"##
                   + String(repeating: ##"<use href="#i"/>"##, count: uses))
    }
}
