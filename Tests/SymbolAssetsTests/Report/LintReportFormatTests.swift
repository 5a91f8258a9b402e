import Foundation
import Testing
@testable import SymbolAssets
import SymbolCore

/// What lint prints for people and for CI (issue 38 §2): text lines whose hostile names are escaped, GitHub
/// workflow annotations that parse back to the finding, and a SARIF 2.1.0 log with the shape its schema requires.
@Suite("Lint: text, GitHub and SARIF reports")
struct LintReportFormatTests {
    typealias Finding = CatalogLintReport.Finding

    /// A folder name that tries every trick: a newline with a forged diagnostic and workflow command, CR LF, a
    /// bidi override, the characters GitHub's properties escape, and a percent sign that looks like an escape.
    static let hostileFile = "Assets.xcassets/a,b:c%0A\n::error file=x.swift::forged\r\nd\u{202E}gpj.imageset/Contents.json"
    static let hostileMessage = "\"x\u{1B}[31m.png\" is missing\nAssets.xcassets:1:1: error: forged [file-missing]"

    static let findings = [
        Finding(rule: "file-missing", severity: .error, message: hostileMessage, file: hostileFile, at: FileLocation(line: 12, column: 7, offset: 300)),
        Finding(rule: "stray-file", severity: .warning, message: "not named by any set", file: "Assets.xcassets/notes.txt"),
        Finding(rule: "unchecked-set-type", severity: .note, message: "not checked: .xyzset", file: nil),
    ]

