import SymbolCore
/// What a build renders, as a `glyphsmith.json` manifest describes it: images (plain SVGs or symbol templates)
/// into an asset catalog and/or plain PNG folders, symbol sets, named colors and app icons.
///
/// Relative paths in the manifest are relative to the manifest's folder. Every render setting maps onto a
/// `SymbolConfiguration`: `defaults` is one, each image's own keys are laid over it with `applying(_:)`.
public struct AssetManifest: Sendable {
    /// The manifest file.
    public var file: String
    /// The folder relative source paths start from (the manifest's folder).
    public var baseFolder: String
    /// The asset catalog folder to write (`Assets.xcassets`), relative to the output folder; nil writes none.
    public var catalog: String?
    /// A folder inside the catalog that namespaces images and symbols (`provides-namespace`), if any.
    public var namespace: String?
    /// Render settings every image starts from.
    public var defaults: ImageOptions
    /// Images to render.
    public var images: [ImageEntry]
    /// Symbol templates to export as `.symbolset`s.
    public var symbols: [SymbolEntry]
    /// Named colors to write as `.colorset`s.
    public var colors: [ColorEntry]
    /// App icons.
    public var appIcons: [AppIconEntry]
    /// Plain PNGs with a Swift accessor, for targets that cannot use an asset catalog (Linux).
    public var pngFolder: PNGFolderEntry?
    /// A Swift file to write, relative to the output folder, that builds the colors with elevated variants with a
    /// dynamic provider (`elevatedColors`): asset catalogs cannot express the elevated level.
    public var elevatedColors: String?
    /// The contrast level colors with a role are checked against (`contrastLevel`, default AA).
    public var contrastLevel: ContrastLevel?
    /// Symbol effects: animated PNGs, or stickers in the catalog's sticker pack.
    public var animations: [AnimationEntry] = []
    /// Folders of fonts (`fontDirectories`, relative to the manifest) that the `<text>` of plain SVG sources may
    /// use besides the system's. They are opened under the manifest's folder without following links, as sources
    /// are, and their font files are part of every output's recipe.
    public var fontDirectories: [String] = []
    /// Where each source is first named in the manifest, so that a source that cannot be read is reported there.
    package var sourceLocations: [String: FileLocation] = [:]
    /// Where each entry (by JSON Pointer) is in the manifest file, for warnings about it.
    package var entryLocations: [String: FileLocation] = [:]

    /// The location of the entry at `pointer`, when the manifest was read from a file.
    package func location(of pointer: String) -> FileLocation? { entryLocations[pointer] }

    /// Creates a manifest.
    public init(file: String, baseFolder: String, catalog: String? = nil, namespace: String? = nil,
                defaults: ImageOptions = ImageOptions(), images: [ImageEntry] = [], symbols: [SymbolEntry] = [],
                colors: [ColorEntry] = [], appIcons: [AppIconEntry] = [], pngFolder: PNGFolderEntry? = nil) {
        self.file = file
        self.baseFolder = baseFolder
        self.catalog = catalog
        self.namespace = namespace
        self.defaults = defaults
        self.images = images
        self.symbols = symbols
        self.colors = colors
        self.appIcons = appIcons
        self.pngFolder = pngFolder
    }

    /// Every source file the manifest names (for build systems that declare inputs).
    public var sources: [String] {
        var all: [String] = []
        for image in images {
            all.append(image.source)
            if let rtl = image.rightToLeftSource { all.append(rtl) }
            all += image.locales.map(\.source)
        }
        for symbol in symbols {
            all.append(symbol.source)
            if let rtl = symbol.rightToLeftSource { all.append(rtl) }
            all += symbol.locales.map(\.source)
        }
        all += animations.flatMap { [$0.source] + ($0.replacement.map { [$0] } ?? []) }
        for icon in appIcons { all += [icon.source, icon.darkSource, icon.tintedSource].compactMap { $0 } }
        var seen = Set<String>()
        return all.filter { seen.insert($0).inserted }
    }
}

/// One of the four appearance variants Xcode writes for an image.
public enum AssetAppearance: String, Sendable, Hashable, CaseIterable {
    /// The variant without `appearances` (light, standard contrast).
    case any
    /// Dark appearance.
    case dark
    /// High contrast, light.
    case highContrast = "high-contrast"
    /// High contrast, dark.
    case highContrastDark = "high-contrast-dark"

