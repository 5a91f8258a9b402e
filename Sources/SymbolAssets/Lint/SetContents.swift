import SymbolFormat

/// A set folder read once for every rule: its parsed `Contents.json`, entries, folder listing and the headers of
/// the PNG files its entries name.
struct SetContents: Sendable {
    var set: AssetSet
    var document: JSONDocument
    var entries: [AssetEntry]
    /// The names in the set folder, hidden files and `Contents.json` left out.
    var files: [String]
    /// Headers of the named `.png` files that exist and read as PNG, by file name.
    var pngHeaders: [String: PNGHeader]

    /// The array of entries each checked set type keeps (S13).
    static func entryList(for kind: AssetSet.Kind) -> String? {
        switch kind {
        case .imageSet, .appIconSet: return "images"
        case .colorSet: return "colors"
        case .symbolSet: return "symbols"
        case .other: return nil
        }
    }

    /// Reads a set; the findings are the ones reading makes (malformed JSON, wrong types, unreadable PNGs).
    /// `nil` when there is no document to check further.
    static func read(_ set: AssetSet) -> (contents: SetContents?, findings: [Diagnostic]) {
        guard FileSystem.kind(of: set.contentsPath) == .file else {
            return (nil, [Diagnostic(.error, "\(set.folderName) has no Contents.json", file: set.path)])
        }
        let document: JSONDocument
        do { document = try JSONReader.readDocument(set.contentsPath) } catch { return (nil, [error]) }
        var findings = ContentsSchema.typeFindings(document)
        guard case .object = document.root, let list = entryList(for: set.kind) else { return (nil, findings) }
        let (entries, entryFindings) = AssetEntry.read(document, list: list)
        findings += entryFindings
        var files: [String] = []
        do { files = try FileSystem.contents(of: set.path) } catch { findings.append(error) }
        files.removeAll { $0.hasPrefix(".") || $0 == "Contents.json" }
        var headers: [String: PNGHeader] = [:]
        for entry in entries {
            guard let name = entry.filename, name.lowercased().hasSuffix(".png"), headers[name] == nil,
                  isPlainName(name), FileSystem.kind(of: FileSystem.join(set.path, name)) == .file else { continue }
            do {
                headers[name] = try PNGHeader.read(FileSystem.join(set.path, name))
            } catch {
                findings.append(document.diagnostic(.error, "\"\(name)\": \(error.message)", at: entry.pointer(to: "filename")))
            }
        }
        return (SetContents(set: set, document: document, entries: entries, files: files, pngHeaders: headers), findings)
    }

    /// Whether a `filename` names a file directly in the set folder (Xcode writes no paths there).
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    }

    /// A diagnostic at `pointer` in this set's `Contents.json`.
    func diagnostic(_ severity: Diagnostic.Severity, _ message: String, at pointer: String) -> Diagnostic {
        document.diagnostic(severity, message, at: pointer)
    }
}
