import SymbolFormat
import SymbolCore

/// One element of a set's `images`, `colors` or `symbols` array, with the keys the rules read. Values of the
/// wrong type are `nil` here (``ContentsSchema`` reports them); values of the right type but outside their
/// vocabulary are reported by ``read(_:list:)``.
struct AssetEntry: Sendable {
    /// JSON Pointer of the entry, `/images/3`.
    var pointer: String
    var idiom: String?
    var filename: String?
    /// 1, 2 or 3; `nil` when the entry has no valid `scale` (a single vector image).
    var scale: Int?
    /// `size` of app-icon entries in points, `60x60` → (60, 60).
    var size: (width: Double, height: Double)?
    var platform: String?
    var appearance: AppearanceVariant
    /// The `color` object of a color-set entry.
    var color: JSONValue?
    /// The members other than file, scale and appearance that tell variants apart (idiom, gamut, direction…),
    /// as `key=value` pairs: entries compare their scales only with entries of the same qualifiers.
    var qualifiers: String
    /// The axes a `resizing` object stretches (`3-part-horizontal` → width): pixel sizes are not judged on them.
    var stretches: (width: Bool, height: Bool) = (false, false)

    /// The pointer of one of the entry's members.
    func pointer(to key: String) -> String { pointer + "/" + key }

    /// The entries of the array `list` (`images`, …), with findings for elements that are not objects and for
    /// scales, sizes and appearances Xcode does not write.
    static func read(_ document: JSONDocument, list: String) -> (entries: [AssetEntry], findings: [Diagnostic]) {
        guard let elements = document.root[list]?.arrayValue else { return ([], []) }
        var entries: [AssetEntry] = []
        var findings: [Diagnostic] = []
        for (index, element) in elements.enumerated() {
            let pointer = "/\(list)/\(index)"
            guard case .object(let members) = element else {
                findings.append(document.diagnostic(
                    .error, "each element of \"\(list)\" must be an object, found \(ContentsSchema.describe(element))", at: pointer))
                continue
            }
            var entry = AssetEntry(pointer: pointer, idiom: element["idiom"]?.stringValue,
                                   filename: element["filename"]?.stringValue, scale: nil, size: nil,
                                   platform: element["platform"]?.stringValue, appearance: .any,
                                   color: element["color"], qualifiers: "")
            if let scale = element["scale"]?.stringValue {
                switch scale {
                case "1x": entry.scale = 1
                case "2x": entry.scale = 2
                case "3x": entry.scale = 3
                default:
                    findings.append(document.diagnostic(
                        .error, "\"scale\" must be \"1x\", \"2x\" or \"3x\", found \"\(scale)\"", at: entry.pointer(to: "scale")))
                }
            }
            if let size = element["size"]?.stringValue {
                entry.size = parseSize(size)
                if entry.size == nil {
                    findings.append(document.diagnostic(
                        .error, "\"size\" must be points as \"WxH\", such as \"60x60\", found \"\(size)\"", at: entry.pointer(to: "size")))
                }
            }
            switch element["resizing"]?["mode"]?.stringValue {
            case "3-part-horizontal": entry.stretches = (true, false)
            case "3-part-vertical": entry.stretches = (false, true)
            case "9-part": entry.stretches = (true, true)
            default: break
            }
            entry.appearance = readAppearances(element["appearances"], pointer: entry.pointer(to: "appearances"),
                                               document: document, findings: &findings)
            entry.qualifiers = members
                .filter { !["filename", "scale", "appearances", "color", "size", "resizing"].contains($0.key) }
                .compactMap { member in member.value.stringValue.map { "\(member.key)=\($0)" } }
                .sorted().joined(separator: ",")
            entries.append(entry)
        }
        return (entries, findings)
    }

    private static func readAppearances(_ value: JSONValue?, pointer: String, document: JSONDocument,
                                        findings: inout [Diagnostic]) -> AppearanceVariant {
        var variant = AppearanceVariant.any
        for (index, appearance) in (value?.arrayValue ?? []).enumerated() {
            let here = pointer + "/\(index)"
            guard case .object = appearance else {
                findings.append(document.diagnostic(
                    .error, "each appearance must be an object, found \(ContentsSchema.describe(appearance))", at: here))
                continue
            }
            // Types were checked by ContentsSchema; only the vocabulary (§7.1) is checked here.
            guard let kind = appearance["appearance"]?.stringValue, let name = appearance["value"]?.stringValue else {
                if appearance["appearance"] == nil || appearance["value"] == nil {
                    findings.append(document.diagnostic(
                        .error, "an appearance needs both \"appearance\" and \"value\"", at: here))
                }
                continue
            }
            switch (kind, name) {
            case ("luminosity", "light"), ("luminosity", "dark"), ("luminosity", "tinted"): variant.luminosity = name
            case ("contrast", "high"): variant.contrast = name
            default:
                findings.append(document.diagnostic(
                    .warning, "unknown appearance \"\(kind)\": \"\(name)\" (expected luminosity light, dark or tinted, or contrast high)", at: here))
            }
        }
        return variant
    }

    /// `"83.5x83.5"` → (83.5, 83.5); `nil` unless both sides are positive numbers.
    static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return (width, height)
    }
}
