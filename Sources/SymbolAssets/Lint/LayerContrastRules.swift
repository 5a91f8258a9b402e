import SymbolFormat
import Symbols
import SymbolCore

/// Contrast of an image set's layers (Documentation/Colors.md §2): a symbol rendered hierarchical, palette or
/// multicolor draws each layer in one color (hierarchical layers in one color at lower opacities), so the colors
/// that cover a real part of the image's pixels are its layers. Each is composited over the image's background in
/// the entry's appearance and measured like a color with the same role.
///
/// Measured from the PNGs, so it works on any catalog, not only on what `catalog` wrote. The most opaque layer
/// (the primary one) is reported at the rule's severity; a fainter layer (hierarchical secondary and tertiary,
/// which SF Symbols draws faint on purpose) as a note. Display-P3 entries are skipped: their sRGB fallbacks
/// carry the same drawing.
enum LayerContrastRules {
    /// A color is a layer when it covers at least this share of the drawn (non-transparent) pixels; antialiased
    /// edges spread over many colors, each rare.
    static let layerShare = 0.03

    static func findings(_ name: String, declaration: ContrastSidecar.Declaration, contents: SetContents, background: SymbolColor,
                         backgroundName: String, level: ContrastLevel, severity: LintSeverity) -> [CatalogLintReport.Finding] {
        guard let minimum = declaration.role.minimumRatio(level), let reportAs = severity.diagnosticSeverity else { return [] }
        let entries = contents.entries.filter { $0.filename != nil && !$0.qualifiers.contains("display-gamut=display-P3") }
        func best(_ variant: AppearanceVariant) -> AssetEntry? {
            entries.filter { $0.appearance == variant }.max { ($0.scale ?? 1) < ($1.scale ?? 1) }
        }
        let any = best(.any), dark = best(AppearanceVariant(luminosity: "dark"))
        let choices: [AssetEntry?] = [any, dark ?? any, dark ?? any, best(AppearanceVariant(contrast: "high")) ?? any,
                                      best(AppearanceVariant(luminosity: "dark", contrast: "high")) ?? dark ?? any]
        var layersByFile: [String: [RGBAColor]] = [:]
        var findings: [CatalogLintReport.Finding] = []
        var reported = Set<String>()
        for (condition, entry) in zip(ContrastRules.conditions, choices) {
            guard let entry, let file = entry.filename else { continue }
            if layersByFile[file] == nil { layersByFile[file] = layers(of: FileSystem.join(contents.set.path, file)) }
            let back = background.resolved(condition.traits)
            let underlay = SymbolColor.systemBackground.resolved(condition.traits)
            let strongest = layersByFile[file]!.map(\.alpha).max() ?? 0
            for layer in layersByFile[file]! {
                let ratio = ColorContrast.ratio(layer, on: back, underlay: underlay)
                guard ratio < minimum, reported.insert(layer.description + back.description).inserted else { continue }
                let primary = layer.alpha >= strongest - 0.02
                let composite = ColorContrast.composited(layer, over: ColorContrast.composited(back, over: underlay))
                findings.append(contents.finding(
                    primary ? (reportAs == .error ? .error : .warning) : .note, .contrast,
                    "\(name) (\(declaration.role.rawValue) on \(backgroundName)), \(condition.name): \(primary ? "its" : "a fainter") layer "
                        + "\(layer) in \(file) (composited \(composite.description.prefix(7))) on \(back) is "
                        + "\(ContrastRules.format(ratio, below: minimum)):1, below \(NumberFormatting.string(minimum)):1 at \(level.rawValue)",
                    at: entry.pointer))
            }
        }
        return findings
    }

