import CPlatform

/// Writes files so that readers see either no file, the old file or the complete new one — never a partial write.
///
/// On Linux the bytes go to an unnamed `O_TMPFILE` inode in the target's directory, which is linked under its
/// name only once complete: one directory operation per new file, which matters in batches of thousands. When
/// the target exists (or `O_TMPFILE` is unavailable) the bytes go to a named temporary file that is renamed over
/// the target.
package enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically. On failure nothing is left behind.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let directory = FileSystem.parent(path) ?? "."
        #if os(Linux)
        // O_TMPFILE is a macro Swift cannot import: __O_TMPFILE (0o20000000) | O_DIRECTORY.
        let fd = cplatform_open(directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o666)
        if fd >= 0 {
            if let failure = writeAll(bytes, to: fd) {
                close(fd)
                throw FileWriteError(path: path, reason: failure)
            }
            let procPath = "/proc/self/fd/\(fd)"
            if linkat(AT_FDCWD, procPath, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 {
                close(fd)
                return
            }
            let linkError = cplatform_errno()
            guard linkError == EEXIST else {
                close(fd)
                throw FileWriteError(path: path, reason: String(cString: strerror(linkError)))
            }
            // Replace an existing file: link under a temporary name, then rename over the target.
            let temporary = "\(directory)/.glyphsmith-\(getpid())-\(fd)-\(UInt32.random(in: 0...UInt32.max))"
            let linked = linkat(AT_FDCWD, procPath, AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0
            close(fd)
            if linked {
                guard rename(temporary, path) == 0 else {
                    let reason = systemError()
                    unlink(temporary)
                    throw FileWriteError(path: path, reason: reason)
                }
                return
            }
        }
        #endif
        try writeViaNamedTemporary(bytes, to: path, directory: directory)
    }

    private static func writeViaNamedTemporary(_ bytes: [UInt8], to path: String, directory: String) throws(FileWriteError) {
        var template = Array("\(directory)/.glyphsmith-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileWriteError(path: path, reason: systemError()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let failure = writeAll(bytes, to: fd)
        // mkstemp creates 0600; give the file the usual permissions under the user's umask.
        fchmod(fd, 0o666 & ~processUmask)
        let closed = close(fd)
        if let failure {
            unlink(temporary)
            throw FileWriteError(path: path, reason: failure)
        }
        guard closed == 0, rename(temporary, path) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw FileWriteError(path: path, reason: reason)
        }
    }

    /// Read once: reading the umask means setting it, which is not thread-safe to repeat around every write.
    private static let processUmask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    /// Writes every byte to `fd`, retrying interrupted writes; the system's reason on failure.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let n = CPlatform.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if cplatform_errno() == EINTR { continue }
                    return systemError()
                }
                written += n
            }
            return nil
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(cplatform_errno()))
    }
}

/// Why a file could not be written: the path and the system's reason. Each module turns it into its own error.
package struct FileWriteError: DiagnosticConvertible, Sendable, Hashable {
    /// The file that was being written.
    package var path: String
    /// The system's reason (`strerror`).
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write PATH: REASON`, as every writer of the package words it.
    package var description: String { "cannot write \(path): \(reason)" }
}
