import ArgumentParser
import Dispatch
import Synchronization
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
        let library: SymbolLibrary
        do { library = try SymbolLibrary.bundled() } catch {
            printError("error: \(error.message)")
            throw ExitCode.failure
        }
        let entries = library.entries.filter { category == nil || $0.categories.contains(category!) }
        guard !entries.isEmpty else {
            printError("error: no symbols in category `\(category ?? "")`; categories: \(library.categories.joined(separator: ", "))")
            throw ExitCode.failure
        }
        let page = FileSystem.join(output, "index.html")
        if FileSystem.kind(of: page) == .file, !force,
           let existing = try? FileReader.read(page, maximumSize: 64 << 20),
           !String(decoding: existing, as: UTF8.self).contains(GalleryPage.generatorMarker) {
            printError("error: \(page) exists and is not a glyphsmith gallery; choose another folder or pass --force")
            throw ExitCode.failure
        }
        var loaded: [Symbol] = []
        for entry in entries {
            do { loaded.append(try Symbol(contentsOf: library.templatePath(for: entry))) } catch {
                printError(error.description)
                throw ExitCode.failure
            }
        }
        let symbols = loaded
        let layout = GalleryPage.Layout(count: symbols.count, cell: Int((pointSize * 4 / 3).rounded(.up)) * 2)
        let variants = GalleryPage.variants
        // One sheet per variant, all at once: each is a whole-library render.
        let outcomes = ParallelWork.map(variants.count, workers: variants.count) { index in
            Result { () throws -> [UInt8] in try spriteSheet(symbols, variant: variants[index], layout: layout) }
        }
        var sheets: [[UInt8]] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let png): sheets.append(png)
            case .failure(let error):
                printError("error: \(error)")
                throw ExitCode.failure
            }
        }
        do {
            try FileSystem.createDirectory(FileSystem.join(output, "sprites"))
            for (index, variant) in variants.enumerated() {
                try AtomicFileWriter.write(sheets[index], to: FileSystem.join(output, "sprites/\(variant.fileName)"))
            }
            if let effect { try writeAnimations(symbols, effect: SymbolEffect(parsing: effect)) }
            let html = GalleryPage.html(entries: entries, layout: layout, title: category.map { "Glyphsmith symbols — \($0)" } ?? "Glyphsmith symbols",
                                        animates: effect != nil)
            try AtomicFileWriter.write(Array(html.utf8), to: page)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        printError("wrote \(page): \(entries.count) symbols, \(variants.count) sprite sheets (9 weights × 4 modes × light/dark)")
    }

    /// `animations/N-light.png` and `N-dark.png`: symbol N's effect as a looping APNG, monochrome at the page's size.
    private func writeAnimations(_ symbols: [Symbol], effect: SymbolEffect) throws {
        try FileSystem.createDirectory(FileSystem.join(output, "animations"))
        let jobs = symbols.count * 2
        guard effect.kind != .replace else { return }  // no second symbol to hand over to here
        let pointSize = self.pointSize
        let results = ParallelWork.map(jobs, workers: ParallelWork.processorCount) { job -> Result<[UInt8], Diagnostic> in
            var configuration = SymbolConfiguration(pointSize: pointSize, scale: .medium, pixelScale: 2)
            configuration.appearance = job % 2 == 0 ? .light : .dark
            let animator = SymbolAnimator(configuration: configuration, effect: effect,
                                          options: SymbolEffectOptions(repeatDelay: 0.5), framesPerSecond: 30)
            do {
                var animation = try animator.render(symbols[job / 2])
                animation.plays = 0
                return .success(try animation.apngData())
            } catch {
                return .failure(Diagnostic(.error, "\(error)"))
            }
        }
        for job in 0..<jobs {
            let png = try results[job].get()
            try AtomicFileWriter.write(png, to: FileSystem.join(output, "animations/\(job / 2)-\(job % 2 == 0 ? "light" : "dark").png"))
        }
    }

    /// Every symbol rendered in one weight, mode and appearance, centred in its cell of a grid.
    private func spriteSheet(_ symbols: [Symbol], variant: GalleryPage.Variant, layout: GalleryPage.Layout) throws -> [UInt8] {
        var configuration = SymbolConfiguration(pointSize: pointSize, weight: variant.weight, scale: .medium)
        configuration.pixelScale = 2
        configuration.renderingMode = variant.mode
        configuration.appearance = variant.appearance
        switch variant.mode {
        case .hierarchical: configuration.hierarchicalColor = .label
        case .palette: configuration.paletteColors = [.systemBlue, .systemOrange, .systemGreen]
        default: break
        }
        let renderer = SymbolRenderer(configuration: configuration)
        var sheet = Bitmap(width: layout.columns * layout.cell, height: layout.rows * layout.cell)
        for (index, symbol) in symbols.enumerated() {
            let image = try renderer.render(symbol).bitmap
            let originX = (index % layout.columns) * layout.cell + (layout.cell - image.width) / 2
            let originY = (index / layout.columns) * layout.cell + (layout.cell - image.height) / 2
            for y in 0..<image.height {
                let sheetY = originY + y
                guard sheetY >= 0, sheetY < sheet.height else { continue }
                for x in 0..<image.width {
                    let sheetX = originX + x
                    guard sheetX >= 0, sheetX < sheet.width else { continue }
                    let from = (y * image.width + x) * 4, to = (sheetY * sheet.width + sheetX) * 4
                    for c in 0..<4 { sheet.pixels[to + c] = image.pixels[from + c] }
                }
            }
        }
        return try PNGEncoder().encode(sheet)
    }
}