    /// The appearance and contrast this variant renders with.
    public var traits: (appearance: Appearance, contrast: Contrast) {
        switch self {
        case .any: return (.light, .standard)
        case .dark: return (.dark, .standard)
        case .highContrast: return (.light, .high)
        case .highContrastDark: return (.dark, .high)
        }
    }
}

/// Render settings of an image: a configuration plus the variants to write.
public struct ImageOptions: Sendable, Hashable {
    /// Size, weight, scale, mode, colors and the rest, as for a single render.
    public var configuration: SymbolConfiguration
    /// Pixel scales to write (default 1, 2 and 3).
    public var scales: [Int]?
    /// Appearance variants to write (default any and dark).
    public var appearances: [AssetAppearance]?
    /// Write one PDF with `preserves-vector-representation` instead of PNGs per scale (catalogs only).
    public var pdf: Bool?
    /// `gamut`: Display P3 adds P3 variants to an image set (`display-gamut`, at 2x and 3x) and renders a PNG
    /// folder's images in P3; default sRGB only.
    public var gamut: OutputColorSpace?
    /// What the image is used for (`role`): lint measures each of its layers against ``contrastBackground``.
    public var role: ContrastRole?
    /// The color the image sits on for the contrast check (`contrastBackground`): a manifest color or a system
    /// background; default `systemBackground`. (`background` paints an opaque background into the image.)
    public var contrastBackground: String?
    /// Write a resizable image: the minimal bitmap per scale and its `resizing` (never with `pdf`).
    public var slice: ImageSlice?
    /// The direction the image is drawn for (`language-direction`; default fixed).
    public var direction: LanguageDirection?

    /// Creates options.
    public init(configuration: SymbolConfiguration = SymbolConfiguration(), scales: [Int]? = nil,
                appearances: [AssetAppearance]? = nil, pdf: Bool? = nil, slice: ImageSlice? = nil,
                direction: LanguageDirection? = nil) {
        self.configuration = configuration
        self.scales = scales
        self.appearances = appearances
        self.pdf = pdf
        self.slice = slice
        self.direction = direction
    }

    /// These options with `other`'s set values laid over them.
    public func applying(_ other: ImageOptions) -> ImageOptions {
        var options = ImageOptions(configuration: configuration.applying(other.configuration), scales: other.scales ?? scales,
                                   appearances: other.appearances ?? appearances, pdf: other.pdf ?? pdf, slice: other.slice ?? slice,
                                   direction: other.direction ?? direction)
        options.gamut = other.gamut ?? gamut
        options.role = other.role ?? role
        options.contrastBackground = other.contrastBackground ?? contrastBackground
        return options
    }

    /// The scales in effect.
    public var resolvedScales: [Int] { scales ?? [1, 2, 3] }
    /// The appearances in effect.
    public var resolvedAppearances: [AssetAppearance] { appearances ?? [.any, .dark] }
}

/// An image to render.
public struct ImageEntry: Sendable, Hashable {
    /// The SVG (plain or template), resolved against the manifest's folder.
    public var source: String
    /// The asset name (default: the file's stem).
    public var name: String
    /// Settings laid over the manifest's defaults.
    public var options: ImageOptions
    /// Where the entry is in the manifest (JSON Pointer), for diagnostics.
    public var pointer: String
    /// For direction `both`: the right-to-left drawing, or nil to draw ``source`` mirrored (`"rtlSource" : "flip"`).
    public var rightToLeftSource: String?
    /// Localized drawings by locale (`"locales" : { "ar" : "bell-ar.svg" }`), written after the default entries.
    public var locales: [LocalizedSource]

    /// Creates an entry.
    public init(source: String, name: String, options: ImageOptions = ImageOptions(), pointer: String = "",
                rightToLeftSource: String? = nil, locales: [LocalizedSource] = []) {
        self.source = source
        self.name = name
        self.options = options
        self.pointer = pointer
        self.rightToLeftSource = rightToLeftSource
        self.locales = locales
    }
}

/// A drawing for one locale (an entry with `"locale"` in `Contents.json`).
public struct LocalizedSource: Sendable, Hashable {
    /// A language code such as `ar`, `he`, `zh-Hans` (BCP 47, as Xcode writes it).
    public var locale: String
    /// The SVG for that locale.
    public var source: String

