import SymbolCore
/// Lists the outputs of one `.imageset`: its files and `Contents.json`, with Xcode's layout for appearances, language direction,
/// locales and slicing (Documentation/ImageViews.md; the expected files in `ImageSetLayoutTests` are taken from the
/// format reference and real Xcode-written catalogs).
///
/// Entry order, as Xcode writes it: the default group, then one group per locale; in a group by scale, then
/// direction (left-to-right before right-to-left), then appearance.
enum ImageSetOutputs {
    /// One entry of the set: which drawing, for which slot.
    private struct Slot {
        var source: String
        var fileStem: String
        var locale: String?
        var direction: String?
        var mirrored: Bool
    }

    static func list(_ image: ImageEntry, manifest: AssetManifest, folder: String) -> [CatalogOutput] {
        let options = manifest.defaults.applying(image.options)
        // A sliced image is bitmaps only: `preserves-vector-representation` never goes with `resizing`.
        let pdf = options.pdf == true && options.slice == nil
        let setFolder = folder + "/" + image.name + ".imageset"
        let direction = options.direction ?? .fixed
        var groups: [[Slot]] = []
        switch direction {
        case .fixed:
            groups.append([Slot(source: image.source, fileStem: image.name, direction: nil, mirrored: false)])
        case .leftToRight, .rightToLeft:
            groups.append([Slot(source: image.source, fileStem: image.name, direction: direction.rawValue, mirrored: false)])
        case .both:
            groups.append([
                Slot(source: image.source, fileStem: image.name, direction: LanguageDirection.leftToRight.rawValue, mirrored: false),
                Slot(source: image.rightToLeftSource ?? image.source, fileStem: image.name + "-rtl",
                     direction: LanguageDirection.rightToLeft.rawValue, mirrored: image.rightToLeftSource == nil),
            ])
        }
        for localized in image.locales {
            // A localized drawing keeps the set's mirroring; `both` with locales is refused by the manifest reader.
            let key = direction == .both ? nil : groups[0][0].direction
            groups.append([Slot(source: localized.source, fileStem: image.name + "-" + localized.locale, locale: localized.locale,
                                direction: key, mirrored: false)])
        }
        var files: [CatalogOutput] = []
        var entries: [[(key: String, value: JSONValue)]] = []
        var slices: [Int: ImageRender] = [:]
        let scales = pdf ? [1] : options.resolvedScales
        // P3 variants (`gamut: p3`): a `display-gamut` sRGB entry per slot and a display-P3 one at 2x and 3x only —
        // no device with a 1x screen shows P3, and Xcode's 1x P3 slot only adds bytes (openradar 27379933). A sliced
        // image stays sRGB: its minimal bitmap is cut from an sRGB render.
        let wide = !pdf && options.gamut == .displayP3 && options.slice == nil
        for group in groups {
            for scale in scales {
                for slot in group {
                    for appearance in options.resolvedAppearances {
                        for space in wide && scale > 1 ? [OutputColorSpace.sRGB, .displayP3] : [.sRGB] {
                            var configuration = options.configuration
                            (configuration.appearance, configuration.contrast) = appearance.traits
                            configuration.pixelScale = Double(scale)
                            configuration.snapsCanvasToPoints = true  // one size in points at every scale
                            if space == .displayP3 { configuration.outputColorSpace = .displayP3 }
                            var render = ImageRender(source: slot.source, configuration: configuration, format: pdf ? .pdf : .png)
                            render.mirrored = slot.mirrored
                            render.slice = options.slice
                            if options.slice != nil { render.asset = image.name }
                            let stem = space == .displayP3 ? slot.fileStem + "-P3" : slot.fileStem
                            let name = SwiftAccessorWriter.fileName(stem, scale: scale, appearance: appearance, extension: pdf ? "pdf" : "png")
                            files.append(CatalogOutput(path: setFolder + "/" + name, recipe: .image(render)))
                            var entry: [(key: String, value: JSONValue)] = [("filename", .string(name)), ("idiom", .string("universal"))]
                            if let appearances = CatalogOutputs.appearancesJSON(appearance) { entry.append(("appearances", appearances)) }
                            if wide { entry.append(("display-gamut", .string(space == .displayP3 ? "display-P3" : "sRGB"))) }
                            if let key = slot.direction { entry.append(("language-direction", .string(key))) }
                            if let locale = slot.locale { entry.append(("locale", .string(locale))) }
                            if !pdf { entry.append(("scale", .string("\(scale)x"))) }
                            if options.slice != nil { slices[entries.count] = render }
                            entries.append(entry)
                        }
                    }
                }
            }
        }
        var properties: [(key: String, value: JSONValue)] = []
        // Xcode marks a set localizable when it has locales or a drawing per direction (vlc-ios, abrarion files).
        if !image.locales.isEmpty || direction == .both { properties.append(("localizable", .bool(true))) }
        if pdf { properties.append(("preserves-vector-representation", .bool(true))) }
        properties.append(("template-rendering-intent", .string(options.configuration.isTemplateImage == true ? "template" : "original")))
        let contents = ImageSetContents(entries: entries.map { JSONValue.object($0) }, properties: .object(properties), slices: slices)
        files.append(CatalogOutput(path: setFolder + "/Contents.json",
                                 recipe: slices.isEmpty ? .bytes(contents.bytes(resizing: [:])) : .imageSetContents(contents)))
        return files
    }
}

/// An image set's `Contents.json` whose `resizing` objects come from the renders (auto insets are found in the
/// pixels): the entries without them, and for each sliced entry the render it describes.
package struct ImageSetContents: Sendable, Hashable {
    /// The entries, without `resizing`.
    var entries: [JSONValue]
    /// The `properties` object.
    var properties: JSONValue
    /// Sliced entries by index, with their render (whose ``ImageRender/slice`` is set).
    var slices: [Int: ImageRender]

    /// The file, with each sliced entry's `resizing` from `resizing` (by entry index).
    func bytes(resizing: [Int: JSONValue]) -> [UInt8] {
        let images: [JSONValue] = entries.enumerated().map { index, entry in
            guard let value = resizing[index], case .object(var members) = entry else { return entry }
            members.append(("resizing", value))
            return .object(members)
        }
        return ContentsJSON.bytes(.object([("images", .array(images)), ("info", ContentsJSON.info), ("properties", properties)]))
    }

    /// A canonical text for content hashes.
    var key: String {
        String(decoding: bytes(resizing: [:]), as: UTF8.self) + slices.keys.sorted().map { "|\($0)=\(slices[$0]!.key)" }.joined()
    }

    /// Xcode's `resizing` object for a slice: `mode`, `center` (`mode`, and `width`/`height` where the mode has
    /// them) and `cap-insets` with only the edges the mode uses, all in pixels of the entry's bitmap.
    package static func resizing(_ result: ImageSlicer.Result, slice: ImageSlice) -> JSONValue {
        var center: [(key: String, value: JSONValue)] = [("mode", .string(slice.center.rawValue))]
        var insets: [(key: String, value: JSONValue)] = []
        if slice.mode.resizesHorizontally {
            center.append(("width", .number(Double(result.centerWidth))))
            insets += [("left", .number(Double(result.insets.left))), ("right", .number(Double(result.insets.right)))]
        }
        if slice.mode.resizesVertically {
            center.append(("height", .number(Double(result.centerHeight))))
            insets += [("top", .number(Double(result.insets.top))), ("bottom", .number(Double(result.insets.bottom)))]
        }
        return .object([("cap-insets", .object(insets)), ("center", .object(center)), ("mode", .string(slice.mode.rawValue))])
    }
}