    @Test func theTextLineOfAHostileFindingIsOneLine() {
        let line = Self.findings[0].description
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{1B}") && !line.contains("\u{202E}"))
        #expect(line == "Assets.xcassets/a,b:c%0A\\u{A}::error file=x.swift::forged\\u{D}\\u{A}d\\u{202E}gpj.imageset/Contents.json:12:7: error: "
                + "\"x\\u{1B}[31m.png\" is missing\\u{A}Assets.xcassets:1:1: error: forged [file-missing] [file-missing]")
    }

    // MARK: GitHub

    /// A workflow command read back as the runner reads it: `::name key=value,…::message`, then unescaped.
    static func parseAnnotation(_ line: String) throws -> (command: String, properties: [String: String], message: String) {
        func unescape(_ text: Substring) -> String {
            String(text).replacing("%0D", with: "\r").replacing("%0A", with: "\n").replacing("%3A", with: ":").replacing("%2C", with: ",").replacing("%25", with: "%")
        }
        #expect(line.hasPrefix("::"))
        let body = line.dropFirst(2)
        let end = try #require(body.range(of: "::"))
        let head = body[..<end.lowerBound]
        let space = head.firstIndex(of: " ") ?? head.endIndex
        var properties: [String: String] = [:]
        if space < head.endIndex {
            for pair in head[head.index(after: space)...].split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                properties[String(parts[0])] = unescape(parts[1])
            }
        }
        return (String(head[..<space]), properties, unescape(body[end.upperBound...]))
    }

    @Test func anAnnotationParsesBackToTheFinding() throws {
        let output = Finding.github(Self.findings)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(!output.contains("\r"))
        let first = try Self.parseAnnotation(String(lines[0]))
        #expect(first.command == "error")
        #expect(first.properties == ["file": Diagnostic.escaping(Self.hostileFile), "line": "12", "col": "7", "title": "file-missing"])
        #expect(first.message == Diagnostic.escaping(Self.hostileMessage) + " [file-missing]")
        let second = try Self.parseAnnotation(String(lines[1]))
        #expect(second.command == "warning" && second.properties == ["file": "Assets.xcassets/notes.txt", "title": "stray-file"])
        let third = try Self.parseAnnotation(String(lines[2]))
        #expect(third.command == "notice" && third.properties == ["title": "unchecked-set-type"] && third.message == "not checked: .xyzset [unchecked-set-type]")
    }

    @Test func githubEscapingFollowsTheToolkit() {
        // @actions/core's escapeData and escapeProperty, including a CR LF pair (one Swift Character).
        #expect(Finding.githubData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(Finding.githubProperty("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext%3A a%2Cb")
        #expect(Finding.githubData("%0A") == "%250A")
    }

    // MARK: SARIF

    /// The parts of the SARIF 2.1.0 schema (sarif-schema-2.1.0.json) lint's log uses, checked property by
    /// property on the parsed JSON: required members, types, the `version` and `level` enumerations, minimums, a
    /// `ruleIndex` that points at its `ruleId`, and no member the schema does not define for the object. Returns
    /// the problems, as JSON paths.
    static func schemaProblems(_ log: JSONValue) -> [String] {
        var problems: [String] = []
        func object(_ value: JSONValue?, _ path: String, required: [String], allowed: [String]) -> JSONValue? {
            guard case .object(let members)? = value else { problems.append("\(path): not an object"); return nil }
            for key in required where !members.contains(where: { $0.key == key }) { problems.append("\(path): missing required \(key)") }
            for member in members where !allowed.contains(member.key) { problems.append("\(path): \(member.key) is not a property the schema defines here") }
            return value
        }
        func string(_ value: JSONValue?, _ path: String) -> String? {
            guard let text = value?.stringValue else { problems.append("\(path): not a string"); return nil }
            return text
        }
        func integer(_ value: JSONValue?, _ path: String, minimum: Int) -> Int? {
            guard let number = value?.numberValue, number == number.rounded() else { problems.append("\(path): not an integer"); return nil }
            if number < Double(minimum) { problems.append("\(path): below the minimum \(minimum)") }
            return Int(number)
        }
        func array(_ value: JSONValue?, _ path: String) -> [JSONValue] {
            guard let elements = value?.arrayValue else { problems.append("\(path): not an array"); return [] }
            return elements
        }
        guard let root = object(log, "$", required: ["version", "runs"],
                                allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"]) else { return problems }
        if let schema = root["$schema"], string(schema, "$.$schema").map({ !$0.hasPrefix("https://") }) == true { problems.append("$.$schema: not a URI") }
        if string(root["version"], "$.version") != "2.1.0" { problems.append("$.version: not the enumeration's 2.1.0") }
        for (r, runValue) in array(root["runs"], "$.runs").enumerated() {
            let runPath = "$.runs[\(r)]"
            guard let run = object(runValue, runPath, required: ["tool"], allowed: ["tool", "results", "columnKind", "properties", "invocations", "artifacts"]) else { continue }
            guard let tool = object(run["tool"], runPath + ".tool", required: ["driver"], allowed: ["driver", "extensions", "properties"]),
                  let driver = object(tool["driver"], runPath + ".tool.driver", required: ["name"],
                                      allowed: ["name", "version", "semanticVersion", "informationUri", "rules", "fullName", "properties"]) else { continue }
            _ = string(driver["name"], runPath + ".tool.driver.name")
            var ruleIds: [String] = []
            for (i, ruleValue) in array(driver["rules"], runPath + ".tool.driver.rules").enumerated() {
                let path = runPath + ".tool.driver.rules[\(i)]"
                guard let rule = object(ruleValue, path, required: ["id"], allowed: ["id", "name", "shortDescription", "fullDescription", "defaultConfiguration", "helpUri", "properties"]) else { continue }
                ruleIds.append(string(rule["id"], path + ".id") ?? "")
                if let short = object(rule["shortDescription"], path + ".shortDescription", required: ["text"], allowed: ["text", "markdown", "properties"]) {
                    _ = string(short["text"], path + ".shortDescription.text")
                }
            }
            for (i, resultValue) in array(run["results"], runPath + ".results").enumerated() {
                let path = runPath + ".results[\(i)]"
                guard let result = object(resultValue, path, required: ["message"],
                                          allowed: ["ruleId", "ruleIndex", "level", "kind", "message", "locations", "properties"]) else { continue }
                let ruleId = string(result["ruleId"], path + ".ruleId")
                if let index = integer(result["ruleIndex"], path + ".ruleIndex", minimum: -1), index >= 0 {
                    if index >= ruleIds.count || ruleIds[index] != ruleId { problems.append("\(path).ruleIndex: does not name \(ruleId ?? "")") }
                }
                if let level = string(result["level"], path + ".level"), !["none", "note", "warning", "error"].contains(level) {
                    problems.append("\(path).level: \(level) is not in the enumeration")
                }
                if let message = object(result["message"], path + ".message", required: [], allowed: ["text", "markdown", "id", "arguments", "properties"]) {
                    if message["text"] == nil && message["id"] == nil { problems.append("\(path).message: needs text or id") }
                    if let text = message["text"] { _ = string(text, path + ".message.text") }
                }
                guard let locations = result["locations"] else { continue }
                for (l, locationValue) in array(locations, path + ".locations").enumerated() {
                    let locationPath = path + ".locations[\(l)].physicalLocation"
                    guard let location = object(locationValue, path + ".locations[\(l)]", required: [], allowed: ["id", "physicalLocation", "logicalLocations", "message", "properties"]),
                          let physical = object(location["physicalLocation"], locationPath, required: [],
                                                allowed: ["address", "artifactLocation", "region", "contextRegion", "properties"]) else { continue }
                    if let artifact = object(physical["artifactLocation"], locationPath + ".artifactLocation", required: [],
                                             allowed: ["uri", "uriBaseId", "index", "description", "properties"]),
                       let uri = string(artifact["uri"], locationPath + ".artifactLocation.uri"),
                       uri.isEmpty || uri.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value >= 0x7F || "\"<>\\^`{|}".unicodeScalars.contains($0) }) {
                        problems.append("\(locationPath).artifactLocation.uri: not a URI reference: \(uri)")
                    }
                    if let regionValue = physical["region"],
                       let region = object(regionValue, locationPath + ".region", required: [],
                                           allowed: ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties"]) {
                        _ = integer(region["startLine"], locationPath + ".region.startLine", minimum: 1)
                        _ = integer(region["startColumn"], locationPath + ".region.startColumn", minimum: 1)
                    }
                }
            }
        }
        return problems
    }

    @Test func theSARIFLogHasTheSchemasShape() throws {
        let log = try JSONReader.parse(Array(Finding.sarif(Self.findings).utf8))
        #expect(Self.schemaProblems(log) == [])
        let run = try #require(log["runs"]?.arrayValue?.first)
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.map { $0["level"]?.stringValue } == ["error", "warning", "note"])
        #expect(results.map { $0["ruleId"]?.stringValue } == ["file-missing", "stray-file", "unchecked-set-type"])
        let location = try #require(results[0]["locations"]?.arrayValue?.first?["physicalLocation"])
        let uri = try #require(location["artifactLocation"]?["uri"]?.stringValue)
        #expect(uri.removingPercentEncoding == Self.hostileFile)
        #expect(location["region"] == .object([("startColumn", .number(7)), ("startLine", .number(12))]))
        #expect(results[0]["message"]?["text"]?.stringValue == Diagnostic.escaping(Self.hostileMessage))
        #expect(results[2]["locations"] == nil)
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.count == LintRule.allCases.count)
        #expect(rules.first?["shortDescription"]?["text"]?.stringValue == LintRule.allCases.first?.summary)
    }

    @Test func theCheckCatchesWhatTheSchemaForbids() throws {
        // The shape check is not vacuous: each change breaks one rule of the schema.
        let text = Finding.sarif(Self.findings)
        func broken(_ from: String, _ to: String) throws -> [String] {
            #expect(text.contains(from))
            return Self.schemaProblems(try JSONReader.parse(Array(text.replacing(from, with: to).utf8)))
        }
        #expect(try broken("\"version\" : \"2.1.0\"", "\"version\" : \"2.0.0\"") == ["$.version: not the enumeration's 2.1.0"])
        #expect(try broken("\"level\" : \"warning\"", "\"level\" : \"fatal\"") == ["$.runs[0].results[1].level: fatal is not in the enumeration"])
        #expect(try broken("\"startLine\" : 12", "\"startLine\" : 0") == ["$.runs[0].results[0].locations[0].physicalLocation.region.startLine: below the minimum 1"])
        #expect(try broken("\"startColumn\" : 7", "\"startColumn\" : \"7\"") == ["$.runs[0].results[0].locations[0].physicalLocation.region.startColumn: not an integer"])
        #expect(try broken("\"ruleId\" : \"stray-file\"", "\"ruleId\" : \"stray-file\", \"severity\" : 1").contains("$.runs[0].results[1]: severity is not a property the schema defines here"))
        #expect(Self.schemaProblems(.object([("runs", .array([]))])) == ["$: missing required version", "$.version: not a string", "$.version: not the enumeration's 2.1.0"])
    }

    @Test func absoluteAndOddPathsBecomeURIReferences() {
        #expect(Finding.uriReference("Assets.xcassets/a b#c%.png") == "Assets.xcassets/a%20b%23c%25.png")
        #expect(Finding.uriReference("/tmp/x:y/é.json") == "file:///tmp/x%3Ay/%C3%A9.json")
        #expect(Finding.uriReference("c:/x") == "c%3A/x")
    }

    @Test func everyRuleHasASummary() {
        for rule in LintRule.allCases { #expect(LintRule.summaries[rule.rawValue] != nil, "\(rule.rawValue)") }
    }

    // MARK: Repeats

    @Test func repeatsOfOneRuleInOneFileAreCappedWithACount() {
        var findings: [Finding] = []
        for number in 0..<250 {
            findings.append(Finding(rule: "file-missing", severity: number == 200 ? .error : .warning, message: "m\(number)",
                                    file: "A.xcassets/a.imageset/Contents.json", at: FileLocation(line: number + 2, column: 5, offset: number * 10)))
            if number < 3 { findings.append(Finding(rule: "file-unnamed", severity: .warning, message: "u\(number)", file: "A.xcassets/a.imageset/Contents.json")) }
        }
        findings.append(Finding(rule: "file-missing", severity: .warning, message: "other", file: "A.xcassets/b.imageset/Contents.json"))
        let report = CatalogLintReport(findings: findings, setCount: 2)
        let capped = report.cappingRepeats(atMost: 100)
        #expect(capped.findings.count == 100 + 1 + 3 + 1)
        let more = capped.findings[capped.findings.firstIndex { $0.message == "m99" }! + 1]
        #expect(more.message == "and 150 more file-missing findings in this file (the first 100 are listed)")
        #expect(more.severity == .error)  // one of those left out was an error
        #expect(more.location == FileLocation(line: 102, column: 5, offset: 1000))
        #expect(capped.findings.filter { $0.rule == "file-unnamed" }.count == 3)
        #expect(capped.findings.last?.message == "other")
        #expect(report.cappingRepeats(atMost: 300) == report)
        #expect(capped.errorCount == 1 && !capped.passes)
    }
}
