import SymbolFormat

/// Expands command-line inputs into the list of SVG files to render.
enum InputCollector {
    struct Result {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Files are taken as given; folders contribute their `.svg` files (not recursive), sorted by name so that
    /// output order and numbering are deterministic.
    static func collect(_ inputs: [String]) -> Result {
        var result = Result()
        for input in inputs {
            if input == "-" {  // standard input
                result.files.append(input)
                continue
            }
            switch FileSystem.kind(of: input) {
            case .missing:
                result.diagnostics.append(Diagnostic(.error, "no such file or folder", file: input))
            case .directory:
                let names: [String]
                do { names = try FileSystem.contents(of: input) } catch {
                    result.diagnostics.append(error)
                    continue
                }
                let svgs = names.filter { $0.lowercased().hasSuffix(".svg") }
                if svgs.isEmpty {
                    result.diagnostics.append(Diagnostic(.warning, "the folder holds no .svg files", file: input))
                }
                result.files += svgs.map { FileSystem.join(input, $0) }
            case .file, .other:
                result.files.append(input)
            }
        }
        return result
    }
}
