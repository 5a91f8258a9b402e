import SymbolFormat

/// Two sets resolving to the same asset name (namespaces included) leave the lookup to chance; Xcode reports it.
enum AssetNameRules {
    static func findings(_ sets: [AssetSet]) -> [Diagnostic] {
        var first: [String: AssetSet] = [:]
        var findings: [Diagnostic] = []
        for set in sets {
            if let earlier = first[set.name] {
                findings.append(Diagnostic(
                    .error, "asset name \"\(set.name)\" is also the name of \(earlier.path)", file: set.path))
            } else {
                first[set.name] = set
            }
        }
        return findings
    }
}
