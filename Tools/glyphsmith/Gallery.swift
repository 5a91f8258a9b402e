import ArgumentParser
import SymbolLibrary
import SymbolRender
import SymbolCore

/// `glyphsmith gallery`: a static, offline web page of the bundled library — search by name and keyword,
/// categories, weight and mode switches, light and dark, click to copy a name.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a browsable HTML gallery of the bundled symbol library (no server, no network).")

    @Option(name: .shortAndLong, help: "The folder to write (index.html and sprites/).")
    var output: String

    @Option(help: "Only this category.")
    var category: String?

    @Option(help: "Point size of the symbols on the page.")
    var pointSize: Double = 28

    @Flag(help: "Replace a folder that does not hold a glyphsmith gallery.")
    var force = false

    @Option(help: "Play this symbol effect on a card while the pointer is over it (an APNG per symbol and appearance in animations/), e.g. bounce.up, variableColor.iterative.")
    var effect: String?

    func validate() throws {
        guard pointSize >= 8, pointSize <= 64 else { throw ValidationError("--point-size must be in 8…64") }
        if let effect {
            do { _ = try SymbolEffect(parsing: effect) } catch { throw ValidationError("--effect: \(error.description)") }
        }
    }

    func run() throws {
        guard let library = LibraryInputs.bundledLibrary() else { throw ExitCode.failure }
        // A bad entry of the library is an error naming it, not the end of the gallery: the rest is written.
        var failed = !library.diagnostics.isEmpty
        let entries = library.entries.filter { category == nil || $0.categories.contains(category!) }
        guard !entries.isEmpty else {
            printError("error: no symbols in category `\(category ?? "")`; categories: \(library.categories.joined(separator: ", "))")
            throw ExitCode.failure
        }
        let page = FileSystem.join(output, "index.html")
        if !force, !SymbolGallery.mayReplace(output) {
            printError("error: \(page) exists and is not a glyphsmith gallery; choose another folder or pass --force")
            throw ExitCode.failure
        }
        var cards: [SymbolGallery.Entry] = []
        for entry in entries {
            do {
                let symbol = try library.symbol(for: entry)
                cards.append(SymbolGallery.Entry(name: entry.name, keywords: entry.keywords, categories: entry.categories, symbol: symbol))
            } catch {
                printError("error: \(error.message)")
                failed = true
            }
        }
        guard !cards.isEmpty else {
            printError("error: no symbol of the library could be read; nothing written")
            throw ExitCode.failure
        }
        let gallery = SymbolGallery(entries: cards, title: category.map { "Glyphsmith symbols — \($0)" } ?? "Glyphsmith symbols",
                                    pointSize: pointSize, effect: try effect.map(SymbolEffect.init(parsing:)))
        do { try gallery.write(to: output) } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        printError("wrote \(page): \(cards.count) symbols, \(SymbolGallery.variants.count) sprite sheets (9 weights × 4 modes × light/dark)")
        if failed { throw ExitCode.failure }
    }
}
