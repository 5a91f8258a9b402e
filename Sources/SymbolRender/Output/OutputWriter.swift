import CPlatform
import SymbolCore

/// Where a rendered file goes, with the rules that keep a write from destroying anything:
///
/// - `-` is standard output;
/// - a symbolic link is written through (its target is replaced, the link stays a link);
/// - devices, FIFOs and sockets (`/dev/stdout`, a pipe) are opened and written, never replaced;
/// - a regular file is replaced atomically (temporary file, then rename), but never when it is one of the inputs,
///   and never when it holds something other than the kind of file being written (unless `force`);
/// - a folder is never replaced.
public struct OutputWriter: Sendable {
    /// The kind of file being written, recognised by its first bytes when it already exists.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case png, pdf, svg, json, gif

        /// Whether `bytes` (a file's start) look like this kind of file.
        package func recognizes(_ bytes: [UInt8]) -> Bool {
            switch self {
            case .png: return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
            case .pdf: return bytes.starts(with: Array("%PDF".utf8))
            case .gif: return bytes.starts(with: Array("GIF8".utf8))
            case .svg:
                let text = String(decoding: bytes, as: UTF8.self)
                return text.contains("<svg") || text.hasPrefix("<?xml")
            case .json:
                return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }.map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") } ?? false
            }
        }
    }

    /// Files that must never be written over (the inputs of the run), by device and inode.
    package var protected: [FileIdentity]
    /// Replace an existing regular file of another kind.
    public var force: Bool

    /// Creates a writer protecting `inputs` (paths; those that do not exist are skipped).
    public init(protecting inputs: [String] = [], force: Bool = false) {
        protected = inputs.compactMap(FileIdentity.init(path:))
        self.force = force
    }

    /// Writes `bytes` to the regular file `path` atomically, its failure as a render error.
    static func replace(_ path: String, with bytes: [UInt8]) throws(RenderError) {
        do { try AtomicFileWriter.write(bytes, to: path) } catch { throw RenderError(error) }
    }

    /// Writes `bytes` of `kind` to `path` by the rules above.
    public func write(_ bytes: [UInt8], to path: String, kind: Kind) throws(RenderError) {
        if path == "-" { return try Self.writeAll(bytes, to: STDOUT_FILENO, path: "standard output") }
        var info = stat()
        // lstat first: a path that names nothing at all (the usual case in a batch) costs one call, not two.
        guard lstat(path, &info) == 0 else { return try Self.replace(path, with: bytes) }
        if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK), stat(path, &info) != 0 {
            // A link to nothing: a new file, created atomically where the link points.
            return try Self.replace(Self.resolvingLinks(path), with: bytes)
        }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFDIR):
            throw .write(path: path, reason: "it is a folder")
        case mode_t(S_IFREG):
            if protected.contains(FileIdentity(info)) {
                throw .write(path: path, reason: "it is one of the inputs; refusing to write over it")
            }
            // The file the path (and any links on it) names: replaced atomically, so links stay links.
            guard let resolved = realpath(path, nil) else { throw .write(path: path, reason: String(cString: strerror(cplatform_errno()))) }
            let target = String(cString: resolved)
            free(resolved)
            if !force, let start = Self.firstBytes(of: target), !start.isEmpty, !kind.recognizes(start) {
                throw .write(path: path, reason: "it exists and is not a \(kind.rawValue.uppercased()) file; pass --force to replace it")
            }
            try Self.replace(target, with: bytes)
        default:
            // A device, FIFO or socket (/dev/stdout, a pipe): write into it; replacing it would break what it connects.
            let fd = cplatform_open(path, O_WRONLY | O_CLOEXEC, 0)
            guard fd >= 0 else { throw .write(path: path, reason: String(cString: strerror(cplatform_errno()))) }
            defer { close(fd) }
            try Self.writeAll(bytes, to: fd, path: path)
        }
    }

    /// `path` with its own symbolic links followed, for a path that names nothing yet (a dangling link gives the path
    /// of its target, which is then created).
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else { return current }
            var buffer = [CChar](repeating: 0, count: 4097)
            let length = readlink(current, &buffer, 4096)
            guard length > 0 else { return current }
            let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if FileSystem.isAbsolute(link) {
                current = link
            } else if let parent = FileSystem.parent(current) {
                current = FileSystem.join(parent, link)
            } else {
                current = link
            }
        }
        return current
    }

    private static func firstBytes(of path: String) -> [UInt8]? {
        let fd = cplatform_open(path, O_RDONLY | O_CLOEXEC, 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(fd, &buffer, buffer.count)
        return count >= 0 ? Array(buffer[0..<count]) : nil
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(RenderError) {
        if let reason = AtomicFileWriter.writeAll(bytes, to: fd) { throw .write(path: path, reason: reason) }
    }
}

/// A file's device and inode: the same file whatever path (or link) names it.
package struct FileIdentity: Sendable, Hashable {
    package let device: UInt64
    package let inode: UInt64

    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity of the file at `path` (links followed), or nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
