import SymbolFormat
import SymbolCore

/// Finds the sets of a catalog, nested ones included, and the names they resolve to, reading group folders'
/// `Contents.json` for `provides-namespace` (Documentation/SymbolFormat.md §7.1).
///
/// The walk uses `lstat` and never follows a symbolic link: a link is a finding, so no link structure can make
/// the walk loop or leave the catalog. Folders are also remembered by device and inode, and depth is bounded.
struct CatalogWalker {
    /// Real catalogs nest a few levels; a deeper tree is reported, not walked.
    static let maximumDepth = 32

    let root: String
    private(set) var sets: [AssetSet] = []
    private(set) var findings: [CatalogLintReport.Finding] = []
    /// `false` when `root` is not a catalog; `findings` then says why.
    private(set) var isCatalog = true
    private var visited: Set<[UInt64]> = []

    init(catalogAt path: String) {
        root = path.utf8.count > 1 && path.utf8.last == UInt8(ascii: "/") ? String(decoding: path.utf8.dropLast(), as: UTF8.self) : path
        guard checkRoot() else { isCatalog = false; return }
        _ = readGroupContents(root)
        walk(root, relative: "", namespace: "", parent: nil, depth: 0)
    }

    /// The catalog path joined with a path inside it.
    func path(_ relative: String) -> String { relative.isEmpty ? root : FileSystem.join(root, relative) }

    private mutating func notACatalog(_ message: String) -> Bool {
        findings.append(.init(rule: LintRule.notACatalog.rawValue, severity: .error, message: message, file: root))
        return false
    }

    /// An asset catalog is an `.xcassets` folder, or another folder with a `Contents.json` at its root. The root
    /// `Contents.json` is optional (Asset Catalog Format Reference, "Catalog Type"; Xcode 5 wrote none), so an
    /// `.xcassets` folder needs none.
    private mutating func checkRoot() -> Bool {
        let entry = LintFileSystem.entry(root)
        if entry == .symbolicLink, FileSystem.kind(of: root) == .directory {
            // The path the user gave may be a link; only links inside the catalog are not followed.
        } else if !entry.isDirectory {
            let what: String
            switch entry {
            case .missing: what = "no such folder"
            case .special(let kind): what = kind
            default: what = "a file, not a folder"
            }
            return notACatalog("not an asset catalog: \(what); expected an .xcassets folder")
        }
        let name = FileSystem.lastComponent(root)
        if case .set(let kind) = AssetSet.role(of: name) {
            return notACatalog("not an asset catalog: a single .\(kind.rawValue) set; lint the .xcassets folder that holds it")
        }
        if name.lowercased().hasSuffix(".xcassets") || LintFileSystem.entry(FileSystem.join(root, "Contents.json")).isFile {
            return true
        }
        let inside = ((try? FileSystem.contents(of: root)) ?? []).filter { $0.lowercased().hasSuffix(".xcassets") }
        let hint = inside.isEmpty ? "" : "; it holds \(inside.prefix(3).joined(separator: ", ")), lint \(inside.count == 1 ? "that" : "those")"
        return notACatalog("not an asset catalog: no Contents.json at its root\(hint)")
    }

