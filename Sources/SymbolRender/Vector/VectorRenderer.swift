import CCairo

/// Executes plans on Cairo's vector surfaces: the same display list as PNG output, written as PDF or SVG.
public enum VectorRenderer {
    /// The vector formats.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case pdf, svg
    }

    /// The document bytes for a plan (sizes in points: one plan pixel is one point).
    package static func render(_ plan: RenderPlan, format: Format) throws(RenderError) -> [UInt8] {
        var ignored: [String] = []
        return try render(plan, format: format, warnings: &ignored)
    }

    /// The document bytes for a plan, appending what drawing warned about to `warnings`.
    package static func render(_ plan: RenderPlan, format: Format, warnings: inout [String]) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let (w, h) = (Double(plan.width), Double(plan.height))
        let surface: OpaquePointer?
        switch format {
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(write, context, w, h)
            if let surface {
                // A fixed creation date keeps the output byte-deterministic.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "glyphsmith")
            }
        case .svg:
            surface = cairo_svg_surface_create_for_stream(write, context, w, h)
        }
        guard let surface else { throw .cairo("cannot create a \(format.rawValue) surface") }
        do {
            let canvas = try CairoCanvas(surface: surface, width: plan.width, height: plan.height)
            if let background = plan.background { canvas.paint(background) }
            if plan.mirrorsHorizontally { canvas.mirrorTransform() }
            if let clip = plan.clip { canvas.clip(to: clip) }
            canvas.execute(plan.operations)
            canvas.finish()
            warnings += canvas.session.warnings
        }
        withExtendedLifetime(sink) {}
        return format == .svg ? renumberingIDs(sink.bytes) : sink.bytes
    }

    /// Cairo numbers SVG element ids (`surface12`, `clip3`, …) with process-wide counters, so the same plan would
    /// get different ids in a batch than alone. Renumbering each prefix from 1 in document order makes the output
    /// depend on the plan only.
    static func renumberingIDs(_ bytes: [UInt8]) -> [UInt8] {
        let prefixes = ["surface", "clip", "mask", "image", "pattern", "linear-pattern", "radial-pattern", "source"].map { Array($0.utf8) }
        var maps: [[UInt8]: [Int: Int]] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            var matched = false
            // Only at a token start: after '"', '#' or '(' as in id="surface5", href="#surface5", url(#clip2).
            if i > 0, bytes[i - 1] == UInt8(ascii: "\"") || bytes[i - 1] == UInt8(ascii: "#") {
                for prefix in prefixes where bytes.count - i > prefix.count && Array(bytes[i..<(i + prefix.count)]) == prefix {
                    var j = i + prefix.count
                    var number = 0
                    while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { number = number * 10 + Int(bytes[j] - 0x30); j += 1 }
                    guard j > i + prefix.count, j < bytes.count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: ")") else { continue }
                    var map = maps[prefix, default: [:]]
                    let renumbered = map[number] ?? (map.count + 1)
                    map[number] = renumbered
                    maps[prefix] = map
                    out += prefix
                    out += Array(String(renumbered).utf8)
                    i = j
                    matched = true
                    break
                }
            }
            if !matched {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }
}

/// Collects what Cairo's stream callback writes.
private final class ByteSink {
    var bytes: [UInt8] = []
}
