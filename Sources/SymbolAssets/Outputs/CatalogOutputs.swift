import SymbolCore
/// Lists the outputs of the asset catalog and the plain PNG folder of a manifest: image sets, symbol sets, color sets, namespace
/// folders and their `Contents.json` files, and the Swift accessor.
enum CatalogOutputs {
    static func list(_ manifest: AssetManifest) -> [CatalogOutput] {
        var files: [CatalogOutput] = []
        if let catalog = manifest.catalog {
            files.append(contents(catalog, ["info": ContentsJSON.info]))
            var folder = catalog
            if let namespace = manifest.namespace {
                folder += "/" + namespace
                files.append(contents(folder, ["info": ContentsJSON.info, "properties": .object([("provides-namespace", .bool(true))])]))
            }
            for image in manifest.images { files += ImageSetOutputs.list(image, manifest: manifest, folder: folder) }
            for symbol in manifest.symbols { files += symbolSet(symbol, manifest: manifest, folder: folder) }
            for color in manifest.colors { files += colorSet(color, folder: catalog) }
            files += AnimationOutputs.stickerPack(manifest, catalog: catalog)
            if let roles = ContrastSidecar.bytes(manifest) {
                files.append(CatalogOutput(path: ContrastSidecar.path(forCatalog: catalog), recipe: .bytes(roles)))
            }
        }
        if let path = manifest.elevatedColors,
           let source = ElevatedColorWriter.source(manifest.colors, manifestName: FileSystem.lastComponent(manifest.file)) {
            files.append(CatalogOutput(path: path, recipe: .bytes(Array(source.utf8))))
        }
        if let pngs = manifest.pngFolder {
            var accessorImages: [SwiftAccessorWriter.Image] = []
            for image in manifest.images {
                let options = manifest.defaults.applying(image.options)
                for (appearance, scale, render) in renders(image, options: options, manifest: manifest, format: .png) {
                    // A plain PNG folder has no gamut slots: `gamut: p3` renders its one file per slot in P3.
                    var variant = render
                    if options.gamut == .displayP3 { variant.configuration.outputColorSpace = .displayP3 }
                    files.append(CatalogOutput(path: pngs.folder + "/" + SwiftAccessorWriter.fileName(image.name, scale: scale, appearance: appearance),
                                             recipe: .image(variant)))
                }
                accessorImages.append(.init(name: image.name, scales: options.resolvedScales, appearances: options.resolvedAppearances))
            }
            files += AnimationOutputs.animatedPNGs(manifest, folder: pngs.folder)
            if let accessor = pngs.accessor {
                let source = SwiftAccessorWriter.source(typeName: pngs.typeName, folder: FileSystem.lastComponent(pngs.folder), bundle: pngs.bundle,
                                                        images: accessorImages, manifestName: FileSystem.lastComponent(manifest.file))
                files.append(CatalogOutput(path: accessor, recipe: .bytes(Array(source.utf8))))
            }
        }
        return files
    }

    /// `folder/Contents.json` with Xcode's layout.
    static func contents(_ folder: String, _ members: KeyValuePairs<String, JSONValue>) -> CatalogOutput {
        CatalogOutput(path: folder + "/Contents.json", recipe: .bytes(ContentsJSON.bytes(.object(members.map { ($0.key, $0.value) }))))
    }

    /// One render per appearance and scale (one per appearance for PDFs), scale-major as Xcode orders entries.
    static func renders(_ image: ImageEntry, options: ImageOptions, manifest: AssetManifest,
                        format: ImageRender.Format) -> [(AssetAppearance, Int, ImageRender)] {
        let scales = format == .pdf ? [1] : options.resolvedScales
        var result: [(AssetAppearance, Int, ImageRender)] = []
        for scale in scales {
            for appearance in options.resolvedAppearances {
                var configuration = options.configuration
                (configuration.appearance, configuration.contrast) = appearance.traits
                configuration.pixelScale = Double(scale)
                configuration.snapsCanvasToPoints = true  // one size in points at every scale
                result.append((appearance, scale, ImageRender(source: image.source, configuration: configuration, format: format)))
            }
        }
        return result
    }

    static func appearancesJSON(_ appearance: AssetAppearance) -> JSONValue? {
        let dark: JSONValue = .object([("appearance", .string("luminosity")), ("value", .string("dark"))])
        let high: JSONValue = .object([("appearance", .string("contrast")), ("value", .string("high"))])
        switch appearance {
        case .any: return nil
        case .dark: return .array([dark])
        case .highContrast: return .array([high])
        case .highContrastDark: return .array([dark, high])
        }
    }

