import CPlatform
import SymbolCore

// Every human-readable line goes out through these functions, escaped as `Diagnostic.escaping` escapes (controls,
// bidi and other format characters, line separators): a file name, folder name or string from hostile input can
// neither forge a line of its own (nor a CI workflow command) nor reorder or recolour the terminal. Machine output
// (JSON, SARIF, GitHub annotations) is escaped by its own writer and printed with `print`.

/// Writes one line to standard error in a single `write(2)`, so that lines from parallel workers never interleave;
/// a newline inside `line` is escaped, never printed.
func printError(_ line: String) {
    writeToStandardError(Diagnostic.escaping(line) + "\n")
}

/// Writes text of several lines (a report, a usage message) to standard error, each line escaped.
func printErrorLines(_ text: String) {
    writeToStandardError(escapingLines(text) + "\n")
}

/// Prints one human-readable line on standard output (a name, a path), a newline inside it escaped.
func printLine(_ line: String) {
    print(Diagnostic.escaping(line))
}

/// Prints human-readable text of several lines on standard output, each line escaped.
func printLines(_ text: String) {
    print(escapingLines(text))
}

/// `text` with each line escaped and the lines kept.
func escapingLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { Diagnostic.escaping(String($0)) }.joined(separator: "\n")
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
