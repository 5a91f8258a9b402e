import CPlatform
import SymbolCore
import SymbolImport
import SymbolRender

/// Imports plain SVG icons into a folder, as `glyphsmith import` does: each input becomes `NAME.svg`, a symbol
/// template, or `NAME.symbolset/` with its `Contents.json`, ready for an asset catalog. Files are spread over cores.
///
/// ```swift
/// let writer = SymbolImportWriter(importer: SymbolImporter(options: SymbolImportOptions()), folder: "Imported",
///                                 format: .symbolSet)
/// let imported = writer.run(["icons/bell.svg", "icons/gear.svg"], workers: 2) { event in print(event) }
/// ```
public struct SymbolImportWriter: Sendable {
    /// What each input becomes.
    public enum Format: String, CaseIterable, Sendable {
        /// `NAME.svg`.
        case template
        /// `NAME.symbolset/NAME.svg` and `NAME.symbolset/Contents.json`.
        case symbolSet = "symbolset"
    }

    /// What the writer tells its caller as it goes, from worker threads.
    public enum Event: Sendable {
        /// A file's error.
        case problem(Diagnostic)
        /// A file ended, written or failed.
        case finished(input: String, warnings: [Diagnostic], total: Int, failed: Bool)
    }

    /// Turns each drawing into a template.
    public var importer: SymbolImporter
    /// The folder the templates or symbol sets are written into.
    public var folder: String
    /// What each input becomes.
    public var format: Format
    /// Writes the files and refuses to overwrite what it protects (the inputs) or what is not an SVG or JSON document.
    public var writer: OutputWriter
    /// An Ultralight drawing of a single input, whose outlines become the light master, or nil.
    public var ultralight: String?
    /// A Black drawing of a single input, whose outlines become the heavy master, or nil.
    public var black: String?

    /// A writer into `folder`; by default one that protects nothing.
    public init(importer: SymbolImporter, folder: String, format: Format = .template, writer: OutputWriter = OutputWriter(),
                ultralight: String? = nil, black: String? = nil) {
        self.importer = importer
        self.folder = folder
        self.format = format
        self.writer = writer
        self.ultralight = ultralight
        self.black = black
    }

    /// The error of two inputs that would write one name (the second would replace the first), or nil.
    public static func nameClash(in files: [String]) -> Diagnostic? {
        var seen: [String: String] = [:]
        for file in files {
            let name = SymbolImporter.symbolName(file)
            if let other = seen[name] {
                return Diagnostic(.error, "\(file) and \(other) would both become '\(name)'; import them into different folders")
            }
            seen[name] = file
        }
        return nil
    }

    /// Imports `files` on up to `workers` threads into the (existing) folder; returns how many were written.
    /// `events` hears each file's problem and end.
    public func run(_ files: [String], workers: Int, events: @Sendable (Event) -> Void = { _ in }) -> Int {
        let outcomes = ParallelWork.map(files.count, workers: min(workers, files.count)) { index -> Bool in
            let file = files[index]
            do throws(Diagnostic) {
                let warnings = try write(file)
                events(.finished(input: file, warnings: warnings, total: files.count, failed: false))
                return true
            } catch {
                events(.problem(error))
                events(.finished(input: file, warnings: [], total: files.count, failed: true))
                return false
            }
        }
        return outcomes.filter { $0 }.count
    }

    /// Imports one file and writes its template (or symbol set); returns the warnings.
    public func write(_ file: String) throws(Diagnostic) -> [Diagnostic] {
        let name = SymbolImporter.symbolName(file)
        let result = try importer.importSymbol(contentsOf: file, name: name, ultralight: ultralight, black: black)
        let template = result.template
        var targets: [(path: String, bytes: [UInt8], kind: OutputWriter.Kind)] = []
        var newFolder: String?
        switch format {
        case .template:
            targets.append((FileSystem.join(folder, name + ".svg"), template, .svg))
        case .symbolSet:
            let setFolder = FileSystem.join(folder, name + ".symbolset")
            if FileSystem.kind(of: setFolder) == .missing { newFolder = setFolder }
            try FileSystem.createDirectory(setFolder)
            targets.append((FileSystem.join(setFolder, name + ".svg"), template, .svg))
            targets.append((FileSystem.join(setFolder, "Contents.json"), ContentsJSON.symbolSet(file: name + ".svg", renderingIntent: nil), .json))
        }
        for (index, target) in targets.enumerated() {
            do { try writer.write(target.bytes, to: target.path, kind: target.kind) } catch {
                // A symbol set this run started is taken back whole rather than left half-written.
                if let newFolder {
                    for written in targets[..<index] { unlink(written.path) }
                    rmdir(newFolder)
                }
                throw error.diagnostic(file: target.path)
            }
        }
        return result.warnings
    }
}