    /// A `.symbolset`: the template (and right-to-left and localized templates), with `language-direction` and
    /// `locale` keys as Xcode writes them (Documentation/ImageViews.md §2, §3).
    static func symbolSet(_ symbol: SymbolEntry, manifest: AssetManifest, folder: String) -> [CatalogOutput] {
        let setFolder = folder + "/" + symbol.name + ".symbolset"
        var files: [CatalogOutput] = []
        var entries: [JSONValue] = []
        func add(_ source: String, file: String, direction: LanguageDirection?, locale: String?) {
            files.append(CatalogOutput(path: setFolder + "/" + file,
                                     recipe: .symbolTemplate(source: source, form: symbol.form, name: symbol.name, importing: symbol.importing)))
            var entry: [(key: String, value: JSONValue)] = [("filename", .string(file)), ("idiom", .string("universal"))]
            if let direction, direction != .fixed { entry.append(("language-direction", .string(direction.rawValue))) }
            if let locale { entry.append(("locale", .string(locale))) }
            entries.append(.object(entry))
        }
        switch symbol.direction {
        case .both:
            add(symbol.source, file: symbol.name + ".svg", direction: .leftToRight, locale: nil)
            add(symbol.rightToLeftSource ?? symbol.source, file: symbol.name + "-rtl.svg", direction: .rightToLeft, locale: nil)
        default:
            add(symbol.source, file: symbol.name + ".svg", direction: symbol.direction, locale: nil)
        }
        for localized in symbol.locales {
            add(localized.source, file: symbol.name + "-" + localized.locale + ".svg", direction: symbol.direction == .both ? nil : symbol.direction,
                locale: localized.locale)
        }
        var properties: [(key: String, value: JSONValue)] = []
        // Xcode marks a set localizable when it has locales or a drawing per direction (vlc-ios, abrarion files).
        if !symbol.locales.isEmpty || symbol.direction == .both { properties.append(("localizable", .bool(true))) }
        if let intent = symbol.renderingIntent { properties.append(("symbol-rendering-intent", .string(intent))) }
        var members: [(key: String, value: JSONValue)] = [("info", ContentsJSON.info), ("symbols", .array(entries))]
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        files.append(CatalogOutput(path: setFolder + "/Contents.json", recipe: .bytes(ContentsJSON.bytes(.object(members)))))
        return files
    }

    static func colorSet(_ color: ColorEntry, folder: String) -> [CatalogOutput] {
        let wide = color.gamut == .displayP3
        func entry(_ value: RGBAColor, _ appearance: AssetAppearance, _ gamut: OutputColorSpace) -> JSONValue {
            // Xcode writes components as strings with three decimals ("0.478").
            func component(_ x: Double) -> JSONValue { .string(NumberFormatting.fixed(min(max(x, 0), 1), fractionDigits: 3)) }
            // The sRGB slot holds the color clamped into sRGB (what an sRGB screen can show); the P3 slot its P3
            // components, in the `display-p3` color space.
            let (red, green, blue) = gamut == .displayP3 ? value.displayP3Components : (value.red, value.green, value.blue)
            var members: [(key: String, value: JSONValue)] = [
                ("color", .object([("color-space", .string(gamut == .displayP3 ? "display-p3" : "srgb")), ("components", .object([
                    ("alpha", component(value.alpha)), ("blue", component(blue)),
                    ("green", component(green)), ("red", component(red)),
                ]))])),
                ("idiom", .string("universal")),
            ]
            if let appearances = appearancesJSON(appearance) { members.append(("appearances", appearances)) }
            if wide { members.append(("display-gamut", .string(gamut == .displayP3 ? "display-P3" : "sRGB"))) }
            return .object(members)
        }
        var variants = [(color.color.light, AssetAppearance.any)]
        if color.hasDarkVariant { variants.append((color.color.dark, .dark)) }
        if color.color.highContrastLight != color.color.light || color.color.highContrastDark != color.color.dark {
            variants.append((color.color.highContrastLight, .highContrast))
            if color.hasDarkVariant { variants.append((color.color.highContrastDark, .highContrastDark)) }
        }
        var colors: [JSONValue] = []
        for (value, appearance) in variants {
            for gamut in wide ? [OutputColorSpace.sRGB, .displayP3] : [.sRGB] { colors.append(entry(value, appearance, gamut)) }
        }
        return [CatalogOutput(path: folder + "/" + color.name + ".colorset/Contents.json",
                            recipe: .bytes(ContentsJSON.bytes(.object([("colors", .array(colors)), ("info", ContentsJSON.info)]))))]
    }
}
