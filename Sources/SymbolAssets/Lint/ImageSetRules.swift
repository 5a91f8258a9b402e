import SymbolFormat

/// Image sets: every appearance variant has the scales the Any variant has (a dark @2x without a dark @3x shows
/// the light image on @3x devices in dark mode), a dark image differs from its Any image, and the PNGs of each
/// appearance agree on one size in points.
///
/// Xcode never checks image-set pixel sizes (UIKit draws each file at its own size), and designer exports
/// round (27×41 at 1x, 53×81 at 2x, 79×121 at 3x), so sizes are compared with a tolerance: within the scale
/// factor in pixels or 5 % is the same size. A file the size of another scale's slot (a 3x file in the 2x
/// slot, an @3x drawn at twice the point size) is a gross mistake and an error; a smaller disagreement is
/// reported with the severity the team chose (``CatalogLinter/sizeMismatchSeverity``).
enum ImageSetRules {
    /// Sizes that differ by this ratio or more on an axis are a wrong scale, not rounding or a trimmed export.
    static let grossRatio = 1.3

    static func findings(_ contents: SetContents, sizeMismatch: LintSeverity) -> [CatalogLintReport.Finding] {
        let filled = contents.entries.filter { $0.filename != nil }
        // Entries for different idioms, gamuts or directions are separate images; compare only within one.
        let groups = Dictionary(grouping: filled, by: \.qualifiers).sorted { $0.key < $1.key }
        var findings: [CatalogLintReport.Finding] = []
        for (qualifiers, entries) in groups {
            let suffix = groups.count > 1 ? " (\(qualifiers.replacing(",", with: ", ")))" : ""
            findings += variantFindings(entries, contents: contents, suffix: suffix)
            findings += darkSameAsAnyFindings(entries, contents: contents)
            // A dark variant may be other artwork of another size; scales are compared within each appearance.
            for (_, variant) in Dictionary(grouping: entries, by: \.appearance).sorted(by: { $0.key < $1.key }) {
                findings += pixelSizeFindings(variant, contents: contents, sizeMismatch: sizeMismatch)
            }
        }
        return findings
    }

    /// Scale 0 stands for an entry without `scale` (a single image for every scale).
    private static func scaleKey(_ entry: AssetEntry) -> Int { entry.scale ?? 0 }

    private static func scaleName(_ scale: Int) -> String { scale == 0 ? "single-scale image" : "@\(scale)x image" }

    private static func variantFindings(_ entries: [AssetEntry], contents: SetContents, suffix: String) -> [CatalogLintReport.Finding] {
        let byVariant = Dictionary(grouping: entries, by: \.appearance)
        let set = contents.set.relativePath
        let anyScales = Set(byVariant[.any]?.map(scaleKey) ?? [])
        var findings: [CatalogLintReport.Finding] = []
        for (variant, variantEntries) in byVariant.sorted(by: { $0.key < $1.key }) where !variant.isAny {
            let at = variantEntries[0].pointer
            guard !anyScales.isEmpty else {
                findings.append(contents.finding(
                    .error, .variantWithoutAny, "\(set) has a \(variant) image but no Any image to fall back on\(suffix)", at: at))
                continue
            }
            let scales = Set(variantEntries.map(scaleKey))
            for scale in anyScales.subtracting(scales).sorted() {
                // Point at the variant's own empty well for that scale when Xcode wrote one.
                let well = contents.entries.first {
                    $0.filename == nil && $0.appearance == variant && scaleKey($0) == scale && $0.qualifiers == variantEntries[0].qualifiers
                }
                findings.append(contents.finding(
                    .error, .variantScales, "the \(variant) variant of \(set) has no \(scaleName(scale)), which the Any variant has\(suffix)",
                    at: well?.pointer ?? at))
            }
            for scale in scales.subtracting(anyScales).sorted() {
                let entry = variantEntries.first { scaleKey($0) == scale } ?? variantEntries[0]
                findings.append(contents.finding(
                    .error, .variantScales, "the \(variant) variant of \(set) has an \(scaleName(scale)), which the Any variant lacks\(suffix)",
                    at: entry.pointer))
            }
        }
        return findings
    }

