#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old file or the complete new one, never a partial write:
/// the bytes go to a temporary file in the same directory, which is then renamed over the target.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically. On failure nothing is left behind.
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let directory: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            directory = "."
        }
        var template = Array("\(directory)/.glyphsmith-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .write(path: path, reason: systemError()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        let failure: String? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return systemError()
                }
                written += n
            }
            return nil
        }
        // mkstemp creates 0600; give the file the usual permissions under the user's umask.
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        let closed = close(fd)
        if let failure {
            unlink(temporary)
            throw .write(path: path, reason: failure)
        }
        guard closed == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw .write(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = systemError()
            unlink(temporary)
            throw .write(path: path, reason: reason)
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
