import SymbolCore

extension SymbolLibrary {
    /// The template of exactly `name` in the bundled library, found without reading the index: one name rendered
    /// in a fresh process (`glyphsmith render gearshape`) need not parse every name of a library of thousands. The
    /// template carries what the index would add to it (its preferred rendering mode and language direction). Nil
    /// for a name that is not a symbol name (``isSymbolName(_:)``), or whose template is not a regular file reached
    /// under the library's folder without a link (as ``resolve(_:)`` checks): resolve it with ``resolve(_:)``,
    /// which knows aliases, reorderings and close matches, and says why a template cannot be read.
    public static func bundledTemplatePath(exactly name: String) -> String? {
        guard isSymbolName(name), let folder = SymbolLibraryLocation.bundledFolder() else { return nil }
        let relative = "Templates/" + name + ".svg"
        guard (try? FileReader.checkContained(relative, under: folder)) != nil else { return nil }
        return FileSystem.join(folder, relative)
    }
}
