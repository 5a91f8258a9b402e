import CPlatform
import SymbolAuthoring
import SymbolImport
import SymbolFormat
import SymbolRender
import SymbolCore

// glyphsmith-author [--check | --reuse] [--verbose] [--only NAME]... [SYMBOLS_FOLDER]
//
// Regenerates the bundled library (Symbols/Templates/*.svg and Symbols/index.json) from Symbols/Sketches.
// With --check, writes nothing and exits 1 when a committed file differs from what the sketches give, or when a
// symbol changes its parts or holes between weights (checked at every weight and scale against Regular-M).

func printError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

func fail(_ message: String) -> Never {
    printError("glyphsmith-author: \(message)")
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: glyphsmith-author [--check | --reuse] [--verbose] [--only NAME]... [SYMBOLS_FOLDER]

        Regenerates SYMBOLS_FOLDER/Templates/*.svg and SYMBOLS_FOLDER/index.json (default folder: Symbols) from
        SYMBOLS_FOLDER/Sketches/*.sketch. With --check, writes nothing and exits 1 when a file differs or a
        symbol changes its parts or holes between weights. --verbose lists the symbols whose heavier weights were
        narrowed to keep their shape. --only NAME (with --check, repeatable) checks only the shape of NAME and of
        the names made from it (NAME.circle, NAME.fill, …) and compares no files: for redrawing one symbol.
        --reuse regenerates with the committed narrowings of the names index.json already holds and checks only
        the names it does not: for adding names while the committed ones' drawings stay as they are.
        """)
    exit(0)
}
let check = arguments.contains("--check")
let verbose = arguments.contains("--verbose")
let reuse = arguments.contains("--reuse")
arguments.removeAll { $0 == "--check" || $0 == "--verbose" || $0 == "--reuse" }
if reuse && check { fail("--reuse regenerates; --check always checks every name") }
var only: [String] = []
while let index = arguments.firstIndex(of: "--only") {
    guard arguments.indices.contains(index + 1) else { fail("--only needs a NAME") }
    only.append(arguments[index + 1])
    arguments.removeSubrange(index...index + 1)
}
if !only.isEmpty && !check { fail("--only checks a few names; it needs --check (regenerating writes every name)") }
let folder = arguments.first ?? "Symbols"
// With --reuse, the names the committed index already holds keep their committed narrowings and are not checked
// again: for adding names without redrawing the library's (`--check` checks every name).
var committed: Set<String> = []
var committedNarrowings: [String: LibraryAuthor.Narrowing] = [:]
if reuse {
    guard let index = try? JSONReader.read(FileSystem.join(folder, "index.json"), maximumSize: 64 << 20),
          let narrowings = LibraryAuthor.readNarrowings(in: folder) else { fail("--reuse needs a readable index.json and \(LibraryAuthor.narrowingPath)") }
    committed = Set(index["symbols"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? [])
    committedNarrowings = narrowings.filter { committed.contains($0.key) }
}
let including = { (name: String) in
    !committed.contains(name) && (only.isEmpty || only.contains { name == $0 || name.hasPrefix($0 + ".") })
}

let outputs: [LibraryAuthor.Output]
let report: [LibraryAuthor.TopologyReport]
do {
    let sketches = try LibraryAuthor.readSketches(in: FileSystem.join(folder, "Sketches"))
    let composing = try LibraryAuthor.readComposedNames(in: folder)
    let narrowings = try LibraryAuthor.narrowings(for: sketches, composing: composing, including: including).merging(committedNarrowings) { new, _ in new }
    outputs = only.isEmpty ? try LibraryAuthor.outputs(for: sketches, composing: composing, narrowings: narrowings,
                                                       localizations: LibraryAuthor.readLocalizations(in: folder)) : []
    report = try LibraryAuthor.topologyReport(for: sketches, composing: composing, narrowings: narrowings, including: including)
} catch {
    fail(error.description)
}
// A symbol whose parts or holes change along the weights is not a weight of itself: it needs redrawing.
let breaks = report.filter { !$0.breaks.isEmpty }
for broken in breaks {
    printError("\(broken.source): error: `\(broken.name)` changes shape: \(broken.breaks.prefix(6).joined(separator: "; "))\(broken.breaks.count > 6 ? " and \(broken.breaks.count - 6) more slots" : "")")
}
let narrowedNames = report.filter { $0.narrowing != LibraryAuthor.Narrowing() }
if verbose {
    let percent = { (v: Double) in "\(Int(clamping: (v * 100).rounded(), to: Int.min...Int.max))%" }
    for entry in narrowedNames {
        let shapes = entry.narrowing.shapes.sorted { $0.key < $1.key }.map { "shape \($0.key) at \(percent($0.value))" }
        let glyph = entry.narrowing.glyph < 1 ? ", glyph strokes at \(percent(entry.narrowing.glyph))" : ""
        print("\(entry.name): Black master at \(percent(entry.narrowing.share))" + (shapes.isEmpty ? "" : ", " + shapes.joined(separator: ", ")) + glyph)
    }
}

if !only.isEmpty {
    if !breaks.isEmpty {
        printError("glyphsmith-author: \(breaks.count) of \(report.count) symbol(s) change their parts or holes between weights (see above)")
        exit(1)
    }
    print("\(report.count) symbol(s) keep their parts and holes at every weight")
    exit(0)
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
let names = outputs.count - 2
if check {
    if !breaks.isEmpty {
        printError("glyphsmith-author: \(breaks.count) symbol(s) change their parts or holes between weights (see above)")
        exit(1)
    }
    if differing.isEmpty {
        print("\(names) templates and the index match the sketches")
    } else {
        printError("glyphsmith-author: \(differing.count) file(s) differ from the sketches (run `swift run glyphsmith-author`):")
        for path in differing.prefix(20) { printError("  \(path)") }
        exit(1)
    }
} else {
    print("\(names) templates; \(differing.count) file(s) updated; \(narrowedNames.count) narrowed at heavier weights to keep their shape")
}
