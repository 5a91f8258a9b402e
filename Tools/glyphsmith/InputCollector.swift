import SymbolFormat

/// Expands command-line inputs into the list of SVG files to render.
enum InputCollector {
    struct Result {
        var files: [String] = []
        /// For each file, the folder below its input folder it was found in ("" for files given directly).
        var relativeFolders: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Files are taken as given; names of the bundled library (`heart.fill`) become their templates; folders contribute their `.svg` files (with `recursive`, those of their subfolders
    /// too), sorted by name so that output order and numbering are deterministic.
    static func collect(_ inputs: [String], recursive: Bool = false, locale: String? = nil) -> Result {
        var result = Result()
        for input in inputs {
            if input == "-" {  // standard input
                result.files.append(input)
                result.relativeFolders.append("")
                continue
            }
            switch FileSystem.kind(of: input) {
            case .missing where LibraryInputs.looksLikeName(input):
                let (path, diagnostic) = LibraryInputs.resolve(input, locale: locale)
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
            if name.lowercased().hasSuffix(".svg") {
                result.files.append(path)
                result.relativeFolders.append(relative)
            } else if recursive, FileSystem.kind(of: path) == .directory {
                walk(path, relative: relative.isEmpty ? name : relative + "/" + name, recursive: true, into: &result)
            }
        }
    }
}
