import ArgumentParser
import SymbolFormat
import SymbolAssets
import SymbolLibrary
import SymbolCore

/// `glyphsmith list`: the bundled library's names, by category or search.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the bundled symbol library's names (render any of them by name).")

    @Option(help: "Only names in this category.")
    var category: String?

    @Option(help: "Only names whose name, categories or keywords contain every word.")
    var search: String?

    @Flag(help: "List the categories with their counts instead of names.")
    var categories = false

    @Flag(help: "Print JSON: names with base, categories, keywords, preferred mode and features; or the categories.")
    var json = false

    func run() throws {
        guard let library = LibraryInputs.bundledLibrary() else { throw ExitCode.failure }
        // The index's bad entries were printed and left out; the rest is listed, and the exit says it was not all.
        let failure: ExitCode? = library.diagnostics.isEmpty ? nil : .failure
        if categories {
            if json {
                print(library.categoriesJSON())
            } else {
                for (name, count) in library.categoryCounts { printLine("\(name) (\(count))") }
            }
            if let failure { throw failure }
            return
        }
        var entries = search.map(library.search) ?? library.entries
        if let category {
            guard library.categories.contains(category) else {
                printError("error: no category `\(category)`; categories: \(library.categories.joined(separator: ", "))")
                throw ExitCode.failure
            }
            entries = entries.filter { $0.categories.contains(category) }
        }
        if json {
            print(SymbolLibrary.json(entries))
        } else {
            for entry in entries { printLine(entry.name) }
        }
        if entries.isEmpty, !json {
            printError("no names match")
            throw ExitCode.failure
        }
        if let failure { throw failure }
    }
}
