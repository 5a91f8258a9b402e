import SymbolFormat
@_exported import Symbols
import SymbolCore

/// The bundled symbol library: Glyphsmith's own symbols, by name, as `Image(systemName:)` finds Apple's.
///
/// ```swift
/// let library = try SymbolLibrary.bundled()
/// let resolution = try library.resolve("heart.circle.fill")
/// let symbol = try library.symbol(named: "heart.circle.fill")
/// ```
///
/// Names resolve exactly, through aliases (renamed symbols, following chains), in canonical variant order
/// (`base[.slash][.circle|.square][.fill]`), and by falling back when a variant does not exist (drop `.fill`, then
/// the enclosure, then `.slash`; Documentation/SymbolFormat.md §8). ``Resolution`` says which name was used and why.
public struct SymbolLibrary: Sendable {
    /// One name of the library.
    public struct Entry: Sendable, Hashable {
        /// The name (`heart.circle.fill`).
        public var name: String
        /// The symbol it is a variant of (`heart`).
        public var base: String
        /// Categories, the main one first.
        public var categories: [String]
        /// Search keywords.
        public var keywords: [String]
        /// The mode `automatic` renders in.
        public var preferredRenderingMode: RenderingMode
        /// Whether some layers take part in variable-value rendering.
        public var hasVariableValue: Bool
        /// Whether the symbol has multicolor annotations.
        public var hasMulticolor: Bool
        /// The direction it is drawn for; `leftToRight` symbols are mirrored in right-to-left layouts.
        public var languageDirection: LanguageDirection = .fixed
        /// How the name was composed from other drawings (`enclosure`, `slash`, `badge`, `direction`, `character`,
        /// `container`, `half`, `rtl`), or nil for a name drawn as it is.
        public var composition: String? = nil
    }

    /// How a requested name was resolved.
    public struct Resolution: Sendable, Hashable {
        /// The name asked for.
        public var requested: String
        /// The library entry used.
        public var entry: Entry
        /// Why the entry's name differs from the request (nil when it is the same name).
        public var note: String?
        /// The template file of the entry.
        public var path: String
    }

    /// The folder holding `index.json` and `Templates/`.
    public let folder: String
    /// Every entry, sorted by name.
    public let entries: [Entry]
    /// Former names and the names they now resolve to (one step; ``resolve(_:)`` follows chains).
    public let aliases: [String: String]
    /// How localized names are made: the suffixes (`ar`, `he`, …, `rtl`) and the languages written right to left,
    /// from the index (authored in `Sketches/localizations.txt`).
    public let localizations: SymbolLocalizations
    /// The entries, aliases and suffixes the index gives that break a rule, each a located error in `index.json`;
    /// the library holds the rest. A command prints them and exits non-zero after doing what it can.
    public let diagnostics: [Diagnostic]
    private let byName: [String: Entry]