    /// A dark image with the Any image's pixels is a variant that changes nothing (usually a copy left to edit).
    private static func darkSameAsAnyFindings(_ entries: [AssetEntry], contents: SetContents) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        for dark in entries where dark.appearance == AppearanceVariant(luminosity: "dark") {
            guard let darkName = dark.filename,
                  let any = entries.first(where: { $0.appearance.isAny && scaleKey($0) == scaleKey(dark) }),
                  let anyName = any.filename, anyName != darkName,
                  contents.files[darkName]?.isFile == true, contents.files[anyName]?.isFile == true,
                  let darkBytes = contents.bytes(of: darkName), let anyBytes = contents.bytes(of: anyName),
                  ImageFile.samePixels(darkBytes, anyBytes) else { continue }
            findings.append(contents.finding(
                .warning, .darkSameAsAny, "the dark image \"\(darkName)\" shows the same pixels as the Any image \"\(anyName)\"; "
                    + "give it its own image or remove the dark variant", at: dark.pointer(to: "filename")))
        }
        return findings
    }

    private struct Measured {
        var entry: AssetEntry
        var name: String
        var pixels: (width: Int, height: Int)
        var scale: Int
        var points: (width: Double, height: Double) { (Double(pixels.width) / Double(scale), Double(pixels.height) / Double(scale)) }
    }

    private static func pixelSizeFindings(_ entries: [AssetEntry], contents: SetContents,
                                          sizeMismatch: LintSeverity) -> [CatalogLintReport.Finding] {
        // Entries without a scale are drawn at their own size at every scale: nothing to compare.
        let measured = entries.compactMap { entry -> Measured? in
            guard let name = entry.filename, let scale = entry.scale, let header = contents.images[name]?.png else { return nil }
            return Measured(entry: entry, name: name, pixels: (header.width, header.height), scale: scale)
        }
        guard measured.count > 1 else { return [] }
        // Stretchable sets and 1–2 px tiles are not judged on the axes they stretch along.
        let judgesWidth = !measured.contains { $0.entry.stretches.width || $0.pixels.width <= 2 }
        let judgesHeight = !measured.contains { $0.entry.stretches.height || $0.pixels.height <= 2 }
        guard judgesWidth || judgesHeight else { return [] }
        func ratios(_ item: Measured, against reference: Measured) -> [Double] {
            var result: [Double] = []
            if judgesWidth { result.append(Double(item.pixels.width) / (reference.points.width * Double(item.scale))) }
            if judgesHeight { result.append(Double(item.pixels.height) / (reference.points.height * Double(item.scale))) }
            return result
        }
        func agrees(_ item: Measured, _ reference: Measured) -> Bool {
            let expected = (reference.points.width * Double(item.scale), reference.points.height * Double(item.scale))
            func within(_ actual: Int, _ wanted: Double) -> Bool {
                abs(Double(actual) - wanted) <= max(Double(item.scale), 0.05 * wanted)
            }
            return (!judgesWidth || within(item.pixels.width, expected.0)) && (!judgesHeight || within(item.pixels.height, expected.1))
        }
        // The image most others agree with is the intended size; on a tie the highest scale (the finest pixels).
        var reference = measured[0], best = -1
        for candidate in measured {
            let score = measured.count { agrees($0, candidate) }
            if score > best || (score == best && candidate.scale > reference.scale) { reference = candidate; best = score }
        }
        var findings: [CatalogLintReport.Finding] = []
        for item in measured where !agrees(item, reference) {
            let gross = ratios(item, against: reference).contains { $0 >= grossRatio || $0 <= 1 / grossRatio }
            let severity: CatalogLintReport.Finding.Severity
            if gross { severity = .error } else if let chosen = sizeMismatch.diagnosticSeverity { severity = chosen == .error ? .error : .warning } else { continue }
            let expected = "\(format(reference.points.width * Double(item.scale)))×\(format(reference.points.height * Double(item.scale))) px"
            var message = "\"\(item.name)\" is \(item.pixels.width)×\(item.pixels.height) px, \(format(item.points.width))×\(format(item.points.height)) pt at \(item.scale)x; "
                + "\"\(reference.name)\" makes \(contents.set.relativePath) \(format(reference.points.width))×\(format(reference.points.height)) pt (\(expected) at \(item.scale)x)"
            if gross, let slot = likelyScale(item, reference: reference) { message += "; it looks like the @\(slot)x image" }
            findings.append(contents.finding(severity, gross ? .scaleMismatch : .sizeMismatch, message, at: item.entry.pointer(to: "filename")))
        }
        return findings
    }

    /// The scale whose slot a grossly wrong file fits, when one does (a 3x file in the 2x slot).
    private static func likelyScale(_ item: Measured, reference: Measured) -> Int? {
        func fits(_ actual: Int, _ points: Double, _ scale: Int) -> Bool {
            let wanted = points * Double(scale)
            return abs(Double(actual) - wanted) <= max(Double(scale), 0.05 * wanted)
        }
        return [1, 2, 3].first { scale in
            scale != item.scale && fits(item.pixels.width, reference.points.width, scale)
                && fits(item.pixels.height, reference.points.height, scale)
        }
    }

    /// `20`, `16.67`: points as a person reads them.
    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(clamping: value, to: Int.min...Int.max)) }
        let hundredths = (value * 100).rounded() / 100
        var text = String(hundredths)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
