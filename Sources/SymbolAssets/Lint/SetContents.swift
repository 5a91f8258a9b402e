import SymbolFormat
import SymbolCore

/// A set folder read once for every rule: its parsed `Contents.json`, entries, folder listing and what the
/// image files its entries name really are.
struct SetContents: Sendable {
    /// `Contents.json` files are a few kilobytes; a bigger one is not an asset catalog's.
    static let maximumContentsSize = 1 << 22
    /// Images are read whole (headers, CRCs, pixels for the app-icon and dark checks); larger files are refused.
    static let maximumImageSize = 1 << 27
    /// How much of an image is read to know its format and header.
    static let headSize = 1 << 16

    var set: AssetSet
    /// `nil` for an `.iconset`, which has no `Contents.json`.
    var document: JSONDocument?
    var entries: [AssetEntry]
    /// The names in the set folder with what they are, hidden files and `Contents.json` left out.
    var files: [String: LintFileSystem.Entry]
    /// What each named image file is, by file name (files that exist and are regular).
    var images: [String: ImageFile]

    /// Reads a set; the findings are the ones reading makes (malformed JSON, wrong types, unreadable files).
    /// `nil` when there is nothing to check further.
    static func read(_ set: AssetSet) -> (contents: SetContents?, findings: [CatalogLintReport.Finding]) {
        guard let kind = set.kind else { return (nil, []) }
        var findings: [CatalogLintReport.Finding] = []
        var files: [String: LintFileSystem.Entry] = [:]
        do {
            for name in try FileSystem.contents(of: set.path) where !name.hasPrefix(".") && name != "Contents.json" {
                files[name] = LintFileSystem.entry(FileSystem.join(set.path, name))
            }
        } catch {
            return (nil, [CatalogLintReport.Finding(.unreadable, error)])
        }
        if kind == .iconSet {
            return (SetContents(set: set, document: nil, entries: [], files: files, images: readImages(set, names: files.keys.sorted(), files: files)), [])
        }
        switch LintFileSystem.entry(set.contentsPath) {
        case .file: break
        case .missing:
            return (nil, [.init(rule: LintRule.contentsMissing.rawValue, severity: .error,
                                message: "\(set.relativePath) has no Contents.json; Xcode ignores the set", file: set.path)])
        default:
            return (nil, [.init(rule: LintRule.fileNotRegular.rawValue, severity: .error,
                                message: "\(set.relativePath)/Contents.json is not a regular file", file: set.contentsPath)])
        }
        let document: JSONDocument
        do {
            document = try JSONReader.parseDocument(LintFileSystem.read(set.contentsPath, maximumSize: maximumContentsSize),
                                                    file: set.contentsPath)
        } catch {
            return (nil, [CatalogLintReport.Finding(.contentsMalformed, error.inFile(set.contentsPath))])
        }
        findings += ContentsSchema.typeFindings(document).map { CatalogLintReport.Finding(.contentsType, $0) }
        guard case .object = document.root else { return (nil, findings) }
        var entries: [AssetEntry] = []
        if let list = kind.entryList {
            let (read, entryFindings) = AssetEntry.read(document, list: list)
            entries = read
            findings += entryFindings.map { CatalogLintReport.Finding(.contentsValue, $0) }
        } else if kind == .sticker, let name = document.root["properties"]?["filename"]?.stringValue {
            entries = [AssetEntry(pointer: "/properties", idiom: nil, filename: name, scale: nil, size: nil, platform: nil,
                                  appearance: .any, color: nil, qualifiers: "")]
        }
        let named = entries.compactMap(\.filename).filter { files[$0]?.isFile == true }
        return (SetContents(set: set, document: document, entries: entries, files: files,
                            images: readImages(set, names: named, files: files)), findings)
    }

    private static func readImages(_ set: AssetSet, names: [String], files: [String: LintFileSystem.Entry]) -> [String: ImageFile] {
        var images: [String: ImageFile] = [:]
        for name in names where images[name] == nil && ImageFile.Format.promised(by: name) != nil {
            let path = FileSystem.join(set.path, name)
            guard case .file(let size) = files[name], size <= maximumImageSize,
                  let head = try? LintFileSystem.read(path, maximumSize: maximumImageSize, prefix: headSize) else { continue }
            // The signature and the chunks before the image data are in the first kilobytes; a file whose header
            // chunks run longer (a large ICC profile) is read whole.
            var image = ImageFile(head)
            if head.count < size, image.format == .png, image.png == nil,
               let whole = try? LintFileSystem.read(path, maximumSize: maximumImageSize) {
                image = ImageFile(whole)
            }
            images[name] = image
        }
        return images
    }

    /// The bytes of a file in the set, read again for the rare checks that need pixels.
    func bytes(of name: String) -> [UInt8]? {
        try? LintFileSystem.read(FileSystem.join(set.path, name), maximumSize: Self.maximumImageSize)
    }

    /// Whether a `filename` names a file directly in the set folder (Xcode writes no paths there).
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !FileSystem.containsSlash(name) && name != "." && name != ".."
    }

    /// A finding at `pointer` in this set's `Contents.json` (at the set folder for an `.iconset`).
    func finding(_ severity: CatalogLintReport.Finding.Severity, _ rule: LintRule, _ message: String,
                 at pointer: String) -> CatalogLintReport.Finding {
        guard let document else { return .init(rule: rule.rawValue, severity: severity, message: message, file: set.path) }
        return .init(rule: rule.rawValue, severity: severity, message: message, file: document.file, at: document.location(of: pointer))
    }

    /// A finding about a file of the set, located at the file itself.
    func finding(_ severity: CatalogLintReport.Finding.Severity, _ rule: LintRule, _ message: String,
                 file name: String) -> CatalogLintReport.Finding {
        .init(rule: rule.rawValue, severity: severity, message: message, file: FileSystem.join(set.path, name))
    }

    /// `Icons/Star.imageset/a.png`: a file's path inside the catalog, for messages.
    func relative(_ name: String) -> String { set.relativePath + "/" + name }
}
