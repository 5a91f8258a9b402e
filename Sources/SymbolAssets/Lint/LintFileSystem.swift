import CPlatform
import SymbolFormat
import SymbolCore

/// The linter's view of the disk: `lstat`, never `stat`, so that no link makes the walk loop or leave the catalog,
/// and reads that cannot block on a pipe or follow a link.
enum LintFileSystem {
    /// What a path names, links not followed.
    enum Entry: Sendable, Hashable {
        case missing
        case file(size: Int)
        /// A folder, with its device and inode so that a walk can refuse to enter one twice.
        case directory(device: UInt64, inode: UInt64)
        case symbolicLink
        /// A pipe, socket or device, with its kind for messages.
        case special(String)

        var isFile: Bool { if case .file = self { true } else { false } }
        var isDirectory: Bool { if case .directory = self { true } else { false } }
    }

    static func entry(_ path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): return .file(size: Int(info.st_size))
        case mode_t(S_IFDIR): return .directory(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        case mode_t(S_IFLNK): return .symbolicLink
        case mode_t(S_IFIFO): return .special("a named pipe (FIFO)")
        case mode_t(S_IFSOCK): return .special("a socket")
        case mode_t(S_IFCHR), mode_t(S_IFBLK): return .special("a device")
        default: return .special("not a regular file")
        }
    }

    /// Reads a regular file of at most `maximumSize` bytes. `O_NOFOLLOW` and `O_NONBLOCK` make a link or a pipe
    /// that replaced the file since `lstat` fail instead of leading elsewhere or waiting for a writer.
    /// With `prefix`, reads at most that many bytes of a file of any size (up to `maximumSize`).
    ///
    /// A path under the catalog being linted (``CatalogLinter`` contains its folder, see `FileReader.containFolder`)
    /// is opened one component at a time without following a link, so a folder the walk saw cannot be swapped for a
    /// link before the read; `O_NOFOLLOW` alone guards only the last component. Files beside the catalog (its
    /// roles file, the target's `Info.plist`) are opened with `O_NOFOLLOW`.
    static func read(_ path: String, maximumSize: Int, prefix: Int? = nil) throws(Diagnostic) -> [UInt8] {
        if let (folder, relative) = FileReader.containment(of: path) {
            return try FileReader.read(relative, under: folder, maximumSize: maximumSize, prefix: prefix)
        }
        let fd = cplatform_open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0)
        guard fd >= 0 else { throw Diagnostic(.error, "cannot open: \(String(cString: strerror(cplatform_errno())))", file: path) }
        defer { close(fd) }
        return try FileReader.read(descriptor: fd, path: path, maximumSize: maximumSize, prefix: prefix)
    }
}
