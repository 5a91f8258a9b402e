import Foundation
import SymbolRender
import Testing
import SymbolCore

/// Display P3 output: colors converted before painting, PNGs tagged with our ICC profile, decoded by an
/// independent color-managed reader (Pillow with LittleCMS) back to the sRGB values.
@Suite("Display P3 PNGs")
struct DisplayP3Tests {
    static let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="2" height="4" fill="#ff0000"/><rect x="2" width="2" height="2" fill="#007aff"/><rect x="2" y="2" width="2" height="2" fill="#34c759"/></svg>"##

    static func render(_ svg: String, space: OutputColorSpace?, cicp: Bool = false) throws -> (png: [UInt8], warnings: [Diagnostic]) {
        var configuration = SymbolConfiguration()
        configuration.outputColorSpace = space
        var encoder = PNGEncoder()
        encoder.writesCICP = cicp
        return try SymbolRenderer(configuration: configuration, encoder: encoder).pngData(svg: Array(svg.utf8))
    }

    /// Chunk types in order.
    static func chunks(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    @Test func sRGBRedWrittenAsP3HasComponents234_51_35() throws {
        let (png, warnings) = try Self.render(Self.svg, space: .displayP3)
        let bitmap = try PNGDecoder.decode(png)
        #expect(Array(bitmap.pixels[0..<4]) == [234, 51, 35, 255])
        #expect(Self.chunks(png) == ["IHDR", "iCCP", "IDAT", "IEND"])
        // Only sRGB colors: the variant adds bytes and nothing else, and the render says so.
        #expect(warnings.contains { $0.message.contains("outside sRGB") })
        let plain = try Self.render(Self.svg, space: nil).png
        #expect(Self.chunks(plain) == ["IHDR", "IDAT", "IEND"])
        #expect(png.count - plain.count < 420, "the iCCP chunk costs about 360 bytes: \(png.count - plain.count)")
    }

    @Test func cICPChunkIsOptionalAndComesFirst() throws {
        let png = try Self.render(Self.svg, space: .displayP3, cicp: true).png
        #expect(Self.chunks(png) == ["IHDR", "cICP", "iCCP", "IDAT", "IEND"])
        let data = Data(png)
        #expect(data.range(of: Data([0, 0, 0, 4] + Array("cICP".utf8) + [12, 13, 0, 1])) != nil)
    }

    @Test func wideSourceColorIsKeptAndNotWarnedAbout() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="color(display-p3 1 0 0)"/></svg>"#
        let (png, warnings) = try Self.render(svg, space: .displayP3)
        #expect(Array(try PNGDecoder.decode(png).pixels[0..<4]) == [255, 0, 0, 255])
        #expect(!warnings.contains { $0.message.contains("outside sRGB") })
        // In sRGB the same color clamps to the nearest the format holds.
        #expect(Array(try PNGDecoder.decode(Self.render(svg, space: nil).png).pixels[0..<4]) == [255, 0, 0, 255])
    }

    @Test func sameInputGivesTheSameBytes() throws {
        #expect(try Self.render(Self.svg, space: .displayP3).png == Self.render(Self.svg, space: .displayP3).png)
    }

    /// Pillow's ImageCms (LittleCMS) reads our profile and converts the P3 pixels back to sRGB: within one level of
    /// the source colors. Skipped, with the reason recorded, where python3 with Pillow is not installed.
    @Test func pillowWithLittleCMSDecodesTheP3PNGToTheSourceColors() throws {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Issue.record("skipped: no python3 to run Pillow/LittleCMS")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glyphsmith-p3-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(try Self.render(Self.svg, space: .displayP3).png).write(to: URL(fileURLWithPath: folder + "/p3.png"))
        let script = """
            import io, sys
            try:
                from PIL import Image, ImageCms
            except ImportError:
                print("no-pillow"); sys.exit(0)
            im = Image.open(sys.argv[1]).convert("RGBA")
            profile = ImageCms.ImageCmsProfile(io.BytesIO(Image.open(sys.argv[1]).info["icc_profile"]))
            rgb = ImageCms.profileToProfile(im.convert("RGB"), profile, ImageCms.createProfile("sRGB"), outputMode="RGB")
            for x, y in [(0, 0), (3, 0), (3, 3)]:
                print(*rgb.getpixel((x, y)))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, folder + "/p3.png"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if output.hasPrefix("no-pillow") {
            Issue.record("skipped: python3 has no Pillow")
            return
        }
        let values = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        let expected = [[255, 0, 0], [0, 122, 255], [52, 199, 89]]
        #expect(values.count == 3, "Pillow printed: \(output)")
        for (got, want) in zip(values, expected) {
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "decoded \(got), expected \(want) ± 1")
        }
    }

    @Test func aRenderedImageKeepsItsColorSpaceWhenEncoded() throws {
        var configuration = SymbolConfiguration()
        configuration.outputColorSpace = .displayP3
        let symbol = try Symbol(svg: Array(Self.svg.utf8), name: "swatch")
        let image = try SymbolRenderer(configuration: configuration).render(symbol)
        #expect(image.colorSpace == .displayP3)
        #expect(Self.chunks(try image.pngData()).contains("iCCP"))
        // Vector documents stay sRGB: the same red as an sRGB render.
        let pdf = try SymbolRenderer(configuration: configuration).vectorData(symbol, format: .svg)
        #expect(pdf == (try SymbolRenderer().vectorData(symbol, format: .svg)))
    }

    @Test func embeddedImagesAreConvertedToo() throws {
        let red = try PNGEncoder().encode(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 4).enumerated().flatMap { _ in [255, 0, 0, 255] as [UInt8] }))
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><image width="2" height="2" href="data:image/png;base64,"#
            + Data(red).base64EncodedString() + #""/></svg>"#
        let p3 = try PNGDecoder.decode(Self.render(svg, space: .displayP3).png)
        #expect(Array(p3.pixels[0..<4]) == [234, 51, 35, 255])
        let plain = try PNGDecoder.decode(Self.render(svg, space: nil).png)
        #expect(Array(plain.pixels[0..<4]) == [255, 0, 0, 255])
    }

    @Test func floodColorsAreConverted() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><filter id="f"><feFlood flood-color="#ff0000"/></filter><rect width="8" height="8" filter="url(#f)"/></svg>"##
        let center = 4 * (4 * 8 + 4)
        let p3 = try PNGDecoder.decode(Self.render(svg, space: .displayP3).png)
        #expect(Array(p3.pixels[center..<center + 4]) == [234, 51, 35, 255])
        let plain = try PNGDecoder.decode(Self.render(svg, space: nil).png)
        #expect(Array(plain.pixels[center..<center + 4]) == [255, 0, 0, 255])
    }
}
