import CPlatform
import SymbolFormat
import SymbolCore

/// Where the bundled library's files are found.
///
/// Not through SwiftPM resources: their generated accessor links Foundation into every client, which the
/// libraries and the command line avoid (its start-up costs a millisecond per process). The folder is looked up,
/// first match wins:
/// 1. `$GLYPHSMITH_SYMBOLS`, and only there when it is set (the user asked for that folder: falling back elsewhere
///    would hide a typo);
/// 2. next to the executable: `glyphsmith-symbols/`, or `../share/glyphsmith/Symbols/` (what `Tools/install` writes);
/// 3. this package's own `Symbols/` folder, where SwiftPM built it from (a checkout or a dependency's checkout);
///    not in the release binary (`Tools/build-release`), which holds no path of the machine that built it.
public enum SymbolLibraryLocation {
    /// The folder holding the bundled library's `index.json`, or nil.
    public static func bundledFolder() -> String? {
        let folder = candidates().first { FileSystem.kind(of: FileSystem.join($0, "index.json")) == .file }
        // Library data names its own files: every later read of a path under the folder is contained in it.
        if let folder { FileReader.containFolder(folder) }
        return folder
    }

    /// Why ``bundledFolder()`` found nothing, as a sentence that says what to do.
    public static func notFoundReason() -> String {
        if let override = environmentFolder() {
            return "GLYPHSMITH_SYMBOLS is `\(override)`, which holds no index.json; point it at the library's folder (a checkout's Symbols/, or share/glyphsmith/Symbols of an install), or unset it"
        }
        return "the bundled symbol library was not found next to the executable (../share/glyphsmith/Symbols, which Tools/install writes) nor in the checkout it was built from; set GLYPHSMITH_SYMBOLS to its folder"
    }

    static func environmentFolder() -> String? {
        getenv("GLYPHSMITH_SYMBOLS").map { String(cString: $0) }
    }

    static func candidates() -> [String] {
        if let override = environmentFolder() { return [override] }
        var result: [String] = []
        if let executable = executableFolder() {
            result.append(FileSystem.join(executable, "glyphsmith-symbols"))
            // The prefix is the executable's folder's parent (`/usr/local` for `/usr/local/bin`), named without `..`
            // so that `--version` prints a plain path.
            let prefix = FileSystem.parent(executable) ?? "."
            result.append(FileSystem.join(prefix, "share/glyphsmith/Symbols"))
        }
        // #filePath is …/Sources/SymbolLibrary/SymbolLibraryLocation.swift; the data is …/Symbols. Not in a release
        // binary (Tools/build-release defines GLYPHSMITH_RELOCATABLE): it would carry the build machine's path.
        #if !GLYPHSMITH_RELOCATABLE
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 3 {
            parts.removeLast(3)
            result.append(parts.joined(separator: "/") + "/Symbols")
        }
        #endif
        return result
    }

    private static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return FileSystem.parent(path)
    }
}
