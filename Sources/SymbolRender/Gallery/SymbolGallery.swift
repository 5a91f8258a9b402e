import SymbolCore
import SymbolAnimation
import SymbolFormat
import Symbols

/// A static, offline web page of symbols, as `glyphsmith gallery` writes it: `index.html` (search by name and
/// keyword, categories, weight and mode switches, light and dark, click to copy a name) over one sprite sheet per
/// weight, mode and appearance in `sprites/`, and with an effect an APNG per symbol and appearance in `animations/`.
///
/// ```swift
/// let gallery = SymbolGallery(entries: [.init(name: "bell", keywords: ["alert"], categories: ["communication"],
///                                             symbol: try Symbol(contentsOf: "bell.svg"))])
/// try gallery.write(to: "site")
/// ```
public struct SymbolGallery: Sendable {
    /// One card of the page: a symbol with the words it is found by.
    public struct Entry: Sendable {
        /// The name shown on the card and copied by a click.
        public var name: String
        /// Search keywords.
        public var keywords: [String]
        /// Categories; the first is the one the page's category filter uses.
        public var categories: [String]
        /// The symbol drawn on the card.
        public var symbol: Symbol

        /// Creates a card.
        public init(name: String, keywords: [String] = [], categories: [String] = [], symbol: Symbol) {
            self.name = name
            self.keywords = keywords
            self.categories = categories
            self.symbol = symbol
        }
    }

    /// One sprite sheet: every symbol in a weight, a mode and an appearance.
    public struct Variant: Sendable, Hashable {
        /// The weight of the templates.
        public var weight: SymbolWeight
        /// The rendering mode.
        public var mode: RenderingMode
        /// Light or dark.
        public var appearance: Appearance
        /// The sheet's file in `sprites/`, such as `regular-monochrome-light.png`.
        public var fileName: String { "\(weight)-\(mode.rawValue)-\(appearance.rawValue).png" }
    }

    /// The modes the page switches between.
    static let modes: [RenderingMode] = [.monochrome, .hierarchical, .palette, .multicolor]

    /// Every sheet the page uses: 9 weights × 4 modes × light and dark.
    public static let variants: [Variant] = SymbolWeight.allCases.flatMap { weight in
        modes.flatMap { mode in [Appearance.light, .dark].map { Variant(weight: weight, mode: mode, appearance: $0) } }
    }

    /// The cards, in page order.
    public var entries: [Entry]
    /// The page's title.
    public var title: String
    /// The symbols' point size on the page (their sprites are drawn at @2x).
    public var pointSize: Double
    /// An effect each card plays while the pointer is over it, or nil.
    public var effect: SymbolEffect?

    /// A gallery of `entries`.
    public init(entries: [Entry], title: String = "Glyphsmith symbols", pointSize: Double = 28, effect: SymbolEffect? = nil) {
        self.entries = entries
        self.title = title
        self.pointSize = pointSize
        self.effect = effect
    }

    /// The grid of the sprite sheets (pixels at @2x).
    struct Layout {
        var count: Int
        var cell: Int
        var columns: Int { 32 }
        var rows: Int { (count + columns - 1) / columns }
    }

    var layout: Layout { Layout(count: entries.count, cell: Int(clamping: (pointSize * 4 / 3).rounded(.up), to: 1...(1 << 20)) * 2) }

    /// Whether `folder` may be written: it holds no `index.html`, or one that a gallery wrote (which a new one
    /// replaces). Another page there is someone else's.
    public static func mayReplace(_ folder: String) -> Bool {
        let page = FileSystem.join(folder, "index.html")
        guard FileSystem.kind(of: page) == .file, let existing = try? FileReader.read(page, maximumSize: 64 << 20) else { return true }
        return String(decoding: existing, as: UTF8.self).contains(generatorMarker)
    }

    /// Writes `index.html`, `sprites/` and (with an effect) `animations/` into `folder`, creating it. Every sheet is
    /// rendered before anything is written; each file is written atomically. Does not check ``mayReplace(_:)``.
    public func write(to folder: String) throws {
        let variants = Self.variants
        // One sheet per variant, all at once: each is a whole-library render.
        let outcomes = ParallelWork.map(variants.count, workers: variants.count) { index in
            Result { () throws -> [UInt8] in try PNGEncoder().encode(spriteSheet(variants[index])) }
        }
        var sheets: [[UInt8]] = []
        for outcome in outcomes { sheets.append(try outcome.get()) }
        try FileSystem.createDirectory(FileSystem.join(folder, "sprites"))
        for (index, variant) in variants.enumerated() {
            try AtomicFileWriter.write(sheets[index], to: FileSystem.join(folder, "sprites/\(variant.fileName)"))
        }
        if let effect { try writeAnimations(to: folder, effect: effect) }
        try AtomicFileWriter.write(Array(html().utf8), to: FileSystem.join(folder, "index.html"))
    }

    /// Every symbol rendered in one weight, mode and appearance, centred in its cell of a grid.
    public func spriteSheet(_ variant: Variant) throws -> Bitmap {
        let layout = self.layout
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
        for (index, entry) in entries.enumerated() {
            let image = try renderer.render(entry.symbol).bitmap
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
        return sheet
    }

    /// `animations/N-light.png` and `N-dark.png`: symbol N's effect as a looping APNG, monochrome at the page's size.
    private func writeAnimations(to folder: String, effect: SymbolEffect) throws {
        try FileSystem.createDirectory(FileSystem.join(folder, "animations"))
        let jobs = entries.count * 2
        guard effect.kind != .replace else { return }  // no second symbol to hand over to here
        let pointSize = self.pointSize, entries = self.entries
        let results = ParallelWork.map(jobs, workers: ParallelWork.processorCount) { job -> Result<[UInt8], Diagnostic> in
            var configuration = SymbolConfiguration(pointSize: pointSize, scale: .medium, pixelScale: 2)
            configuration.appearance = job % 2 == 0 ? .light : .dark
            let animator = SymbolAnimator(configuration: configuration, effect: effect,
                                          options: SymbolEffectOptions(repeatDelay: 0.5), framesPerSecond: 30)
            do {
                var animation = try animator.render(entries[job / 2].symbol)
                animation.plays = 0
                return .success(try animation.apngData())
            } catch {
                return .failure(Diagnostic(.error, "\(error)"))
            }
        }
        for job in 0..<jobs {
            let png = try results[job].get()
            try AtomicFileWriter.write(png, to: FileSystem.join(folder, "animations/\(job / 2)-\(job % 2 == 0 ? "light" : "dark").png"))
        }
    }
}
