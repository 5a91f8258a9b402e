/// Everything that decides how a symbol renders, in the shape of UIKit's `UIImage.SymbolConfiguration`: geometry
/// (point size, weight, scale, text style, pixel scale), paint (rendering mode, hierarchical and palette colors,
/// multicolor or monochrome preference, variable value) and environment (appearance, contrast).
///
/// Every value is optional: an unset value takes its default, and ``applying(_:)`` lays another configuration's
/// set values over this one's, as UIKit does. ``validate(for:)`` checks the values before a render; the renderer
/// calls it, and the command line reports the same errors.
///
/// ```swift
/// let configuration = SymbolConfiguration(pointSize: 24, weight: .bold, pixelScale: 2)
///     .applying(SymbolConfiguration(hierarchicalColor: .systemBlue))
/// ```
public struct SymbolConfiguration: Sendable, Hashable {
    // MARK: Geometry
    /// The point size of the accompanying text (default: the text style's, else 17).
    public var pointSize: Double?
    /// A named weight (default: the text style's, else regular).
    public var weight: SymbolWeight?
    /// A continuous weight in −0.8 (ultralight) … 0.62 (black) that overrides ``weight``; values between the named
    /// weights interpolate.
    public var continuousWeight: Double?
    /// The weight as one value: the continuous one when set (it overrides ``weight``), else the named one. Setting it
    /// sets one of the two and clears the other; the command line and manifests set the weight this way.
    public var weightSetting: SymbolWeight.Setting? {
        get { continuousWeight.map { .continuous($0) } ?? weight.map { .named($0) } }
        set {
            switch newValue {
            case .named(let named)?: (weight, continuousWeight) = (named, nil)
            case .continuous(let value)?: (weight, continuousWeight) = (nil, value)
            case nil: (weight, continuousWeight) = (nil, nil)
            }
        }
    }
    /// The scale relative to the text (default medium).
    public var scale: SymbolScale?
    /// A Dynamic Type style: sets point size and weight unless those are given explicitly.
    public var textStyle: TextStyle?
    /// The content size category used with ``textStyle`` (default large).
    public var contentSizeCategory: ContentSizeCategory?
    /// Pixels per point: 1, 2 or 3 for @1x/@2x/@3x (any value in (0, 16] works; default 1).
    public var pixelScale: Double?
    /// The canvas policy for templates (default tight).
    public var canvas: CanvasPolicy?
    /// Snap the canvas to whole points rather than whole pixels, so that the @1x, @2x and @3x images of one asset
    /// have the same size in points (asset catalogs want that); nil or false snaps to pixels.
    public var snapsCanvasToPoints: Bool?
    /// Fit the artwork into a square of this many points (times ``pixelScale`` in pixels), centered, instead of
    /// sizing it from the point size (templates) or the SVG's own size (plain SVGs).
    public var fittingSize: Double?
    /// The box's height in points when it is not square: the artwork fills a ``fittingSize`` × `fittingHeight`
    /// box (default: square).
    public var fittingHeight: Double?
    /// How the artwork fills the box of ``fittingSize`` (default ``ContentMode/contain``).
    public var contentMode: ContentMode?
    /// Where the artwork sits in the box when it does not fill it (default ``ContentPosition/center``).
    public var contentPosition: ContentPosition?
    /// An opacity in 0…1 that multiplies the artwork's alpha (default 1); a background stays opaque.
    public var opacity: Double?

    // MARK: Paint
    /// The rendering mode (default monochrome; `automatic` takes the symbol's preferred mode).
    public var renderingMode: RenderingMode?
    /// The monochrome and hierarchical color (default `label`: black in light, white in dark).
    public var hierarchicalColor: SymbolColor?
    /// Colors that a plain SVG drawn in one color may be drawn in to mean the foreground, besides black (as
    /// `import --foreground` takes them): such a drawing takes ``hierarchicalColor`` as a `currentColor` drawing does.
    public var foregroundColors: [SymbolColor]?
    /// Palette colors, primary first (palette mode).
    public var paletteColors: [SymbolColor]?
    /// Render multicolor when the symbol has multicolor annotations (UIKit's `preferringMulticolor()`).
    public var prefersMulticolor: Bool?
    /// Render monochrome whatever the mode says (UIKit's `preferringMonochrome()`).
    public var prefersMonochrome: Bool?
    /// The variable value in 0…1; unset lights every layer.
    public var variableValue: Double?
    /// The color that `tintColor` layers take (default systemBlue).
    public var tintColor: SymbolColor?
    /// Colors by name for multicolor layers, looked up before the system colors.
    public var namedColors: [String: SymbolColor]?
    /// Asset-catalog colors by name, looked up after the system colors (as UIKit does).
    public var catalogColors: [String: SymbolColor]?
    /// Render a template image: black pixels whose alpha is the coverage, for the UI to tint.
    public var isTemplateImage: Bool?
    /// An opaque background (default transparent).
    public var background: SymbolColor?

    // MARK: Environment
    /// Light or dark (default light).
    public var appearance: Appearance?
    /// Standard or high contrast (default standard).
    public var contrast: Contrast?
    /// The system color table (default iOS 13–18).
    public var systemColorTable: SystemColorPalette?
    /// The color space of the pixels (default sRGB): Display P3 converts every color before painting and tags
    /// PNGs with a Display P3 profile.
    public var outputColorSpace: OutputColorSpace?
    /// Base or elevated interface level (default base; UIKit's `userInterfaceLevel`): elevated dark system
    /// backgrounds are lighter.
    public var interfaceLevel: InterfaceLevel?
    /// The layout's direction (default left to right): in a right-to-left layout a symbol drawn for left to right
    /// (``Symbol/languageDirection``) is drawn mirrored, as UIKit flips it.
    public var layoutDirection: LayoutDirection?

