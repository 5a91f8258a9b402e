import Foundation
import Testing
@testable import glyphsmith

/// A `render` call with more than 64 arguments takes the fast path (`BulkInputs`, which sets most inputs aside before
/// ArgumentParser sees them); every option must mean the same there as through the parser alone.
@Suite struct BulkInputsTests {
    /// A value for each of `render`'s options that takes one (nil: a flag). Each sits directly before `-o`, where a
    /// flag mistaken for an option would swallow `-o` and take the output folder for an input.
    static let sampleValues: [String: String?] = [
        "--size": "8", "--output-pattern": "{name}-x.{ext}", "--recursive": nil, "--json": nil,
        "--point-size": "20", "--weight": "bold", "--scale": "large", "--text-style": "body", "--content-size": "xl",
        "--pixel-scale": "2", "--canvas": "tight",
        "--mode": "monochrome", "--color": "#ff0000", "--variable-value": "0.5", "--appearance": "dark",
        "--contrast": "high", "--system-colors": "ios26", "--interface-level": "elevated",
        "--color-space": "display-p3", "--cicp": nil, "--colorset": "/nonexistent.colorset",
        "--template-image": nil, "--template": nil, "--preferring-monochrome": nil,
        "--jobs": "2", "--background": "#ffffff", "--format": "png", "--force": nil, "--warnings-as-errors": nil,
        "--compression": "fast", "--quiet": nil, "--verbose": nil, "--foreground": "#00ff00",
        "--fit": "cover", "--position": "top", "--opacity": "0.5", "--work-budget": "1000000000",
        "--slice": "3-part-horizontal", "--slice-center": "stretch", "--slice-period": "8", "--cap-insets": "auto",
        "--layout-direction": "rtl", "--direction": "mirrors", "--locale": "ar", "--font-dir": "/nonexistent-fonts", "--image-dir": "/nonexistent-images",
        "--help": nil, "--version": nil,
    ]

    /// `render`'s options as ArgumentParser describes them (`--experimental-dump-help`), long names.
    static func renderOptions() throws -> [String] {
        let dump = try CommandLine.run(["render", "--experimental-dump-help"])
        let object = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let command = object?["command"] as? [String: Any]
        let arguments = command?["arguments"] as? [[String: Any]] ?? []
        return arguments.compactMap { argument -> String? in
            guard argument["kind"] as? String != "positional" else { return nil }
            let names = argument["names"] as? [[String: Any]] ?? []
            return names.first { $0["kind"] as? String == "long" }.flatMap { $0["name"] as? String }.map { "--" + $0 }
        }.filter { $0 != "--output" }
    }

