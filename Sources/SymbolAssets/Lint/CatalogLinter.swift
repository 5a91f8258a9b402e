import SymbolFormat

/// Checks an Xcode asset catalog (`.xcassets`) the way a reviewer would before Xcode or the App Store does:
///
/// - color sets without a dark appearance (severity ``missingDarkSeverity``) or without any color;
/// - image sets whose appearance variants lack scales the Any variant has, or have no Any variant;
/// - PNGs whose pixel size disagrees with their scale (image sets) or with `size` × `scale` (app icons);
/// - files named in `Contents.json` but missing, and files no entry names;
/// - app icons: alpha in the App Store icon (ITMS-90717), single-size and per-size entries mixed, opaque dark icons;
/// - two sets resolving to one asset name, namespaces included;
/// - symbol sets whose SVG fails the template checks;
/// - malformed `Contents.json` and known keys holding the wrong JSON type, with line and column.
///
/// A pure function of the folder: it reads files and never writes, so generators can lint what they wrote.
public struct CatalogLinter: Sendable, Hashable {
    /// How a color set without a dark appearance is reported. Apple recommends dark variants but does not
    /// require them, so teams choose.
    public var missingDarkSeverity: LintSeverity

    /// Creates a linter.
    public init(missingDarkSeverity: LintSeverity = .error) {
        self.missingDarkSeverity = missingDarkSeverity
    }

    /// Lints the catalog folder at `path`. Never throws: unreadable input is a finding.
    public func lint(catalogAt path: String) -> CatalogLintReport {
        let walker = CatalogWalker(catalogAt: path)
        let nameFindings = Dictionary(grouping: AssetNameRules.findings(walker.sets)) { $0.file ?? "" }
        var diagnostics = walker.findings
        for set in walker.sets {
            diagnostics += Self.sorted(lint(set) + (nameFindings[set.path] ?? []))
        }
        return CatalogLintReport(diagnostics: diagnostics, setCount: walker.sets.count)
    }

    private func lint(_ set: AssetSet) -> [Diagnostic] {
        let (read, readFindings) = SetContents.read(set)
        guard let contents = read else { return readFindings }
        var findings = readFindings
        switch set.kind {
        case .colorSet:
            findings += ColorSetRules.findings(contents, missingDark: missingDarkSeverity)
        case .imageSet:
            findings += SetFileRules.findings(contents) + ImageSetRules.findings(contents)
        case .appIconSet:
            findings += SetFileRules.findings(contents) + AppIconSetRules.findings(contents)
        case .symbolSet:
            findings += SetFileRules.findings(contents) + SymbolSetRules.findings(contents)
        case .other:
            break
        }
        return findings
    }

    /// By file, then position; findings without a position first, and ties in the order the rules found them.
    private static func sorted(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.file ?? "", lhs.element.location?.offset ?? -1, lhs.offset)
            let right = (rhs.element.file ?? "", rhs.element.location?.offset ?? -1, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
