import ArgumentParser
import SymbolLibrary

/// The `glyphsmith` command: renders SVG icons and symbol templates to PNG.

struct Glyphsmith: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glyphsmith",
        abstract: "Render vector symbols and SVG icons to PNG, like SF Symbols on Linux.",
        version: GlyphsmithVersion.withLibrary,
        subcommands: [Render.self, Animate.self, List.self, Gallery.self, Import.self, Info.self, Validate.self, Export.self, Preview.self, Catalog.self, Lint.self]
    )
}

/// The tool's version, printed by `--version`.
enum GlyphsmithVersion {
    static let current = "0.1.0"

    /// The version and, on a second line, where the bundled symbol library was found (or why not): a copied binary
    /// that lost its library says so here before a render fails.
    static var withLibrary: String {
        let library = SymbolLibraryLocation.bundledFolder().map { "symbol library: \($0)" }
            ?? "symbol library: not found: \(SymbolLibraryLocation.notFoundReason())"
        return current + "\n" + library
    }
}
