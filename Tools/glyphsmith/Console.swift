import CPlatform
import Synchronization
import SymbolFormat
import SymbolRender
import SymbolCore

/// Progress and diagnostics on standard error: a redrawn `[n/total]` line on a terminal, occasional plain
/// lines otherwise (CI logs), every file with `--verbose`, nothing but errors with `--quiet`.
final class Console: Sendable {
    /// Files done, and whether a progress line waits to be redrawn or closed.
    struct State {
        var done = 0
        var lineIsOpen = false
    }

    let quiet: Bool
    let verbose: Bool
    private let redraw: Bool
    /// Shared by the workers that report.
    let state = Mutex(State())

    init(quiet: Bool, verbose: Bool) {
        self.quiet = quiet
        self.verbose = verbose
        let terminal = getenv("TERM").map { String(cString: $0) }
        redraw = !verbose && !quiet && isatty(STDERR_FILENO) == 1 && terminal != "dumb"
    }

    /// Prints an error or warning on its own line.
    func report(_ error: any Error) {
        let text = Diagnostic.escaping("\(error)")
        state.withLock { state in
            var line = text + "\n"
            if state.lineIsOpen { line = "\r\u{1B}[2K" + line; state.lineIsOpen = false }
            write(line)
        }
    }

    /// Counts one finished file and shows progress.
    func progress(_ file: String, warnings: [Diagnostic], total: Int, failed: Bool) {
        state.withLock { state in
            state.done += 1
            if !quiet {
                for warning in warnings {
                    write((state.lineIsOpen ? "\r\u{1B}[2K" : "") + Diagnostic.escaping(warning.description) + "\n")
                    state.lineIsOpen = false
                }
            }
            guard !quiet else { return }
            let line = "[\(state.done)/\(total)] \(Diagnostic.escaping(file))"
            if verbose {
                write(line + "\n")
            } else if redraw {
                write("\r\u{1B}[2K" + line)
                state.lineIsOpen = true
            } else {
                // Plain logs get a line per file, or per hundredth of a large batch (never a skipped-looking sample).
                let step = max(1, total / 100)
                if total > 1 && (state.done % step == 0 || state.done == total) {
                    write(line + "\n")
                }
            }
        }
    }

    /// Writes to standard error in one call.
    func write(_ text: String) {
        writeToStandardError(text)
    }
}
