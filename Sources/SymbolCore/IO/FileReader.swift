import CPlatform
import Synchronization

/// Reads whole files with a size limit, reporting failures as diagnostics that name the file.
package enum FileReader {
    /// Reads the file at `path`; files larger than `maximumSize` bytes are refused before reading. Only regular
    /// files are read: the file is opened without blocking (a FIFO or a device would otherwise wait for a writer
    /// for ever) and refused before any byte is read when it is not a regular file.
    ///
    /// A path spelled under a folder given to ``containFolder(_:)`` (a symbol library's) is read as
    /// ``read(_:under:maximumSize:)`` reads it, without following a link below that folder: a library name
    /// resolves to a path that `render`, `info`, `export`, `validate`, `import`, `preview` and catalog builds all read
    /// through here, so the check that the template is no link and the read are one open, not a check and a later
    /// read that a link swapped in between would lead elsewhere.
    package static func read(_ path: String, maximumSize: Int) throws(Diagnostic) -> [UInt8] {
        if let (folder, relative) = containment(of: path) { return try read(relative, under: folder, maximumSize: maximumSize) }
        let fd = cplatform_open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0)
        guard fd >= 0 else { throw Diagnostic(.error, "cannot open: \(String(cString: strerror(cplatform_errno())))", file: path) }
        defer { close(fd) }
        return try read(descriptor: fd, path: path, maximumSize: maximumSize)
    }

    /// Reads the file `relative` names under `folder` without leaving it: `relative` is plain components (no
    /// `..`, `.` or empty ones), and no symbolic link below `folder` is followed, neither a folder on the way nor the
    /// file itself (`openat` with `O_NOFOLLOW` one component at a time). `folder` itself may be a link: the user
    /// named it. For data that names its own files, such as a downloaded symbol library's index.
    /// With `prefix`, reads at most that many bytes of a file of any size up to `maximumSize`.
    package static func read(_ relative: String, under folder: String, maximumSize: Int, prefix: Int? = nil) throws(Diagnostic) -> [UInt8] {
        let fd = try openContained(relative, under: folder)
        defer { close(fd) }
        return try read(descriptor: fd, path: FileSystem.join(folder, relative), maximumSize: maximumSize, prefix: prefix)
    }

    /// Folders whose files are read without following links below them: data that names its own files (a symbol
    /// library's `index.json` names its templates) and a catalog that lint walks without following links. Every
    /// later ``read(_:maximumSize:)`` of a path spelled under one is contained in it. Process-wide, as the library
    /// folder is: `SymbolLibrary` adds its folder when it is found or read, before any path in it is handed out,
    /// and `CatalogLinter` the catalog's before it walks it.
    package static func containFolder(_ folder: String) {
        // The root or the working folder would contain every path: a library is never either.
        guard !folder.isEmpty, folder != "/", folder != "." else { return }
        containedFolders.withLock { folders in if !folders.contains(where: { $0.utf8.elementsEqual(folder.utf8) }) { folders.append(folder) } }
    }

    private static let containedFolders = Mutex<[String]>([])

    /// The contained folder (``containFolder(_:)``) `path` is spelled under, and the rest of the path; nil when
    /// there is none.
    package static func containment(of path: String) -> (folder: String, relative: String)? {
        containedFolders.withLock { folders in
            for folder in folders {
                if let relative = FileSystem.relative(path, to: folder), !relative.isEmpty { return (folder, relative) }
            }
            return nil
        }
    }

    /// Whether `relative` is a regular file under `folder`, reached as ``read(_:under:maximumSize:)`` reaches it;
    /// the error says why not.
    package static func checkContained(_ relative: String, under folder: String) throws(Diagnostic) {
        let fd = try openContained(relative, under: folder)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFREG) else {
            throw Diagnostic(.error, "not a regular file", file: FileSystem.join(folder, relative))
        }
    }

    /// A descriptor of `relative` under `folder` (see ``read(_:under:maximumSize:)``), opened without blocking.
    private static func openContained(_ relative: String, under folder: String) throws(Diagnostic) -> Int32 {
        let path = FileSystem.join(folder, relative)
        var components = FileSystem.components(relative, omittingEmpty: false)
        guard let name = components.popLast(), !([name] + components).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw Diagnostic(.error, "not a path inside \(folder)", file: path)
        }
        var current = cplatform_open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard current >= 0 else { throw Diagnostic(.error, "cannot open the folder: \(String(cString: strerror(cplatform_errno())))", file: folder) }
        var walked = folder
        for component in components {
            walked = FileSystem.join(walked, component)
            let next = cplatform_openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
            let failure = cplatform_errno()
            if next < 0 {
                let link = isLink(component, in: current)
                close(current)
                throw Diagnostic(.error, link ? "is a symbolic link; files under \(folder) are read without following links" : "cannot open the folder: \(String(cString: strerror(failure)))", file: walked)
            }
            close(current)
            current = next
        }
        defer { close(current) }
        let fd = cplatform_openat(current, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0)
        guard fd >= 0 else {
            let failure = cplatform_errno()
            if isLink(name, in: current) { throw Diagnostic(.error, "is a symbolic link; files under \(folder) are read without following links", file: path) }
            throw Diagnostic(.error, "cannot open: \(String(cString: strerror(failure)))", file: path)
        }
        return fd
    }

    private static func isLink(_ name: String, in folder: Int32) -> Bool {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFLNK)
    }

    /// Reads the open file `fd` to its end (or its first `prefix` bytes); `path` names it in diagnostics. A
    /// descriptor that is not a regular file is refused before reading.
    package static func read(descriptor fd: Int32, path: String, maximumSize: Int, prefix: Int? = nil) throws(Diagnostic) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Diagnostic(.error, "cannot read: \(String(cString: strerror(cplatform_errno())))", file: path) }
        guard (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFREG) else { throw Diagnostic(.error, "not a regular file", file: path) }
        guard Int(info.st_size) <= maximumSize else {
            throw Diagnostic(.error, "file is \(info.st_size) bytes, more than the limit of \(maximumSize)", file: path)
        }
        let size = min(Int(info.st_size), prefix ?? Int.max)
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
            while total < size {
                let n = CPlatform.read(fd, buffer.baseAddress! + total, size - total)
                if n < 0 { if cplatform_errno() == EINTR || cplatform_errno() == EAGAIN { continue }; return cplatform_errno() }
                if n == 0 { break }
                total += n
            }
            return nil
        }
        if let failure { throw Diagnostic(.error, "cannot read: \(String(cString: strerror(failure)))", file: path) }
        if total < size { bytes.removeLast(size - total) }
        return bytes
    }

    /// Reads standard input to its end (at most `maximumSize` bytes), for `-` as an input.
    package static func readStandardInput(maximumSize: Int) throws(Diagnostic) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = CPlatform.read(STDIN_FILENO, &chunk, chunk.count)
            if n < 0 { if cplatform_errno() == EINTR { continue }; throw Diagnostic(.error, "cannot read: \(String(cString: strerror(cplatform_errno())))", file: "<stdin>") }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
            guard bytes.count <= maximumSize else {
                throw Diagnostic(.error, "more than the limit of \(maximumSize) bytes", file: "<stdin>")
            }
        }
    }
}
