import Foundation
import Testing

/// `render` refuses an input past the work budget with a located error and writes nothing; `--work-budget` raises
/// the budget; and what it prints about a hostile file name is escaped, in text and in JSON.
@Suite struct WorkBudgetCommandTests {
    static let masks = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><mask id="m"><rect width="64" height="64" fill="#fff"/></mask>"##
        + String(repeating: ##"<g mask="url(#m)">"##, count: 100) + ##"<rect x="16" y="16" width="32" height="32"/>"##
        + String(repeating: "</g>", count: 100) + "</svg>"

    @Test func anInputPastTheBudgetIsALocatedErrorAndTheFlagRaisesTheBudget() throws {
        let folder = try CommandLine.temporaryFolder()
        let input = folder + "/masks.svg", output = folder + "/masks.png"
        try Data(Self.masks.utf8).write(to: URL(fileURLWithPath: input))
        let refused = try CommandLine.run(["render", input, "-o", output, "--size", "64"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("\(input):1:"))
        #expect(refused.stderr.contains("error: the drawing asks for more work than its budget of 268 million units allows"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let raised = try CommandLine.run(["render", input, "-o", output, "--size", "64", "--work-budget", "\(1 << 32)"])
        #expect(raised.status == 0)
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func aBidiOverrideAndAC1ControlInAFileNameAndAnIdPrintEscapedInTextAndJSON() throws {
        let folder = try CommandLine.temporaryFolder()
        let input = folder + "/icon\u{202E}gvs.\u{9B}.svg"
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/><use href="#a\##u{202E}b\##u{9B}"/></svg>"##.utf8)
            .write(to: URL(fileURLWithPath: input))
        let result = try CommandLine.run(["render", input, "-o", folder + "/out.png", "--json"])
        #expect(result.status == 0)
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B })
        #expect(result.stderr.contains(##"icon\u{202E}gvs.\u{9B}.svg:1:"##))
        #expect(result.stderr.contains(##"'#a\u{202E}b\u{9B}'"##))
        #expect(result.stdout.contains(##"a\\u{202E}b\\u{9B}"##))  // JSON writes the backslash of the escape as \\
    }
}
