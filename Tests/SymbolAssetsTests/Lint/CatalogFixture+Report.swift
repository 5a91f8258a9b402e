import SymbolAssets

extension CatalogFixture {
    /// The findings as printed without their rule ids, with paths relative to the catalog:
    /// `Icon.imageset/Contents.json:5:5: error: …`.
    func findings(_ linter: CatalogLinter = CatalogLinter()) -> [String] {
        lint(linter).findings.map { finding in
            let text = finding.description.replacing(root + "/", with: "")
            return String(text.dropLast(finding.rule.count + 3))
        }
    }

    /// `rule severity` of each finding, for tests about which rule fires.
    func rules(_ linter: CatalogLinter = CatalogLinter()) -> [String] {
        lint(linter).findings.map { "\($0.rule) \($0.severity.rawValue)" }
    }

    /// A `Contents.json` line for an image entry, as the tests lay them out: one entry per line.
    static func imageEntry(_ filename: String, scale: String?, appearance: String? = nil, idiom: String = "universal") -> String {
        var members: [String] = []
        if let appearance { members.append(#""appearances" : [ { "appearance" : "luminosity", "value" : "\#(appearance)" } ]"#) }
        members.append(#""filename" : "\#(filename)""#)
        members.append(#""idiom" : "\#(idiom)""#)
        if let scale { members.append(#""scale" : "\#(scale)""#) }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// An image set's `Contents.json` with one entry per line, the first entry on line 3 at column 5.
    static func imagesJSON(_ entries: [String]) -> String {
        "{\n  \"images\" : [\n    " + entries.joined(separator: ",\n    ") + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }
}
