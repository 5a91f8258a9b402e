import Foundation
import Testing
@testable import SymbolRender

/// Frames of an effect: how many, the rest pose, and bytes that depend on nothing but the input.
@Suite struct SymbolAnimatorTests {
    static let speaker = APNGEncoderTests.speaker

    private func animation(_ effect: String, fps: Double = 30, options: SymbolEffectOptions = SymbolEffectOptions(), jobs: Int = 1,
                           growsCanvas: Bool = true) throws -> AnimatedSymbolImage {
        var animator = SymbolAnimator(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2),
                                      effect: try SymbolEffect(parsing: effect), options: options, framesPerSecond: fps)
        animator.growsCanvas = growsCanvas
        return try animator.render(Symbol(contentsOf: Self.speaker), jobs: jobs)
    }

    @Test func frameCountIsDurationTimesFPSPerRepetition() throws {
        // Looping forever, a turn that ends where it started: duration × fps frames, frame 48 would be frame 0 again.
        #expect(try animation("rotate", fps: 24, options: SymbolEffectOptions(repeatCount: 0)).frames.count == 48)
        // Played a number of times, each play also shows its end pose, so the file stops on it.
        #expect(try animation("rotate", fps: 24).frames.count == 48 + 1)
        #expect(try animation("rotate", fps: 24, options: SymbolEffectOptions(repeatCount: 3)).frames.count == 48 + 1)
        #expect(try animation("pulse", fps: 10, options: SymbolEffectOptions(speed: 2)).frames.count == 10 + 1)
        #expect(try animation("pulse", fps: 10, options: SymbolEffectOptions(isContinuous: true)).frames.count == 20)
        let forever = try #require(APNGChunk.read(animation("pulse", fps: 10, options: SymbolEffectOptions(isContinuous: true)).apngData()))
        #expect(APNGChunk.bigEndian(forever.first { $0.type == "acTL" }!.data, 4) == 0)
    }

    @Test func aPlayOnceFileEndsOnTheEndPose() throws {
        let symbol = try Symbol(contentsOf: Self.speaker)
        for effect in ["appear", "disappear", "scale.up", "drawOn", "bounce.up", "variableColor.iterative"] {
            let animator = SymbolAnimator(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2),
                                          effect: try SymbolEffect(parsing: effect), framesPerSecond: 30)
            let animation = try animator.render(symbol)
            // The last frame is the pose at the very end of the play (disappear: nothing left; appear: the symbol).
            let end = try animator.frames(at: [animation.playDuration], of: symbol)
            #expect(animation.frames.last == end.first, "\(effect)")
            #expect(animation.frames.count == Int((animation.playDuration * 30).rounded()) + 1, "\(effect)")
        }
        let gone = try SymbolAnimator(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2),
                                      effect: SymbolEffect(.disappear), framesPerSecond: 30).render(symbol)
        #expect(try #require(gone.frames.last).pixels.allSatisfy { $0 == 0 })
        // A looping effect that does not come back to its start shows its end pose too before starting again.
        let appearing = try SymbolAnimator(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2), effect: SymbolEffect(.appear),
                                           options: SymbolEffectOptions(repeatCount: 0), framesPerSecond: 30).render(symbol)
        #expect(appearing.frames.count == 8 + 1 && appearing.frames.last == appearing.still)
    }

    @Test func frameZeroIsTheStillRender() throws {
        let symbol = try Symbol(contentsOf: Self.speaker)
        let configuration = SymbolConfiguration(pointSize: 24, pixelScale: 2)
        let still = try SymbolRenderer(configuration: configuration).render(symbol).bitmap
        // On the still canvas, frame 0 of an effect that starts at rest is the still render itself.
        for effect in ["bounce.up", "pulse", "rotate", "wiggle.left", "breathe"] {
            #expect(try animation(effect, growsCanvas: false).frames[0] == still, "\(effect)")
        }
        // On a grown canvas, frame 0 is the animation's still image, which the APNG stores as its default image.
        let bounce = try animation("bounce.up")
        #expect(bounce.frames[0] == bounce.still)
        // The margin box holds the bounce across; it grows the canvas upward and downward.
        #expect(bounce.still.width >= still.width && bounce.still.height > still.height, "\(bounce.still.width)×\(bounce.still.height) against \(still.width)×\(still.height)")
        let decoded = try PNGDecoder.decode(bounce.apngData())
        #expect(decoded.pixels == bounce.still.pixels)
    }

    @Test func theSameAnimationTwiceGivesTheSameBytesWhateverTheJobs() throws {
        let one = try animation("variableColor.iterative.reversing", jobs: 1).apngData()
        #expect(try animation("variableColor.iterative.reversing", jobs: 1).apngData() == one)
        #expect(try animation("variableColor.iterative.reversing", jobs: 3).apngData() == one)
    }

    @Test func theFastPathGivesTheSameAPNGAsTheBitmapPath() throws {
        for effect in ["bounce.up", "appear", "variableColor.cumulative"] {
            let animator = SymbolAnimator(configuration: SymbolConfiguration(pointSize: 24, pixelScale: 2),
                                          effect: try SymbolEffect(parsing: effect), framesPerSecond: 30)
            let symbol = try Symbol(contentsOf: Self.speaker)
            // Frames encoded straight from the rasterizer carry the same rows as frames from bitmaps.
            #expect(try animator.apngData(symbol, jobs: 2).bytes == animator.render(symbol).apngData(), "\(effect)")
        }
    }
}
