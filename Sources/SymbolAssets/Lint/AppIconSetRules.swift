import SymbolFormat

/// App icon sets (Documentation/SymbolFormat.md §7.1, §7.5): pixels match `size` × `scale`, one form per set, an App Store
/// icon without translucent pixels, and a dark icon with a transparent background. iMessage icon sets
/// (`.stickersiconset`) get the size rule only.
enum AppIconSetRules {
    static func findings(_ contents: SetContents, context: CatalogContext) -> [CatalogLintReport.Finding] {
        var findings = pixelSizeFindings(contents)
        guard contents.set.kind == .appIconSet else { return findings }
        findings += formFindings(contents) + transparencyFindings(contents, context: context)
        return findings
    }

    private static func pixelSizeFindings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        for entry in contents.entries {
            guard let name = entry.filename, let header = contents.images[name]?.png, let size = entry.size else { continue }
            let scale = Double(entry.scale ?? 1)
            let expected = (width: size.width * scale, height: size.height * scale)
            guard Double(header.width) != expected.width || Double(header.height) != expected.height else { continue }
            findings.append(contents.finding(
                .error, .iconSize, "\"\(name)\" is \(header.width)×\(header.height) px; size \(format(size.width))x\(format(size.height)) at "
                    + "\(entry.scale ?? 1)x needs \(format(expected.width))×\(format(expected.height)) px",
                at: entry.pointer(to: "filename")))
        }
        return findings
    }

    /// Single-size (Xcode 14+) and per-size entries together make iOS ignore the dark and tinted icons [3P].
    /// Only entries with a file count: Xcode's empty wells are not a form the user chose.
    private static func formFindings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        let filled = contents.entries.filter { $0.filename != nil }
        guard filled.contains(where: isSingleSize),
              let perSize = filled.first(where: { $0.idiom == "iphone" || $0.idiom == "ipad" }) else { return [] }
        return [contents.finding(
            .error, .iconForms, "\(contents.set.relativePath) mixes the single-size 1024x1024 icon with per-size \(perSize.idiom ?? "") icons; "
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

    /// ITMS-90717 rejects an App Store icon that shows transparency. A PNG whose alpha channel is opaque at every
    /// pixel ships (several apps do), so only a translucent pixel is an error; the channel alone is a warning.
    /// An app extension's icons are not App Store icons (share-sheet glyphs are transparent by design), and an
    /// alternate icon (a set not named `AppIcon…` beside others) is not checked by the App Store, though iOS draws
    /// its translucent pixels over black: a warning. Messages give the lowest alpha, so 254 reads as the export slip it is.
    private static func transparencyFindings(_ contents: SetContents, context: CatalogContext) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        let stem = FileSystem.lastComponent(contents.set.name)
        let isPrimary = stem.lowercased().hasPrefix("appicon") || context.appIconSetCount == 1
        for entry in contents.entries {
            guard let name = entry.filename, let header = contents.images[name]?.png else { continue }
            let at = entry.pointer(to: "filename")
            if isStoreIcon(entry), header.mayBeTransparent, !context.isExtension {
                let lowest = contents.bytes(of: name).flatMap { ImageFile.minimumAlpha($0, header: header) }
                let how = lowest.map { $0 == 0 ? "transparent pixels" : "translucent pixels (alpha down to \($0) of 255)" } ?? ""
                switch (lowest, isPrimary) {
                case (let alpha?, true) where alpha < 255:
                    findings.append(contents.finding(
                        .error, .iconTransparent, "\"\(name)\" has \(how); the App Store rejects an app icon with transparency (ITMS-90717)", at: at))
                case (let alpha?, false) where alpha < 255:
                    findings.append(contents.finding(
                        .warning, .iconTransparent, "\"\(name)\" has \(how), which iOS draws over black in this alternate icon "
                            + "(the App Store rejects transparency in the primary icon, ITMS-90717)", at: at))
                case (_?, true):
                    findings.append(contents.finding(
                        .warning, .iconAlphaChannel, "\"\(name)\" has an alpha channel, though every pixel is opaque; save it without alpha to be safe with App Store checks (ITMS-90717)", at: at))
                case (nil, true):
                    let what = header.hasAlphaChannel ? "an alpha channel" : "a tRNS transparency chunk"
                    findings.append(contents.finding(
                        .warning, .iconAlphaChannel, "\"\(name)\" has \(what) whose pixels lint cannot read (\(header.bitDepth)-bit\(header.isInterlaced ? ", interlaced" : "")); the App Store rejects an app icon with transparency (ITMS-90717)", at: at))
                default:
                    break
                }
            } else if entry.appearance.isDark, !header.mayBeTransparent {
                findings.append(contents.finding(
                    .warning, .darkIconOpaque, "\"\(name)\" has no alpha channel; a dark app icon needs a transparent background for iOS to draw its own", at: at))
            }
        }
        return findings
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(clamping: value, to: Int.min...Int.max)) : String(value)
    }
}
