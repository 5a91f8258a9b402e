/// Plans the asset catalog and the plain PNG folder of a manifest: image sets, symbol sets, color sets, namespace
/// folders and their `Contents.json` files, and the Swift accessor.
enum CatalogPlanner {
    static func plan(_ manifest: AssetManifest) -> [PlannedFile] {
        var files: [PlannedFile] = []
        if let catalog = manifest.catalog {
            files.append(contents(catalog, ["info": ContentsJSON.info]))
            var folder = catalog
            if let namespace = manifest.namespace {
                folder += "/" + namespace
                files.append(contents(folder, ["info": ContentsJSON.info, "properties": .object([("provides-namespace", .bool(true))])]))
            }
            for image in manifest.images { files += imageSet(image, manifest: manifest, folder: folder) }
            for symbol in manifest.symbols { files += symbolSet(symbol, manifest: manifest, folder: folder) }
            for color in manifest.colors { files += colorSet(color, folder: catalog) }
            files += AnimationPlanner.stickerPack(manifest, catalog: catalog)
            if let roles = ContrastSidecar.bytes(manifest) {
                files.append(PlannedFile(path: ContrastSidecar.path(forCatalog: catalog), recipe: .bytes(roles)))
            }
        }
        if let path = manifest.elevatedColors,
           let source = ElevatedColorWriter.source(manifest.colors, manifestName: FileSystem.lastComponent(manifest.file)) {
            files.append(PlannedFile(path: path, recipe: .bytes(Array(source.utf8))))
        }
        if let pngs = manifest.pngFolder {
            var accessorImages: [SwiftAccessorWriter.Image] = []
            for image in manifest.images {
                let options = manifest.defaults.applying(image.options)
                for (appearance, scale, render) in renders(image, options: options, manifest: manifest, format: .png) {
                    // A plain PNG folder has no gamut slots: `gamut: p3` renders its one file per slot in P3.
                    var variant = render
                    if options.gamut == .displayP3 { variant.configuration.outputColorSpace = .displayP3 }
                    files.append(PlannedFile(path: pngs.folder + "/" + SwiftAccessorWriter.fileName(image.name, scale: scale, appearance: appearance),
                                             recipe: .image(variant)))
                }
                accessorImages.append(.init(name: image.name, scales: options.resolvedScales, appearances: options.resolvedAppearances))
            }
            files += AnimationPlanner.animatedPNGs(manifest, folder: pngs.folder)
            if let accessor = pngs.accessor {
                let source = SwiftAccessorWriter.source(typeName: pngs.typeName, folder: FileSystem.lastComponent(pngs.folder), bundle: pngs.bundle,
                                                        images: accessorImages, manifestName: FileSystem.lastComponent(manifest.file))
                files.append(PlannedFile(path: accessor, recipe: .bytes(Array(source.utf8))))
            }
        }
        return files
    }

    /// `folder/Contents.json` with Xcode's layout.
    static func contents(_ folder: String, _ members: KeyValuePairs<String, JSONValue>) -> PlannedFile {
        PlannedFile(path: folder + "/Contents.json", recipe: .bytes(ContentsJSON.bytes(.object(members.map { ($0.key, $0.value) }))))
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

    static func imageSet(_ image: ImageEntry, manifest: AssetManifest, folder: String) -> [PlannedFile] {
        let options = manifest.defaults.applying(image.options)
        let pdf = options.pdf == true
        let setFolder = folder + "/" + image.name + ".imageset"
        var files: [PlannedFile] = []
        var entries: [JSONValue] = []
        // P3 variants (`gamut: p3`): a `display-gamut` sRGB entry per slot and a display-P3 one at 2x and 3x only —
        // no device with a 1x screen shows P3, and Xcode's 1x P3 slot only adds bytes (openradar 27379933).
        let wide = !pdf && options.gamut == .displayP3
        for (appearance, scale, render) in renders(image, options: options, manifest: manifest, format: pdf ? .pdf : .png) {
            for space in wide && scale > 1 ? [OutputColorSpace.sRGB, .displayP3] : [.sRGB] {
                let stem = space == .displayP3 ? image.name + "-P3" : image.name
                let name = SwiftAccessorWriter.fileName(stem, scale: scale, appearance: appearance, extension: pdf ? "pdf" : "png")
                var variant = render
                if space == .displayP3 { variant.configuration.outputColorSpace = .displayP3 }
                files.append(PlannedFile(path: setFolder + "/" + name, recipe: .image(variant)))
                var entry: [(key: String, value: JSONValue)] = [("filename", .string(name)), ("idiom", .string("universal"))]
                if let appearances = appearancesJSON(appearance) { entry.append(("appearances", appearances)) }
                if wide { entry.append(("display-gamut", .string(space == .displayP3 ? "display-P3" : "sRGB"))) }
                if !pdf { entry.append(("scale", .string("\(scale)x"))) }
                entries.append(.object(entry))
            }
        }
        var properties: [(key: String, value: JSONValue)] = []
        if pdf { properties.append(("preserves-vector-representation", .bool(true))) }
        properties.append(("template-rendering-intent", .string(options.configuration.isTemplateImage == true ? "template" : "original")))
        files.append(PlannedFile(path: setFolder + "/Contents.json", recipe: .bytes(ContentsJSON.bytes(.object([
            ("images", .array(entries)), ("info", ContentsJSON.info), ("properties", .object(properties)),
        ])))))
        return files
    }

    static func symbolSet(_ symbol: SymbolEntry, manifest: AssetManifest, folder: String) -> [PlannedFile] {
        let setFolder = folder + "/" + symbol.name + ".symbolset"
        let file = symbol.name + ".svg"
        return [
            PlannedFile(path: setFolder + "/" + file, recipe: .symbolTemplate(source: symbol.source, form: symbol.form, name: symbol.name, importing: symbol.importing)),
            PlannedFile(path: setFolder + "/Contents.json", recipe: .bytes(ContentsJSON.symbolSet(file: file, renderingIntent: symbol.renderingIntent))),
        ]
    }

    static func colorSet(_ color: ColorEntry, folder: String) -> [PlannedFile] {
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
        return [PlannedFile(path: folder + "/" + color.name + ".colorset/Contents.json",
                            recipe: .bytes(ContentsJSON.bytes(.object([("colors", .array(colors)), ("info", ContentsJSON.info)]))))]
    }
}
