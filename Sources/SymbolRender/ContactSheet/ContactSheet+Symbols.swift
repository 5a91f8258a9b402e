import SymbolCore
import SymbolFormat
import Symbols

/// The sheets `glyphsmith preview` draws, for any client: one template's grid of variants, or a captioned list of
/// files. Each cell is rendered twice, for the light and the dark panel.
///
/// ```swift
/// let sheet = try ContactSheet.variants(of: Symbol(contentsOf: "heart.fill.svg"), grid: .weightsScales)
/// let png = try PNGEncoder().encode(sheet.render())
/// ```
extension ContactSheet {
    /// The grids of one symbol template.
    public enum TemplateGrid: String, CaseIterable, Sendable {
        /// Columns: the nine weights; rows: the three scales.
        case weightsScales = "weights-scales"
        /// Rows: the four rendering modes, a variable value and a template image; columns: standard and high contrast.
        case modesAppearances = "modes-appearances"
        /// Rows: the system backgrounds; columns: the base and elevated interface levels.
        case levels
    }

    /// A sheet of one symbol's variants in `grid`, each cell at `pointSize` points and `pixelScale`, titled with the
    /// symbol's name. Meant for symbol templates: a plain icon looks the same in every weight and scale.
    public static func variants(of symbol: Symbol, grid: TemplateGrid,
                                pointSize: Double = 28, pixelScale: Double = 2) throws -> ContactSheet {
        switch grid {
        case .weightsScales: return try weightsScales(symbol, pointSize: pointSize, pixelScale: pixelScale)
        case .modesAppearances: return try modesAppearances(symbol, pointSize: pointSize, pixelScale: pixelScale)
        case .levels: return try levels(symbol, pointSize: pointSize, pixelScale: pixelScale)
        }
    }

    /// How ``list(_:style:)`` draws its cells and names its sheet.
    public struct ListStyle: Sendable {
        /// The rendering mode of every cell (`RenderingMode.automatic`: each symbol's preferred mode).
        public var mode: RenderingMode = .monochrome
        /// Cells per row.
        public var columns = 8
        /// The weight of the templates among the files.
        public var weight: SymbolWeight = .regular
        /// The size each symbol is fitted into, in points.
        public var pointSize = 28.0
        /// The sheet's pixel scale.
        public var pixelScale = 2.0
        /// What the files are, for the title ("the bundled library", "category arrows"), or nil.
        public var subject: String?

        /// The default style: monochrome, regular, 8 columns of 28 pt cells at @2x.
        public init() {}
    }

    /// A sheet of `files` (symbol templates or plain SVG icons), one cell each, captioned with the file's name.
    /// Plain icons and hierarchical or automatic lists take the label color: black on the light panel, white on the dark.
    public static func list(_ files: [String], style: ListStyle = ListStyle()) throws -> ContactSheet {
        var items: [(symbol: Symbol, file: String?, caption: String)] = []
        for file in files {
            items.append((try Symbol(contentsOf: file), file, FileSystem.stem(FileSystem.lastComponent(file), droppingExtension: ".svg")))
        }
        return try list(items, style: style)
    }

    /// A sheet of symbols already read (a library's, read inside its folder), one cell each, captioned with the
    /// symbol's name; drawn as ``list(_:style:)`` draws files.
    public static func list(symbols: [Symbol], style: ListStyle = ListStyle()) throws -> ContactSheet {
        try list(symbols.map { ($0, nil, $0.name) }, style: style)
    }