    private mutating func walk(_ folder: String, relative: String, namespace: String, parent: String?, depth: Int) {
        guard depth < Self.maximumDepth else {
            findings.append(.init(rule: LintRule.nestingTooDeep.rawValue, severity: .error,
                                  message: "folders nest deeper than \(Self.maximumDepth) levels; lint stops here", file: folder))
            return
        }
        if case .directory(let device, let inode) = LintFileSystem.entry(folder) {
            guard visited.insert([device, inode]).inserted else { return }
        }
        let names: [String]
        do { names = try FileSystem.contents(of: folder) } catch {
            findings.append(.init(rule: LintRule.unreadable.rawValue, severity: .error, message: error.message, file: folder))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let child = FileSystem.join(folder, name)
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let entry = LintFileSystem.entry(child)
            // Inside a set, files, links and pipes are the set's own rules' business (SetFileRules).
            if parent != nil && !entry.isDirectory { continue }
            switch entry {
            case .directory:
                visitFolder(child, name: name, relative: childRelative, namespace: namespace, parent: parent, depth: depth)
            case .symbolicLink:
                findings.append(.init(rule: LintRule.symbolicLink.rawValue, severity: .warning,
                                      message: "\(childRelative) is a symbolic link; lint does not follow links, so what it points to is not checked",
                                      file: child))
            case .special(let what):
                findings.append(.init(rule: LintRule.specialFile.rawValue, severity: .error,
                                      message: "\(childRelative) is \(what), not a file or folder", file: child))
            case .file where name != "Contents.json":
                findings.append(.init(rule: LintRule.strayFile.rawValue, severity: .warning,
                                      message: "\(childRelative) is outside any set; Xcode ignores it", file: child))
            case .file, .missing:
                break
            }
        }
    }

    private mutating func visitFolder(_ child: String, name: String, relative: String, namespace: String, parent: String?, depth: Int) {
        switch AssetSet.role(of: name) {
        case .set(let kind):
            let stem = String(name.dropLast(kind.rawValue.count + 1))
            sets.append(AssetSet(path: child, relativePath: relative, kind: kind, name: namespace + stem, parent: parent))
            if kind.holdsSets {
                walk(child, relative: relative, namespace: "", parent: relative, depth: depth + 1)
            }
        case .unknownSet("xcassets"):
            // Xcode compiles the outer catalog and skips a folder it cannot read as a group or set: nothing in the
            // inner one reaches the app. Not walked: it is a catalog of its own, linted on its own.
            findings.append(.init(rule: LintRule.nestedCatalog.rawValue, severity: .error,
                                  message: "\(relative) is a catalog inside this catalog; Xcode does not read it, so none of its assets ship "
                                      + "(move it beside this one, or rename it to a group without the .xcassets extension)", file: child))
        case .unknownSet(let suffix):
            sets.append(AssetSet(path: child, relativePath: relative, kind: nil, name: namespace + name, parent: parent))
            findings.append(.init(rule: LintRule.uncheckedSetType.rawValue, severity: .note,
                                  message: "not checked: .\(suffix) (\(relative)); lint does not know this set type", file: child))
        case .group:
            if parent != nil {
                // Inside a set, a folder that is not a member set is a stray; SetFileRules reports it.
                return
            }
            let providesNamespace = readGroupContents(child)
            walk(child, relative: relative, namespace: providesNamespace ? namespace + name + "/" : namespace,
                 parent: parent, depth: depth + 1)
        }
    }

    /// Checks a group's optional `Contents.json` and answers whether the group provides a namespace.
    private mutating func readGroupContents(_ folder: String) -> Bool {
        let file = FileSystem.join(folder, "Contents.json")
        let entry = LintFileSystem.entry(file)
        guard entry != .missing else { return false }
        guard entry.isFile else { return false }  // the walk reports links and pipes
        let document: JSONDocument
        do {
            document = try JSONReader.parseDocument(LintFileSystem.read(file, maximumSize: SetContents.maximumContentsSize), file: file)
        } catch {
            findings.append(.init(rule: LintRule.contentsMalformed.rawValue, severity: .error, message: error.message,
                                  file: error.file ?? file, at: error.location))
            return false
        }
        findings += ContentsSchema.typeFindings(document).map { CatalogLintReport.Finding(.contentsType, $0) }
        return document.root["properties"]?["provides-namespace"]?.boolValue ?? false
    }
}

extension CatalogLintReport.Finding {
    /// A finding from a diagnostic some reader or rule made.
    init(_ rule: LintRule, _ diagnostic: Diagnostic, severity: Severity? = nil) {
        self.init(rule: rule.rawValue, severity: severity ?? (diagnostic.severity == .error ? .error : .warning),
                  message: diagnostic.message, file: diagnostic.file, at: diagnostic.location)
    }
}
