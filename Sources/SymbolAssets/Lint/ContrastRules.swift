import SymbolFormat

/// Contrast of the colors a catalog declares a role for (Documentation/Colors.md §2): per appearance — light,
/// dark, dark elevated, light and dark high contrast — each color composited over its background, then measured
/// with WCAG 2.x (the finding) and APCA (information in the message).
///
/// Also: a high-contrast variant that lowers contrast (`contrast-high-contrast`), and a color used as text or as a
/// background whose dark variant is its light one (`contrast-light-only`), which stays light in dark mode.
/// Catalog colors have no elevated variant (no key exists), so "dark elevated" changes only system backgrounds.
enum ContrastRules {
    /// One appearance lint measures in.
    struct Condition: Sendable {
        var name: String
        var traits: ColorTraits
        /// The `Contents.json` variant the color comes from, to locate a finding.
        var variant: AppearanceVariant
        /// The condition this one is the high-contrast form of.
        var standard: Int?
    }

    static let conditions: [Condition] = [
        Condition(name: "light", traits: ColorTraits(appearance: .light), variant: .any),
        Condition(name: "dark", traits: ColorTraits(appearance: .dark), variant: AppearanceVariant(luminosity: "dark")),
        Condition(name: "dark elevated", traits: ColorTraits(appearance: .dark, level: .elevated), variant: AppearanceVariant(luminosity: "dark")),
        Condition(name: "light high contrast", traits: ColorTraits(appearance: .light, contrast: .high),
                  variant: AppearanceVariant(contrast: "high"), standard: 0),
        Condition(name: "dark high contrast", traits: ColorTraits(appearance: .dark, contrast: .high),
                  variant: AppearanceVariant(luminosity: "dark", contrast: "high"), standard: 1),
    ]

    /// Findings by set path, for the color sets the sidecar names; the sidecar's own findings under its file.
    static func findings(_ sets: [SetContents], sidecar: ContrastSidecar, level: ContrastLevel,
                         severity: LintSeverity) -> [String: [CatalogLintReport.Finding]] {
        var result: [String: [CatalogLintReport.Finding]] = [:]
        var colors: [String: (color: SymbolColor, contents: SetContents)] = [:]
        for contents in sets where contents.set.kind == .colorSet && contents.set.parent == nil {
            guard let color = try? ColorSetReader.read(contents.set.path).values.first else { continue }
            colors[contents.set.name] = (color, contents)
        }
        var sidecarFindings = sidecar.findings
        let usedAsBackground = Set(sidecar.colors.values.compactMap(\.background))
        for name in sidecar.colors.keys.sorted() {
            let declaration = sidecar.colors[name]!
            guard let (color, contents) = colors[name] else {
                sidecarFindings.append(.init(rule: LintRule.contrastRoles.rawValue, severity: .warning,
                                             message: "the roles file names the color \"\(name)\", which the catalog does not hold",
                                             file: sidecar.file, at: declaration.location))
                continue
            }
            let backgroundName = declaration.background ?? "systemBackground"
            let background: SymbolColor
            if let catalog = colors[backgroundName] {
                background = catalog.color
            } else if let system = SymbolColor(systemName: backgroundName) {
                background = system
            } else {
                sidecarFindings.append(.init(rule: LintRule.contrastRoles.rawValue, severity: .error,
                                             message: "\"\(name)\" sits on \"\(backgroundName)\", which is neither a color of the catalog nor a system color",
                                             file: sidecar.file, at: declaration.location))
                continue
            }
            var found = measure(name, color: color, role: declaration.role, on: background, named: backgroundName,
                                contents: contents, level: level, severity: severity)
            found += lightOnly(name, color: color, role: declaration.role, isBackground: false, contents: contents)
            result[contents.set.path, default: []] += found
        }
        let imageSets = Dictionary(sets.filter { ($0.set.kind == .imageSet || $0.set.kind == .symbolSet) && $0.set.parent == nil }.map { ($0.set.name, $0) },
                                   uniquingKeysWith: { first, _ in first })
        for name in sidecar.images.keys.sorted() {
            let declaration = sidecar.images[name]!
            guard let contents = imageSets[name] else {
                sidecarFindings.append(.init(rule: LintRule.contrastRoles.rawValue, severity: .warning,
                                             message: "the roles file names the image \"\(name)\", which the catalog does not hold as an image or symbol set",
                                             file: sidecar.file, at: declaration.location))
                continue
            }
            let backgroundName = declaration.background ?? "systemBackground"
            guard let background = colors[backgroundName]?.color ?? SymbolColor(systemName: backgroundName) else {
                sidecarFindings.append(.init(rule: LintRule.contrastRoles.rawValue, severity: .error,
                                             message: "\"\(name)\" sits on \"\(backgroundName)\", which is neither a color of the catalog nor a system color",
                                             file: sidecar.file, at: declaration.location))
                continue
            }
            let measure = contents.set.kind == .symbolSet ? LayerContrastRules.symbolFindings : LayerContrastRules.findings
            result[contents.set.path, default: []] += measure(name, declaration, contents, background, backgroundName, level, severity)
        }
        for name in usedAsBackground.sorted() where sidecar.colors[name] == nil {
            guard let (color, contents) = colors[name] else { continue }
            result[contents.set.path, default: []] += lightOnly(name, color: color, role: nil, isBackground: true, contents: contents)
        }
        if !sidecarFindings.isEmpty { result[sidecar.file, default: []] += sidecarFindings }
        return result
    }