    private static func list(_ items: [(symbol: Symbol, file: String?, caption: String)], style: ListStyle) throws -> ContactSheet {
        let columns = min(style.columns, max(1, items.count))
        let rows = (items.count + columns - 1) / columns
        let least = minimumHeight(rows: rows, captioned: true)
        guard least <= Double(Rasterizer.maximumSide) else {
            throw Diagnostic(.error, "\(items.count) symbols in \(columns) columns make a sheet at least \(Int(clamping: least, to: 0...Int.max)) px tall, more than the limit of \(Rasterizer.maximumSide) px a side; use more columns (up to 64) or fewer symbols per sheet")
        }
        var cells: [ContactSheet.Cell] = []
        for (symbol, file, caption) in items {
            var configuration = SymbolConfiguration(pixelScale: style.pixelScale)
            configuration.fittingSize = style.pointSize
            configuration.renderingMode = style.mode
            if symbol.isTemplate { configuration.weight = style.weight }
            if style.mode == .palette { configuration.paletteColors = [.systemBlue, .systemTeal, .systemGray] }
            // currentColor icons (Tabler, Lucide) take the label color: black on the light panel, white on the dark;
            // hierarchical lists are drawn in the label color too.
            if symbol.isTemplate == false || style.mode == .hierarchical || style.mode == .automatic { configuration.hierarchicalColor = .label }
            configuration.appearance = .light
            let light = try SymbolRenderer(configuration: configuration).render(symbol, file: file).bitmap
            configuration.appearance = .dark
            let dark = try SymbolRenderer(configuration: configuration).render(symbol, file: file).bitmap
            cells.append(ContactSheet.Cell(light: light, dark: dark, caption: caption))
        }
        // `columns` symbols per row, each captioned with its name; rows are labelled with the numbers they hold.
        let what = style.subject ?? ""
        let title = "\(cells.count) symbol\(cells.count == 1 ? "" : "s")" + (what.isEmpty ? "" : " — \(what)")
            + (style.mode == .monochrome ? "" : ", \(style.mode.rawValue)") + (style.weight == .regular ? "" : ", \(style.weight)")
        return ContactSheet(title: title, columns: Array(repeating: "", count: columns),
                            rows: (0..<rows).map { "\($0 * columns + 1)–\(min(cells.count, ($0 + 1) * columns))" }, cells: cells)
    }

    private static func weightsScales(_ symbol: Symbol, pointSize: Double, pixelScale: Double) throws -> ContactSheet {
        var cells: [ContactSheet.Cell] = []
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
        return ContactSheet(title: "\(symbol.name) — weights × scales at \(NumberFormatting.string(pointSize)) pt @\(NumberFormatting.string(pixelScale))x",
                            columns: SymbolWeight.allCases.map(\.description), rows: SymbolScale.allCases.map(\.description), cells: cells)
    }

    /// Rows: the four modes (plus a variable value and a template image); columns: standard and high contrast.
    /// The light panel shows light appearance and the dark panel dark appearance.
    private static func modesAppearances(_ symbol: Symbol, pointSize: Double, pixelScale: Double) throws -> ContactSheet {
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
        return ContactSheet(title: "\(symbol.name) — modes × contrast; light panel, then dark panel",
                            columns: ["standard", "high contrast"], rows: rows.map(\.0), cells: cells)
    }

    /// Rows: the three system backgrounds and the three grouped ones; columns: base and elevated interface level.
    /// Each cell is painted on its background in the panel's appearance, so the dark panel shows how a sheet or
    /// popover (elevated) lightens what sits behind the symbol (Documentation/Colors.md §1).
    private static func levels(_ symbol: Symbol, pointSize: Double, pixelScale: Double) throws -> ContactSheet {
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
                let caption = "dark " + [value.red, value.green, value.blue].map { String(Int(clamping: ($0 * 255).rounded(), to: Int.min...Int.max)) }.joined(separator: " ")
                cells.append(ContactSheet.Cell(light: try SymbolRenderer(configuration: light).render(symbol).bitmap,
                                               dark: try SymbolRenderer(configuration: dark).render(symbol).bitmap, caption: caption))
            }
        }
        return ContactSheet(title: "\(symbol.name) — on system backgrounds, base and elevated; light panel, then dark panel",
                            columns: InterfaceLevel.allCases.map(\.rawValue), rows: backgrounds.map(\.0), cells: cells)
    }
}
