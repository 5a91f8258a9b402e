import SymbolCore

/// Lint findings as `glyphsmith lint --format sarif` prints them: a SARIF 2.1.0 log (OASIS, "Static Analysis
/// Results Interchange Format" 2.1.0), the file code-scanning services ingest.
extension CatalogLintReport.Finding {
    /// The SARIF version written, and the schema it follows.
    public static let sarifVersion = "2.1.0"
    /// The schema's address (`$schema`): a name, never fetched.
    public static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// One run of the tool `glyphsmith`: `tool.driver.rules` lists every rule lint has (`id`, `shortDescription`),
    /// and each finding is a result with its `ruleId` and `ruleIndex`, a `level` (`error`, `warning`, `note`), a
    /// `message` and, when it has a file, a location: the file as a URI reference (relative paths stay relative,
    /// as code scanning wants them against the repository; absolute ones become `file://` URIs; bytes outside
    /// RFC 3986's unreserved set are percent-encoded) and a region with `startLine` and `startColumn`. Columns count
    /// bytes, as the text output's do (the same as characters on the ASCII lines Xcode writes). Messages are escaped
    /// as the text output's are. Keys sorted, two-space indent, no final newline.
    public static func sarif(_ findings: [CatalogLintReport.Finding]) -> String {
        var ruleIds = LintRule.allCases.map(\.rawValue)
        for finding in findings where !ruleIds.contains(finding.rule) { ruleIds.append(finding.rule) }
        let ruleIndex = Dictionary(ruleIds.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let rules: [JSONValue] = ruleIds.map { id in
            .object([("id", .string(id)), ("shortDescription", .object([("text", .string(LintRule(rawValue: id)?.summary ?? id))]))])
        }
        let results: [JSONValue] = findings.map { finding in
            var result: [(key: String, value: JSONValue)] = [
                ("ruleId", .string(finding.rule)),
                ("ruleIndex", .number(Double(ruleIndex[finding.rule] ?? 0))),
                ("level", .string(finding.severity.rawValue)),
                ("message", .object([("text", .string(Diagnostic.escaping(finding.message)))])),
            ]
            if let file = finding.file {
                var physical: [(key: String, value: JSONValue)] = [("artifactLocation", .object([("uri", .string(uriReference(file)))]))]
                if let location = finding.location {
                    physical.append(("region", .object([("startLine", .number(Double(location.line))),
                                                        ("startColumn", .number(Double(location.column)))])))
                }
                result.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
            }
            return .object(result)
        }
        let driver: JSONValue = .object([
            ("name", .string("glyphsmith")),
            ("rules", .array(rules)),
        ])
        return JSONWriter.report.string(.object([
            ("$schema", .string(sarifSchema)),
            ("version", .string(sarifVersion)),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ]))
    }

    /// `path` as a URI reference: unreserved bytes and `/` kept, everything else percent-encoded (UTF-8), so that
    /// a file name with a space, `#`, `%` or a control character is still one valid reference; an absolute path
    /// becomes a `file://` URI.
    static func uriReference(_ path: String) -> String {
        var out = FileSystem.isAbsolute(path) ? "file://" : ""
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
            }
        }
        return out
    }
}
