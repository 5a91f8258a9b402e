import SymbolAssets

/// `render --json`: what each job wrote, with warnings and (for templates) metrics, or its error.
enum RenderReport {
    static func json(_ jobs: [RenderJob], _ results: [BatchRenderer.JobResult]) -> String {
        let entries: [JSONValue] = zip(jobs, results).map { job, result in
            var members: [(key: String, value: JSONValue)] = [
                ("input", .string(job.input)), ("output", .string(job.output)), ("pixelScale", .number(job.pixelScale)),
                ("status", .string(result.error == nil ? "ok" : "failed")),
                ("warnings", ReportJSON.diagnostics(result.warnings)),
            ]
            if let error = result.error { members.append(("error", .string(error))) }
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
}
