import SymbolCore

/// Errors of the rasterizer and writers.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible, DiagnosticConvertible {
    /// The canvas would exceed the configured pixel limit.
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    /// Cairo reported a failure.
    case cairo(String)
    /// PNG compression failed.
    case encoding(String)
    /// Writing a file failed; nothing was left at `path`.
    case write(path: String, reason: String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .canvasTooLarge(let w, let h, let limit):
            // Cairo's side limit is met long before the pixel limit by a long, narrow image (a sheet of 3,000 cells).
            if max(w, h) > Rasterizer.maximumSide {
                return "the image would be \(w)×\(h) px, more than the limit of \(Rasterizer.maximumSide) px a side"
            }
            return "the image would be \(w)×\(h) px, more than the limit of \(limit) pixels"
        case .cairo(let message):
            return "cairo: \(message)"
        case .encoding(let message):
            return "PNG encoding failed: \(message)"
        case .write(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }

    /// A file write that failed, as a render error.
    package init(_ failure: FileWriteError) {
        self = .write(path: failure.path, reason: failure.reason)
    }
}
