import Foundation
import IconsClient
import SymbolRender
import Testing

/// Decodes a generated PNG with Glyphsmith's own decoder.
private func bitmap(_ url: URL?) throws -> Bitmap {
    let url = try #require(url, "the accessor found no PNG in Bundle.module")
    return try PNGDecoder.decode(Array(try Data(contentsOf: url)))
}

@Test(arguments: [(scale: 1, pixels: 24), (scale: 2, pixels: 48)])
func bellHasThePixelSizeOfItsScale(scale: Int, pixels: Int) throws {
    let bell = try bitmap(Icons.bell.url(scale: scale))
    #expect(bell.width == pixels)
    #expect(bell.height == pixels)
}

@Test func everyImageHasEveryScaleAndAppearanceAsAResource() throws {
    #expect(Icons.allImages.map(\.name) == ["bell", "speaker.wave.3", "star"])
    for image in Icons.allImages {
        for scale in [1, 2] {
            for appearance in [Icons.Appearance.light, .dark] {
                let url = try #require(image.url(scale: scale, appearance: appearance))
                #expect(url.lastPathComponent == image.name + appearance.rawValue + (scale == 1 ? "" : "@2x") + ".png")
            }
        }
    }
}

@Test func speakerTemplateIsLabelColoredInLightAndDark() throws {
    let light = try bitmap(Icons.named("speaker.wave.3")?.url(scale: 2, appearance: .light))
    let dark = try bitmap(Icons.speakerWave3.url(scale: 2, appearance: .dark))
    // A 24-point template is 27 × 23 points at medium scale (its margin box: the ink plus its side bearings);
    // pixel (40, 2) lies inside the outer wave's stroke.
    #expect((light.width, light.height) == (54, 46))
    #expect(light[40, 2] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(dark[40, 2] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
}
