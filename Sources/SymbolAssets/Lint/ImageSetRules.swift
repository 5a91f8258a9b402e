import SymbolFormat

/// Image sets: every appearance variant has the scales the Any variant has (a dark @2x without a dark @3x shows
/// the light image on @3x devices in dark mode), and every PNG is the same size in points.
enum ImageSetRules {
    static func findings(_ contents: SetContents) -> [Diagnostic] {
        let filled = contents.entries.filter { $0.filename != nil }
        // Entries for different idioms, gamuts or directions are separate images; compare only within one.
        let groups = Dictionary(grouping: filled, by: \.qualifiers).sorted { $0.key < $1.key }
        var findings: [Diagnostic] = []
        for (qualifiers, entries) in groups {
            let suffix = groups.count > 1 ? " (\(qualifiers.replacing(",", with: ", ")))" : ""
            findings += variantFindings(entries, contents: contents, suffix: suffix)
            findings += pixelSizeFindings(entries, contents: contents)
        }
        return findings
    }

    /// Scale 0 stands for an entry without `scale` (a single image for every scale).
    private static func scaleKey(_ entry: AssetEntry) -> Int { entry.scale ?? 0 }

    private static func scaleList(_ scales: [Int]) -> String {
        let names = scales.sorted().map { $0 == 0 ? "single-scale" : "@\($0)x" }
        let joined = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        return joined + (names.count > 1 ? " images" : " image")
    }

    private static func variantFindings(_ entries: [AssetEntry], contents: SetContents, suffix: String) -> [Diagnostic] {
        let byVariant = Dictionary(grouping: entries, by: \.appearance)
        let folderName = contents.set.folderName
        let anyScales = Set(byVariant[.any]?.map(scaleKey) ?? [])
        var findings: [Diagnostic] = []
        for (variant, variantEntries) in byVariant.sorted(by: { $0.key < $1.key }) where !variant.isAny {
            let at = variantEntries[0].pointer
            guard !anyScales.isEmpty else {
                findings.append(contents.diagnostic(
                    .error, "\(folderName) has a \(variant) image but no Any image to fall back on\(suffix)", at: at))
                continue
            }
            let scales = Set(variantEntries.map(scaleKey))
            let missing = anyScales.subtracting(scales), extra = scales.subtracting(anyScales)
            if !missing.isEmpty {
                findings.append(contents.diagnostic(
                    .error, "the \(variant) variant of \(folderName) has no \(scaleList(Array(missing))), which the Any variant has\(suffix)", at: at))
            }
            if !extra.isEmpty {
                findings.append(contents.diagnostic(
                    .error, "the \(variant) variant of \(folderName) has \(scaleList(Array(extra))), which the Any variant lacks\(suffix)", at: at))
            }
        }
        return findings
    }

    /// Sizes are compared in sixths of a point: exact for scales 1, 2 and 3.
    private static func pixelSizeFindings(_ entries: [AssetEntry], contents: SetContents) -> [Diagnostic] {
        var measured: [(entry: AssetEntry, name: String, header: PNGHeader, points: PointSize)] = []
        for entry in entries {
            guard let name = entry.filename, let header = contents.pngHeaders[name] else { continue }
            let scale = entry.scale ?? 1
            measured.append((entry, name, header, PointSize(width: header.width * 6 / scale, height: header.height * 6 / scale)))
        }
        guard measured.count > 1 else { return [] }
        // The size most images agree on is the intended one (the first image's on a tie).
        var counts: [PointSize: Int] = [:]
        for item in measured { counts[item.points, default: 0] += 1 }
        var reference = measured[0].points
        for item in measured where counts[item.points, default: 0] > counts[reference, default: 0] { reference = item.points }
        var findings: [Diagnostic] = []
        for item in measured where item.points != reference {
            let scale = item.entry.scale ?? 1
            findings.append(contents.diagnostic(
                .error, "\"\(item.name)\" is \(item.header.width)×\(item.header.height) px, \(item.points) pt at \(scale)x; "
                    + "the other images of \(contents.set.folderName) are \(reference) pt (\(reference.scaled(by: scale)) px at \(scale)x)",
                at: item.entry.pointer(to: "filename")))
        }
        return findings
    }
}

/// A size in sixths of a point, so that pixel sizes divided by 1, 2 or 3 stay exact.
struct PointSize: Hashable, CustomStringConvertible {
    var width: Int
    var height: Int

    /// The size in pixels at `scale`, still in sixths.
    func scaled(by scale: Int) -> PointSize { PointSize(width: width * scale, height: height * scale) }

    /// `20×20`, with fractions as Xcode prints them (`83.5`) or as thirds.
    var description: String { "\(Self.format(width))×\(Self.format(height))" }

    static func format(_ sixths: Int) -> String {
        switch sixths % 6 {
        case 0: return "\(sixths / 6)"
        case 3: return "\(sixths / 6).5"
        case 2, 4: return "\(sixths / 2)/3"
        default: return "\(sixths)/6"
        }
    }
}
