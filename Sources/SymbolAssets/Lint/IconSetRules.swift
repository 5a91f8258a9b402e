import SymbolFormat

/// Apple's `.iconset` (Asset Catalog Format Reference, "Icon Set Type"; what `iconutil` reads): a folder of
/// `icon_<w>x<h>[@2x].png` files and no `Contents.json`. Each file must be a slot `iconutil` knows and have the
/// pixels its name says.
enum IconSetRules {
    /// The point sizes of macOS icon slots.
    static let slotSizes: Set<Int> = [16, 32, 128, 256, 512]

    static func findings(_ contents: SetContents) -> [CatalogLintReport.Finding] {
        var findings: [CatalogLintReport.Finding] = []
        let set = contents.set.relativePath
        for (name, entry) in contents.files.sorted(by: { $0.key < $1.key }) {
            let relative = contents.relative(name)
            switch entry {
            case .symbolicLink:
                findings.append(contents.finding(.warning, .symbolicLink, "\(relative) is a symbolic link; lint does not follow links, so it is not checked", file: name))
                continue
            case .special(let what):
                findings.append(contents.finding(.error, .specialFile, "\(relative) is \(what), not a file", file: name))
                continue
            case .directory:
                findings.append(contents.finding(.warning, .fileUnnamed, "\(relative) is a folder inside an .iconset; iconutil ignores it", file: name))
                continue
            case .file, .missing:
                break
            }
            guard let (points, scale) = slot(name) else {
                findings.append(contents.finding(
                    .warning, .iconsetSlot, "\"\(name)\" is not an iconset slot (icon_16x16.png … icon_512x512@2x.png); iconutil ignores it", file: name))
                continue
            }
            guard let image = contents.images[name] else { continue }
            if image.isLFSPointer {
                findings.append(SetFileRules.lfsFinding(name, contents: contents, at: nil))
            } else if let format = image.format, format != .png {
                findings.append(contents.finding(.error, .fileFormat, "\"\(name)\" is \(SetFileRules.article(format.rawValue)) \(format.rawValue) image, not a PNG", file: name))
            } else if let problem = image.pngProblem {
                findings.append(contents.finding(.error, .fileCorrupt, "\"\(name)\" is a damaged PNG: \(problem)", file: name))
            } else if image.format == nil {
                findings.append(contents.finding(.error, .fileFormat, "\"\(name)\" is not a PNG image (its first bytes match no image format)", file: name))
            } else if let header = image.png, header.width != points * scale || header.height != points * scale {
                findings.append(contents.finding(
                    .error, .iconSize, "\"\(name)\" is \(header.width)×\(header.height) px; its slot in \(set) needs \(points * scale)×\(points * scale) px", file: name))
            }
        }
        if !contents.files.keys.contains(where: { slot($0) != nil }) {
            findings.append(contents.finding(.warning, .iconsetSlot, "\(set) holds no icon_<size>.png file", at: ""))
        }
        return findings
    }

    /// `icon_16x16@2x.png` → (16, 2); `nil` for any other name.
    static func slot(_ name: String) -> (points: Int, scale: Int)? {
        guard name.hasPrefix("icon_"), name.hasSuffix(".png") else { return nil }
        var body = name.dropFirst(5).dropLast(4)
        var scale = 1
        if body.hasSuffix("@2x") { scale = 2; body = body.dropLast(3) }
        let sides = body.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), width == height,
              slotSizes.contains(width), String(width) == sides[0] else { return nil }
        return (width, scale)
    }
}
