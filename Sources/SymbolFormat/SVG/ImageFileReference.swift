import CPlatform
import SymbolCore

/// An `<image>`'s `href` naming a file, resolved against the folder images may be read from
/// (`XMLLimits.imageFolder`): found relative to the SVG that names it, and read only when it lies inside that folder.
///
/// Paths are compared after `.` and `..` are resolved in the text of the path, and the file is then opened one
/// component at a time below the folder without following a symbolic link (`FileReader.read(_:under:maximumSize:)`),
/// so neither `../` nor a link can lead a render outside the folder the user named.
enum ImageFileReference {
    /// Whether `href` names a file (not a `data:` URI, not a network or other URL).
    static func namesFile(_ href: String) -> Bool {
        let text = href.lowercased()
        if text.hasPrefix("file:") { return true }
        // A scheme is letters, digits, `+`, `-`, `.` before a colon (RFC 3986 §3.1); a path may hold none.
        guard let colon = text.firstIndex(of: ":") else { return true }
        let scheme = text[..<colon]
        return scheme.isEmpty || !scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// The path of the file `href` names below `folder`, relative to it, or a message saying why it is not read.
    static func resolve(_ href: String, document: String?, folder: String) -> Result<String, Refusal> {
        var path = String(href.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if path.lowercased().hasPrefix("file://") { path = String(path.dropFirst(7)) }
        else if path.lowercased().hasPrefix("file:") { path = String(path.dropFirst(5)) }
        path = String(decoding: DataURI.percentDecoded(Substring(path)), as: UTF8.self)
        guard !path.isEmpty, !path.contains("\0") else { return .failure(Refusal("is not a file name")) }
        if !path.hasPrefix("/") {
            guard let document, document != "<stdin>", document != "-" else {
                return .failure(Refusal("is relative, and the SVG was not read from a file"))
            }
            let slash = document.lastIndex(of: "/")
            path = (slash.map { String(document[...$0]) } ?? "./") + path
        }
        guard let file = normalized(absolute(path)), let base = normalized(absolute(folder)),
              file.count > base.count, Array(file.prefix(base.count)) == base else {
            return .failure(Refusal("is outside the image folder \(folder)"))
        }
        return .success(file.dropFirst(base.count).joined(separator: "/"))
    }

    /// Why a file is not read.
    struct Refusal: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// `path` made absolute against the working folder.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" + path }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self) + "/" + path
    }

    /// The components of an absolute path with `.`, `..` and empty ones resolved in its text; nil when `..` climbs
    /// above the root.
    static func normalized(_ path: String) -> [String]? {
        var components: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(String(part))
            }
        }
        return components
    }
}
