import SymbolFormat
import SymbolCore

/// Checks an Xcode asset catalog (`.xcassets`) the way a reviewer would before Xcode or the App Store does.
///
/// Every set type Xcode's catalogs hold is checked, nested wherever it is: the files a set names exist and are
/// what their names say, files no entry names are reported, pixel sizes match where Apple fixes them (app icons,
/// `.iconset` slots, brand assets, launch images, stickers) and agree across scales in image sets, appearance
/// variants are complete, colors are readable and have a dark appearance, symbols pass the template checks, no
/// two sets share a name, and malformed `Contents.json` is located by line and column. SVG and PDF images are read
/// as far as lint can without drawing them, and image sizes are taken from headers, never decoded to be measured. A
/// catalog with no set, or inside another catalog, is an error; a set type lint does not know is a note, never
/// silently passed. Each finding carries a rule id (see the README's lint section).
///
/// A pure function of the folder: it reads files and never writes, follows no symbolic link (links are
/// findings) and opens no pipe, so generators can lint what they wrote and no tree can make it loop or hang.
public struct CatalogLinter: Sendable, Hashable {
    /// How a color set without a dark appearance is reported. Apple recommends dark variants but does not
    /// require them, so teams choose.
    public var missingDarkSeverity: LintSeverity
    /// How images of one image set that disagree on their size in points by more than rounding (beyond the
    /// scale factor in pixels and 5 %) are reported. Xcode does not check it; a file the size of another
    /// scale's slot is always an error.
    public var sizeMismatchSeverity: LintSeverity

    /// How a color whose contrast with its background is below its role's minimum is reported (colors with a
    /// role in the catalog's `.roles.json`; Documentation/Colors.md §2).
    public var contrastSeverity: LintSeverity
    /// The WCAG level contrast is checked at; `nil` takes the roles file's `level`, else AA.
    public var contrastLevel: ContrastLevel?

    /// Creates a linter.
    public init(missingDarkSeverity: LintSeverity = .error, sizeMismatchSeverity: LintSeverity = .warning,
                contrastSeverity: LintSeverity = .error, contrastLevel: ContrastLevel? = nil) {
        self.missingDarkSeverity = missingDarkSeverity
        self.sizeMismatchSeverity = sizeMismatchSeverity
        self.contrastSeverity = contrastSeverity
        self.contrastLevel = contrastLevel
    }

    /// The catalog Xcode's app template creates empty in `Preview Content` (a development asset, never shipped).
    static let previewTemplateName = "Preview Assets.xcassets"

    /// Lints the catalog folder at `path`. Never throws: unreadable input is a finding, and a path that is not a
    /// catalog gives a report whose ``CatalogLintReport/isCatalog`` is `false`.
    public func lint(catalogAt path: String) -> CatalogLintReport {
        // Every file under the catalog is read without following a link on the way (LintFileSystem.read), the walk's
        // too: a folder it saw cannot be swapped for a link before a read.
        FileReader.containFolder(path)
        let walker = CatalogWalker(catalogAt: path)
        guard walker.isCatalog else { return CatalogLintReport(findings: walker.findings, setCount: 0, isCatalog: false) }
        let read = walker.sets.map { set in (set, SetContents.read(set)) }
        let readable = read.compactMap(\.1.contents)
        let bySet = Dictionary(readable.map { ($0.set.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let context = CatalogContext(catalog: walker.root, sets: readable)
        let nameFindings = Dictionary(grouping: AssetNameRules.findings(walker.sets)) { $0.file ?? "" }
        var findings = walker.findings
        // A catalog without a single set compiles to nothing: usually the wrong folder, or files never added. When the
        // walk found an error (a nested catalog, an unreadable folder), that error says why already.
        // Xcode's SwiftUI app template creates its development-assets catalog empty, for previews to fill: a note.
        if walker.sets.isEmpty && !findings.contains(where: { $0.severity == .error }) {
            let isPreviewTemplate = FileSystem.lastComponent(walker.root) == Self.previewTemplateName
            findings.append(.init(rule: LintRule.catalogEmpty.rawValue, severity: isPreviewTemplate ? .note : .error,
                                  message: "the catalog holds no sets (no .imageset, .colorset or other set folder); Xcode compiles it to nothing"
                                      + (isPreviewTemplate ? " (Xcode's app template creates this preview catalog empty)" : ""),
                                  file: walker.root))
        }
        var contrast: [String: [CatalogLintReport.Finding]] = [:]
        if let sidecar = ContrastSidecar.read(catalog: path) {
            contrast = ContrastRules.findings(readable, sidecar: sidecar, level: contrastLevel ?? sidecar.level ?? .aa, severity: contrastSeverity)
            findings += contrast[sidecar.file] ?? []
        }
        for (set, (contents, readFindings)) in read {
            var setFindings = readFindings + (nameFindings[set.path] ?? []) + (contrast[set.path] ?? [])
            if let contents { setFindings += lint(contents, context: context, sets: bySet) }
            findings += Self.sorted(setFindings)
        }
        return CatalogLintReport(findings: findings, setCount: walker.sets.count)
    }

    private func lint(_ contents: SetContents, context: CatalogContext, sets: [String: SetContents]) -> [CatalogLintReport.Finding] {
        guard let kind = contents.set.kind else { return [] }
        let files = SetFileRules.findings(contents)
        switch kind {
        case .imageSet: return files + ImageSetRules.findings(contents, sizeMismatch: sizeMismatchSeverity) + GamutRules.findings(contents) + ImageViewRules.findings(contents)
        case .appIconSet, .stickersIconSet: return files + AppIconSetRules.findings(contents, context: context)
        case .colorSet: return files + ColorSetRules.findings(contents, missingDark: missingDarkSeverity, context: context) + GamutRules.findings(contents)
        case .symbolSet: return files + SymbolSetRules.findings(contents) + ImageViewRules.findings(contents)
        case .iconSet: return IconSetRules.findings(contents)
        case .launchImage: return files + RoleSizeRules.launchImageFindings(contents)
        case .brandAssets: return files + RoleSizeRules.brandAssetFindings(contents, sets: sets)
        case .sticker, .stickerSequence: return files + RoleSizeRules.stickerFindings(contents, sets: sets)
        case .complicationSet: return files + RoleSizeRules.complicationFindings(contents)
        case .dataSet, .imageStack, .imageStackLayer, .solidImageStack, .solidImageStackLayer, .stickerPack, .spriteAtlas,
             .textureSet, .cubeTextureSet, .mipmapSet, .arResourceGroup, .arReferenceImage, .arImageSet:
            return files
        }
    }

    /// By file, then position; findings without a position first, and ties in the order the rules found them.
    private static func sorted(_ findings: [CatalogLintReport.Finding]) -> [CatalogLintReport.Finding] {
        findings.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.file ?? "", lhs.element.location?.offset ?? -1, lhs.offset)
            let right = (rhs.element.file ?? "", rhs.element.location?.offset ?? -1, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