    /// Creates a localized source.
    public init(locale: String, source: String) {
        self.locale = locale
        self.source = source
    }

    /// Whether `code` looks like a BCP 47 language tag Xcode writes: a 2–3 letter language, then subtags of 2–8
    /// letters or digits (`zh-Hans`, `pt-BR`, `es-419`).
    public static func isLocaleCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

/// A symbol template to export into a `.symbolset`.
public struct SymbolEntry: Sendable, Hashable {
    /// How the template is written into the set.
    public enum Form: String, Sendable, Hashable, CaseIterable {
        /// The three masters, which Xcode interpolates (the default).
        case variable
        /// All 27 slots resolved.
        case `static`
    }

    /// The template file.
    public var source: String
    /// The asset name (default: the file's stem).
    public var name: String
    /// Variable or static.
    public var form: Form
    /// `symbol-rendering-intent` (`template`, `hierarchical`, `multicolor`), if any.
    public var renderingIntent: String?
    /// Set when the source is a plain SVG icon to import as a symbol on the fly (`"import"` in the manifest).
    public var importing: SymbolImportOptions?
    /// What the symbol is used for (`role`): lint measures its multicolor colors in each appearance.
    public var role: ContrastRole?
    /// The color it sits on for that check (`contrastBackground`); default `systemBackground`.
    public var contrastBackground: String?
    /// Where the entry is in the manifest.
    public var pointer: String
    /// The direction the symbol is drawn for (`language-direction` on its entries; default fixed).
    public var direction: LanguageDirection = .fixed
    /// For direction `both`: the right-to-left template (required: a template is not mirrored on export).
    public var rightToLeftSource: String?
    /// Localized templates by locale.
    public var locales: [LocalizedSource] = []

    /// An entry as the manifest's `"symbols"` list holds one; `name` defaults to the file's stem, `pointer` (where
    /// the entry is in a manifest file) to none.
    public init(source: String, name: String? = nil, form: Form = .variable, renderingIntent: String? = nil,
                importing: SymbolImportOptions? = nil, pointer: String = "") {
        self.source = source
        self.name = name ?? FileSystem.stem(FileSystem.lastComponent(source), droppingExtension: ".svg")
        self.form = form
        self.renderingIntent = renderingIntent
        self.importing = importing
        self.pointer = pointer
    }
}

/// A named color with its appearance variants.
public struct ColorEntry: Sendable, Hashable {
    /// The asset name.
    public var name: String
    /// The color in each variant; a system color expands to its four variants.
    public var color: DynamicColor
    /// Whether a dark variant was given (or implied by a system color): colors without one fail lint.
    public var hasDarkVariant: Bool
    /// Where the entry is in the manifest.
    public var pointer: String
    /// What the color is used for (`role`): lint checks its contrast against ``background`` per appearance.
    public var role: ContrastRole?
    /// The color it sits on (`background`): another color of the manifest or a system background; default
    /// `systemBackground`.
    public var background: String?
    /// `gamut`: Display P3 writes the set with `display-gamut` sRGB and display-P3 entries; default sRGB.
    public var gamut: OutputColorSpace?

    /// An entry from resolved variants.
    public init(name: String, color: DynamicColor, hasDarkVariant: Bool, pointer: String = "") {
        self.name = name
        self.color = color
        self.hasDarkVariant = hasDarkVariant
        self.pointer = pointer
    }

    /// An entry as the manifest's `"colors"` list writes one: the Any color and optional variants, each falling back
    /// as the manifest's do (high contrast to the standard one, dark high contrast to dark). A system color such as
    /// `label` supplies its own variants.
    public init(name: String, color: SymbolColor, dark: SymbolColor? = nil, highContrast: SymbolColor? = nil,
                highContrastDark: SymbolColor? = nil) {
        func resolved(_ color: SymbolColor, _ appearance: Appearance, _ contrast: Contrast) -> RGBAColor {
            color.resolved(ColorTraits(appearance: appearance, contrast: contrast))
        }
        self.init(name: name,
                  color: DynamicColor(light: resolved(color, .light, .standard), dark: resolved(dark ?? color, .dark, .standard),
                                      highContrastLight: resolved(highContrast ?? color, .light, .high),
                                      highContrastDark: resolved(highContrastDark ?? dark ?? color, .dark, .high)),
                  hasDarkVariant: dark != nil || !color.isFixed)
    }
}

/// An app icon and the platforms to write it for.
public struct AppIconEntry: Sendable, Hashable {
    /// Platforms with their own icon formats.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        case ios, macos, watchos, android, web
    }

