import ArgumentParser
import SymbolLibrary
import SymbolRender
import SymbolCore

/// `glyphsmith preview`: a contact sheet of a symbol's variants, or of many icons, on light and dark backgrounds.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a contact sheet: a template's weights × scales, or a list of symbols and icons.")

    @Argument(help: "A template, or several SVG files / folders / library names (one cell each).")
    var inputs: [String] = []

    @Flag(help: "Every symbol of the bundled library (a labeled gallery).")
    var all = false

    @Option(help: "The bundled library's symbols of one category (see `glyphsmith list --categories`).")
    var category: String?

    @Option(help: "Rendering mode of a list (automatic: each symbol's preferred mode).")
    var mode: RenderingMode = .monochrome

    @Option(help: "Cells per row of a list.")
    var columns: Int = 8

    // Optional, with the default named in the help: ArgumentParser prints a case-iterable default by its raw
    // value, which for a weight is a number ("default: 4").
    @Option(help: "Weight of the templates in a list (default: regular).")
    var weight: SymbolWeight?

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @Option(help: "The grid for a single template: weights-scales, modes-appearances, levels (on the system backgrounds at the base and elevated interface levels), or list (one cell per file).")
    var grid: Grid = .weightsScales

    /// The contact-sheet layouts.
    enum Grid: String, CaseIterable, ExpressibleByArgument {
        case weightsScales = "weights-scales", modesAppearances = "modes-appearances", levels, list

        /// The library's grid of one template, or nil for a list.
        var templateGrid: ContactSheet.TemplateGrid? { ContactSheet.TemplateGrid(rawValue: rawValue) }
    }

    @Option(help: "Point size of each cell.")
    var pointSize: Double = 28

    @Option(help: "Pixel scale of the sheet.")
    var pixelScale: Double = 2

    func validate() throws {
        guard !inputs.isEmpty || all || category != nil else {
            throw ValidationError("name a template, files or folders, or use --all / --category")
        }
        guard columns >= 1, columns <= 64 else { throw ValidationError("--columns must be in 1…64") }
        guard pointSize > 0, pointSize <= 512, pixelScale > 0, pixelScale <= 8 else {
            throw ValidationError("--point-size must be in (0, 512] and --pixel-scale in (0, 8]")
        }
    }

    func run() throws {
        do {
            let collected = InputCollector.collect(inputs)
            if let error = collected.diagnostics.first(where: { $0.severity == .error }) { throw error }
            // The library's templates are read inside its folder (no link followed); one that cannot be read is an
            // error naming it, and the sheet shows the rest.
            var librarySymbols: [Symbol] = []
            var failed = false
            if all || category != nil {
                guard let library = LibraryInputs.bundledLibrary() else { throw ExitCode.failure }
                failed = !library.diagnostics.isEmpty
                let chosen = library.entries.filter { category == nil || $0.categories.contains(category!) }
                guard !chosen.isEmpty else {
                    throw Diagnostic(.error, "no symbols in category `\(category ?? "")`; categories: \(library.categories.joined(separator: ", "))")
                }
                for entry in chosen {
                    do { librarySymbols.append(try library.symbol(for: entry)) } catch {
                        printError("error: \(error.message)")
                        failed = true
                    }
                }
            }
            let sheet: ContactSheet
            if all || category != nil {
                var style = ContactSheet.ListStyle()
                (style.mode, style.columns, style.weight) = (mode, columns, weight ?? .regular)
                (style.pointSize, style.pixelScale) = (pointSize, pixelScale)
                style.subject = all ? "the bundled library" : category.map { "category \($0)" }
                var symbols: [Symbol] = []
                for file in collected.files { symbols.append(try Symbol(contentsOf: file)) }
                sheet = try ContactSheet.list(symbols: symbols + librarySymbols, style: style)
            } else if collected.files.count == 1, let templateGrid = grid.templateGrid,
               case var symbol = try Symbol(contentsOf: collected.files[0]), symbol.isTemplate {
                symbol.name = FileSystem.lastComponent(collected.files[0])
                sheet = try ContactSheet.variants(of: symbol, grid: templateGrid, pointSize: pointSize, pixelScale: pixelScale)
            } else {
                var style = ContactSheet.ListStyle()
                (style.mode, style.columns, style.weight) = (mode, columns, weight ?? .regular)
                (style.pointSize, style.pixelScale) = (pointSize, pixelScale)
                sheet = try ContactSheet.list(collected.files, style: style)
            }
            let bitmap: Bitmap
            do { bitmap = try sheet.render() } catch { throw error.diagnostic(file: output) }
            do { try OutputWriter(protecting: collected.files).write(PNGEncoder().encode(bitmap), to: output, kind: .png) } catch {
                throw error.diagnostic(file: output)
            }
            printError("wrote \(output) (\(bitmap.width)×\(bitmap.height))")
            if failed { throw ExitCode.failure }
        } catch let diagnostic as Diagnostic {
            printError(diagnostic.description)
            throw ExitCode.failure
        }
    }
}
