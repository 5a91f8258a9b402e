import ArgumentParser

/// The `glyphsmith` command: renders SVG icons and symbol templates to PNG.

struct Glyphsmith: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glyphsmith",
        abstract: "Render vector symbols and SVG icons to PNG, like SF Symbols on Linux.",
        version: GlyphsmithVersion.current,
        subcommands: [Render.self, List.self, Gallery.self, Import.self, Info.self, Validate.self, Export.self, Preview.self, Catalog.self, Lint.self]
    )
}

/// The tool's version, printed by `--version`.
enum GlyphsmithVersion {
    static let current = "0.1.0"
}
