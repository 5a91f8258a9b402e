import Foundation
import Testing

/// `render ONE.svg -o ONE.png [--size N] [-q]` and `render A.svg B.svg … -o FOLDER` skip ArgumentParser for speed;
/// they must be indistinguishable from the full command (forced here with `--jobs 1` for one file and `--recursive`
/// for several, which the fast path does not take).
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
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20z"/><foreignObject width="4" height="4"/></svg>"#
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

    @Test func severalFilesIntoAFolderMatchTheFullCommandFileForFile() throws {
        let folder = try CommandLine.temporaryFolder()
        let sources = [
            "a": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>"#,
            "b": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20z"/><text>A</text></svg>"#,
            "c": "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n</svg>",
        ]
        var inputs: [String] = []
        for (name, svg) in sources.sorted(by: { $0.key < $1.key }) {
            inputs.append(folder + "/\(name).svg")
            try Data(svg.utf8).write(to: URL(fileURLWithPath: inputs.last!))
        }
        let fast = try CommandLine.run(["render"] + inputs + ["-o", folder + "/out", "--size", "40", "--jobs", "1"])
        let full = try CommandLine.run(["render"] + inputs + ["-o", folder + "/out", "--size", "40", "--jobs", "1", "--recursive"].map {
            $0 == folder + "/out" ? folder + "/full" : $0
        })
        #expect(fast.status == 1 && full.status == 1, "one input is broken: both exit 1")
        for name in ["a", "b"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/out/\(name).png"))
            let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/full/\(name).png"))
            #expect(a == b, "\(name).png differs")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/c.png"))
        #expect(normalized(fast.stderr).contains("rendered 2 PNGs in T s (R/s), 1 failed"), "\(fast.stderr)")
        #expect(normalized(fast.stderr).replacingOccurrences(of: "/out/", with: "/full/") == normalized(full.stderr))
    }

    @Test func aNameClashIsReportedByTheFullCommandAndWritesNothing() throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/x", withIntermediateDirectories: true)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>"#
        try Data(svg.utf8).write(to: URL(fileURLWithPath: folder + "/icon.svg"))
        try Data(svg.utf8).write(to: URL(fileURLWithPath: folder + "/x/icon.svg"))
        let run = try CommandLine.run(["render", folder + "/icon.svg", folder + "/x/icon.svg", "-o", folder + "/out"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("would both be written to"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }
}
