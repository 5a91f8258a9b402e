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
    /// The manifest's folder with every link resolved, against which sources are checked; nil when it cannot
    /// be resolved (then every source is refused unless `allowsOutside`).
    private let resolvedBase: String?
    private let bytes = Mutex<[String: Result<[UInt8], Diagnostic>]>([:])
    private let symbols = Mutex<[String: Result<Symbol, Diagnostic>]>([:])

    /// The bundled library's folder, links resolved, when there is one.
    private static let libraryFolder: String? = SymbolLibraryLocation.bundledFolder().flatMap(resolve)

    init(baseFolder: String, limits: XMLLimits = .default, warningsAsErrors: Bool = false, allowsOutside: Bool = false) {
        self.baseFolder = baseFolder
        self.limits = limits
        self.warningsAsErrors = warningsAsErrors
        self.allowsOutside = allowsOutside
        resolvedBase = Self.resolve(baseFolder)
    }

    /// Whether a source with any warning fails (`--warnings-as-errors`).
    var failsOnWarnings: Bool { warningsAsErrors }

    /// The file system path of a source as the manifest spells it.
    func path(_ source: String) -> String {
        source.hasPrefix("/") ? source : FileSystem.join(baseFolder, source)
    }

    /// The source's bytes.
    func bytes(_ source: String) throws(Diagnostic) -> [UInt8] {
        if let cached = bytes.withLock({ $0[source] }) { return try cached.get() }
        let path = path(source)
        let result: Result<[UInt8], Diagnostic>
        do throws(Diagnostic) {
            try checkInside(path)
            result = .success(try FileReader.read(path, maximumSize: limits.maximumFileSize))
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
            let symbol = try Symbol(svg: data, name: stem, file: path, limits: limits)
            if warningsAsErrors { try symbol.requireNoWarnings() }
            result = .success(symbol)
        } catch {
            result = .failure(error)
        }
        symbols.withLock { $0[source] = result }
        return try result.get()
    }

    /// Sources are read only from the manifest's folder tree: a path that leaves it (by `..`, from the root, or
    /// through a link inside the tree) is refused before it is opened, unless the builder allows it.
    private func checkInside(_ path: String) throws(Diagnostic) {
        guard !allowsOutside else { return }
        guard let resolved = Self.resolve(path) else { return }  // missing: the read reports it
        // The bundled library's templates, which a manifest names by `"symbol"`, are read where the library is.
        if let library = Self.libraryFolder, resolved.hasPrefix(library + "/") { return }
        guard let base = resolvedBase, resolved == base || resolved.hasPrefix(base == "/" ? "/" : base + "/") else {
            throw Diagnostic(.error, "is outside the manifest's folder (it resolves to '\(resolved)'); sources are read only from the manifest's folder tree unless --allow-sources-outside is given", file: path)
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
