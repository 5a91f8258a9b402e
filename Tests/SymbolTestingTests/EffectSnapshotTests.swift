import Testing
@testable import SymbolTesting
import SymbolRender

/// Symbol effects pinned by reference filmstrips, as an app's test pins its animated icon.
@Suite struct EffectSnapshotTests {
    static let speaker: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/Templates/speaker.wave.3.svg"
    }()

    static let configuration = SymbolConfiguration(pointSize: 16, pixelScale: 2)
        .applying(SymbolConfiguration(renderingMode: .hierarchical, color: .systemBlue))

    @Test(arguments: ["bounce.up.byLayer", "variableColor.iterative.reversing", "drawOn.byLayer"])
    func effectMatchesItsFilmstrip(spelling: String) throws {
        assertSymbolEffectSnapshot(of: try Symbol(contentsOf: Self.speaker), effect: try SymbolEffect(parsing: spelling),
                                   configuration: Self.configuration, frames: 6, named: spelling)
    }

    @Test func anotherEffectDoesNotMatchTheReference() throws {
        let path = SnapshotStore.referencePath(testFile: "\(#filePath)", testName: "effectMatchesItsFilmstrip(spelling:)", name: "bounce.up.byLayer")
        let pulse = try SymbolAnimator(configuration: Self.configuration, effect: SymbolEffect(.pulse))
            .filmstripImage(Symbol(contentsOf: Self.speaker), frames: 6)
        let result = SnapshotStore(recordMode: .never).check(pulse, referencePath: path, tolerance: .exact)
        #expect(result.failureMessage != nil)
    }
}
