#if canImport(Glibc)
import Glibc
#endif
import SymbolRender

/// A fast path for `glyphsmith render FILE.svg -o FILE.png [--size N] [--compression L] [-q|--quiet]`.
///
/// ArgumentParser builds its command tree by reflection, and each reflected type costs the Swift runtime a scan of
/// every protocol conformance in the binary: ~7 ms per process here, against ~1 ms for a one-icon render. Build
/// systems and `xargs` call the tool once per file, so this shape of call is handled directly, with the same
/// renderer, the same output and the same messages. Any other shape (or any doubt) returns nil and takes the full
/// parser.
enum QuickRender {
    static func run(_ arguments: [String]) -> Int32? {
        guard arguments.count >= 5, arguments[1] == "render" else { return nil }
        var input: String?
        var output: String?
        var size: Int?
        var compression = PNGEncoder.defaultLevel
        var quiet = false
        var index = 2
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-o", "--output":
                guard index + 1 < arguments.count, output == nil else { return nil }
                output = arguments[index + 1]
                index += 2
            case "--size":
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0, value <= 4096 else { return nil }
                size = value
                index += 2
            case "--compression":
                guard index + 1 < arguments.count, let value = CompressionLevel(argument: arguments[index + 1]) else { return nil }
                compression = value.level
                index += 2
            case "-q", "--quiet":
                quiet = true
                index += 1
            default:
                guard !argument.hasPrefix("-"), input == nil else { return nil }
                input = argument
                index += 1
            }
        }
        // Only the plain case: an SVG file to a new or existing .png path (anything else, such as links, pipes or a
        // format to infer, takes the full command; the renderer's writer applies the same rules either way).
        guard let input, let output, input.hasSuffix(".svg"), output.lowercased().hasSuffix(".png"),
              FileSystem.kind(of: input) == .file, FileSystem.kind(of: output) != .directory else { return nil }
        // The same batch code as the full command, with one job and one worker: the same output and messages.
        var configuration = SymbolConfiguration()
        configuration.fittingSize = size.map(Double.init)
        let renderer = SymbolRenderer(configuration: configuration, encoder: PNGEncoder(compressionLevel: compression))
        let console = Console(quiet: quiet, verbose: false)
        let summary = BatchRenderer(options: RenderOptions(renderer: renderer, format: nil), workers: 1)
            .run([RenderJob(input: input, output: output)], console: console)
        console.summary(summary)
        return summary.failed == 0 ? 0 : 1
    }
}
