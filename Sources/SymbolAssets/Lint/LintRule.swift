/// The rules lint checks, by the stable id `--json` and the text output print. The README's lint section lists
/// them with their severities; a rule is named for what it finds, not for the set type it is found in.
enum LintRule: String, Sendable, CaseIterable {
    // The catalog and its folders.
    case notACatalog = "not-a-catalog"
    case catalogEmpty = "catalog-empty"
    case nestedCatalog = "nested-catalog"
    case unreadable = "unreadable"
    case symbolicLink = "symbolic-link"
    case specialFile = "special-file"
    case nestingTooDeep = "nesting-too-deep"
    case strayFile = "stray-file"
    case uncheckedSetType = "unchecked-set-type"
    case duplicateName = "duplicate-name"
    // Contents.json.
    case contentsMissing = "contents-missing"
    case contentsMalformed = "contents-malformed"
    case contentsType = "contents-type"
    case contentsValue = "contents-value"
    // Files a set names or holds.
    case fileMissing = "file-missing"
    case fileCase = "file-case"
    case fileNotRegular = "file-not-regular"
    case fileUnnamed = "file-unnamed"
    case fileFormat = "file-format"
    case fileCorrupt = "file-corrupt"
    case fileTooLarge = "file-too-large"
    case imageTooLarge = "image-too-large"
    case lfsPointer = "lfs-pointer"
    // Image sets.
    case variantScales = "variant-scales"
    case variantWithoutAny = "variant-without-any"
    case darkSameAsAny = "dark-same-as-any"
    case scaleMismatch = "scale-mismatch"
    case sizeMismatch = "size-mismatch"
    case roleSize = "role-size"
    // App icons and icon sets.
    case iconSize = "icon-size"
    case iconForms = "icon-forms"
    case iconTransparent = "icon-transparent"
    case iconAlphaChannel = "icon-alpha-channel"
    case darkIconOpaque = "dark-icon-opaque"
    case iconsetSlot = "iconset-slot"
    // Colors.
    case colorMissingDark = "color-missing-dark"
    case colorMissingDarkSoft = "color-missing-dark-soft"
    case colorEmpty = "color-empty"
    case colorComponent = "color-component"
    // Contrast (colors with a declared role) and wide gamut.
    case contrast = "contrast"
    case contrastHighContrast = "contrast-high-contrast"
    case contrastLightOnly = "contrast-light-only"
    case contrastRoles = "contrast-roles"
    case gamutFallback = "display-gamut-fallback"
    // Symbols.
    case symbolTemplate = "symbol-template"
    case symbolStroke = "symbol-stroke"
    // What an image view needs (Documentation/ImageViews.md §4).
    case sliceCaps = "slice-caps"
    case sliceScales = "slice-scales"
    case sliceCenter = "slice-center"
    case directionScales = "direction-scales"
    case localeCode = "locale-code"
    case localeNotLocalizable = "locale-not-localizable"
}
