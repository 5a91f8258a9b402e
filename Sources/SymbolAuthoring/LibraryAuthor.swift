import SVGPath
import SymbolFormat

/// Turns the drawings of `Symbols/Drawings` into the library's files: one template per name in `Templates/` and
/// `index.json`. Deterministic: the same drawings give the same bytes.
package enum LibraryAuthor {
    /// One file of the library, relative to `Symbols/`.
    package struct Output: Sendable {
        package var path: String
        package var contents: String
    }

    /// Reads every `*.drawing` file in `folder` (sorted by name) and returns the drawings they describe.
    package static func readDrawings(in folder: String) throws(DrawingError) -> [SymbolDrawing] {
        let names: [String]
        do { names = try FileSystem.contents(of: folder).filter { $0.hasSuffix(".drawing") }.sorted() } catch {
            throw DrawingError(location: folder, message: error.message)
        }
        var drawings: [SymbolDrawing] = []
        for name in names {
            let path = FileSystem.join(folder, name)
            let bytes: [UInt8]
            do { bytes = try FileReader.read(path, maximumSize: 4 << 20) } catch { throw DrawingError(location: path, message: error.message) }
            drawings += try DrawingParser.parse(String(decoding: bytes, as: UTF8.self), file: "Drawings/\(name)")
        }
        return drawings
    }

    /// Every name of the library: the drawings and their generated variants, sorted by name.
    package static func allDrawings(_ drawings: [SymbolDrawing]) throws(DrawingError) -> [SymbolDrawing] {
        var byName: [String: SymbolDrawing] = [:]
        for drawing in drawings {
            if let earlier = byName[drawing.name] {
                throw DrawingError(location: drawing.source, message: "`\(drawing.name)` is already drawn at \(earlier.source)")
            }
            byName[drawing.name] = drawing
        }
        var all = drawings
        for drawing in drawings where !drawing.isFill {
            all += VariantComposer.variants(of: drawing, fill: byName[drawing.name + ".fill"])
        }
        var seen: [String: String] = [:]
        for drawing in all {
            if let earlier = seen[drawing.name] {
                throw DrawingError(location: drawing.source, message: "`\(drawing.name)` is both drawn and generated (see \(earlier))")
            }
            seen[drawing.name] = drawing.source
        }
        let names = Set(seen.keys)
        for drawing in all {
            for alias in drawing.aliases where names.contains(alias) {
                throw DrawingError(location: drawing.source, message: "alias `\(alias)` is also a symbol name")
            }
        }
        return all.sorted { $0.name < $1.name }
    }

    /// The library's files for `drawings` (as read by ``readDrawings(in:)``).
    package static func outputs(for drawings: [SymbolDrawing]) throws(DrawingError) -> [Output] {
        let all = try allDrawings(drawings)
        var outputs = all.map { Output(path: "Templates/\($0.name).svg", contents: MasterBuilder.template(for: $0)) }
        outputs.append(Output(path: "index.json", contents: index(all, drawn: Set(drawings.map(\.name)))))
        return outputs
    }

    /// The index: per name its base, categories, keywords, preferred mode and features; then aliases.
    static func index(_ all: [SymbolDrawing], drawn: Set<String>) -> String {
        func quoted(_ s: String) -> String {
            var out = "\""
            for c in s {
                if c == "\"" || c == "\\" { out.append("\\") }
                out.append(c)
            }
            return out + "\""
        }
        func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
        var lines: [String] = []
        for drawing in all {
            let base = baseName(of: drawing.name)
            var fields = [
                "\"name\": \(quoted(drawing.name))",
                "\"base\": \(quoted(base))",
                "\"categories\": \(list(drawing.categories))",
                "\"keywords\": \(list(drawing.keywords))",
                "\"mode\": \(quoted(drawing.preferredMode))",
                "\"layers\": \(drawing.layers.count)",
            ]
            if drawing.layers.contains(where: \.variable) { fields.append("\"variable\": true") }
            if drawing.layers.contains(where: { $0.color != nil }) { fields.append("\"multicolor\": true") }
            if !drawn.contains(drawing.name) { fields.append("\"generated\": true") }
            lines.append("    {" + fields.joined(separator: ", ") + "}")
        }
        var aliases: [(String, String)] = []
        for drawing in all { for alias in drawing.aliases { aliases.append((alias, drawing.name)) } }
        aliases.sort { $0.0 < $1.0 }
        let aliasLines = aliases.map { "    \(quoted($0.0)): \(quoted($0.1))" }
        return "{\n  \"format\": 1,\n  \"symbols\": [\n" + lines.joined(separator: ",\n") + "\n  ],\n  \"aliases\": {\n"
            + aliasLines.joined(separator: ",\n") + (aliasLines.isEmpty ? "" : "\n") + "  }\n}\n"
    }

    /// The name with variant suffixes removed (`heart.circle.fill` → `heart`).
    package static func baseName(of name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        if parts.last == "fill" { parts.removeLast() }
        if let last = parts.last, last == "circle" || last == "square", parts.count > 1 { parts.removeLast() }
        if parts.last == "slash", parts.count > 1 { parts.removeLast() }
        return parts.joined(separator: ".")
    }
}
