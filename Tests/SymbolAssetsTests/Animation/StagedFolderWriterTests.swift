import Foundation
import SymbolAssets
import SymbolCore
import SymbolRender
import Testing

/// A frame sequence's folder holds exactly the set last written: all or nothing, and no frames left from a longer one.
@Suite struct StagedFolderWriterTests {
    static func frames(_ name: String, _ count: Int) throws -> [(path: String, bytes: [UInt8])] {
        let png = try PNGEncoder().encode(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 255]))
        return (0..<count).map { (path: AnimationTiming.frameName(name, index: $0), bytes: png) } + [(path: name + ".json", bytes: Array("{}\n".utf8))]
    }

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aShorterRewriteRemovesTheLongerSequencesExtraFramesAndNothingElse() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let out = root + "/out"
        try StagedFolderWriter().write(try Self.frames("bell", 10), into: out)
        // Files the sequence does not own stay: another sequence's frame, a note, a frame-like folder.
        try Data([1]).write(to: URL(fileURLWithPath: out + "/wifi_0007.png"))
        try Data([1]).write(to: URL(fileURLWithPath: out + "/bell_notes.png"))
        try FileManager.default.createDirectory(atPath: out + "/bell_0009.png.d", withIntermediateDirectories: false)
        try StagedFolderWriter().write(try Self.frames("bell", 4), into: out) { AnimationTiming.isFrameName($0, of: "bell") }
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == ["bell.json", "bell_0000.png", "bell_0001.png", "bell_0002.png", "bell_0003.png", "bell_0009.png.d",
                          "bell_notes.png", "wifi_0007.png"])
    }

    @Test func aLinkNamedLikeAStaleFrameIsLeftAndWhatItPointsToIsUntouched() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data([7]).write(to: URL(fileURLWithPath: root + "/victim.png"))
        try StagedFolderWriter().write(try Self.frames("bell", 2), into: root + "/out")
        try FileManager.default.createSymbolicLink(atPath: root + "/out/bell_0009.png", withDestinationPath: root + "/victim.png")
        try StagedFolderWriter().write(try Self.frames("bell", 1), into: root + "/out") { AnimationTiming.isFrameName($0, of: "bell") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted() == ["bell.json", "bell_0000.png", "bell_0009.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/victim.png")) == Data([7]))
    }

    @Test func withoutAStalenessRuleNothingIsRemoved() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try StagedFolderWriter().write(try Self.frames("bell", 3), into: root + "/out")
        try StagedFolderWriter().write(try Self.frames("bell", 1), into: root + "/out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out").count == 4)
    }

    @Test func frameNamesAreTheSequencesOwn() {
        #expect(AnimationTiming.isFrameName("bell_0000.png", of: "bell"))
        #expect(AnimationTiming.isFrameName("bell_12345.png", of: "bell"))
        #expect(!AnimationTiming.isFrameName("bell_001.png", of: "bell"))
        #expect(!AnimationTiming.isFrameName("bell.fill_0000.png", of: "bell"))
        #expect(!AnimationTiming.isFrameName("bell_00a0.png", of: "bell"))
        #expect(!AnimationTiming.isFrameName("bell_0000.json", of: "bell"))
    }
}
