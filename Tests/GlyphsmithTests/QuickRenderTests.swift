import Foundation
import Testing

/// `render ONE.svg -o ONE.png [--size N] [-q]` skips ArgumentParser for speed; it must be indistinguishable from
/// the full command (forced here with `--jobs 1`, which the fast path does not take).
@Suite struct QuickRenderTests {
    private func normalized(_ stderr: String) -> String {
        stderr.replacingOccurrences(of: #"in [0-9.]+ s \([0-9]+/s\)"#, with: "in T s (R/s)", options: .regularExpression)
    }

    private func bothPaths(_ svg: String, extra: [String] = []) throws -> (fast: CommandLine.Output, full: CommandLine.Output, same: Bool) {
        let folder = try CommandLine.temporaryFolder()
        let input = folder + "/icon.svg"
        try Data(svg.utf8).write(to: URL(fileURLWithPath: input))
        let fast = try CommandLine.run(["render", input, "-o", folder + "/fast.png", "--size", "48"] + extra)
        let full = try CommandLine.run(["render", input, "-o", folder + "/full.png", "--size", "48", "--jobs", "1"] + extra)
        let a = try? Data(contentsOf: URL(fileURLWithPath: folder + "/fast.png"))
        let b = try? Data(contentsOf: URL(fileURLWithPath: folder + "/full.png"))
        return (fast, full, a == b)
    }

    @Test func sameImageWarningsAndSummaryAsTheFullCommand() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20z"/><text x="1" y="9">A</text></svg>"#
        let run = try bothPaths(svg)
        #expect(run.fast.status == 0 && run.full.status == 0)
        #expect(run.same, "the PNGs differ")
        #expect(run.fast.stderr.contains("warning:"), "\(run.fast.stderr)")
        #expect(run.fast.stderr.contains("rendered 1 PNG in"))
        #expect(normalized(run.fast.stderr) == normalized(run.full.stderr))
    }

    @Test func quietPrintsNothingOnSuccessOnBothPaths() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text>A</text><circle cx="12" cy="12" r="9"/></svg>"#
        let run = try bothPaths(svg, extra: ["-q"])
        #expect(run.fast.status == 0 && run.same)
        #expect(run.fast.stderr.isEmpty && run.full.stderr.isEmpty, "\(run.fast.stderr)|\(run.full.stderr)")
    }

    @Test func failuresReportTheSameLocatedErrorAndExitStatus() throws {
        let run = try bothPaths("<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n</svg>")
        #expect(run.fast.status == 1 && run.full.status == 1)
        #expect(run.fast.stderr.contains("icon.svg:3:1: error: end tag </svg> does not match <g> opened at 2:3"), "\(run.fast.stderr)")
        #expect(normalized(run.fast.stderr) == normalized(run.full.stderr))
    }
}
