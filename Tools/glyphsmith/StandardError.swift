import CPlatform

/// Writes one line to standard error in a single `write(2)`, so that lines from parallel workers never interleave.
func printError(_ line: String) {
    writeToStandardError(line + "\n")
}

/// Writes text to standard error as it is (progress redraws have no newline).
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 { if cplatform_errno() == EINTR { continue }; return }
            offset += written
        }
    }
}

extension String {
    /// The string padded with spaces on the right to `width` characters (never truncated): text tables.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
