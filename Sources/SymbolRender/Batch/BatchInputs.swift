import SymbolFormat
import SymbolCore

/// Expands a batch's inputs (files, folders, and what a caller's resolver makes of other names) into the list of
/// SVG files to render, as `glyphsmith render` takes them.
public enum BatchInputs {
    /// The files found, in order, with where each was found.
    public struct Result: Sendable {
        /// The SVG files, in the order given (a folder's in name order).
        public var files: [String] = []
        /// For each file, the folder below its input folder it was found in ("" for files given directly).
        public var relativeFolders: [String] = []
        /// Inputs that were not there, folders without SVGs, and what the resolver said.
        public var diagnostics: [Diagnostic] = []

        /// The files with their relative folders, as ``RenderJob/jobs(_:output:singleFile:scales:sizes:naming:)`` takes them.
        public var located: [(path: String, relativeFolder: String)] { Array(zip(files, relativeFolders)) }
    }

    /// What a caller makes of an input that is not a file or a folder (the command line: a library symbol's name):
    /// a path to use and a diagnostic to report, or nil when the input is just missing.
    public typealias NameResolver = @Sendable (_ input: String) -> (path: String?, diagnostic: Diagnostic?)?

    /// Files are taken as given; `-` is standard input; folders contribute their `.svg` files (with `recursive`,
    /// those of their subfolders too), sorted by name so that output order and numbering are deterministic; other
    /// names go to `resolvingName`, and are missing when it has nothing to say.
    public static func collect(_ inputs: [String], recursive: Bool = false, resolvingName: NameResolver = { _ in nil }) -> Result {
        var result = Result()
        for input in inputs {
            if input == "-" {  // standard input
                result.files.append(input)
                result.relativeFolders.append("")
                continue
            }
            switch FileSystem.kind(of: input) {
            case .missing where resolvingName(input) != nil:
                let (path, diagnostic) = resolvingName(input)!
                if let diagnostic { result.diagnostics.append(diagnostic) }
                if let path {
                    result.files.append(path)
                    result.relativeFolders.append("")
                }
            case .missing:
                result.diagnostics.append(Diagnostic(.error, "no such file or folder", file: input))
            case .directory:
                let before = result.files.count
                walk(input, relative: "", recursive: recursive, into: &result)
                if result.files.count == before {
                    result.diagnostics.append(Diagnostic(.warning, "the folder holds no .svg files", file: input))
                }
            case .file, .other:
                result.files.append(input)
                result.relativeFolders.append("")
            }
        }
        return result
    }

    private static func walk(_ folder: String, relative: String, recursive: Bool, into result: inout Result) {
        let names: [String]
        do { names = try FileSystem.contents(of: folder) } catch {
            result.diagnostics.append(error)
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            if name.lowercased().hasSuffix(".svg") || name.lowercased().hasSuffix(".svgz") {
                result.files.append(path)
                result.relativeFolders.append(relative)
            } else if recursive, FileSystem.kind(of: path) == .directory {
                walk(path, relative: relative.isEmpty ? name : relative + "/" + name, recursive: true, into: &result)
            }
        }
    }
}