    private static func measure(_ name: String, color: SymbolColor, role: ContrastRole, on background: SymbolColor, named backgroundName: String,
                                contents: SetContents, level: ContrastLevel, severity: LintSeverity) -> [CatalogLintReport.Finding] {
        guard let minimum = role.minimumRatio(level) else { return [] }
        var findings: [CatalogLintReport.Finding] = []
        var ratios: [Double] = []
        var reported = Set<String>()
        let hasHighContrast = contents.entries.contains { $0.appearance.contrast == "high" }
        for condition in conditions {
            let front = color.resolved(condition.traits), back = background.resolved(condition.traits)
            // A translucent background shows the system background of the same appearance through it.
            let underlay = SymbolColor.systemBackground.resolved(condition.traits)
            let ratio = ColorContrast.ratio(front, on: back, underlay: underlay)
            ratios.append(ratio)
            let pointer = pointer(for: condition.variant, in: contents)
            if ratio < minimum, let reportAs = severity.diagnosticSeverity {
                // The same pair in two conditions (a catalog background has no elevated variant) is said once.
                let pair = front.description + back.description
                if reported.insert(pair).inserted {
                    let lc = ColorContrast.lightnessContrast(front, on: back, underlay: underlay)
                    let composite = front.alpha < 1 ? " (composited \(ColorContrast.composited(front, over: back).description.prefix(7)))" : ""
                    findings.append(contents.finding(
                        reportAs == .error ? .error : .warning, .contrast,
                        "\(name) (\(describe(role)) on \(backgroundName)), \(condition.name): \(front)\(composite) on \(back) is "
                            + "\(format(ratio, below: minimum)):1, below \(NumberFormatting.string(minimum)):1 for \(describe(role)) at \(level.rawValue)"
                            + " (APCA Lc \(NumberFormatting.fixed(lc, fractionDigits: 1)))", at: pointer))
                }
            }
            if let standard = condition.standard, hasHighContrast, ratio + 0.005 < ratios[standard] {
                findings.append(contents.finding(
                    .warning, .contrastHighContrast,
                    "\(name), \(condition.name): \(front) on \(back) is \(format(ratio)):1, less than the standard variant's "
                        + "\(format(ratios[standard])):1; Increase Contrast should raise contrast", at: pointer))
            }
        }
        return findings
    }

    /// A dark variant equal to the light one, for a dark text color or a light background: it stays as it is in
    /// dark mode (catalog-features §7 L-parity thresholds: luminance below 0.2 for text, above 0.5 for a background).
    private static func lightOnly(_ name: String, color: SymbolColor, role: ContrastRole?, isBackground: Bool,
                                  contents: SetContents) -> [CatalogLintReport.Finding] {
        guard color.systemName == nil, contents.entries.contains(where: { $0.appearance.isDark }) else { return [] }
        let light = color.resolved(ColorTraits(appearance: .light)), dark = color.resolved(ColorTraits(appearance: .dark))
        guard light == dark else { return [] }
        let luminance = ColorContrast.relativeLuminance(ColorContrast.composited(light, over: .white))
        let text = role == .text || role == .largeText
        guard (text && luminance < 0.2) || (isBackground && luminance > 0.5) else { return [] }
        let what = isBackground ? "a light background" : "dark text"
        return [contents.finding(.warning, .contrastLightOnly,
                                 "\(name) is \(what) whose dark variant equals its light one (\(light)): it does not adapt to dark mode",
                                 at: pointer(for: AppearanceVariant(luminosity: "dark"), in: contents))]
    }

    private static func pointer(for variant: AppearanceVariant, in contents: SetContents) -> String {
        contents.entries.first { $0.appearance == variant }?.pointer
            ?? contents.entries.first { $0.appearance.isAny }?.pointer ?? "/colors"
    }

    private static func describe(_ role: ContrastRole) -> String {
        switch role {
        case .text: return "text"
        case .largeText: return "large text"
        case .nonText: return "non-text"
        case .decorative: return "decorative"
        }
    }

    /// Two decimals; a failing ratio never prints as its threshold (4.497 is "4.49", not "4.50").
    static func format(_ ratio: Double, below minimum: Double? = nil) -> String {
        var shown = (ratio * 100).rounded() / 100
        if let minimum, shown >= minimum { shown = (ratio * 100).rounded(.down) / 100 }
        return NumberFormatting.fixed(shown, fractionDigits: 2)
    }
}
