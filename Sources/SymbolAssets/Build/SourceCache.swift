import CPlatform
import Synchronization
import SymbolCore
import SymbolLibrary

/// Source files read once per build, shared by the worker threads: their bytes' hashes for recipes, and their
/// parsed symbols for renders (an image set reads its SVG once for all twelve variants).
final class SourceCache: Sendable {
    private let baseFolder: String
    private let limits: XMLLimits
    private let warningsAsErrors: Bool
    private let allowsOutside: Bool
    /// What draws the `<text>` of plain SVG sources: the process's shaper, or one that also sees the manifest's
    /// `fontDirectories`.
    private let textShaper: (any TextShaper)?
    /// The manifest's folder as spelled, made absolute, and with every link resolved: an absolute source under
    /// either is a source in the folder.
    private let absoluteBase: String?
    private let resolvedBase: String?
    private let bytes = Mutex<[String: Result<[UInt8], Diagnostic>]>([:])
    private let symbols = Mutex<[String: Result<Symbol, Diagnostic>]>([:])

    /// The bundled library's folder, when there is one: a manifest's `"symbol"` names a template there.
    private static let libraryFolder: String? = SymbolLibraryLocation.bundledFolder()

    init(baseFolder: String, limits: XMLLimits = .default, warningsAsErrors: Bool = false, allowsOutside: Bool = false,
         textShaper: (any TextShaper)? = TextShaping.shaper) {
        self.baseFolder = baseFolder
        self.textShaper = textShaper
        self.limits = limits
        self.warningsAsErrors = warningsAsErrors
        self.allowsOutside = allowsOutside
        resolvedBase = Self.resolve(baseFolder)
        absoluteBase = Self.absolute(baseFolder)
    }

    /// Whether a source with any warning fails (`--warnings-as-errors`).
    var failsOnWarnings: Bool { warningsAsErrors }

    /// The file system path of a source as the manifest spells it.
    func path(_ source: String) -> String {
        FileSystem.isAbsolute(source) ? source : FileSystem.join(baseFolder, source)
    }

    /// The source's bytes.
    func bytes(_ source: String) throws(Diagnostic) -> [UInt8] {
        if let cached = bytes.withLock({ $0[source] }) { return try cached.get() }
        let path = path(source)
        let result: Result<[UInt8], Diagnostic>
        do throws(Diagnostic) {
            result = .success(try read(source, path: path))
        } catch {
            result = .failure(error)
        }
        bytes.withLock { $0[source] = result }
        return try result.get()
    }

    /// The source parsed as a template or plain SVG.
    func symbol(_ source: String) throws(Diagnostic) -> Symbol {
        if let cached = symbols.withLock({ $0[source] }) { return try cached.get() }
        let path = path(source)
        let result: Result<Symbol, Diagnostic>
        do throws(Diagnostic) {
            let data = try bytes(source)
            let stem = FileSystem.stem(FileSystem.lastComponent(path), droppingExtension: ".svg")
            let symbol = try Symbol(svg: data, name: stem, file: path, limits: limits, textShaper: textShaper)
            if warningsAsErrors { try symbol.requireNoWarnings() }
            result = .success(symbol)
        } catch {
            result = .failure(error)
        }
        symbols.withLock { $0[source] = result }
        return try result.get()
    }

    /// Sources are read only from the manifest's folder tree: a path that leaves it (by `..` or from the root) is
    /// refused before anything is opened, and the file is opened under the folder one component at a time without
    /// following a link (``FileReader/read(_:under:maximumSize:)``), so that what is checked is what is read: a
    /// link swapped in after a check cannot lead the read elsewhere. The library's templates (a manifest's
    /// `"symbol"`) are read under the library's folder the same way. `allowsOutside` reads any path, links followed.
    private func read(_ source: String, path: String) throws(Diagnostic) -> [UInt8] {
        if allowsOutside { return try FileReader.read(path, maximumSize: limits.maximumFileSize) }
        if let library = Self.libraryFolder, let relative = FileSystem.relative(path, to: library), !relative.isEmpty {
            return try FileReader.read(relative, under: library, maximumSize: limits.maximumFileSize)
        }
        guard let relative = inside(source) else {
            let resolved = Self.resolve(path).map { " (it resolves to '\($0)')" } ?? ""
            throw Diagnostic(.error, "is outside the manifest's folder\(resolved); sources are read only from the manifest's folder tree unless --allow-sources-outside is given", file: path)
        }
        do {
            return try FileReader.read(relative, under: baseFolder, maximumSize: limits.maximumFileSize)
        } catch where error.message.contains("symbolic link") {
            throw Diagnostic(.error, error.message + " (a link could lead outside the manifest's folder; --allow-sources-outside follows links)", file: error.file)
        }
    }

    /// The source as a path under the manifest's folder (`.` and `a/..` taken out as spelled; nothing on the way is
    /// a link, which the read checks), or nil when it is spelled outside it or is the folder itself.
    private func inside(_ source: String) -> String? {
        contained(source).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `path` as a path under the manifest's folder, `""` for the folder itself (a font folder may be it), or nil
    /// when it is spelled outside it.
    func contained(_ path: String) -> String? {
        if FileSystem.isAbsolute(path) {
            for base in [absoluteBase, resolvedBase].compactMap({ $0 }) {
                if let relative = FileSystem.relative(path, to: base) { return Self.normalized(relative) }
            }
            return nil
        }
        return Self.normalized(path)
    }

    /// `path`'s components with `.` dropped and `a/..` taken out (`""` when none is left); nil when a `..` climbs
    /// above its start.
    private static func normalized(_ path: String) -> String? {
        var kept: [String] = []
        for component in FileSystem.components(path) where component != "." {
            if component == ".." {
                guard kept.popLast() != nil else { return nil }
            } else {
                kept.append(component)
            }
        }
        return kept.joined(separator: "/")
    }

    /// `path` made absolute against the working folder, as spelled (no link resolved).
    private static func absolute(_ path: String) -> String? {
        if FileSystem.isAbsolute(path) { return path }
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        let folder = String(cString: cwd)
        guard let relative = normalized(path) else { return FileSystem.join(folder, path) }
        return relative.isEmpty ? folder : FileSystem.join(folder, relative)
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
