import ArgumentParser
import SymbolAuthoring
import SymbolFormat
import SymbolRender

/// `glyphsmith import`: plain SVG icons to symbol templates (three masters, margins), ready for `catalog`.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import plain SVG icons as symbol templates: strokes become the weight axis (first version: see the README).")

    @Argument(help: "SVG files or folders.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The folder to write NAME.svg templates into.")
    var output: String

    @Option(help: "stroke: strokes follow the nine weights (fills stay as drawn); none: every weight is the icon as drawn.")
    var weights: SVGImporter.Weights = .stroke

    @Flag(help: "Replace existing files that are not SVG documents.")
    var force = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let collected = InputCollector.collect(inputs, recursive: true)
        for diagnostic in collected.diagnostics { printError(diagnostic.description) }
        guard !collected.files.isEmpty else { throw ExitCode.failure }
        do { try FileSystem.createDirectory(output) } catch {
            printError(error.description)
            throw ExitCode.failure
        }
        let writer = OutputWriter(protecting: collected.files, force: force)
        var failed = collected.diagnostics.filter { $0.severity == .error }.count
        var written = 0
        for file in collected.files {
            let name = FileSystem.stem(FileSystem.lastComponent(file), droppingExtension: ".svg")
            do {
                let bytes = try FileReader.read(file, maximumSize: XMLLimits.default.maximumFileSize)
                let result = try SVGImporter.drawing(from: bytes, name: name, file: file, weights: weights)
                if !quiet { for warning in result.warnings { printError(warning.description) } }
                let text = MasterBuilder.template(for: result.drawing)
                let target = FileSystem.join(output, name + ".svg")
                do { try writer.write(Array(text.utf8), to: target, kind: .svg) } catch {
                    throw Diagnostic(.error, error.description, file: target)
                }
                written += 1
            } catch {
                printError("\(error)")
                failed += 1
            }
        }
        printError("imported \(written) symbol\(written == 1 ? "" : "s") into \(output), \(failed) failed")
        if failed > 0 { throw ExitCode.failure }
    }
}

extension SVGImporter.Weights: ExpressibleByArgument {}
