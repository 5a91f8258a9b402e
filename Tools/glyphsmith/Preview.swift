import ArgumentParser
import Foundation
import SymbolRender

/// `glyphsmith preview`: a contact sheet of a symbol's variants, or of many icons, on light and dark backgrounds.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a contact sheet: a template's weights × scales, or a list of symbols and icons.")

    @Argument(help: "A template, or several SVG files / folders (one cell each).")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @Option(help: "The grid for a single template: weights-scales.")
    var grid: String = "weights-scales"

    @Option(help: "Point size of each cell.")
    var pointSize: Double = 28

    @Option(help: "Pixel scale of the sheet.")
    var pixelScale: Double = 2

    func validate() throws {
        guard grid == "weights-scales" || grid == "list" else {
            throw ValidationError("--grid must be weights-scales or list, got '\(grid)'")
        }
        guard pointSize > 0, pointSize <= 512, pixelScale > 0, pixelScale <= 8 else {
            throw ValidationError("--point-size must be in (0, 512] and --pixel-scale in (0, 8]")
        }
    }

    func run() throws {
        do {
            let collected = InputCollector.collect(inputs)
            if let error = collected.diagnostics.first(where: { $0.severity == .error }) { throw error }
            let sheet: ContactSheet
            if collected.files.count == 1, grid == "weights-scales",
               let template = try Symbol(contentsOf: collected.files[0]).template {
                sheet = try weightsScales(template, name: (collected.files[0] as NSString).lastPathComponent)
            } else {
                sheet = try list(collected.files)
            }
            let bitmap: Bitmap
            do { bitmap = try sheet.render() } catch { throw Diagnostic(.error, error.description, file: output) }
            do { try AtomicFileWriter.write(PNGEncoder().encode(bitmap), to: output) } catch {
                throw Diagnostic(.error, error.description, file: output)
            }
            FileHandle.standardError.write(Data("wrote \(output) (\(bitmap.width)×\(bitmap.height))\n".utf8))
        } catch let diagnostic as Diagnostic {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
            throw ExitCode.failure
        }
    }

    private func weightsScales(_ template: SymbolTemplate, name: String) throws -> ContactSheet {
        var cells: [ContactSheet.Cell] = []
        let symbol = Symbol(name: name, content: .template(template))
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                var configuration = SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale)
                configuration.pixelScale = pixelScale
                configuration.canvas = .textLine
                let light = try SymbolRenderer(configuration: configuration, color: .black).render(symbol).bitmap
                let dark = try SymbolRenderer(configuration: configuration, color: .white).render(symbol).bitmap
                cells.append(ContactSheet.Cell(light: light, dark: dark))
            }
        }
        return ContactSheet(title: "\(name) — weights × scales at \(NumberFormatting.string(pointSize)) pt @\(NumberFormatting.string(pixelScale))x",
                            columns: SymbolWeight.allCases.map(\.description), rows: SymbolScale.allCases.map(\.description), cells: cells)
    }

    private func list(_ files: [String]) throws -> ContactSheet {
        let side = Int(pointSize * pixelScale)
        var cells: [ContactSheet.Cell] = []
        var names: [String] = []
        for file in files {
            let symbol = try Symbol(contentsOf: file)
            var configuration = SymbolConfiguration(pointSize: pointSize)
            configuration.pixelScale = pixelScale
            let light = try SymbolRenderer(configuration: configuration, iconSizing: .square(side), color: .black).render(symbol, file: file).bitmap
            let dark = try SymbolRenderer(configuration: configuration, iconSizing: .square(side), color: .white).render(symbol, file: file).bitmap
            cells.append(ContactSheet.Cell(light: light, dark: dark))
            names.append((file as NSString).lastPathComponent)
        }
        // One row per eight symbols, labelled by the first name in the row.
        let columns = min(8, max(1, cells.count))
        let rows = (cells.count + columns - 1) / columns
        return ContactSheet(title: "\(cells.count) symbols", columns: (1...columns).map { "\($0)" },
                            rows: (0..<rows).map { names[$0 * columns] }, cells: cells)
    }
}
