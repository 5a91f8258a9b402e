import SymbolFormat
import SymbolCore

/// What a set names against what its folder holds, for every set type: a named file that is missing, differs in
/// letter case, is a link or a pipe, or is another format than its name says is an error; a file or folder no
/// entry names is a warning (Xcode ignores it). What a named file holds is checked as far as its header (or, for
/// SVG and PDF, its reader) tells: a damaged PNG header, an unreadable SVG or truncated PDF, a size no device draws.
enum SetFileRules {
    static func findings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        guard let kind = contents.set.kind, kind != .iconSet else { return [] }
        var findings: [CatalogLintReport.Finding] = []
        var named = Set<String>()
        let set = contents.set.relativePath
        for entry in contents.entries {
            guard let name = entry.filename else { continue }
            let at = entry.pointer(to: "filename")
            guard SetContents.isPlainName(name) else {
                findings.append(contents.finding(.error, .fileMissing, "\"filename\" must name a file in \(set), found \"\(name)\"", at: at))
                continue
            }
            let wantsFolder: Bool = if case .set = AssetSet.role(of: name) { true } else { false }
            guard let found = contents.files[name] else {
                if let other = contents.files.keys.sorted().first(where: { $0.lowercased() == name.lowercased() }) {
                    // Works on macOS's case-insensitive disks, fails on case-sensitive ones (and in CI on Linux).
                    named.insert(other)
                    findings.append(contents.finding(
                        .error, .fileCase, "\"\(name)\" is missing from \(set); the folder has \"\(other)\", which differs in letter case", at: at))
                } else {
                    findings.append(contents.finding(.error, .fileMissing, "\"\(name)\" is missing from \(set)", at: at))
                }
                continue
            }
            named.insert(name)
            switch found {
            case .symbolicLink:
                findings.append(contents.finding(
                    .warning, .symbolicLink, "\"\(name)\" in \(set) is a symbolic link; lint does not follow links, so it is not checked", at: at))
            case .special(let what):
                findings.append(contents.finding(.error, .specialFile, "\"\(name)\" in \(set) is \(what), not a file", at: at))
            case .directory where !wantsFolder:
                findings.append(contents.finding(.error, .fileNotRegular, "\"\(name)\" in \(set) is a folder, not a file", at: at))
            case .file where wantsFolder:
                findings.append(contents.finding(.error, .fileNotRegular, "\"\(name)\" in \(set) is a file, not a set folder", at: at))
            case .file:
                findings += formatFindings(name, contents: contents, at: at)
            default:
                break
            }
        }
        for (name, entry) in contents.files.sorted(by: { $0.key < $1.key }) where !named.contains(name) {
            findings += unnamedFindings(name, entry, kind: kind, contents: contents)
        }
        return findings
    }

    /// A file whose bytes are another format than its name says (`"x.png" is a WebP image`), or a damaged PNG.
    private static func formatFindings(_ name: String, contents: SetContents, at: String) -> [CatalogLintReport.Finding] {
        guard let promised = ImageFile.Format.promised(by: name), let image = contents.images[name] else { return [] }
        if image.isLFSPointer { return [lfsFinding(name, contents: contents, at: at)] }
        if let actual = image.format, actual != promised {
            return [contents.finding(.error, .fileFormat, "\"\(name)\" is \(article(actual.rawValue)) \(actual.rawValue) image, not \(article(promised.rawValue)) \(promised.rawValue)", at: at)]
        }
        // An SVG may open with a long comment; only a recognised other format is evidence against it.
        if image.format == nil, promised != .svg {
            return [contents.finding(.error, .fileFormat, "\"\(name)\" is not \(article(promised.rawValue)) \(promised.rawValue) image (its first bytes match no image format)", at: at)]
        }
        if let problem = image.pngProblem {
            return [contents.finding(.error, .fileCorrupt, "\"\(name)\" is a damaged PNG: \(problem)", at: at)]
        }
        if let size = image.pixelSize, max(size.width, size.height) > maximumImageSide {
            let megabytes = size.width * size.height / (1 << 18)
            return [contents.finding(
                .error, .imageTooLarge, "\"\(name)\" is \(size.width)×\(size.height) px by its header, more than \(maximumImageSide) px a side: "
                    + "no Apple device draws it\(megabytes > 0 ? " (decoded it would take \(megabytes) MB)" : ""), and a header this large is usually damage",
                at: at)]
        }
        return vectorFindings(name, promised: promised, contents: contents, at: at)
    }

    /// The longest side an image may have: 16,384 px is the largest texture Apple's GPUs draw (Metal feature set
    /// tables), and 4 bytes a pixel at that size is already 1 GB. Read from the header, nothing decoded.
    static let maximumImageSide = 16_384

    /// SVG and PDF images are read as far as lint can without drawing them (``VectorFile``). A symbol set's SVG is
    /// the template validator's (SymbolSetRules).
    private static func vectorFindings(_ name: String, promised: ImageFile.Format, contents: SetContents,
                                       at: String) -> [CatalogLintReport.Finding] {
        guard promised == .svg || promised == .pdf, contents.set.kind != .symbolSet, case .file(let size)? = contents.files[name] else { return [] }
        if promised == .svg {
            // Read no more than the reader takes: a larger file is its limit's note, not a 128 MB read.
            let path = FileSystem.join(contents.set.path, name), limit = XMLLimits.default.maximumFileSize
            let problem: Diagnostic
            if size > limit {
                problem = Diagnostic(.error, "the file is \(size) bytes, more than the limit of \(limit) bytes", file: path)
            } else {
                guard let bytes = try? LintFileSystem.read(path, maximumSize: limit),
                      let found = VectorFile.svgProblem(bytes, file: path) else { return [] }
                problem = found
            }
            // What the reader refuses by design (entity declarations, UTF-16, its size limits) other readers take:
            // not checked, said so, never an error.
            if VectorFile.isReaderLimit(problem) {
                return [CatalogLintReport.Finding(.fileCorrupt, problem, severity: .note)
                    .with(message: "not checked: \"\(name)\" uses what lint's SVG reader does not read (\(problem.message))")]
            }
            return [CatalogLintReport.Finding(.fileCorrupt, problem, severity: .error)
                .with(message: "\"\(name)\" is not an SVG the renderer can read: \(problem.message)")]
        }
        guard let bytes = contents.bytes(of: name), let problem = VectorFile.pdfProblem(bytes) else { return [] }
        return [contents.finding(.error, .fileCorrupt, "\"\(name)\" is a damaged PDF: \(problem)", at: at)]
    }

    private static func unnamedFindings(_ name: String, _ entry: LintFileSystem.Entry, kind: AssetSet.Kind,
                                         contents: SetContents) -> [CatalogLintReport.Finding] {
        let relative = contents.relative(name)
        switch entry {
        case .symbolicLink:
            return [contents.finding(.warning, .symbolicLink, "\(relative) is a symbolic link; lint does not follow links, so it is not checked", file: name)]
        case .special(let what):
            return [contents.finding(.error, .specialFile, "\(relative) is \(what), not a file or folder", file: name)]
        case .directory:
            // Layers hold their `Content.imageset` and atlases their images without naming them.
            if kind.holdsSets && kind.entryList == nil { return [] }
            let what = kind.holdsSets ? "folder" : "folder inside an .\(kind.rawValue)"
            return [contents.finding(.warning, .fileUnnamed, "no entry in \(contents.set.relativePath)/Contents.json names this \(what); Xcode ignores it", file: name)]
        case .file:
            return [contents.finding(.warning, .fileUnnamed, "no entry in \(contents.set.relativePath)/Contents.json names this file; Xcode ignores it", file: name)]
        case .missing:
            return []
        }
    }

    /// A checkout without `git lfs pull` holds pointers where the images belong: the build would ship text.
    static func lfsFinding(_ name: String, contents: SetContents, at pointer: String?) -> CatalogLintReport.Finding {
        let message = "\"\(name)\" is a Git LFS pointer, not the image (run git lfs pull); lint cannot check it"
        guard let pointer else { return contents.finding(.warning, .lfsPointer, message, file: name) }
        return contents.finding(.warning, .lfsPointer, message, at: pointer)
    }

    static func article(_ word: String) -> String {
        ["AVIF", "SVG", "ICNS"].contains(word) ? "an" : "a"
    }
}
