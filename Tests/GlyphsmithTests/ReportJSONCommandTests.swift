import Foundation
import SymbolAssets
import SymbolCore
import Testing

/// The `--json` reports are the library's: the shapes live on the values they describe (`Diagnostic.json`,
/// `BatchRenderer.Summary.json`, `AssetBuildSummary.json`, `CatalogLintReport.Finding.json`); the command prints them.
@Suite("Command line: --json prints the library's reports")
struct ReportJSONCommandTests {
    let templates = CommandLine.fixtures + "/Templates/"

    @Test func validateJSONIsTheDiagnosticsJSON() throws {
        let files = [templates + "ring.dot.hand-edited.svg", templates + "speaker.wave.3.svg"]
        let run = try CommandLine.run(["validate", "--json"] + files)
        let findings = files.flatMap { TemplateValidator.validate(file: $0) }
        #expect(run.stdout == Diagnostic.json(findings) + "\n")
        #expect(run.stdout.hasPrefix("[") && Diagnostic.json([]) == "[\n\n]")
    }

    @Test func renderJSONIsTheBatchSummaryJSON() throws {
        let folder = try CommandLine.temporaryFolder()
        let input = templates + "speaker.wave.3.svg"
        let run = try CommandLine.run(["render", input, "-o", folder + "/command.png", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let jobs = [RenderJob(input: input, output: folder + "/library.png")]
        let summary = BatchRenderer(options: .init(renderer: SymbolRenderer(configuration: SymbolConfiguration())), workers: 1).run(jobs)
        #expect(run.stdout == summary.json(jobs: jobs).replacing("library.png", with: "command.png") + "\n")
        #expect(run.stdout.contains(#""baselineOffsetFromBottom""#))
    }

    @Test func sliceLineIsTheResultsDescription() throws {
        let folder = try CommandLine.temporaryFolder()
        let input = CommandLine.fixtures + "/SVG/badge.svg"
        let arguments = ["--slice", "9-part", "--cap-insets", "8,8,8,8", "--size", "48"]
        let run = try CommandLine.run(["render", input, "-o", folder + "/badge.png"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let slice = ImageSlice(mode: .ninePart, center: .stretch, capInsets: .points(top: 8, left: 8, bottom: 8, right: 8))
        let renderer = SymbolRenderer(configuration: SymbolConfiguration(), slice: slice)
        let summary = BatchRenderer(options: .init(renderer: renderer), workers: 1)
            .run([RenderJob(input: input, output: folder + "/library.png", size: 48)])
        let cut = try #require(summary.results.first?.slice)
        #expect(run.stdout == "\(folder)/badge.png: \(cut.capInsetsDescription(slice))\n")
        #expect(run.stdout.contains("9-part, cap insets top 8 left 8 bottom 8 right 8 px"))
    }
}
