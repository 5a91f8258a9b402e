#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SymbolAuthoring
import SymbolFormat
import SymbolRender

// glyphsmith-author [--check] [SYMBOLS_FOLDER]
//
// Regenerates the bundled library (Symbols/Templates/*.svg and Symbols/index.json) from Symbols/Drawings.
// With --check, writes nothing and exits 1 when a committed file differs from what the drawings give.

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: glyphsmith-author [--check] [SYMBOLS_FOLDER]

        Regenerates SYMBOLS_FOLDER/Templates/*.svg and SYMBOLS_FOLDER/index.json (default folder: Symbols) from
        SYMBOLS_FOLDER/Drawings/*.drawing. With --check, writes nothing and exits 1 when a file differs.
        """)
    exit(0)
}
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
let folder = arguments.first ?? "Symbols"

func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

func fail(_ message: String) -> Never {
    printError("glyphsmith-author: \(message)")
    exit(2)
}

let outputs: [LibraryAuthor.Output]
do {
    outputs = try LibraryAuthor.outputs(for: LibraryAuthor.readDrawings(in: FileSystem.join(folder, "Drawings")))
} catch {
    fail(error.description)
}

let templates = FileSystem.join(folder, "Templates")
let existing = (try? FileSystem.contents(of: templates).filter { $0.hasSuffix(".svg") }) ?? []
let produced = Set(outputs.map { FileSystem.lastComponent($0.path) })
var differing: [String] = []
for output in outputs {
    let path = FileSystem.join(folder, output.path)
    let current = try? FileReader.read(path, maximumSize: 64 << 20)
    if current == Array(output.contents.utf8) { continue }
    differing.append(output.path)
    if !check {
        do {
            try FileSystem.createDirectory(templates)
            try AtomicFileWriter.write(Array(output.contents.utf8), to: path)
        } catch {
            fail("\(path): \(error)")
        }
    }
}
for stale in existing where !produced.contains(stale) {
    differing.append("Templates/\(stale) (no longer drawn)")
    if !check { unlink(FileSystem.join(templates, stale)) }
}
let names = outputs.count - 1
if check {
    if differing.isEmpty {
        print("\(names) templates and the index match the drawings")
    } else {
        printError("glyphsmith-author: \(differing.count) file(s) differ from the drawings (run `swift run glyphsmith-author`):")
        for path in differing.prefix(20) { printError("  \(path)") }
        exit(1)
    }
} else {
    print("\(names) templates; \(differing.count) file(s) updated")
}
