import Foundation
import Testing
@testable import SymbolRender

/// The APNG files an effect gives, read back by an independent reader (Pillow) and by a chunk walk.
@Suite struct APNGEncoderTests {
    static let speaker: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // SymbolRenderTests/PNG/APNGEncoderTests.swift
        return parts.joined(separator: "/") + "/Fixtures/Templates/speaker.wave.3.svg"
    }()

    private func animation(_ effect: String, fps: Double = 30, options: SymbolEffectOptions = SymbolEffectOptions(), jobs: Int = 1,
                           growsCanvas: Bool = true) throws -> AnimatedSymbolImage {
        var animator = SymbolAnimator(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2),
                                      effect: try SymbolEffect(parsing: effect), options: options, framesPerSecond: fps)
        animator.growsCanvas = growsCanvas
        return try animator.render(Symbol(contentsOf: Self.speaker), jobs: jobs)
    }

    @Test func chunksAreInOrderWithValidCRCsAndIncreasingSequenceNumbers() throws {
        let bounce = try animation("bounce.up")
        let chunks = try #require(APNGChunk.read(bounce.apngData()))
        #expect(chunks.allSatisfy { $0.crcMatches })
        #expect(chunks.map(\.type).prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
        #expect(chunks.last?.type == "IEND")
        // bounce: 0.70 s at 30 fps is 21 frames, and the end pose the file stops on, played once.
        let control = try #require(chunks.first { $0.type == "acTL" })
        #expect(APNGChunk.bigEndian(control.data, 0) == 21 + 1 && APNGChunk.bigEndian(control.data, 4) == 1)
        #expect(chunks.filter { $0.type == "fcTL" }.count == 21 + 1)
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { APNGChunk.bigEndian($0.data, 0) }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        // Each frame shows 1/30 s.
        let frameControl = try #require(chunks.first { $0.type == "fcTL" })
        #expect(Array(frameControl.data[20..<24]) == [0, 1, 0, 30])
    }

    @Test(.enabled(if: PillowReader.isAvailable, "python3 with Pillow (PIL) is not installed: the independent APNG reader is missing"))
    func pillowDecodesEveryFrameAsOurOwnRender() throws {
        for effect in ["bounce.up", "variableColor.cumulative", "appear"] {
            let rendered = try animation(effect)
            let decoded = try PillowReader.decode(rendered.apngData())
            var frames = decoded.frames
            if decoded.defaultImageOutsideAnimation {
                // The still image stands outside the animation (appear starts invisible): Pillow shows it first.
                #expect(frames.removeFirst() == rendered.still.pixels, "\(effect)")
            }
            #expect(frames.count == rendered.frames.count, "\(effect)")
            for (index, (pillow, ours)) in zip(frames, rendered.frames).enumerated() {
                #expect(pillow == ours.pixels, "\(effect) frame \(index)")
            }
            #expect(decoded.loop == 1)
        }
    }

    @Test func framesOfDifferentSizesAreRefused() {
        #expect(throws: RenderError.self) {
            try APNGEncoder().encode(frames: [Bitmap(width: 2, height: 2), Bitmap(width: 3, height: 2)],
                                     delays: [APNGEncoder.FrameDelay(framesPerSecond: 30)], plays: 1)
        }
    }

    @Test func delaysAreExactForWholeRatesAndCarryTheRest() {
        #expect(APNGEncoder.FrameDelay(framesPerSecond: 60) == APNGEncoder.FrameDelay(numerator: 1, denominator: 60))
        #expect(APNGEncoder.FrameDelay(framesPerSecond: 29.97) == APNGEncoder.FrameDelay(numerator: 33, denominator: 1000))
        #expect(APNGEncoder.FrameDelay(framesPerSecond: 30, extra: 0.5) == APNGEncoder.FrameDelay(numerator: 533, denominator: 1000))
    }
}
