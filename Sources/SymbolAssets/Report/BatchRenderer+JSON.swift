import SymbolCore
import SymbolRender
import Symbols

/// What a batch wrote, as `glyphsmith render --json` prints it.
extension BatchRenderer.Summary {
    /// A JSON array with, per job of `jobs` (the batch's, in order): `input`, `output`, `pixelScale`, `status`
    /// (`ok` or `failed`), `warnings` (as `Diagnostic.json(_:)`), the `error`, for a sliced image its `resizing`
    /// object (the one an image set's entry holds, in pixels of the file) and size, and for a template its `metrics`.
    /// Keys sorted, two-space indent, no final newline.
    public func json(jobs: [RenderJob], slice: ImageSlice? = nil) -> String {
        let entries: [JSONValue] = zip(jobs, results).map { job, result in
            var members: [(key: String, value: JSONValue)] = [
                ("input", .string(job.input)), ("output", .string(job.output)), ("pixelScale", .number(job.pixelScale)),
                ("status", .string(result.error == nil ? "ok" : "failed")),
                ("warnings", Diagnostic.jsonValue(result.warnings)),
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
        return JSONValue.array(entries).printedJSON
    }
}