    /// An empty configuration: every value at its default.
    public init() {}

    /// A configuration with a point size, weight, scale and pixel scale.
    public init(pointSize: Double? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, pixelScale: Double? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.pixelScale = pixelScale
    }

    /// A configuration that follows a Dynamic Type style.
    public init(textStyle: TextStyle, scale: SymbolScale? = nil, contentSizeCategory: ContentSizeCategory? = nil, pixelScale: Double? = nil) {
        self.textStyle = textStyle
        self.scale = scale
        self.contentSizeCategory = contentSizeCategory
        self.pixelScale = pixelScale
    }

    /// Hierarchical rendering in one color (UIKit's `init(hierarchicalColor:)`).
    public init(hierarchicalColor: SymbolColor) {
        renderingMode = .hierarchical
        self.hierarchicalColor = hierarchicalColor
    }

    /// Palette rendering with these colors, primary first (UIKit's `init(paletteColors:)`).
    public init(paletteColors: [SymbolColor]) {
        renderingMode = .palette
        self.paletteColors = paletteColors
    }

    /// A configuration with a rendering mode (and, for monochrome and hierarchical, its color).
    public init(renderingMode: RenderingMode, color: SymbolColor? = nil) {
        self.renderingMode = renderingMode
        hierarchicalColor = color
    }

    /// A configuration for an appearance, and optionally a contrast (UIKit reads these from a trait collection:
    /// `UIImage.SymbolConfiguration(traitCollection:)`).
    public init(appearance: Appearance, contrast: Contrast? = nil) {
        self.appearance = appearance
        self.contrast = contrast
    }

    /// A configuration for a contrast.
    public init(contrast: Contrast) {
        self.contrast = contrast
    }

    /// A configuration with a variable value in 0…1 (UIKit's `UIImage(systemName:variableValue:configuration:)`).
    public init(variableValue: Double) {
        self.variableValue = variableValue
    }

    /// Multicolor where the symbol has it (UIKit's `preferringMulticolor()`).
    public static func preferringMulticolor() -> SymbolConfiguration {
        var configuration = SymbolConfiguration()
        configuration.prefersMulticolor = true
        return configuration
    }

    /// Monochrome always (UIKit's `preferringMonochrome()`).
    public static func preferringMonochrome() -> SymbolConfiguration {
        var configuration = SymbolConfiguration()
        configuration.prefersMonochrome = true
        return configuration
    }

    /// This configuration with `other`'s set values laid over it. Named colors merge, `other`'s winning.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
        var result = self
        func take<Value>(_ keyPath: WritableKeyPath<SymbolConfiguration, Value?>) {
            if let value = other[keyPath: keyPath] { result[keyPath: keyPath] = value }
        }
        take(\.pointSize)
        if other.weight != nil && other.continuousWeight == nil { result.continuousWeight = nil }
        take(\.weight); take(\.continuousWeight); take(\.scale); take(\.textStyle); take(\.contentSizeCategory)
        take(\.pixelScale); take(\.canvas); take(\.fittingSize); take(\.snapsCanvasToPoints)
        take(\.fittingHeight); take(\.contentMode); take(\.contentPosition); take(\.opacity)
        take(\.renderingMode); take(\.hierarchicalColor); take(\.foregroundColors); take(\.paletteColors); take(\.variableValue); take(\.tintColor)
        take(\.isTemplateImage); take(\.background); take(\.appearance); take(\.contrast); take(\.systemColorTable); take(\.interfaceLevel); take(\.outputColorSpace)
        take(\.layoutDirection)
        // UIKit: the two preferences replace each other.
        if other.prefersMulticolor == true { result.prefersMonochrome = nil }
        if other.prefersMonochrome == true { result.prefersMulticolor = nil }
        take(\.prefersMulticolor); take(\.prefersMonochrome)
        if let named = other.namedColors { result.namedColors = (result.namedColors ?? [:]).merging(named) { $1 } }
        if let catalog = other.catalogColors { result.catalogColors = (result.catalogColors ?? [:]).merging(catalog) { $1 } }
        return result
    }

    // MARK: Values in effect

    /// The point size in effect: explicit, else the text style's, else 17.
    public var resolvedPointSize: Double {
        pointSize ?? textStyle?.pointSize(contentSizeCategory ?? .large) ?? 17
    }

    /// The continuous weight in effect.
    public var resolvedContinuousWeight: Double {
        continuousWeight ?? resolvedWeight.continuousValue
    }

    /// The named weight in effect: explicit, else the text style's, else regular.
    public var resolvedWeight: SymbolWeight {
        weight ?? textStyle?.weight ?? .regular
    }

    /// The scale in effect.
    public var resolvedScale: SymbolScale { scale ?? .medium }

    /// The pixel scale in effect.
    public var resolvedPixelScale: Double { pixelScale ?? 1 }

    /// The color traits in effect.
    public var traits: ColorTraits {
        ColorTraits(appearance: appearance ?? .light, contrast: contrast ?? .standard, palette: systemColorTable ?? .iOS13to18,
                    level: interfaceLevel ?? .base)
    }
}
