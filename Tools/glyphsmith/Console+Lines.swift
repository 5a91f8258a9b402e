import CPlatform
import Synchronization
import SymbolFormat
import SymbolRender
import SymbolCore

/// The console's closing lines: a batch's summary, a command's last line, and plain text between progress lines.
extension Console {
    /// The closing line: counts and speed.
    func summary(_ summary: BatchRenderer.Summary, noun: String = "PNG") {
        state.withLock { state in
            var line = ""
            if state.lineIsOpen { line = "\r\u{1B}[2K"; state.lineIsOpen = false }
            let rate = summary.seconds > 0 ? Int(clamping: Double(summary.rendered) / summary.seconds, to: 0...Int.max) : 0
            line += "rendered \(summary.rendered) \(noun)\(summary.rendered == 1 ? "" : "s") in \(Self.seconds(summary.seconds)) s"
            line += " (\(rate)/s), \(summary.failed) failed\n"
            if !quiet || summary.failed > 0 { write(line) }
        }
    }

    /// Seconds with two decimals, formatted without Foundation's locale-dependent formatters.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int(clamping: (value * 100).rounded(), to: Int.min...Int.max)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Ends the progress display with a closing line (printed even with `--quiet` when `always`).
    func finish(_ line: String, always: Bool = false) {
        guard always || !quiet else { return }
        say(line)
    }

    /// Prints a line of text, closing an open progress line first.
    func say(_ text: String) {
        state.withLock { state in
            write((state.lineIsOpen ? "\r\u{1B}[2K" : "") + Diagnostic.escaping(text) + "\n")
            state.lineIsOpen = false
        }
    }
}
