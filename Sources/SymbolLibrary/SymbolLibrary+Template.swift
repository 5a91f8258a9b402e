import SymbolCore

extension SymbolLibrary {
    /// The template of exactly `name` in the bundled library, found without reading the index: one name rendered
    /// in a fresh process (`glyphsmith render gearshape`) need not parse every name of a library of thousands. The
    /// template carries what the index would add to it (its preferred rendering mode and language direction). Nil
    /// for a name that is not a plain library name (`a-z`, `0-9` and dots between words), or not a template of the
    /// library: resolve it with ``resolve(_:)``, which knows aliases, reorderings and close matches.
    public static func bundledTemplatePath(exactly name: String) -> String? {
        guard isPlainName(name), let folder = SymbolLibraryLocation.bundledFolder() else { return nil }
        let path = FileSystem.join(FileSystem.join(folder, "Templates"), name + ".svg")
        return FileSystem.kind(of: path) == .file ? path : nil
    }

    /// Lowercase words of letters and digits joined by single dots: nothing that could name another folder or a
    /// hidden file.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains("..")
            && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }
    }
}
