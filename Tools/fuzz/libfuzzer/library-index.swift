import Foundation
import SymbolLibrary

// A symbol library's index.json (a downloaded library named by GLYPHSMITH_SYMBOLS is untrusted): the input is the
// index of a scratch library holding one template, a template that is a link to a file outside the library, and
// that outside file. Besides not crashing, every name the library keeps must be a symbol name, and no template may be
// read through the link (trap): the library's files are read under its folder without following links.
let outer = NSTemporaryDirectory() + "glyphsmith-fuzz-library-\(getpid())"
let folder: String = {
    let library = outer + "/Symbols"
    try? FileManager.default.createDirectory(atPath: library + "/Templates", withIntermediateDirectories: true)
    let heart = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M12 21l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z"/></svg>"#
    try? heart.write(toFile: library + "/Templates/heart.svg", atomically: true, encoding: .utf8)
    try? heart.write(toFile: outer + "/outside.svg", atomically: true, encoding: .utf8)
    try? FileManager.default.createSymbolicLink(atPath: library + "/Templates/evil.svg", withDestinationPath: outer + "/outside.svg")
    return library
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibraryIndex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: folder + "/index.json", contents: Data(bytes: data, count: size)),
          let library = try? SymbolLibrary(folder: folder) else { return 0 }
    for entry in library.entries.prefix(64) {
        if !SymbolLibrary.isSymbolName(entry.name) || !SymbolLibrary.isSymbolName(entry.base) {
            fatalError("the library kept an entry whose name is not a symbol name: \(entry.name.debugDescription)")
        }
        if (try? library.symbol(for: entry)) != nil, entry.name != "heart" {
            fatalError("the library read a template through a link or outside its folder: \(entry.name.debugDescription)")
        }
    }
    for (alias, target) in library.aliases.prefix(64) {
        if !SymbolLibrary.isSymbolName(alias) || !SymbolLibrary.isSymbolName(target) { fatalError("an alias that is not a symbol name") }
        if let resolution = try? library.resolve(alias), resolution.entry.name != "heart", (try? library.symbol(for: resolution.entry)) != nil {
            fatalError("an alias read a template through a link: \(alias.debugDescription)")
        }
    }
    _ = library.search("heart")
    _ = library.categoryCounts
    _ = SymbolLibrary.json(Array(library.entries.prefix(64)))
    _ = library.diagnostics.map(\.description)
    return 0
}
