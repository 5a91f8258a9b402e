#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SymbolFormat

/// Where the bundled library's files are found.
///
/// Not through SwiftPM resources: their generated accessor links Foundation into every client, which the
/// libraries and the command line avoid (its start-up costs a millisecond per process). The folder is looked up,
/// first match wins:
/// 1. `$GLYPHSMITH_SYMBOLS`;
/// 2. next to the executable: `glyphsmith-symbols/`, or `../share/glyphsmith/Symbols/` (an installed copy);
/// 3. this package's own `Symbols/` folder, where SwiftPM built it from (a checkout or a dependency's checkout).
public enum SymbolLibraryLocation {
    /// The folder holding the bundled library's `index.json`, or nil.
    public static func bundledFolder() -> String? {
        candidates().first { FileSystem.kind(of: FileSystem.join($0, "index.json")) == .file }
    }

    static func candidates() -> [String] {
        var result: [String] = []
        if let override = getenv("GLYPHSMITH_SYMBOLS") { result.append(String(cString: override)) }
        if let executable = executableFolder() {
            result.append(FileSystem.join(executable, "glyphsmith-symbols"))
            result.append(FileSystem.join(executable, "../share/glyphsmith/Symbols"))
        }
        // #filePath is …/Symbols/Library/SymbolLibraryLocation.swift.
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 2 {
            parts.removeLast(2)
            result.append(parts.joined(separator: "/"))
        }
        return result
    }

    private static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