    /// A symbol set: its template's layers come from the render plan, drawn multicolor where the template has
    /// multicolor annotations (else monochrome in `label`), in each appearance, so every multicolor color is
    /// measured against the background of both appearances (and their elevated and high-contrast forms).
    static func symbolFindings(_ name: String, declaration: ContrastSidecar.Declaration, contents: SetContents, background: SymbolColor,
                               backgroundName: String, level: ContrastLevel, severity: LintSeverity) -> [CatalogLintReport.Finding] {
        guard let minimum = declaration.role.minimumRatio(level), let reportAs = severity.diagnosticSeverity else { return [] }
        guard let entry = contents.entries.first(where: { $0.filename?.lowercased().hasSuffix(".svg") == true }), let file = entry.filename,
              SetContents.isPlainName(file),
              let bytes = try? LintFileSystem.read(FileSystem.join(contents.set.path, file), maximumSize: SetContents.maximumContentsSize),
              let symbol = try? Symbol(svg: bytes, name: name) else { return [] }
        var findings: [CatalogLintReport.Finding] = []
        var reported = Set<String>()
        for condition in ContrastRules.conditions {
            var configuration = SymbolConfiguration(renderingMode: .multicolor, color: .label)
            configuration.prefersMulticolor = true
            (configuration.appearance, configuration.contrast, configuration.interfaceLevel) =
                (condition.traits.appearance, condition.traits.contrast, condition.traits.level)
            guard let plan = try? symbol.plan(configuration).plan else { continue }
            var colors: [RGBAColor] = []
            for operation in plan.operations {
                if case .fill(_, let color, _, let blend) = operation, blend == .normal, color.alpha > 0, !colors.contains(color) { colors.append(color) }
            }
            let back = background.resolved(condition.traits)
            let underlay = SymbolColor.systemBackground.resolved(condition.traits)
            let strongest = colors.map(\.alpha).max() ?? 0
            for layer in colors {
                let ratio = ColorContrast.ratio(layer, on: back, underlay: underlay)
                guard ratio < minimum, reported.insert(layer.description + back.description).inserted else { continue }
                let primary = layer.alpha >= strongest - 0.02
                findings.append(contents.finding(
                    primary ? (reportAs == .error ? .error : .warning) : .note, .contrast,
                    "\(name) (\(declaration.role.rawValue) on \(backgroundName)), \(condition.name): \(primary ? "its" : "a fainter") "
                        + "layer color \(layer) in \(file) on \(back) is \(ContrastRules.format(ratio, below: minimum)):1, "
                        + "below \(NumberFormatting.string(minimum)):1 at \(level.rawValue)", at: entry.pointer))
            }
        }
        return findings
    }

    /// The layer colors of a PNG (straight alpha), most common first; empty when it cannot be read.
    static func layers(of path: String) -> [RGBAColor] {
        guard let bytes = try? LintFileSystem.read(path, maximumSize: SetContents.maximumImageSize),
              let bitmap = try? PNGDecoder.decode(bytes) else { return [] }
        var counts: [UInt32: Int] = [:]
        var drawn = 0
        let pixels = bitmap.pixels, width = bitmap.width, height = bitmap.height
        func key(_ x: Int, _ y: Int) -> UInt32 {
            let i = (y * width + x) * 4
            return UInt32(pixels[i]) << 24 | UInt32(pixels[i + 1]) << 16 | UInt32(pixels[i + 2]) << 8 | UInt32(pixels[i + 3])
        }
        // Interior pixels only (the same as their right and lower neighbours): a layer's fill is flat, while
        // antialiased edges of thin strokes repeat a few partial alphas often enough to look like layers.
        for y in 0..<max(0, height - 1) {
            for x in 0..<max(0, width - 1) where pixels[(y * width + x) * 4 + 3] > 0 {
                drawn += 1
                let here = key(x, y)
                if here == key(x + 1, y) && here == key(x, y + 1) { counts[here, default: 0] += 1 }
            }
        }
        let threshold = Int(clamping: (Double(drawn) * layerShare).rounded(.up), to: 4...Int.max)
        return counts.filter { $0.value >= threshold }.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { key, _ in
            RGBAColor(red8: Int(key >> 24), green8: Int(key >> 16 & 0xFF), blue8: Int(key >> 8 & 0xFF), alpha: Double(key & 0xFF) / 255)
        }
    }
}
