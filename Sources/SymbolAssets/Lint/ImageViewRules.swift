import SymbolFormat
import SymbolRender
import SymbolCore

/// What an image view needs from a set (Documentation/ImageViews.md §4): slices whose caps and centre fit the
/// bitmap and agree across scales, direction and locale groups that have every scale the default group has, and
/// locale entries Xcode would read. Caps larger than the image are errors. Caps plus centre *smaller* than the image
/// are normal in a source catalog (Xcode's slicing editor keeps the full image and drops the span at build time), so
/// they are not reported; a zero-width stretch centre occurs in Apple's own UIKitCatalog, so it is a warning, and none
/// at all when the pixel lines on either side of it are identical (stretching either draws the same).
enum ImageViewRules {
    static func findings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        sliceFindings(contents) + groupFindings(contents) + localeFindings(contents)
    }

    /// One entry's `resizing`, read: the caps, the centre, and which axes resize.
    private struct Slice {
        var entry: AssetEntry
        var name: String
        var pixels: (width: Int, height: Int)
        var horizontal: Bool, vertical: Bool
        var left: Int, right: Int, top: Int, bottom: Int
        var centerWidth: Int, centerHeight: Int
    }

    private static func sliceFindings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        guard let root = contents.document?.root else { return [] }
        var findings: [CatalogLintReport.Finding] = []
        var slices: [Slice] = []
        for entry in contents.entries {
            guard let index = Int(entry.pointer.split(separator: "/").last ?? ""), let element = root["images"]?.arrayValue?[index],
                  let resizing = element["resizing"], let name = entry.filename, let header = contents.images[name]?.png else { continue }
            let mode = resizing["mode"]?.stringValue
            let horizontal = mode == "3-part-horizontal" || mode == "9-part", vertical = mode == "3-part-vertical" || mode == "9-part"
            // Clamped to ±2^31 px (far past any image) so that the sums below cannot overflow on 1e300 (it trapped).
            func number(_ value: JSONValue?) -> Int { Int(clamping: value?.numberValue ?? 0, to: -(1 << 31)...(1 << 31)) }
            let insets = resizing["cap-insets"], center = resizing["center"]
            let slice = Slice(entry: entry, name: name, pixels: (header.width, header.height), horizontal: horizontal, vertical: vertical,
                              left: number(insets?["left"]), right: number(insets?["right"]), top: number(insets?["top"]),
                              bottom: number(insets?["bottom"]), centerWidth: number(center?["width"]), centerHeight: number(center?["height"]))
            let at = entry.pointer(to: "resizing")
            // The numbers as the file spells them (1e300, not the clamped 2147483648).
            func shown(_ value: JSONValue?) -> String { NumberFormatting.described(value?.numberValue ?? 0) }
            let spelled = (width: [insets?["left"], center?["width"], insets?["right"]].map(shown),
                           height: [insets?["top"], center?["height"], insets?["bottom"]].map(shown))
            for (axis, resizes, low, centre, high, size) in [("width", horizontal, slice.left, slice.centerWidth, slice.right, header.width),
                                                            ("height", vertical, slice.top, slice.centerHeight, slice.bottom, header.height)] where resizes {
                let caps = low + centre + high
                if caps > size {
                    let terms = (axis == "width" ? spelled.width : spelled.height).joined(separator: " + ")
                    findings.append(contents.finding(.error, .sliceCaps,
                        "the caps and centre of \"\(name)\" (\(terms) px) exceed its \(size) px \(axis); nothing is left to resize", at: at))
                }
                if centre == 0 && resizing["center"]?["mode"]?.stringValue != nil
                    && !edgesMatch(contents, name: name, header: header, alongWidth: axis == "width", low: low, high: high) {
                    findings.append(contents.finding(.warning, .sliceCenter,
                        "the centre of \"\(name)\" is 0 px \(axis == "width" ? "wide" : "high"); UIKit then stretches a cap's edge pixel", at: at))
                }
            }
            if let scale = entry.scale, scale > 0 { slices.append(slice) }
        }
        // Insets in pixels of each scale are the same design: within one pixel of the scale ratio.
        let byGroup = Dictionary(grouping: slices) { $0.entry.qualifiers + "|" + $0.entry.appearance.description }
        for (_, group) in byGroup.sorted(by: { $0.key < $1.key }) {
            guard let reference = group.max(by: { ($0.entry.scale ?? 0) < ($1.entry.scale ?? 0) }), let referenceScale = reference.entry.scale else { continue }
            for slice in group where slice.entry.scale != referenceScale {
                let ratio = Double(slice.entry.scale ?? 1) / Double(referenceScale)
                let pairs = [("left", slice.left, reference.left, slice.horizontal), ("right", slice.right, reference.right, slice.horizontal),
                             ("top", slice.top, reference.top, slice.vertical), ("bottom", slice.bottom, reference.bottom, slice.vertical)]
                for (edge, value, other, used) in pairs where used && abs(Double(value) - Double(other) * ratio) > 1 {
                    findings.append(contents.finding(.warning, .sliceScales,
                        "the \(edge) cap of \"\(slice.name)\" is \(value) px at @\(slice.entry.scale ?? 1)x, but \"\(reference.name)\" has \(other) px at @\(referenceScale)x (expected about \(ImageSetRules.format(Double(other) * ratio)))",
                        at: slice.entry.pointer(to: "resizing")))
                }
            }
        }
        return findings
    }

    /// Whether the two pixel lines that meet at a 0 px centre (the low cap's last column or row and the high cap's
    /// first) are identical: then whichever UIKit stretches, the image draws as its author meant (a flat button
    /// edge, a plain bar). Transparent pixels match whatever their colour. Bounded like the dark-image comparison: an
    /// image of more than 2^22 pixels (16 MB decoded) is not decoded, and the centre stays reported.
    private static func edgesMatch(_ contents: SetContents, name: String, header: PNGHeader, alongWidth: Bool, low: Int, high: Int) -> Bool {
        let size = alongWidth ? header.width : header.height
        guard low > 0, high > 0, low <= size - high, header.width * header.height <= 1 << 22,
              let bytes = contents.bytes(of: name), let bitmap = try? PNGDecoder.decode(bytes),
              bitmap.width == header.width, bitmap.height == header.height else { return false }
        let first = low - 1, second = size - high
        let count = alongWidth ? bitmap.height : bitmap.width
        // One line of pixels against another: a few thousand comparisons, checked indexing is no cost here.
        let pixels = bitmap.pixels
        for along in 0..<count {
            let a = 4 * (alongWidth ? along * bitmap.width + first : first * bitmap.width + along)
            let b = 4 * (alongWidth ? along * bitmap.width + second : second * bitmap.width + along)
            if pixels[a + 3] == 0 && pixels[b + 3] == 0 { continue }
            if pixels[a..<(a + 4)] != pixels[b..<(b + 4)] { return false }
        }
        return true
    }

    /// Every direction and locale group has the scales of the default group (a mirrored set without @3x shows the
    /// default image flipped — or nothing — on @3x devices in that language).
    private static func groupFindings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        let filled = contents.entries.filter { $0.filename != nil && $0.appearance.isAny }
        func group(_ entry: AssetEntry) -> String {
            entry.qualifiers.split(separator: ",").filter { $0.hasPrefix("language-direction=") || $0.hasPrefix("locale=") }.joined(separator: ", ")
        }
        let groups = Dictionary(grouping: filled, by: group)
        guard groups.count > 1 else { return [] }
        let allScales = Set(filled.compactMap(\.scale))
        var findings: [CatalogLintReport.Finding] = []
        for (key, entries) in groups.sorted(by: { $0.key < $1.key }) where !key.isEmpty {
            let scales = Set(entries.compactMap(\.scale))
            for missing in allScales.subtracting(scales).sorted() where !scales.isEmpty {
                findings.append(contents.finding(.error, .directionScales,
                    "the \(key) images of \(contents.set.relativePath) have no @\(missing)x image, which the set's other images have", at: entries[0].pointer))
            }
        }
        return findings
    }

    private static func localeFindings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        let localized = contents.entries.filter { $0.qualifiers.contains("locale=") }
        for entry in localized {
            let code = entry.qualifiers.split(separator: ",").first { $0.hasPrefix("locale=") }.map { String($0.dropFirst("locale=".count)) } ?? ""
            if !LocalizedSource.isLocaleCode(code) {
                findings.append(contents.finding(.warning, .localeCode, "\"\(code)\" is not a locale code such as \"ar\", \"zh-Hans\" or \"pt-BR\"",
                                                 at: entry.pointer(to: "locale")))
            }
        }
        if let first = localized.first, contents.document?.root["properties"]?["localizable"]?.boolValue != true {
            findings.append(contents.finding(.warning, .localeNotLocalizable,
                "\(contents.set.relativePath) has locale entries but no \"localizable\" : true in its properties, which Xcode writes with them", at: first.pointer))
        }
        return findings
    }
}
