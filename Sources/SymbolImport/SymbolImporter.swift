import SymbolFormat
import Symbols
import SymbolCore

/// Imports plain SVG icons as symbol templates: three masters, margins and annotated layers, so that every weight
/// and scale renders from one drawing (or from three drawings of the icon, when its designer drew them).
///
/// This is what `glyphsmith import` and a manifest's `"import"` do; both call it with the same
/// ``SymbolImportOptions`` and so write the same template.
///
/// ```swift
/// let imported = try SymbolImporter().importSymbol(contentsOf: "Icons/bell.svg")
/// let symbol = try imported.symbol()        // renders like any template
/// ```
public struct SymbolImporter: Sendable {
    /// How icons are imported.
    public var options: SymbolImportOptions

    /// An importer with the given options (by default those of `glyphsmith import`).
    public init(options: SymbolImportOptions = SymbolImportOptions()) {
        self.options = options
    }

    /// Imports an SVG icon's bytes; `file` names it in diagnostics. With `masters`, the icon is taken as the
    /// Regular weight as drawn, and the two other drawings become the light and heavy masters.
    public func importSymbol(svg bytes: [UInt8], name: String, file: String,
                             masters: SymbolImportMasters? = nil) throws(Diagnostic) -> ImportedSymbol {
        var result: SVGImporter.Result
        if let masters {
            // Each drawing is one weight as drawn; the masters come from the three together.
            var asDrawn = options
            asDrawn.weights = .none
            result = try SVGImporter.sketch(from: bytes, name: name, file: file, options: asDrawn)
            let light = try SVGImporter.sketch(from: masters.ultralight, name: name, file: masters.ultralightFile, options: asDrawn)
            let heavy = try SVGImporter.sketch(from: masters.black, name: name, file: masters.blackFile, options: asDrawn)
            result.sketch = try MasterSources.combine(regular: result.sketch, ultralight: light.sketch, black: heavy.sketch)
            result.warnings += light.warnings + heavy.warnings
            result.warnings += WeightWarnings.describe(WeightGuard.report(result.sketch), layerCount: result.sketch.layers.count, file: file)
        } else {
            result = try SVGImporter.sketch(from: bytes, name: name, file: file, options: options)
        }
        return ImportedSymbol(name: name, file: file, template: Array(MasterBuilder.template(for: result.sketch).utf8),
                              warnings: result.warnings)
    }

    /// Imports the SVG file at `path` (its Ultralight and Black drawings too, when given); the name defaults to
    /// the file's stem. Only regular files are read, at most as large as `XMLLimits` allows.
    public func importSymbol(contentsOf path: String, name: String? = nil,
                             ultralight: String? = nil, black: String? = nil) throws(Diagnostic) -> ImportedSymbol {
        if (ultralight == nil) != (black == nil) {
            throw Diagnostic(.error, "an Ultralight and a Black drawing go together", file: path)
        }
        let read = { (file: String) throws(Diagnostic) -> [UInt8] in try FileReader.read(file, maximumSize: XMLLimits.default.maximumFileSize) }
        let bytes = try read(path)
        var masters: SymbolImportMasters?
        if let ultralight, let black {
            masters = SymbolImportMasters(ultralight: try read(ultralight), ultralightFile: ultralight, black: try read(black), blackFile: black)
        }
        return try importSymbol(svg: bytes, name: name ?? Self.symbolName(path), file: path, masters: masters)
    }

    /// The symbol name a file imports as: its stem (`Icons/bell.svg` → `bell`).
    public static func symbolName(_ path: String) -> String {
        FileSystem.stem(FileSystem.lastComponent(path), droppingExtension: ".svg")
    }
}

/// An icon's Ultralight and Black drawings, drawn by its designer: they become the light and heavy masters.
public struct SymbolImportMasters: Sendable {
    /// The Ultralight drawing's SVG bytes.
    public var ultralight: [UInt8]
    /// Where the Ultralight drawing came from, for diagnostics.
    public var ultralightFile: String
    /// The Black drawing's SVG bytes.
    public var black: [UInt8]
    /// Where the Black drawing came from, for diagnostics.
    public var blackFile: String

    /// Both drawings with the names diagnostics give them.
    public init(ultralight: [UInt8], ultralightFile: String, black: [UInt8], blackFile: String) {
        self.ultralight = ultralight
        self.ultralightFile = ultralightFile
        self.black = black
        self.blackFile = blackFile
    }
}

/// An imported icon: its symbol template and what the import could not carry over.
public struct ImportedSymbol: Sendable {
    /// The symbol's name.
    public var name: String
    /// The SVG it was imported from.
    public var file: String
    /// The template's bytes: a symbol template with Ultralight, Regular and Black masters.
    public var template: [UInt8]
    /// Warnings: what the import dropped, approximated or had to limit (a weight narrowed to keep the shape).
    public var warnings: [Diagnostic]

    /// The template read back as a symbol, ready to render.
    public func symbol() throws(Diagnostic) -> Symbol {
        do { return try Symbol(svg: template, name: name) } catch {
            throw Diagnostic(.error, "the imported template does not read back: \(error)", file: file)
        }
    }
}
