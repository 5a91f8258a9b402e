import Foundation
import Testing
import SymbolRender

/// `render --size W[xH] --fit MODE --position ANCHOR`: a 2:1 drawing (left half red, right half blue) in a
/// 100×100 box, as an image view shows it in each content mode.
@Suite struct ContentModeCommandTests {
    static let wide = ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="100" height="100" fill="#ff0000"/><rect x="100" width="100" height="100" fill="#0000ff"/></svg>"##

    func render(_ arguments: [String]) throws -> Bitmap {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.wide.write(toFile: folder + "/wide.svg", atomically: true, encoding: .utf8)
        let result = try CommandLine.run(["render", folder + "/wide.svg", "-o", folder + "/out.png"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/out.png"))))
    }

    /// The rows that hold any ink.
    func inkedRows(_ image: Bitmap) -> ClosedRange<Int>? {
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].alpha > 0 } }
        return rows.first.map { $0...rows.last! }
    }

    @Test func fillStretchesToTheBox() throws {
        let image = try render(["--size", "100", "--fit", "fill"])
        #expect(image.width == 100 && image.height == 100)
        #expect(image[10, 5].red == 255 && image[90, 95].blue == 255)
        #expect(inkedRows(image) == 0...99)
    }

    @Test func containLetterboxesTheArtIntoRows25To75() throws {
        let image = try render(["--size", "100", "--fit", "contain"])
        #expect(image.width == 100 && image.height == 100)
        #expect(inkedRows(image) == 25...74)
        #expect(try render(["--size", "100", "--fit", "scaleAspectFit"]) == image)  // UIKit's name
    }

    @Test func coverCropsToTheBox() throws {
        let image = try render(["--size", "100", "--fit", "cover"])
        #expect(image.width == 100 && image.height == 100 && inkedRows(image) == 0...99)
        // The centre of the 200×100 drawing: the red half's right side and the blue half's left side.
        #expect(image[10, 50].red == 255 && image[90, 50].blue == 255)
        let left = try render(["--size", "100", "--fit", "cover", "--position", "left"])
        #expect(left[90, 50].red == 255)
    }

    @Test func insideShrinksTheBoxToTheArt() throws {
        let image = try render(["--size", "100", "--fit", "inside"])
        #expect(image.width == 100 && image.height == 50)
        let outside = try render(["--size", "100", "--fit", "outside"])
        #expect(outside.width == 200 && outside.height == 100)
    }

    @Test func noneDrawsAtItsOwnSizeAtEachAnchor() throws {
        // At pixel scale 0.25 the drawing is 50×25 in a 25×25 box: each anchor shows another part.
        let expected: [(String, red: Bool, rows: ClosedRange<Int>)] = [
            ("top-left", true, 0...24), ("top-right", false, 0...24), ("center", true, 0...24), ("bottom-right", false, 0...24),
        ]
        for (anchor, red, rows) in expected {
            let image = try render(["--size", "100", "--pixel-scale", "0.25", "--fit", "none", "--position", anchor])
            #expect(image.width == 25 && image.height == 25)
            #expect((image[2, 12].red == 255) == red, "\(anchor)")
            #expect(inkedRows(image) == rows)
        }
        // A box larger than the drawing: it sits at the anchor, unscaled.
        let small = try render(["--size", "400x200", "--fit", "none", "--position", "bottom-right"])
        #expect(small.width == 400 && small.height == 200 && inkedRows(small) == 100...199)
        #expect(small[150, 150].alpha == 0 && small[250, 150].red == 255)
    }

    @Test func aBackgroundWritesRGBWithoutAlpha() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.wide.write(toFile: folder + "/wide.svg", atomically: true, encoding: .utf8)
        #expect(try CommandLine.run(["render", folder + "/wide.svg", "-o", folder + "/bg.png", "--size", "100", "--background", "#ffffff", "--opacity", "0.5"]).status == 0)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/bg.png")))
        #expect(bytes[25] == 2)  // IHDR colour type 2: RGB, no alpha channel
        let image = try PNGDecoder.decode(bytes)
        #expect(image[50, 10] == image[50, 10] && image[50, 10].alpha == 255 && image[50, 10].green == 255)  // letterbox: white
        #expect(image[10, 50].red == 255 && (126...129).contains(image[10, 50].green))  // half-transparent red over white
    }

    @Test func badValuesAreNamed() throws {
        let result = try CommandLine.run(["render", "x.svg", "-o", "x.png", "--size", "100", "--fit", "stretch"])
        #expect(result.status == 64 && result.stderr.contains("fill, contain, cover, none, inside, outside") || result.stderr.contains("--fit"), "\(result.stderr)")
        #expect(try CommandLine.run(["render", "x.svg", "-o", "x.png", "--size", "100", "--opacity", "2"]).stderr.contains("--opacity 2 is out of range"))
        #expect(try CommandLine.run(["render", "x.svg", "-o", "x.png", "--fit", "cover"]).stderr.contains("add --size"))
    }
}
