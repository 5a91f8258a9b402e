import SymbolFormat

/// Two sets resolving to the same asset name (namespaces included) in one lookup leave the result to chance;
/// Xcode reports it. Sets inside other sets (layers, stickers) have no catalog-wide name, and each icon type is a
/// lookup of its own (``AssetSet/Kind/nameSpace``).
enum AssetNameRules {
    static func findings(_ sets: [AssetSet]) -> [CatalogLintReport.Finding] {
        var first: [String: AssetSet] = [:]
        var findings: [CatalogLintReport.Finding] = []
        for set in sets where set.parent == nil {
            guard let kind = set.kind else { continue }
            let key = kind.nameSpace + "\u{0}" + set.name
            if let earlier = first[key] {
                findings.append(.init(rule: LintRule.duplicateName.rawValue, severity: .error,
                                      message: "asset name \"\(set.name)\" is also the name of \(earlier.relativePath)", file: set.path))
            } else {
                first[key] = set
            }
        }
        return findings
    }
}
