import CPlatform
import Synchronization
import SymbolFormat
import SymbolRender
import SymbolCore

/// Progress and diagnostics on standard error: a redrawn `[n/total]` line on a terminal, occasional plain
/// lines otherwise (CI logs), every file with `--verbose`, nothing but errors with `--quiet`.
final class Console: Sendable {
    private struct State {
        var done = 0
        var lineIsOpen = false
    }

    private let quiet: Bool
    private let verbose: Bool
    private let redraw: Bool
    private let state = Mutex(State())

    init(quiet: Bool, verbose: Bool) {
        self.quiet = quiet
        self.verbose = verbose
        let terminal = getenv("TERM").map { String(cString: $0) }
        redraw = !verbose && !quiet && isatty(STDERR_FILENO) == 1 && terminal != "dumb"
    }

    /// Prints an error or warning on its own line.
    func report(_ error: any Error) {
        let text = "\(error)"
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
                    write((state.lineIsOpen ? "\r\u{1B}[2K" : "") + warning.description + "\n")
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

    /// The closing line: counts and speed.
    func summary(_ summary: BatchRenderer.Summary, noun: String = "PNG") {
        state.withLock { state in
            var line = ""
            if state.lineIsOpen { line = "\r\u{1B}[2K"; state.lineIsOpen = false }
            let rate = summary.seconds > 0 ? Int(Double(summary.rendered) / summary.seconds) : 0
            line += "rendered \(summary.rendered) \(noun)\(summary.rendered == 1 ? "" : "s") in \(Self.seconds(summary.seconds)) s"
            line += " (\(rate)/s), \(summary.failed) failed\n"
            if !quiet || summary.failed > 0 { write(line) }
        }
    }

    private func write(_ text: String) {
        writeToStandardError(text)
    }

    /// Seconds with two decimals, formatted without Foundation's locale-dependent formatters.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Console {
    /// Ends the progress display with a closing line (printed even with `--quiet` when `always`).
    func finish(_ line: String, always: Bool = false) {
        guard always || !quiet else { return }
        say(line)
    }

    /// Prints a line of text, closing an open progress line first.
    func say(_ text: String) {
        state.withLock { state in
            write((state.lineIsOpen ? "\r\u{1B}[2K" : "") + text + "\n")
            state.lineIsOpen = false
        }
    }
}
