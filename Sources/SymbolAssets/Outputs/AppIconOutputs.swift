import SymbolCore
/// Lists the outputs of app icons for every platform a manifest asks for. Each size is rendered from the vector source, never
/// scaled down from a bitmap.
enum AppIconOutputs {
    /// macOS's icon grid (Big Sur and later): an 824 px rounded square, corner radius 185.4 px, centered on 1024.
    static let macInset = 100.0 / 1024, macCornerRadius = 185.4 / 824
    /// The outline of unmasked icons elsewhere (web, Android legacy): a rounded square touching the edges.
    static let roundedCornerRadius = 0.2237

    static func list(_ icon: AppIconEntry, manifest: AssetManifest) -> [CatalogOutput] {
        var files: [CatalogOutput] = []
        var entries: [JSONValue] = []
        let set = (manifest.catalog ?? "") + "/" + icon.name + ".appiconset"
        let platforms = Set(icon.platforms)
        if platforms.contains(.ios) {
            let sizes: [(points: Double, scales: [Int])] = icon.iosForm == .single ? [(1024, [1])]
                : [(20, [2, 3]), (29, [2, 3]), (38, [2, 3]), (40, [2, 3]), (60, [2, 3]), (64, [2, 3]), (68, [2]), (76, [2]), (83.5, [2]), (1024, [1])]
            for (points, scales) in sizes {
                for scale in scales {
                    let pixels = Int(clamping: points * Double(scale), to: 1...Int.max)
                    let label = NumberFormatting.string(points)
                    let stem = "\(icon.name)-\(label)" + (scale == 1 ? "" : "@\(scale)x")
                    for (variant, render) in iosVariants(icon, manifest: manifest, side: pixels) {
                        let file = stem + (variant.map { "-" + $0 } ?? "") + ".png"
                        files.append(CatalogOutput(path: set + "/" + file, recipe: .image(render)))
                        var entry: [(key: String, value: JSONValue)] = [("filename", .string(file)), ("idiom", .string("universal")),
                                                                         ("platform", .string("ios")), ("size", .string("\(label)x\(label)"))]
                        if points != 1024 { entry.append(("scale", .string("\(scale)x"))) }
                        if let variant { entry.append(("appearances", .array([.object([("appearance", .string("luminosity")), ("value", .string(variant))])]))) }
                        entries.append(.object(entry))
                    }
                }
            }
        }
        if platforms.contains(.watchos) {
            let file = "\(icon.name)-watch-1024.png"
            files.append(CatalogOutput(path: set + "/" + file, recipe: .image(opaque(icon, manifest: manifest, side: 1024))))
            entries.append(.object([("filename", .string(file)), ("idiom", .string("universal")), ("platform", .string("watchos")), ("size", .string("1024x1024"))]))
        }
        if platforms.contains(.macos) {
            var icns: [(pointSize: Int, scale: Int, render: ImageRender)] = []
            for points in [16, 32, 128, 256, 512] {
                for scale in [1, 2] {
                    let render = mac(icon, manifest: manifest, side: points * scale)
                    let suffix = scale == 1 ? "" : "@2x"
                    if manifest.catalog != nil {
                        let file = "\(icon.name)-mac-\(points)\(suffix).png"
                        files.append(CatalogOutput(path: set + "/" + file, recipe: .image(render)))
                        entries.append(.object([("filename", .string(file)), ("idiom", .string("mac")), ("scale", .string("\(scale)x")), ("size", .string("\(points)x\(points)"))]))
                    }
                    files.append(CatalogOutput(path: "macOS/\(icon.name).iconset/icon_\(points)x\(points)\(suffix).png", recipe: .image(render)))
                    icns.append((points, scale, render))
                }
            }
            files.append(CatalogOutput(path: "macOS/\(icon.name).icns", recipe: .icns(icns)))
        }
        if !entries.isEmpty {
            files.append(CatalogOutput(path: set + "/Contents.json", recipe: .bytes(ContentsJSON.bytes(.object([("images", .array(entries)), ("info", ContentsJSON.info)])))))
        }
        if platforms.contains(.android) { files += AndroidIconOutputs.list(icon, manifest: manifest) }
        if platforms.contains(.web) { files += WebIconOutputs.list(icon, manifest: manifest) }
        return files
    }

    /// The Any, dark and tinted renders of one iOS size (the suffix is nil for Any).
    static func iosVariants(_ icon: AppIconEntry, manifest: AssetManifest, side: Int) -> [(String?, ImageRender)] {
        let dark = artwork(icon, manifest: manifest, source: icon.darkSource ?? icon.source, appearance: .dark, side: side, fraction: 1,
                           composition: IconComposition(side: side), format: .png, rule: .transparentBackground)
        let tinted = artwork(icon, manifest: manifest, source: icon.tintedSource ?? icon.darkSource ?? icon.source, appearance: .dark, side: side,
                             fraction: 1, composition: IconComposition(side: side, background: .black, grey: true), format: .opaquePNG, rule: .grey)
        return [(nil, opaque(icon, manifest: manifest, side: side)), ("dark", dark), ("tinted", tinted)]
    }

    /// The opaque, square icon platforms mask themselves (iOS, watchOS, apple-touch-icon, store icons).
    static func opaque(_ icon: AppIconEntry, manifest: AssetManifest, side: Int) -> ImageRender {
        artwork(icon, manifest: manifest, source: icon.source, appearance: .light, side: side, fraction: 1,
                composition: IconComposition(side: side, background: icon.background), format: .opaquePNG, rule: .opaqueWithoutAlpha)
    }

    /// The macOS icon: the grid's rounded square (or the full square), transparent outside it.
    static func mac(_ icon: AppIconEntry, manifest: AssetManifest, side: Int) -> ImageRender {
        let shape: IconComposition.Shape = icon.corners == .rounded ? .roundedSquare(inset: macInset, cornerRadius: macCornerRadius) : .square
        return artwork(icon, manifest: manifest, source: icon.source, appearance: .light, side: side,
                       fraction: icon.corners == .rounded ? 1 - 2 * macInset : 1,
                       composition: IconComposition(side: side, background: icon.background, shape: shape), format: .png, rule: nil)
    }

    /// A render of `source` fitted into `fraction` of the side less the manifest's inset, centered on whole pixels.
    static func artwork(_ icon: AppIconEntry, manifest: AssetManifest, source: String, appearance: Appearance, side: Int, fraction: Double,
                        composition: IconComposition, format: ImageRender.Format, rule: AppIconRule?) -> ImageRender {
        var inner = Int(clamping: (Double(side) * fraction * (1 - 2 * icon.inset)).rounded(), to: 0...Int.max)
        if (side - inner) % 2 != 0 { inner -= 1 }
        var configuration = SymbolConfiguration()
        let paint = manifest.defaults.configuration
        configuration.renderingMode = paint.renderingMode
        configuration.hierarchicalColor = paint.hierarchicalColor
        configuration.paletteColors = paint.paletteColors
        configuration.systemColorTable = paint.systemColorTable
        configuration.fittingSize = Double(max(1, inner))
        configuration.pixelScale = 1
        configuration.appearance = appearance
        return ImageRender(source: source, configuration: configuration, format: format,
                           composition: composition, rule: rule)
    }
}
