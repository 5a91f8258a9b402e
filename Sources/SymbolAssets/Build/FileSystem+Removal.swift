#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Whether anything is at `path` (a link to nothing counts as nothing).
    static func exists(_ path: String) -> Bool { kind(of: path) != .missing }

    /// Removes a folder the builder made and everything in it (its own staging folder only).
    static func removeTree(_ path: String) {
        if kind(of: path) == .directory, let names = try? contents(of: path) {
            for name in names { removeTree(join(path, name)) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Removes the now-empty folders above `relativePath` inside `root`, deepest first, stopping at the first that
    /// still holds something (a removed image set's folder goes; the catalog stays while it has other sets).
    static func removeEmptyParents(of relativePath: String, under root: String) {
        var parts = relativePath.split(separator: "/").dropLast()
        while !parts.isEmpty {
            let folder = join(root, parts.joined(separator: "/"))
            guard rmdir(folder) == 0 else { return }
            parts.removeLast()
        }
    }
}