    /// Small SVGs in a fresh folder, named `icon000.svg` …
    static func icons(_ count: Int, in folder: String) throws -> [String] {
        try (0..<count).map { index in
            let path = folder + "/" + String(format: "icon%03d.svg", index)
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect x="1" y="1" width="\#(index % 3 + 1)" height="2"/></svg>"#
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    @Test func everyRenderOptionHasASampleValue() throws {
        let options = try Self.renderOptions()
        #expect(options.count > 20, "the dump names \(options)")
        for option in options { #expect(Self.sampleValues.keys.contains(option), "no sample value for \(option): add one") }
    }

    /// The command ArgumentParser makes of `arguments` once the runs are merged back into its inputs, printed with
    /// every option's value; or its exit code and message when parsing stops (an error, `--help`, `--version`).
    static func parsed(_ arguments: [String], runs: [BulkInputs.Run]) -> String {
        do {
            var command = try Glyphsmith.parseAsRoot(arguments)
            guard var render = command as? Render else {
                // `--help` parses to ArgumentParser's help command, whose run throws the help text, as in `main`.
                guard "\(type(of: command))" == "HelpCommand" else { return "not render: \(type(of: command))" }
                try command.run()
                return "help printed nothing"
            }
            render.inputs = BulkInputs.merge(render.inputs, runs: runs)
            var text = ""
            dump(render, to: &text)
            return text
        } catch {
            return "exit \(Glyphsmith.exitCode(for: error).rawValue): \(Glyphsmith.fullMessage(for: error))"
        }
    }

    /// Every option parses to the same command through the fast path as through the parser alone, with 70 inputs
    /// after it. In-process, on the same split and merge that `main` and `Render` use: a process per option and path
    /// cost seconds of the suite; the end-to-end runs below keep a few options through both paths.
    @Test(arguments: sampleValues.keys.sorted())
    func anOptionParsesTheSameWithManyInputs(option: String) throws {
        let inputs = (0..<70).map { String(format: "in/icon%03d.svg", $0) }
        let given = [option] + (Self.sampleValues[option]!.map { [$0] } ?? [])
        let arguments = ["render"] + given + ["-o", "out"] + inputs
        let (kept, runs) = BulkInputs.split(arguments)
        #expect(arguments.count > BulkInputs.threshold && kept.count < 8, "\(option): the fast path kept \(kept)")
        let fast = Self.parsed(kept, runs: runs), parser = Self.parsed(arguments, runs: [])
        #expect(fast == parser, "\(option): through the fast path\n\(fast)\nthrough the parser alone\n\(parser)")
        // Alone, these stop parsing (help, version, or a validation naming the option they need); the rest parse.
        let stops = ["--help", "--version", "--cap-insets", "--cicp", "--fit", "--position", "--slice-center", "--slice-period"]
        #expect(parser.hasPrefix("exit ") == stops.contains(option), "\(option): \(parser.prefix(300))")
        #expect(stops.contains(option) || parser.contains("\"in/icon069.svg\""), "\(option): \(parser.prefix(300))")
    }

    /// End to end through both paths (3 inputs: the parser alone; 70: the fast path): the flag whose absence from a
    /// list once broke the fast path, an option with a value, and help.
    @Test(arguments: ["--warnings-as-errors", "--size", "--help"])
    func anOptionMeansTheSameWithManyInputs(option: String) throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        let inputs = try Self.icons(70, in: folder + "/in")
        let given = [option] + (Self.sampleValues[option]!.map { [$0] } ?? [])
        let few = try CommandLine.run(["render"] + given + ["-o", folder + "/few"] + inputs.prefix(3))
        let many = try CommandLine.run(["render"] + given + ["-o", folder + "/many"] + inputs)
        #expect(few.status == many.status, "\(option): 3 inputs exit \(few.status), 70 exit \(many.status): \(many.stderr)")
        let fewFiles = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/few").sorted()) ?? []
        let manyFiles = Set((try? FileManager.default.contentsOfDirectory(atPath: folder + "/many")) ?? [])
        if few.status == 0, option != "--help", option != "--version" {
            #expect(fewFiles.count == 3, "\(option): \(fewFiles)")
            #expect(manyFiles.count == 70, "\(option): \(manyFiles.count) outputs")
        }
        for name in fewFiles {
            #expect(manyFiles.contains(name), "\(option): \(name) missing with 70 inputs")
            let a = try? Data(contentsOf: URL(fileURLWithPath: folder + "/few/" + name))
            let b = try? Data(contentsOf: URL(fileURLWithPath: folder + "/many/" + name))
            #expect(a == b, "\(option): \(name) differs with 70 inputs")
        }
    }

    @Test func inputsKeepTheirOrderAroundOptions() throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        let inputs = try Self.icons(70, in: folder + "/in")
        // Inputs before, between and after options; --json lists the outputs in input order.
        let arguments = ["render"] + inputs.prefix(30) + ["--warnings-as-errors"] + inputs[30..<50] + ["-o", folder + "/out", "--json"]
            + inputs[50...] + ["--quiet"]
        let result = try CommandLine.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        let written = report.compactMap { ($0["input"] as? String) }
        #expect(written == inputs, "\(written.prefix(5))…")
    }
}
