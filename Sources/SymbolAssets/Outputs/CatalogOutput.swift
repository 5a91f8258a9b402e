/// One file a build writes (its path relative to the output folder) and what decides its bytes.
package struct CatalogOutput: Sendable, Hashable {
    /// The path relative to the output folder, with `/` separators.
    package var path: String
    /// How the bytes are made.
    package var recipe: Recipe

    /// Creates a catalog output.
    package init(path: String, recipe: Recipe) {
        self.path = path
        self.recipe = recipe
    }
}

/// How a catalog output's bytes are made.
package enum Recipe: Sendable, Hashable {
    /// Fixed bytes (a `Contents.json`, the Swift accessor, an XML or JSON side file).
    case bytes([UInt8])
    /// One image rendered from one source.
    case image(ImageRender)
    /// An `.icns` of renders, each for a point size and scale.
    case icns([(pointSize: Int, scale: Int, render: ImageRender)])
    /// A `.ico` of PNG renders.
    case ico([ImageRender])
    /// A symbol template exported into a symbol set; a plain SVG is imported first when `importing` is set.
    case symbolTemplate(source: String, form: SymbolEntry.Form, name: String, importing: SymbolImportOptions?)
    /// One Icon Composer layer: the source's top-level nodes `nodes` as SVG on a `side`-point canvas.
    case iconLayer(source: String, nodes: [Int], side: Int)
    /// An image set's `Contents.json` whose `resizing` objects are measured on its renders.
    case imageSetContents(ImageSetContents)
    /// A symbol effect as an animated PNG.
    case animation(AnimationRender)

    /// The source files the bytes depend on.
    package var sources: [String] {
        switch self {
        case .bytes: return []
        case .image(let render): return [render.source]
        case .icns(let entries): return entries.map(\.render.source)
        case .ico(let renders): return renders.map(\.source)
        case .symbolTemplate(let source, _, _, _): return [source]
        case .iconLayer(let source, _, _): return [source]
        case .imageSetContents(let contents): return contents.slices.keys.sorted().map { contents.slices[$0]!.source }
        case .animation(let render): return [render.source] + (render.replacement.map { [$0] } ?? []) + (render.annotations.map { [$0] } ?? [])
        }
    }

    /// A canonical text of everything but the sources' bytes, for content hashes.
    var key: String {
        switch self {
        case .bytes(let bytes): return "bytes:" + SHA256.hex(bytes)
        case .image(let render): return "image:" + render.key
        case .icns(let entries): return "icns:" + entries.map { "\($0.pointSize)@\($0.scale)=" + $0.render.key }.joined(separator: ";")
        case .ico(let renders): return "ico:" + renders.map(\.key).joined(separator: ";")
        case .symbolTemplate(let source, let form, let name, let importing):
            let options = importing.map(Self.importKey) ?? ""
            return "symbol:\(source)|\(form.rawValue)|\(name)" + options
        case .iconLayer(let source, let nodes, let side): return "layer:\(source)|\(nodes)|\(side)"
        case .imageSetContents(let contents): return "contents:" + contents.key
        case .animation(let render): return "animation:" + render.key
        }
    }

    /// The import options in the key. The four older options keep the text they always had (so that existing
    /// output records stay valid); the newer ones are added only when they differ from the default.
    static func importKey(_ options: SymbolImportOptions) -> String {
        let insets = options.insets.map { "\([$0.left, $0.right])" } ?? "auto"
        var key = "|import:\(options.weights.rawValue),\(options.fit.rawValue),\(insets),\(options.levels.rawValue)"
        if options.layers != .auto { key += ",layers:\(options.layers.rawValue)" }
        if !options.foreground.isEmpty { key += ",foreground:" + options.foreground.map(\.description).joined(separator: " ") }
        if !options.knockouts { key += ",knockouts:off" }
        return key
    }

    package static func == (a: Recipe, b: Recipe) -> Bool { a.key == b.key }
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// One rendered image: source, configuration, format, and for app icons the composition around the artwork.
package struct ImageRender: Sendable, Hashable {
    /// What the file holds.
    package enum Format: String, Sendable, Hashable {
        /// PNG with alpha (grey+alpha when grey).
        case png
        /// PNG without an alpha channel (app icons); the image must be opaque.
        case opaquePNG
        /// PDF, one page.
        case pdf
    }

    /// The source SVG.
    package var source: String
    /// The configuration it renders with.
    package var configuration: SymbolConfiguration
    /// The file format.
    package var format: Format
    /// For app icons: the canvas the artwork is centered on.
    package var composition: IconComposition?
    /// A pixel rule checked when the file is made (and named in the error when it fails).
    package var rule: AppIconRule?
    /// Drawn mirrored left to right (the right-to-left file of a `both` image set without its own drawing).
    package var mirrored = false
    /// Cut into the minimal resizable bitmap.
    package var slice: ImageSlice?
    /// The asset (image set) a sliced render is for, named when its slice cannot be cut; not part of ``key``.
    package var asset: String?

    /// Creates a render.
    package init(source: String, configuration: SymbolConfiguration, format: Format = .png,
                composition: IconComposition? = nil, rule: AppIconRule? = nil) {
        self.source = source
        self.configuration = configuration
        self.format = format
        self.composition = composition
        self.rule = rule
    }

    var key: String {
        var text = "\(source)|\(format.rawValue)|\(configuration.canonicalKey)"
        if let c = composition { text += "|side=\(c.side) bg=\(c.background?.description ?? "none") shape=\(c.shape) grey=\(c.grey)" }
        if let rule { text += "|rule=\(rule.rawValue)" }
        if mirrored { text += "|mirrored" }
        if let slice { text += "|slice=" + slice.key }
        return text
    }
}

/// App-icon pixel rules, each checked when the icon is written.
package enum AppIconRule: String, Sendable, Hashable {
    /// Opaque everywhere, written without an alpha channel (App Store error ITMS-90717 otherwise).
    case opaqueWithoutAlpha
    /// The background is transparent (dark icons): the corners must be clear.
    case transparentBackground
    /// Every pixel grey (tinted icons).
    case grey
    /// Android's themed monochrome layer, read by alpha alone: corners clear, and not opaque over the whole box of
    /// what it draws (that would theme as a plain square).
    case coverage
}

extension ImageSlice {
    /// A canonical text for content hashes.
    var key: String {
        let insets: String
        switch capInsets {
        case .auto: insets = "auto"
        case .points(let top, let left, let bottom, let right): insets = "\(top),\(left),\(bottom),\(right)"
        }
        return "\(mode.rawValue),\(center.rawValue),\(insets),\(period.map { "\($0)" } ?? "-")"
    }
}