    /// Reads the library in `folder` (the `Symbols` folder of this package, or a copy of it).
    ///
    /// The library's data is input like any other (a downloaded library named by `GLYPHSMITH_SYMBOLS`): every
    /// name must be a symbol name (``isSymbolName(_:)``), every file is read under `folder` without following a
    /// link (see ``symbol(for:)``), and an entry that breaks a rule is left out with a located error in
    /// ``diagnostics`` instead of ending the read. An index that is not JSON, or not an object with a `symbols`
    /// array, throws.
    public init(folder: String) throws(SymbolLibraryError) {
        // Before any template path of it is handed out: reads of paths under the folder stay in it.
        FileReader.containFolder(folder)
        let bytes: [UInt8]
        let root: JSONValue
        let file = FileSystem.join(folder, "index.json")
        do {
            bytes = try FileReader.read("index.json", under: folder, maximumSize: 16 << 20)
            // A plain parse: recording where each of the index's ~40,000 values starts would cost more than the
            // parse itself, and only a broken entry needs a location (found by parsing again, below).
            root = try JSONReader.parse(bytes, file: file)
        } catch {
            throw SymbolLibraryError(message: "cannot read the symbol library index: \(error.description)")
        }
        guard let items = root["symbols"]?.arrayValue else {
            throw SymbolLibraryError(message: "cannot read the symbol library index: " +
                                     Self.locate([Problem(message: "expected an object with a `symbols` array", pointer: "")], in: bytes, file: file)[0].description)
        }
        var problems: [Problem] = []
        func leaveOut(_ message: String, at pointer: String) {
            problems.append(Problem(message: message + "; the entry is left out", pointer: pointer))
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        var seen: Set<String> = []
        for (number, item) in items.enumerated() {
            guard let name = item["name"]?.stringValue else { leaveOut("a symbol without a string `name`", at: "/symbols/\(number)"); continue }
            guard Self.isSymbolName(name) else { leaveOut(Self.notANameMessage(name), at: "/symbols/\(number)/name"); continue }
            let base = item["base"]?.stringValue ?? name
            guard Self.isSymbolName(base) else { leaveOut("`\(name)`: base " + Self.notANameMessage(base), at: "/symbols/\(number)/base"); continue }
            guard seen.insert(name).inserted else { leaveOut("`\(name)` is listed twice", at: "/symbols/\(number)/name"); continue }
            entries.append(Entry(
                name: name,
                base: base,
                categories: item["categories"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                keywords: item["keywords"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                preferredRenderingMode: item["mode"]?.stringValue.flatMap(RenderingMode.init(rawValue:)) ?? .monochrome,
                hasVariableValue: item["variable"] == .bool(true),
                hasMulticolor: item["multicolor"] == .bool(true),
                languageDirection: item["direction"]?.stringValue.flatMap(LanguageDirection.init(name:)) ?? .fixed,
                composition: item["composed"]?.stringValue))
        }
        let localized = root["localizations"]
        var suffixes: [String] = []
        for (number, suffix) in (localized?["suffixes"]?.arrayValue ?? []).enumerated() {
            // A suffix is the last word of a name (`character.ar`), so it obeys the same rule.
            guard let text = suffix.stringValue, Self.isSymbolName(text), !text.contains(".") else {
                problems.append(Problem(message: "a localization suffix must be one word of a symbol name (a–z, 0–9); it is left out",
                                        pointer: "/localizations/suffixes/\(number)"))
                continue
            }
            suffixes.append(text)
        }
        localizations = SymbolLocalizations(suffixes: suffixes,
                                            rightToLeftLanguages: localized?["rightToLeftLanguages"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        var aliases: [String: String] = [:]
        if case .object(let members)? = root["aliases"] {
            for (key, value) in members {
                let pointer = "/aliases/" + JSONDocument.escape(key)
                guard Self.isSymbolName(key) else {
                    problems.append(Problem(message: "alias " + Self.notANameMessage(key) + "; it is left out", pointer: pointer, atKey: true))
                    continue
                }
                guard let target = value.stringValue, Self.isSymbolName(target) else {
                    problems.append(Problem(message: "alias `\(key)` must name a symbol (a string of a–z, 0–9 and dots); it is left out", pointer: pointer))
                    continue
                }
                aliases[key] = target
            }
        }
        self.folder = folder
        self.entries = entries.sorted { $0.name < $1.name }
        self.aliases = aliases
        self.diagnostics = problems.isEmpty ? [] : Self.locate(problems, in: bytes, file: file)
        self.byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The longest name a library may list (SF Symbols' longest are under 60 characters).
    public static let maximumNameLength = 128

    /// Whether `name` is a symbol name as SF Symbols writes them: words of lowercase ASCII letters and digits
    /// joined by single dots (`heart.circle.fill`, `01.circle`, `character.ar`), at most ``maximumNameLength``
    /// characters. A name becomes a file name (`Templates/NAME.svg`) and a line of `glyphsmith list`, so nothing
    /// else is accepted: no `/`, no `..`, no spaces, controls or other scripts.
    public static func isSymbolName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= maximumNameLength else { return false }
        var previousWasDot = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): previousWasDot = false
            case UInt8(ascii: "."):
                guard !previousWasDot else { return false }
                previousWasDot = true
            default: return false
            }
        }
        return !previousWasDot
    }

    private static func notANameMessage(_ name: String) -> String {
        "`\(name)` is not a symbol name (words of a–z and 0–9 joined by single dots, at most \(maximumNameLength) characters)"
    }

    /// A rule an index entry breaks, at the JSON Pointer of the value (or, `atKey`, the member name) it is about.
    private struct Problem {
        var message: String
        var pointer: String
        var atKey = false
    }

    /// The problems as located errors in `index.json`: the index parsed again, this time remembering where each
    /// value starts (only a library with a broken entry pays for that).
    private static func locate(_ problems: [Problem], in bytes: [UInt8], file: String) -> [Diagnostic] {
        // The bytes parsed once already, so this parse succeeds; were it to fail, the file's start is the place.
        guard let document = try? JSONReader.parseDocument(bytes, file: file) else {
            return problems.map { Diagnostic(.error, $0.message, file: file, at: FileLocation(line: 1, column: 1, offset: 0)) }
        }
        return problems.map { problem in
            problem.atKey ? Diagnostic(.error, problem.message, file: file, at: document.keyLocation(of: problem.pointer))
                          : document.diagnostic(.error, problem.message, at: problem.pointer)
        }
    }

    /// The library that ships with Glyphsmith (see ``SymbolLibraryLocation`` for where it is looked for).
    public static func bundled() throws(SymbolLibraryError) -> SymbolLibrary {
        guard let folder = SymbolLibraryLocation.bundledFolder() else {
            throw SymbolLibraryError(message: SymbolLibraryLocation.notFoundReason())
        }
        return try SymbolLibrary(folder: folder)
    }

    /// The entry with exactly this name.
    public func entry(named name: String) -> Entry? { byName[name] }

    /// The template file of an entry. Read it with ``symbol(for:)``, which stays inside the library's folder.
    public func templatePath(for entry: Entry) -> String {
        FileSystem.join(folder, Self.templateFile(entry.name))
    }

    /// The template's path inside the library's folder.
    private static func templateFile(_ name: String) -> String { "Templates/" + name + ".svg" }

    /// The entry's template, read under the library's folder without following a link (a library whose
    /// `Templates/heart.svg` is a link to a file elsewhere is refused, not published), with the entry's preferred
    /// rendering mode and direction set.
    public func symbol(for entry: Entry) throws(SymbolLibraryError) -> Symbol {
        var symbol: Symbol
        do {
            let bytes = try FileReader.read(Self.templateFile(entry.name), under: folder, maximumSize: XMLLimits.default.maximumFileSize)
            symbol = try Symbol(svg: bytes, name: entry.name, file: templatePath(for: entry))
        } catch {
            throw SymbolLibraryError(message: "the library's template for `\(entry.name)` cannot be read: \(error.description)")
        }
        symbol.preferredRenderingMode = entry.preferredRenderingMode
        symbol.languageDirection = entry.languageDirection
        return symbol
    }

    /// The categories, in order of first appearance in the sorted entries' main categories.
    public var categories: [String] {
        var seen: Set<String> = []
        return entries.compactMap { $0.categories.first }.filter { seen.insert($0).inserted }.sorted()
    }

    /// Entries whose name, categories or keywords contain every word of `query` (case-insensitive), best match
    /// first: exact name, then name prefix, word prefix, keyword and substring (see `SearchRank`), then shorter names,
    /// then by name. `lock` finds `lock` and `lock.fill` before `clock`.
    public func search(_ query: String) -> [Entry] {
        let words = query.lowercased().split(separator: " ").map(String.init)
        guard !words.isEmpty else { return entries }
        let ranked: [(rank: SearchRank, entry: Entry)] = entries.compactMap { entry in
            // Names are lowercase already (``isSymbolName(_:)``); keywords mostly are, and are lowercased only if not.
            let keywords = (entry.categories + entry.keywords).map { keyword in
                keyword.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 } ? keyword.lowercased() : keyword
            }
            // The worst-matching word decides: every word must match, and `lock fill` ranks by how well both do.
            var worst = SearchRank.exactName
            for word in words {
                guard let rank = SearchRank(of: word, name: entry.name, keywords: keywords) else { return nil }
                worst = max(worst, rank)
            }
            return (worst, entry)
        }
        return ranked.sorted { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if a.entry.name.count != b.entry.name.count { return a.entry.name.count < b.entry.name.count }
            return a.entry.name < b.entry.name
        }.map(\.entry)
    }

    /// Resolves a requested name (see the type's discussion); throws with close matches when nothing fits.
    public func resolve(_ name: String) throws(SymbolLibraryError) -> Resolution {
        guard let (used, note) = SymbolNameResolver.resolve(name, exists: { byName[$0] != nil }, aliases: aliases),
              let entry = byName[used] else {
            let suggestions = SymbolNameResolver.closeMatches(to: name, among: entries.map(\.name) + aliases.keys.sorted())
            var message = "no symbol named `\(name)` in the library"
            if !suggestions.isEmpty { message += "; did you mean " + suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?" }
            throw SymbolLibraryError(message: message + " (`glyphsmith list` shows every name)")
        }
        try checkTemplate(entry)
        return Resolution(requested: name, entry: entry, note: note, path: templatePath(for: entry))
    }

    /// Throws unless the entry's template is a regular file reached under the library's folder without a link:
    /// a resolution hands its path to readers that follow links.
    private func checkTemplate(_ entry: Entry) throws(SymbolLibraryError) {
        do { try FileReader.checkContained(Self.templateFile(entry.name), under: folder) } catch {
            throw SymbolLibraryError(message: "the library's template for `\(entry.name)` cannot be read: \(error.description)")
        }
    }

    /// Resolves a name for a locale (`ar`, `he-IL`, `zh-Hans`), as the system picks SF Symbols' localized names: the
    /// name resolves as ``resolve(_:)`` does, then the variant for the locale's language (`character.ar`) is used
    /// when the library has it, else the `.rtl` variant for a language written right to left, else the name itself.
    /// A locale with no variant, or one the library does not know, falls back without an error.
    public func resolve(_ name: String, locale: String?) throws(SymbolLibraryError) -> Resolution {
        let base = try resolve(name)
        guard let locale, let variant = localizations.variant(of: base.entry.name, locale: locale, exists: { byName[$0] != nil }),
              let entry = byName[variant] else { return base }
        try checkTemplate(entry)
        let note = "`\(variant)` is the \(locale) variant of `\(base.entry.name)`"
        return Resolution(requested: name, entry: entry, note: base.note.map { $0 + "; " + note } ?? note, path: templatePath(for: entry))
    }

    /// The symbol for a name, resolved as ``resolve(_:)`` does, with its preferred rendering mode set.
    ///
    /// Its `Symbol.name` is the name it resolved to; when that differs from `name` (an alias, a variant order, a
    /// fallback such as `speaker.wave.3.circle` → `speaker.wave.3`), its `Symbol.warnings` start with a warning that
    /// says why, as the command line's does (the file named is the requested name).
    public func symbol(named name: String) throws(SymbolLibraryError) -> Symbol {
        try symbol(named: name, locale: nil)
    }

    /// The symbol for a name in a locale, resolved as ``resolve(_:locale:)`` does (a warning first in its warnings
    /// names the localized variant used).
    public func symbol(named name: String, locale: String?) throws(SymbolLibraryError) -> Symbol {
        let resolution = try resolve(name, locale: locale)
        var symbol = try symbol(for: resolution.entry)
        symbol.name = resolution.entry.name
        if let note = resolution.note { symbol.warnings.insert(Diagnostic(.warning, "\(note) (library symbol)", file: name), at: 0) }
        return symbol
    }
}

/// A name the library cannot resolve, or a library that cannot be read.
public struct SymbolLibraryError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with close matches for unknown names.
    public var message: String
    /// The message.
    public var description: String { message }
}

extension Symbol {
    /// The bundled library's symbol for `systemName`, resolved as ``SymbolLibrary/resolve(_:)`` does
    /// (aliases, canonical variant order, fallback to the base symbol). ``name`` is the name used; a name that
    /// differs from `systemName` has a warning first in ``warnings`` saying why.
    public init(systemName: String) throws(SymbolLibraryError) {
        self = try SymbolLibrary.bundled().symbol(named: systemName)
    }

    /// The bundled library's symbol for `systemName` in a locale (UIKit's `UIImage.Configuration(locale:)`): its
    /// localized variant when the library has one (`character` in `ar` → `character.ar`; `list.number` in `he` →
    /// `list.number.rtl`), else the symbol itself, with no error for a locale the library has nothing for.
    public init(systemName: String, locale: String?) throws(SymbolLibraryError) {
        self = try SymbolLibrary.bundled().symbol(named: systemName, locale: locale)
    }
}
