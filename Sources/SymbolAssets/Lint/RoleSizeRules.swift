import SymbolFormat

/// Pixel sizes Apple fixes by role rather than by the image: tvOS brand assets (icon and top-shelf sizes, for
/// plain images and for every layer of an image stack), launch images (one screen size per device, orientation
/// and scale), and iMessage stickers (at most 500 KB, the pack's grid size at @3x, at most 618 px a side).
enum RoleSizeRules {
    /// Messages refuses sticker files above this size.
    static let stickerByteLimit = 500 * 1024

    // MARK: Brand assets

    /// Checks each `assets` entry of a `.brandassets` against the images of the member set it names.
    static func brandAssetFindings(_ brand: SetContents, sets: [String: SetContents]) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        for entry in brand.entries {
            guard let name = entry.filename, let size = entry.size, SetContents.isPlainName(name) else { continue }
            let member = brand.set.relativePath + "/" + name
            let role = brand.document?.root["assets"]?.arrayValue?.first { $0["filename"]?.stringValue == name }?["role"]?.stringValue ?? "asset"
            // A plain image set, or the Content.imageset of each layer of a stack.
            let imageSets = sets.values.filter { contents in
                contents.set.kind == .imageSet
                    && FileSystem.isInside(contents.set.relativePath, member)
            }.sorted { $0.set.relativePath < $1.set.relativePath }
            for contents in imageSets {
                for image in contents.entries {
                    guard let file = image.filename, let header = contents.images[file]?.png else { continue }
                    let scale = Double(image.scale ?? 1)
                    // Doubles: a hand-written size can be any finite number, and Int() of a huge one traps.
                    let width = size.width * scale, height = size.height * scale
                    // A layer may be smaller than the canvas (tvOS centres it, as a logo over a backdrop); only a plain
                    // image must fill its role exactly, and no layer may overflow it.
                    let isLayer = contents.set.relativePath != member
                    let (pixelWidth, pixelHeight) = (Double(header.width), Double(header.height))
                    if isLayer ? (pixelWidth <= width && pixelHeight <= height) : (pixelWidth == width && pixelHeight == height) { continue }
                    let pixels = "\(header.width)×\(header.height) px", role = "the \(role) \(name) (\(AppIconSetRules.format(size.width))x\(AppIconSetRules.format(size.height)) pt)"
                    let needs = "\(AppIconSetRules.format(width))×\(AppIconSetRules.format(height)) px at \(image.scale ?? 1)x"
                    findings.append(contents.finding(
                        isLayer ? .warning : .error, .roleSize,
                        isLayer ? "\"\(file)\" is \(pixels), larger than \(role): a layer may be at most \(needs)"
                            : "\"\(file)\" is \(pixels); \(role) needs \(needs)",
                        at: image.pointer(to: "filename")))
                }
            }
        }
        return findings
    }

    // MARK: Launch images

    /// Portrait pixel sizes of full-screen launch images by idiom, subtype and scale (Asset Catalog Format
    /// Reference, "Launch Image Type"); landscape swaps them.
    private static let launchSizes: [String: (Int, Int)] = [
        "iphone--1": (320, 480), "iphone--2": (640, 960), "iphone-retina4-2": (640, 1136),
        "iphone-667h-2": (750, 1334), "iphone-736h-3": (1242, 2208), "iphone-2436h-3": (1125, 2436),
        "iphone-2688h-3": (1242, 2688), "iphone-1792h-2": (828, 1792),
        "ipad--1": (768, 1024), "ipad--2": (1536, 2048),
    ]

    static func launchImageFindings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        guard let elements = contents.document?.root["images"]?.arrayValue else { return [] }
        var findings: [CatalogLintReport.Finding] = []
        for entry in contents.entries {
            guard let file = entry.filename, let header = contents.images[file]?.png,
                  let index = Int(entry.pointer.split(separator: "/").last ?? ""), index < elements.count else { continue }
            let element = elements[index]
            let subtype = element["subtype"]?.stringValue ?? ""
            guard let idiom = entry.idiom, let portrait = launchSizes["\(idiom)-\(subtype)-\(entry.scale ?? 1)"] else { continue }
            var expected = element["orientation"]?.stringValue == "landscape" ? (portrait.1, portrait.0) : portrait
            // iOS 6 and earlier drew some launch images below the 20 pt status bar.
            if element["extent"]?.stringValue == "to-status-bar" { expected.1 -= 20 * (entry.scale ?? 1) }
            guard header.width != expected.0 || header.height != expected.1 else { continue }
            findings.append(contents.finding(
                .error, .roleSize, "\"\(file)\" is \(header.width)×\(header.height) px; a \(element["orientation"]?.stringValue ?? "portrait") "
                    + "\(idiom)\(subtype.isEmpty ? "" : " " + subtype) launch image at \(entry.scale ?? 1)x is \(expected.0)×\(expected.1) px",
                at: entry.pointer(to: "filename")))
        }
        return findings
    }

    // MARK: Stickers

    /// The @3x pixel side of each sticker-pack grid size (MSStickerSize: 100, 136 and 206 pt).
    static let stickerSides = ["small": 300, "regular": 408, "large": 618]
    /// The largest sticker Messages takes, the large grid's cell: 206 pt, 618 px at @3x.
    static let largestStickerSide = 618

    /// A sticker's file size, and its pixels against its pack's `grid-size`: an image whose longer side is
    /// shorter than the grid cell is drawn blurred (Messages scales it up), one longer than the largest cell is
    /// beyond what a sticker may be. Stickers need not be square. Sizes come from the PNG header, nothing decoded.
    static func stickerFindings(_ contents: SetContents, sets: [String: SetContents]) -> [CatalogLintReport.Finding] {
        let pack = contents.set.parent.flatMap { sets[$0] }
        let grid = pack?.document?.root["properties"]?["grid-size"]?.stringValue ?? "small"
        let side = stickerSides[grid] ?? 300
        var findings: [CatalogLintReport.Finding] = []
        for entry in contents.entries {
            guard let file = entry.filename, case .file(let bytes)? = contents.files[file] else { continue }
            let at = entry.pointer(to: "filename")
            if bytes > stickerByteLimit {
                findings.append(contents.finding(
                    .error, .fileTooLarge, "\"\(file)\" is \(bytes / 1024) KB; Messages refuses sticker files over 500 KB", at: at))
            }
            guard let header = contents.images[file]?.png else { continue }
            let longer = max(header.width, header.height)
            if longer < side {
                findings.append(contents.finding(
                    .warning, .roleSize, "\"\(file)\" is \(header.width)×\(header.height) px; a \(grid) sticker is drawn \(side)×\(side) px (@3x), "
                        + "so Messages scales this one up", at: at))
            } else if longer > largestStickerSide && longer <= SetFileRules.maximumImageSide {
                // Larger than any image-too-large bound is that rule's finding; this is the sticker's own limit.
                findings.append(contents.finding(
                    .warning, .roleSize, "\"\(file)\" is \(header.width)×\(header.height) px, larger than the largest sticker (206×206 pt, "
                        + "\(largestStickerSide)×\(largestStickerSide) px at @3x): Messages scales it down, and the extra pixels spend the 500 KB budget", at: at))
            }
        }
        return findings
    }

    // MARK: Complications

    /// The roles of a `.complicationset` (Asset Catalog Format Reference, "Complication Set Type").
    static let complicationRoles: Set<String> = [
        "circular", "extra-large", "graphic-bezel", "graphic-circular", "graphic-corner", "graphic-extra-large",
        "graphic-large-rectangular", "modular", "utilitarian",
    ]

    static func complicationFindings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        guard let elements = contents.document?.root["assets"]?.arrayValue else { return [] }
        var findings: [CatalogLintReport.Finding] = []
        for (index, element) in elements.enumerated() {
            guard let role = element["role"]?.stringValue else {
                findings.append(contents.finding(.error, .contentsValue, "a complication asset needs a \"role\"", at: "/assets/\(index)"))
                continue
            }
            if !complicationRoles.contains(role) {
                findings.append(contents.finding(
                    .warning, .contentsValue, "unknown complication role \"\(role)\" (expected one of \(complicationRoles.sorted().joined(separator: ", ")))",
                    at: "/assets/\(index)/role"))
            }
        }
        return findings
    }
}
