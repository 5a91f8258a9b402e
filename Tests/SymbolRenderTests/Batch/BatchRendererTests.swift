import Foundation
import Synchronization
import Testing
import SymbolRender
import SymbolCore

/// What `glyphsmith render` does with many files, done in-process through the public API: collect, plan, render.
@Suite struct BatchRendererTests {
    static let disc = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>"#
    static let bar = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="3" y="10" width="18" height="4"/></svg>"#

    func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/icons/more", withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/icons/" + name)) }
        return dir
    }

    @Test func aFolderRendersEveryFileAtEveryScaleLikeOneRenderEach() throws {
        let dir = try folder(["disc.svg": Self.disc, "more/bar.svg": Self.bar, "notes.txt": "not an icon"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let inputs = BatchInputs.collect([dir + "/icons"], recursive: true)
        #expect(inputs.files == [dir + "/icons/disc.svg", dir + "/icons/more/bar.svg"])
        #expect(inputs.relativeFolders == ["", "more"])
        let jobs = try RenderJob.plan(inputs.located, output: dir + "/out", singleFile: false, scales: [1, 2], sizes: [32])
        #expect(jobs.map(\.output) == [dir + "/out/disc.png", dir + "/out/disc@2x.png", dir + "/out/more/bar.png", dir + "/out/more/bar@2x.png"])
        let renderer = SymbolRenderer(configuration: SymbolConfiguration())
        let finished = Mutex<[String]>([])
        let summary = BatchRenderer(options: .init(renderer: renderer), workers: 2).run(jobs) { event in
            if case .finished(let input, _, _, let failed) = event, !failed { finished.withLock { $0.append(input) } }
        }
        #expect(summary.rendered == 4 && summary.failed == 0)
        #expect(finished.withLock { $0.count } == 4)
        // Each file is what a single render of that input at that variant gives, byte for byte.
        var single = SymbolConfiguration()
        single.fittingSize = 32
        single.pixelScale = 2
        let expected = try SymbolRenderer(configuration: single).pngData(svg: Array(Self.bar.utf8)).png
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/out/more/bar@2x.png")) == Data(expected))
    }

    @Test func aBadInputFailsAloneWithItsLocationAndTheOthersAreWritten() throws {
        let dir = try folder(["disc.svg": Self.disc, "broken.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0L\"/>\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let inputs = BatchInputs.collect([dir + "/icons", dir + "/icons/missing.svg"])
        #expect(inputs.diagnostics.map(\.message) == ["no such file or folder"])
        let jobs = try RenderJob.plan(inputs.located, output: dir + "/out", singleFile: false)
        let problems = Mutex<[String]>([])
        let summary = BatchRenderer(options: .init(renderer: SymbolRenderer(configuration: SymbolConfiguration()), warningsAsErrors: true), workers: 2)
            .run(jobs) { event in if case .problem(let error) = event { problems.withLock { $0.append("\(error)") } } }
        #expect(summary.rendered == 1 && summary.failed == 1)
        #expect(summary.results.map { $0.error == nil } == [false, true])
        #expect(problems.withLock { $0 }.first?.hasPrefix(dir + "/icons/broken.svg:3:1: error: unexpected end of file") == true, "\(problems.withLock { $0 })")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/disc.png"))
    }

    @Test func twoInputsWithOneOutputAreRefusedBeforeAnythingIsMade() throws {
        let dir = try folder(["disc.svg": Self.disc, "more/disc.svg": Self.bar])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: Diagnostic.self) {
            try RenderJob.plan([(dir + "/icons/disc.svg", ""), (dir + "/icons/more/disc.svg", "")], output: dir + "/out", singleFile: false)
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }
}
