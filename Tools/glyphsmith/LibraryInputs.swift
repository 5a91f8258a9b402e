import SymbolFormat
import SymbolLibrary
import SymbolCore

/// Catalog names where the command line takes files: `glyphsmith render heart.circle.fill -o out/`.
enum LibraryInputs {
    /// An input shaped like a symbol name (no `/`, no `.svg` or `.svgz`); callers check first that no such file exists.
    static func looksLikeName(_ input: String) -> Bool {
        !FileSystem.containsSlash(input) && !input.lowercased().hasSuffix(".svg") && !input.lowercased().hasSuffix(".svgz")
            && input != "-" && !input.isEmpty
    }

    /// The template path of a library name, with a warning saying which name was used when it differs; or an error
    /// with close matches.
    static func resolve(_ name: String, locale: String? = nil) -> (path: String?, diagnostic: Diagnostic?) {
        // A library name as it is written needs no index: its template is found by name.
        if locale == nil, let path = SymbolLibrary.bundledTemplatePath(exactly: name) { return (path, nil) }
        do {
            let resolution = try SymbolLibrary.bundled().resolve(name, locale: locale)
            let note = resolution.note.map { Diagnostic(.warning, "\($0) (library symbol)", file: name) }
            return (resolution.path, note)
        } catch {
            return (nil, Diagnostic(.error, "no such file or folder, and \(error.message)", file: name))
        }
    }

    /// `input` itself, or the template of the library name it is; errors and notes are printed.
    static func path(for input: String) -> String? {
        guard looksLikeName(input), FileSystem.kind(of: input) == .missing else { return input }
        let (path, diagnostic) = resolve(input)
        if let diagnostic { printError(diagnostic.description) }
        return path
    }

    /// The bundled library, its index's problems printed (each a located error in `index.json`; the entries they
    /// name are left out); nil, with the reason printed, when there is none to read. Callers go on with what the
    /// library holds and exit non-zero when ``SymbolLibrary/diagnostics`` is not empty.
    static func bundledLibrary() -> SymbolLibrary? {
        do {
            let library = try SymbolLibrary.bundled()
            for diagnostic in library.diagnostics { printError(diagnostic.description) }
            return library
        } catch {
            printError("error: \(error.message)")
            return nil
        }
    }
}
