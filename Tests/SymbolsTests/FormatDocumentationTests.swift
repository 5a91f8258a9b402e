import Foundation
import Testing

/// Source comments cite the project's own format document by section; every section they cite must exist.
@Suite struct FormatDocumentationTests {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `§1.6`, `§5.2` … as headings or bold items of Documentation/SymbolFormat.md.
    static func sections() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Documentation/SymbolFormat.md"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"^(?:#+ |- \*\*|\*\*)§([0-9]+(?:\.[0-9]+)?)"#, options: [.anchorsMatchLines])
        return Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    @Test func everyCitedSectionExists() throws {
        let sections = try Self.sections()
        #expect(sections.isSuperset(of: ["1", "1.3", "1.6", "2", "2.3", "3", "3.4", "3.5", "4", "5.2", "5.3", "5.4", "6", "7", "7.1", "7.4", "7.5", "8"]),
                "\(sections.sorted())")
        let citation = try NSRegularExpression(pattern: #"Documentation/SymbolFormat\.md (§[0-9.–, §]+)"#)
        var cited = 0
        for folder in ["Sources", "Tools"] {
            let enumerator = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for match in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    // `§5.2–5.3`, `§7.1, §7.5`, `§2–4`: each number named.
                    let numbers = text[range].split { "§–, ".contains($0) }.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
                    for number in numbers where !number.isEmpty {
                        cited += 1
                        #expect(sections.contains(number) || sections.contains(String(number.split(separator: ".").first!)),
                                "\(url.lastPathComponent) cites §\(number), which Documentation/SymbolFormat.md does not have")
                    }
                }
            }
        }
        #expect(cited >= 14)
    }
}
