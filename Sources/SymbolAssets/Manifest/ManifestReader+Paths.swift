import SymbolCore
extension ManifestReader {
    /// Every name and folder that becomes part of an output path passes `OutputPath`, and every source is free of
    /// control characters, each reported at its own line and column: a manifest from a pull request cannot name
    /// a file outside the output folder (`../`, an absolute path), hide a NUL that cuts a path short, or put a
    /// newline into generated Swift.
    static func checkPaths(_ manifest: AssetManifest, into top: inout ManifestFields) {
        func check(_ problem: String?, at pointer: String) {
            if let problem { top.diagnostics.append(top.document.diagnostic(.error, problem, at: pointer)) }
        }
        if let catalog = manifest.catalog { check(OutputPath.problem(path: catalog, what: "'catalog'"), at: "/catalog") }
        if let namespace = manifest.namespace { check(OutputPath.problem(path: namespace, what: "'namespace'"), at: "/namespace") }
        if let pngs = manifest.pngFolder {
            check(OutputPath.problem(path: pngs.folder, what: "'folder'"), at: "/pngs/folder")
            if let accessor = pngs.accessor { check(OutputPath.problem(path: accessor, what: "'accessor'"), at: "/pngs/accessor") }
        }
        if let swift = manifest.elevatedColors { check(OutputPath.problem(path: swift, what: "'elevatedColors'"), at: "/elevatedColors") }
        let named = manifest.images.map { ($0.name, $0.pointer) } + manifest.symbols.map { ($0.name, $0.pointer) }
            + manifest.colors.map { ($0.name, $0.pointer) } + manifest.appIcons.map { ($0.name, $0.pointer) }
            + manifest.animations.map { ($0.name, $0.pointer) }
        for (name, pointer) in named {
            check(OutputPath.problem(component: name, what: "an asset name"), at: pointer + "/name")
        }
        var sources = manifest.images.map { ($0.source, $0.pointer + "/source") } + manifest.symbols.map { ($0.source, $0.pointer + "/source") }
        sources += viewSources(manifest)
        // A library symbol's path is the library's own, resolved by the reader: not the manifest's to check.
        for animation in manifest.animations where animation.symbolName == nil {
            sources.append((animation.source, animation.pointer + "/source"))
            if let replacement = animation.replacement { sources.append((replacement, animation.pointer + "/to")) }
        }
        for icon in manifest.appIcons {
            sources.append((icon.source, icon.pointer + "/source"))
            if let dark = icon.darkSource { sources.append((dark, icon.pointer + "/darkSource")) }
            if let tinted = icon.tintedSource { sources.append((tinted, icon.pointer + "/tintedSource")) }
        }
        for (source, pointer) in sources { check(OutputPath.problem(source: source, what: "a source path"), at: pointer) }
    }

    /// The right-to-left and localized sources of images and symbols, with where each is named.
    static func viewSources(_ manifest: AssetManifest) -> [(String, String)] {
        func sources(_ pointer: String, _ rightToLeft: String?, _ locales: [LocalizedSource]) -> [(String, String)] {
            (rightToLeft.map { [($0, pointer + "/rtlSource")] } ?? [])
                + locales.map { ($0.source, pointer + "/locales/" + JSONDocument.escape($0.locale)) }
        }
        return manifest.images.flatMap { sources($0.pointer, $0.rightToLeftSource, $0.locales) }
            + manifest.symbols.flatMap { sources($0.pointer, $0.rightToLeftSource, $0.locales) }
    }
}
