import Foundation
import Testing
@testable import SymbolRender

@Suite struct GIFEncoderTests {
    private func animation() throws -> AnimatedSymbolImage {
        try SymbolAnimator(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2)
                            .applying(SymbolConfiguration(renderingMode: .hierarchical, color: .systemBlue)),
                           effect: SymbolEffect(parsing: "variableColor.iterative"), framesPerSecond: 15)
            .render(Symbol(contentsOf: APNGEncoderTests.speaker))
    }

    /// A frame as GIF shows it: clear where it was clear, composited over the matte elsewhere.
    private func expected(_ frame: Bitmap, matte: [Int]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: frame.pixels.count)
        for pixel in 0..<(frame.width * frame.height) {
            let alpha = Int(frame.pixels[pixel * 4 + 3])
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                result[pixel * 4 + channel] = UInt8((Int(frame.pixels[pixel * 4 + channel]) * alpha + matte[channel] * (255 - alpha) + 127) / 255)
            }
            result[pixel * 4 + 3] = 255
        }
        return result
    }

    @Test(.enabled(if: PillowReader.isAvailable, "python3 with Pillow (PIL) is not installed: the independent GIF reader is missing"))
    func pillowDecodesEveryFrameOverTheMatte() throws {
        // The cycle's 20 frames (without the end pose, whose colours would push the palette past 255 and so into
        // median cut, which this exact comparison does not cover).
        let rendered = try animation()
        let frames = Array(rendered.frames.prefix(20))
        let gif = try GIFEncoder(matte: (255, 255, 255)).encode(frames: frames, framesPerSecond: 15, plays: 0)
        let decoded = try PillowReader.decode(gif)
        #expect(decoded.frameCount == frames.count && decoded.loop == 0)
        for (index, (pillow, ours)) in zip(decoded.frames, frames).enumerated() {
            #expect(pillow == expected(ours, matte: [255, 255, 255]), "frame \(index)")
        }
        // 1/15 s is 6.67 hundredths: rounded as a running total, so 20 frames last 1.33 s in all.
        #expect(decoded.durations.reduce(0, +) == 1330)
    }

    @Test func manyColoursAreReducedTo255AndStillDecode() throws {
        var pixels: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), UInt8((x ^ y) * 4), 255] } }
        let bitmap = Bitmap(width: 64, height: 64, pixels: pixels)
        let gif = try GIFEncoder(matte: (0, 0, 0)).encode(frames: [bitmap, bitmap], framesPerSecond: 10, plays: 1)
        #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B)
        if PillowReader.isAvailable {
            let decoded = try PillowReader.decode(gif)
            #expect(decoded.frameCount == 2)
            // Median cut keeps every channel within a few levels of the source on this gradient.
            let error = zip(decoded.frames[0], pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(error <= 24, "largest channel error \(error)")
        }
    }
}