    /// Which iOS form the asset catalog's app icon set takes.
    public enum IOSForm: String, Sendable, Hashable, CaseIterable {
        /// One 1024 px image per appearance (Xcode 14+); dark and tinted variants work only in this form.
        case single
        /// Every size listed (20 … 83.5 pt and 1024), as Xcode writes "All Sizes".
        case allSizes = "all-sizes"
    }

    /// Corner treatment for targets that do not mask icons themselves (macOS, web, Android legacy icons).
    public enum Corners: String, Sendable, Hashable, CaseIterable {
        /// Square corners everywhere.
        case square
        /// Rounded corners where the platform shows the icon unmasked.
        case rounded
    }

    /// The set's name (default `AppIcon`).
    public var name: String
    /// The artwork.
    public var source: String
    /// Artwork for the dark variant (default: the source in dark appearance, background transparent).
    public var darkSource: String?
    /// Artwork for the tinted variant (default: derived from the dark variant, in grey).
    public var tintedSource: String?
    /// The opaque background of the Any icon (default white).
    public var background: RGBAColor
    /// The margin around the artwork, as a fraction of the icon's side per edge (0 … 0.4).
    public var inset: Double
    /// Corner policy.
    public var corners: Corners
    /// Platforms to write.
    public var platforms: [Platform]
    /// The iOS form.
    public var iosForm: IOSForm
    /// Also write an Icon Composer `.icon` bundle (Xcode 26) with these settings.
    public var iconComposer: IconComposerOptions?
    /// Where the entry is in the manifest.
    public var pointer: String

    /// An app icon with the manifest's defaults: named `AppIcon`, on white, no inset, rounded corners, iOS only, in
    /// the single-size form. `inset` is checked by the build (0 … 0.4), as it is for a manifest.
    public init(name: String = "AppIcon", source: String, darkSource: String? = nil, tintedSource: String? = nil,
                background: RGBAColor = .white, inset: Double = 0, corners: Corners = .rounded, platforms: [Platform] = [.ios],
                iosForm: IOSForm = .single, iconComposer: IconComposerOptions? = nil, pointer: String = "") {
        self.name = name
        self.source = source
        self.darkSource = darkSource
        self.tintedSource = tintedSource
        self.background = background
        self.inset = inset
        self.corners = corners
        self.platforms = platforms
        self.iosForm = iosForm
        self.iconComposer = iconComposer
        self.pointer = pointer
    }
}

/// Settings of an Icon Composer `.icon` bundle's groups, from the keys seen in files Icon Composer writes.
public struct IconComposerOptions: Sendable, Hashable {
    /// Group shadow: `neutral`, `chromatic` or `none`.
    public var shadow: String
    /// Group translucency (0 … 1), or nil for none.
    public var translucency: Double?
    /// Specular highlights on the groups.
    public var specular: Bool
    /// Liquid Glass on the layers.
    public var glass: Bool

    /// Creates settings; the defaults are Icon Composer's for a new group.
    public init(shadow: String = "neutral", translucency: Double? = 0.5, specular: Bool = true, glass: Bool = true) {
        self.shadow = shadow
        self.translucency = translucency
        self.specular = specular
        self.glass = glass
    }
}

/// Plain PNG files with a generated Swift accessor.
public struct PNGFolderEntry: Sendable, Hashable {
    /// The folder, relative to the output folder.
    public var folder: String
    /// The Swift file to generate, relative to the output folder (nil: none).
    public var accessor: String?
    /// The accessor's type name (default `Icons`).
    public var typeName: String
    /// The bundle the accessor loads from: `module` (SwiftPM resources) or `main`.
    public var bundle: String

    /// A PNG folder with the manifest's defaults: `Icons`, no accessor, type `Icons`, loading from `module`.
    public init(folder: String = "Icons", accessor: String? = nil, typeName: String = "Icons", bundle: String = "module") {
        self.folder = folder
        self.accessor = accessor
        self.typeName = typeName
        self.bundle = bundle
    }
}
