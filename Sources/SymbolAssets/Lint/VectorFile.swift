import SymbolFormat
import SymbolCore

/// What lint can tell about a vector image in a set without drawing it. Xcode renders an image set's SVG or PDF at
/// build time, so a file cut short fails the build (or ships an empty image); its format signature alone does not
/// show that.
enum VectorFile {
    /// PDF readers look for the end-of-file marker in the last kilobyte (ISO 32000-1 §7.5.5, and every reader's
    /// tolerance for trailing bytes after it).
    static let trailerWindow = 1024

    /// The first error of the reader the renderer uses (`SVGReader`: XML cut short or malformed, no `<svg>` root,
    /// a limit exceeded), located in the SVG; `nil` when it reads. Problems the reader works around (path data
    /// drawn up to an error, unsupported elements) are left out: Xcode's renderer works around others.
    static func svgProblem(_ bytes: [UInt8], file: String) -> Diagnostic? {
        do {
            _ = try SVGReader.read(bytes, file: file)
            return nil
        } catch {
            return error.inFile(file)
        }
    }

    /// Whether a reader error is one of the renderer's own refusals (a feature it leaves out on purpose, such as
    /// entity declarations or UTF-16, or one of its size limits) rather than damage: other SVG readers, Xcode's among
    /// them, may read such a file.
    static func isReaderLimit(_ problem: Diagnostic) -> Bool {
        ["not supported", "only UTF-8 is supported", "the limit", "its budget", "refusing it"].contains { problem.message.contains($0) }
    }

    /// Why a PDF cannot be read whole, or `nil`: its header (`%PDF-`, which the format sniff found), and in its last
    /// kilobyte the `%%EOF` marker and a `startxref` offset inside the file (ISO 32000-1 §7.5.5) — a download or
    /// copy cut short loses them first.
    static func pdfProblem(_ bytes: [UInt8]) -> String? {
        let tail = Array(bytes.suffix(trailerWindow))
        guard let end = lastRange(of: Array("%%EOF".utf8), in: tail) else {
            return "it ends at byte \(bytes.count) without the %%EOF marker (the file is cut short)"
        }
        guard let startxref = lastRange(of: Array("startxref".utf8), in: tail), startxref.upperBound <= end.lowerBound else {
            return "it has no startxref before its %%EOF marker, so readers cannot find its objects"
        }
        let digits = tail[startxref.upperBound..<end.lowerBound].drop { [9, 10, 13, 32].contains($0) }.prefix { (48...57).contains($0) }
        guard !digits.isEmpty, digits.count <= 18, let offset = Int(String(decoding: digits, as: UTF8.self)), offset < bytes.count else {
            return "its startxref offset is missing or past its end (\(bytes.count) bytes)"
        }
        return nil
    }

    private static func lastRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }
}
