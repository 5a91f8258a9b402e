import Foundation
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
        let fileManager = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                result.diagnostics.append(Diagnostic(.error, "no such file or folder", file: input))
                continue
            }
            if isDirectory.boolValue {
                guard let names = try? fileManager.contentsOfDirectory(atPath: input) else {
                    result.diagnostics.append(Diagnostic(.error, "cannot list the folder", file: input))
                    continue
                }
                let svgs = names.filter { $0.lowercased().hasSuffix(".svg") }.sorted()
                if svgs.isEmpty {
                    result.diagnostics.append(Diagnostic(.warning, "the folder holds no .svg files", file: input))
                }
                let base = input.hasSuffix("/") ? String(input.dropLast()) : input
                result.files += svgs.map { base + "/" + $0 }
            } else {
                result.files.append(input)
            }
        }
        return result
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
