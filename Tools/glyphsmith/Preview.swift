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
            var collected = InputCollector.collect(inputs)
            if let error = collected.diagnostics.first(where: { $0.severity == .error }) { throw error }
            if all || category != nil {
                let library: SymbolLibrary
                do { library = try SymbolLibrary.bundled() } catch { throw Diagnostic(.error, error.message) }
                let chosen = library.entries.filter { category == nil || $0.categories.contains(category!) }
                guard !chosen.isEmpty else {
                    throw Diagnostic(.error, "no symbols in category `\(category ?? "")`; categories: \(library.categories.joined(separator: ", "))")
                }
                collected.files += chosen.map(library.templatePath(for:))
            }
            let sheet: ContactSheet
            if collected.files.count == 1, grid != .list, !all, category == nil, let template = try Symbol(contentsOf: collected.files[0]).template {
                let name = FileSystem.lastComponent(collected.files[0])
                switch grid {
                case .weightsScales: sheet = try weightsScales(template, name: name)
                case .levels: sheet = try levels(template, name: name)
                default: sheet = try modesAppearances(template, name: name)
                }
            } else {
                sheet = try list(collected.files)
            }
            let bitmap: Bitmap
            do { bitmap = try sheet.render() } catch { throw Diagnostic(.error, error.description, file: output) }
            do { try OutputWriter(protecting: collected.files).write(PNGEncoder().encode(bitmap), to: output, kind: .png) } catch {
                throw Diagnostic(.error, error.description, file: output)
            }
            printError("wrote \(output) (\(bitmap.width)×\(bitmap.height))")
        } catch let diagnostic as Diagnostic {
            printError(diagnostic.description)
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
                configuration.appearance = .light
                let light = try SymbolRenderer(configuration: configuration).render(symbol).bitmap
                configuration.appearance = .dark
                let dark = try SymbolRenderer(configuration: configuration).render(symbol).bitmap
                cells.append(ContactSheet.Cell(light: light, dark: dark))
            }
        }
        return ContactSheet(title: "\(name) — weights × scales at \(NumberFormatting.string(pointSize)) pt @\(NumberFormatting.string(pixelScale))x",
                            columns: SymbolWeight.allCases.map(\.description), rows: SymbolScale.allCases.map(\.description), cells: cells)
    }

    /// Rows: the four modes (plus a variable value and a template image); columns: standard and high contrast.
    /// The light panel shows light appearance and the dark panel dark appearance.
    private func modesAppearances(_ template: SymbolTemplate, name: String) throws -> ContactSheet {
        let symbol = Symbol(name: name, content: .template(template))
        let base = SymbolConfiguration(pointSize: pointSize, pixelScale: pixelScale)
        var variable = SymbolConfiguration(hierarchicalColor: .systemBlue)
        variable.variableValue = 0.36
        var template = SymbolConfiguration()
        template.isTemplateImage = true
        let rows: [(String, SymbolConfiguration)] = [
            ("monochrome", SymbolConfiguration(renderingMode: .monochrome)),
            ("hierarchical", SymbolConfiguration(hierarchicalColor: .systemBlue)),
            ("palette", SymbolConfiguration(paletteColors: [.systemRed, .systemOrange, .systemGreen])),
            ("multicolor", SymbolConfiguration(renderingMode: .multicolor)),
            ("variable 0.36", variable),
            ("template", template),
        ]
        var cells: [ContactSheet.Cell] = []
        for (_, paint) in rows {
            for contrast in Contrast.allCases {
                var light = base.applying(paint), dark = light
                (light.appearance, light.contrast) = (.light, contrast)
                (dark.appearance, dark.contrast) = (.dark, contrast)
                cells.append(ContactSheet.Cell(
                    light: try SymbolRenderer(configuration: light).render(symbol).bitmap,
                    dark: try SymbolRenderer(configuration: dark).render(symbol).bitmap))
            }
        }
        return ContactSheet(title: "\(name) — modes × contrast; light panel, then dark panel",
                            columns: ["standard", "high contrast"], rows: rows.map(\.0), cells: cells)
    }

    /// Rows: the three system backgrounds and the three grouped ones; columns: base and elevated interface level.
    /// Each cell is painted on its background in the panel's appearance, so the dark panel shows how a sheet or
    /// popover (elevated) lightens what sits behind the symbol (Documentation/Colors.md §1).
    private func levels(_ template: SymbolTemplate, name: String) throws -> ContactSheet {
        let symbol = Symbol(name: name, content: .template(template))
        let backgrounds: [(String, SymbolColor)] = [
            ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
            ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
        ]
        var cells: [ContactSheet.Cell] = []
        for (_, background) in backgrounds {
            for level in InterfaceLevel.allCases {
                var configuration = SymbolConfiguration(pointSize: pointSize, pixelScale: pixelScale)
                    .applying(SymbolConfiguration(hierarchicalColor: .systemBlue))
                configuration.canvas = .textLine
                configuration.background = background
                configuration.interfaceLevel = level
                var light = configuration, dark = configuration
                light.appearance = .light
                dark.appearance = .dark
                // The dark value as a caption: the sheet's dark panel is itself 28 28 30, the elevated
                // systemBackground, so that cell's swatch does not stand out from the panel.
                let value = background.resolved(dark.traits)
                let caption = "dark " + [value.red, value.green, value.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
                cells.append(ContactSheet.Cell(light: try SymbolRenderer(configuration: light).render(symbol).bitmap,
                                               dark: try SymbolRenderer(configuration: dark).render(symbol).bitmap, caption: caption))
            }
        }
        return ContactSheet(title: "\(name) — on system backgrounds, base and elevated; light panel, then dark panel",
                            columns: InterfaceLevel.allCases.map(\.rawValue), rows: backgrounds.map(\.0), cells: cells)
    }

    private func list(_ files: [String]) throws -> ContactSheet {
        var cells: [ContactSheet.Cell] = []
        for file in files {
            let symbol = try Symbol(contentsOf: file)
            var configuration = SymbolConfiguration(pixelScale: pixelScale)
            configuration.fittingSize = pointSize
            configuration.renderingMode = mode
            if symbol.isTemplate { configuration.weight = weight ?? .regular }
            if mode == .palette { configuration.paletteColors = [.systemBlue, .systemTeal, .systemGray] }
            // currentColor icons (Tabler, Lucide) take the label color: black on the light panel, white on the dark;
            // hierarchical lists are drawn in the label color too.
            if symbol.isTemplate == false || mode == .hierarchical || mode == .automatic { configuration.hierarchicalColor = .label }
            configuration.appearance = .light
            let light = try SymbolRenderer(configuration: configuration).render(symbol, file: file).bitmap
            configuration.appearance = .dark
            let dark = try SymbolRenderer(configuration: configuration).render(symbol, file: file).bitmap
            cells.append(ContactSheet.Cell(light: light, dark: dark,
                                           caption: FileSystem.stem(FileSystem.lastComponent(file), droppingExtension: ".svg")))
        }
        // `columns` symbols per row, each captioned with its name; rows are labelled with the numbers they hold.
        let columns = min(self.columns, max(1, cells.count))
        let rows = (cells.count + columns - 1) / columns
        let what = all ? "the bundled library" : category.map { "category \($0)" } ?? ""
        let title = "\(cells.count) symbol\(cells.count == 1 ? "" : "s")" + (what.isEmpty ? "" : " — \(what)") + (mode == .monochrome ? "" : ", \(mode.rawValue)") + ((weight ?? .regular) == .regular ? "" : ", \(weight ?? .regular)")
        return ContactSheet(title: title, columns: Array(repeating: "", count: columns),
                            rows: (0..<rows).map { "\($0 * columns + 1)–\(min(cells.count, ($0 + 1) * columns))" }, cells: cells)
    }
}
