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
        let library: SymbolLibrary
        do { library = try SymbolLibrary.bundled() } catch {
            printError("error: \(error.message)")
            throw ExitCode.failure
        }
        if categories {
            let counts = library.categories.map { category in (category, library.entries.filter { $0.categories.contains(category) }.count) }
            if json {
                let value = JSONValue.array(counts.map { .object([("name", .string($0.0)), ("count", .number(Double($0.1)))]) })
                print(String(decoding: ContentsJSON.bytes(value).dropLast(), as: UTF8.self))
            } else {
                for (name, count) in counts { print("\(name) (\(count))") }
            }
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
            let value = JSONValue.array(entries.map { entry in
                .object([
                    ("name", .string(entry.name)), ("base", .string(entry.base)),
                    ("categories", .array(entry.categories.map(JSONValue.string))),
                    ("keywords", .array(entry.keywords.map(JSONValue.string))),
                    ("preferredRenderingMode", .string(entry.preferredRenderingMode.rawValue)),
                    ("variableValue", .bool(entry.hasVariableValue)), ("multicolor", .bool(entry.hasMulticolor)),
                ])
            })
            print(String(decoding: ContentsJSON.bytes(value).dropLast(), as: UTF8.self))
        } else {
            for entry in entries { print(entry.name) }
        }
        if entries.isEmpty, !json {
            printError("no names match")
            throw ExitCode.failure
        }
    }
}
