import SymbolFormat

/// Finds the sets of a catalog and the names they resolve to, reading group folders' `Contents.json` for
/// `provides-namespace` (symbol-format.md §7.1).
struct CatalogWalker {
    /// Symbolic links can loop; real catalogs nest a few levels.
    static let maximumDepth = 32

    private(set) var sets: [AssetSet] = []
    private(set) var findings: [Diagnostic] = []

    /// Walks the catalog at `path`.
    init(catalogAt path: String) {
        guard FileSystem.kind(of: path) == .directory else {
            findings.append(Diagnostic(.error, "not an asset catalog folder (.xcassets)", file: path))
            return
        }
        _ = readGroupContents(path)
        walk(path, namespace: "", depth: 0)
    }

    private mutating func walk(_ folder: String, namespace: String, depth: Int) {
        guard depth < Self.maximumDepth else {
            findings.append(Diagnostic(.error, "folders nest deeper than \(Self.maximumDepth) levels", file: folder))
            return
        }
        let names: [String]
        do { names = try FileSystem.contents(of: folder) } catch { findings.append(error); return }
        for name in names where !name.hasPrefix(".") {
            let child = FileSystem.join(folder, name)
            guard FileSystem.kind(of: child) == .directory else { continue }
            if let suffix = AssetSet.setExtension(of: name) {
                let stem = String(name.dropLast(suffix.count + 1))
                sets.append(AssetSet(path: child, kind: AssetSet.Kind(rawValue: suffix) ?? .other, name: namespace + stem))
            } else {
                let providesNamespace = readGroupContents(child)
                walk(child, namespace: providesNamespace ? namespace + name + "/" : namespace, depth: depth + 1)
            }
        }
    }

    /// Checks a group's optional `Contents.json` and answers whether the group provides a namespace.
    private mutating func readGroupContents(_ folder: String) -> Bool {
        let file = FileSystem.join(folder, "Contents.json")
        guard FileSystem.kind(of: file) != .missing else { return false }
        let document: JSONDocument
        do { document = try JSONReader.readDocument(file) } catch { findings.append(error); return false }
        findings += ContentsSchema.typeFindings(document)
        return document.root["properties"]?["provides-namespace"]?.boolValue ?? false
    }
}
