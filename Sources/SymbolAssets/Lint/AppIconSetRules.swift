import SymbolFormat

/// App icon sets (symbol-format.md §7.1, §7.5): pixels match `size` × `scale`, one form per set, an opaque Any
/// marketing icon, and a dark icon with a transparent background.
///
/// Whether a dark icon is opaque everywhere, or a tinted one grey, needs the pixels; only the header is read here,
/// so a dark icon without any alpha channel is the one dark-icon finding.
enum AppIconSetRules {
    static func findings(_ contents: SetContents) -> [Diagnostic] {
        pixelSizeFindings(contents) + formFindings(contents) + transparencyFindings(contents)
    }

    private static func pixelSizeFindings(_ contents: SetContents) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for entry in contents.entries {
            guard let name = entry.filename, let header = contents.pngHeaders[name], let size = entry.size else { continue }
            let scale = Double(entry.scale ?? 1)
            let expected = (width: size.width * scale, height: size.height * scale)
            guard Double(header.width) != expected.width || Double(header.height) != expected.height else { continue }
            findings.append(contents.diagnostic(
                .error, "\"\(name)\" is \(header.width)×\(header.height) px; size \(format(size.width))x\(format(size.height)) at "
                    + "\(entry.scale ?? 1)x needs \(format(expected.width))×\(format(expected.height)) px",
                at: entry.pointer(to: "filename")))
        }
        return findings
    }

    /// Single-size (Xcode 14+) and per-size entries together make iOS ignore the dark and tinted icons [3P].
    /// Only entries with a file count: Xcode's empty wells are not a form the user chose.
    private static func formFindings(_ contents: SetContents) -> [Diagnostic] {
        let filled = contents.entries.filter { $0.filename != nil }
        guard filled.contains(where: isSingleSize),
              let perSize = filled.first(where: { $0.idiom == "iphone" || $0.idiom == "ipad" }) else { return [] }
        return [contents.diagnostic(
            .error, "\(contents.set.folderName) mixes the single-size 1024x1024 icon with per-size \(perSize.idiom ?? "") icons; "
                + "iOS then ignores the dark and tinted icons (keep one form)",
            at: perSize.pointer)]
    }

    private static func isSingleSize(_ entry: AssetEntry) -> Bool {
        entry.idiom == "universal" && (entry.platform == nil || entry.platform == "ios") && entry.scale == nil
            && entry.size.map { $0.width == 1024 && $0.height == 1024 } == true
    }

    /// The icon the App Store shows: the Any single-size iOS icon or the legacy `ios-marketing` one.
    private static func isStoreIcon(_ entry: AssetEntry) -> Bool {
        entry.appearance.isAny && (isSingleSize(entry) || entry.idiom == "ios-marketing")
    }

    private static func transparencyFindings(_ contents: SetContents) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for entry in contents.entries {
            guard let name = entry.filename, let header = contents.pngHeaders[name] else { continue }
            let at = entry.pointer(to: "filename")
            if isStoreIcon(entry), header.mayBeTransparent {
                let what = header.hasAlphaChannel ? "an alpha channel (PNG color type \(header.colorType))" : "a tRNS transparency chunk"
                findings.append(contents.diagnostic(
                    .error, "\"\(name)\" has \(what); the App Store rejects app icons with alpha (ITMS-90717)", at: at))
            } else if entry.appearance.isDark, !header.mayBeTransparent {
                findings.append(contents.diagnostic(
                    .warning, "\"\(name)\" has no alpha channel; a dark app icon needs a transparent background for iOS to draw its own", at: at))
            }
        }
        return findings
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
