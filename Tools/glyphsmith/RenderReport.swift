import SymbolAssets
import SymbolCore

/// `render --json`: what each job wrote, with warnings and (for templates) metrics, or its error.
enum RenderReport {
    static func json(_ jobs: [RenderJob], _ results: [BatchRenderer.JobResult], slice: ImageSlice? = nil) -> String {
        let entries: [JSONValue] = zip(jobs, results).map { job, result in
            var members: [(key: String, value: JSONValue)] = [
                ("input", .string(job.input)), ("output", .string(job.output)), ("pixelScale", .number(job.pixelScale)),
                ("status", .string(result.error == nil ? "ok" : "failed")),
                ("warnings", ReportJSON.diagnostics(result.warnings)),
            ]
            if let error = result.error { members.append(("error", .string(error))) }
            // The same `resizing` object an image set's entry holds, in pixels of this file.
            if let cut = result.slice, let slice {
                members.append(("resizing", ImageSetContents.resizing(cut, slice: slice)))
                members.append(("pixelWidth", .number(Double(cut.bitmap.width))))
                members.append(("pixelHeight", .number(Double(cut.bitmap.height))))
            }
            if let m = result.metrics {
                members.append(("metrics", .object([
                    ("pixelWidth", .number(Double(m.pixelWidth))), ("pixelHeight", .number(Double(m.pixelHeight))),
                    ("pointSize", .number(m.pointSize)), ("capHeight", .number(m.capHeight)),
                    ("baselineOffsetFromBottom", .number(m.baselineOffsetFromBottom)),
                    ("alignmentRectInsets", .object([
                        ("top", .number(m.alignmentRectInsets.top)), ("left", .number(m.alignmentRectInsets.left)),
                        ("bottom", .number(m.alignmentRectInsets.bottom)), ("right", .number(m.alignmentRectInsets.right)),
                    ])),
                ])))
            }
            return .object(members)
        }
        return String(decoding: ContentsJSON.bytes(.array(entries)).dropLast(), as: UTF8.self)
    }

    /// `out@2x.png: 9-part, cap insets top 16 left 27 bottom 16 right 28 px, centre stretch 1×1 px (55×33 px)`.
    static func sliceLine(_ output: String, _ cut: ImageSlicer.Result, slice: ImageSlice) -> String {
        var edges: [String] = []
        if slice.mode.resizesVertically { edges += ["top \(cut.insets.top)"] }
        if slice.mode.resizesHorizontally { edges += ["left \(cut.insets.left)"] }
        if slice.mode.resizesVertically { edges += ["bottom \(cut.insets.bottom)"] }
        if slice.mode.resizesHorizontally { edges += ["right \(cut.insets.right)"] }
        let centre = [slice.mode.resizesHorizontally ? "\(cut.centerWidth)" : nil, slice.mode.resizesVertically ? "\(cut.centerHeight)" : nil]
            .compactMap { $0 }.joined(separator: "×")
        return "\(output): \(slice.mode.rawValue), cap insets \(edges.joined(separator: " ")) px, centre \(slice.center.rawValue) \(centre) px (\(cut.bitmap.width)×\(cut.bitmap.height) px)"
    }
}
