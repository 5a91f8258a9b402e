import SymbolImport
import SymbolCore

/// Reads `glyphsmith.json` manifests: strict about keys, types and values, and reporting every problem with its
/// line and column (see `ManifestExample` for the format).
public enum ManifestReader {
    static let topLevelKeys = ["catalog", "namespace", "defaults", "images", "symbols", "colors", "appIcons", "pngs", "animations",
                               "elevatedColors", "contrastLevel", "fontDirectories"]
    static let imageKeys = ["pointSize", "weight", "scale", "textStyle", "mode", "color", "colors", "variableValue",
                            "appearances", "scales", "template", "size", "pdf", "background", "canvas", "systemColors",
                            "preferringMonochrome", "preferringMulticolor", "fit", "position", "opacity", "foreground",
                            "interfaceLevel", "gamut", "role", "contrastBackground", "slice", "direction", "layoutDirection"]
    /// Keys of one image that `defaults` cannot hold: they name its own files.
    static let imageOnlyKeys = ["rtlSource", "locales"]

    /// Reads and checks the manifest at `path`.
    public static func read(_ path: String) throws(ManifestError) -> AssetManifest {
        let document: JSONDocument
        do {
            document = try JSONReader.readDocument(path)
        } catch {
            throw ManifestError(diagnostics: [error])
        }
        return try decode(document, path: path)
    }

    /// Reads a manifest from bytes; `path` names the file in diagnostics and its folder anchors relative sources.
    public static func read(bytes: [UInt8], path: String) throws(ManifestError) -> AssetManifest {
        let document: JSONDocument
        do {
            document = try JSONReader.parseDocument(bytes, file: path)
        } catch {
            throw ManifestError(diagnostics: [error])
        }
        return try decode(document, path: path)
    }

    /// Checks and decodes a parsed manifest; `path` names the file and its folder anchors relative sources.
    package static func decode(_ document: JSONDocument, path: String) throws(ManifestError) -> AssetManifest {
        var top = ManifestFields(document.root, pointer: "", document: document, what: "the manifest")
        top.rejectUnknownKeys(topLevelKeys, in: "the manifest")
        var manifest = AssetManifest(file: path, baseFolder: FileSystem.parent(path) ?? ".")
        manifest.catalog = top.nonEmptyString("catalog").map { $0.hasSuffix(".xcassets") ? $0 : $0 + ".xcassets" }
        manifest.namespace = top.nonEmptyString("namespace")
        if let path = top.nonEmptyString("elevatedColors") {
            if path.hasSuffix(".swift") { manifest.elevatedColors = path } else { top.fail("'elevatedColors' names the Swift file to write, ending in .swift, got '\(path)'", at: "elevatedColors") }
        }
        if let level = top.string("contrastLevel") {
            if let parsed = ContrastLevel(rawValue: level.uppercased()) { manifest.contrastLevel = parsed } else {
                top.fail("'contrastLevel' must be 'AA' or 'AAA', got '\(level)'", at: "contrastLevel")
            }
        }
        if let defaults = top.value("defaults") {
            manifest.defaults = imageOptions(defaults, pointer: top.pointer("defaults"), into: &top, what: "defaults")
        }
        manifest.images = top.array("images") { fields, value, pointer in image(value, pointer: pointer, into: &fields) } ?? []
        manifest.symbols = top.array("symbols") { fields, value, pointer in symbol(value, pointer: pointer, into: &fields) } ?? []
        manifest.colors = top.array("colors") { fields, value, pointer in color(value, pointer: pointer, into: &fields) } ?? []
        manifest.animations = top.array("animations") { fields, value, pointer in animation(value, pointer: pointer, defaults: manifest.defaults, into: &fields) } ?? []
        let fontFolders = top.array("fontDirectories") { fields, value, pointer -> (String, String)? in
            guard let text = value.stringValue, !text.isEmpty else {
                fields.diagnostics.append(document.diagnostic(.error, "a font folder must be a non-empty string: a folder relative to the manifest", at: pointer))
                return nil
            }
            // Where the folder is (inside the manifest's folder, no link on the way) is checked when a build opens it.
            if let problem = OutputPath.problem(source: text, what: "a font folder") {
                fields.diagnostics.append(document.diagnostic(.error, problem, at: pointer))
                return nil
            }
            return (text, pointer)
        } ?? []
        manifest.fontDirectories = fontFolders.map(\.0)
        for (folder, pointer) in fontFolders where manifest.sourceLocations[folder] == nil { manifest.sourceLocations[folder] = document.location(of: pointer) }
        manifest.appIcons = top.array("appIcons") { fields, value, pointer in appIcon(value, pointer: pointer, into: &fields) } ?? []
        if let pngs = top.value("pngs") {
            var fields = ManifestFields(pngs, pointer: top.pointer("pngs"), document: document, what: "'pngs'")
            fields.rejectUnknownKeys(["folder", "accessor", "typeName", "bundle"], in: "'pngs'")
            let typeName = fields.nonEmptyString("typeName") ?? "Icons"
            if let problem = SwiftAccessorWriter.typeNameProblem(typeName) { fields.fail("'typeName' \(problem), got '\(typeName)'", at: "typeName") }
            let bundle = fields.string("bundle") ?? "module"
            if bundle != "module" && bundle != "main" { fields.fail("'bundle' must be 'module' or 'main', got '\(bundle)'", at: "bundle") }
            manifest.pngFolder = PNGFolderEntry(folder: fields.nonEmptyString("folder") ?? "Icons", accessor: fields.nonEmptyString("accessor"),
                                                typeName: typeName, bundle: bundle)
            top.absorb(fields)
        }
        if manifest.catalog == nil && manifest.pngFolder == nil && !manifest.images.isEmpty && top.value("catalog") == nil {
            top.fail("the manifest names images but neither 'catalog' nor 'pngs' says where they go")
        }
        if manifest.animations.contains(where: \.isSticker) && manifest.catalog == nil && top.value("catalog") == nil {
            top.fail("stickers live in an asset catalog's sticker pack: add \"catalog\" : \"Stickers.xcassets\"")
        }
        if manifest.animations.contains(where: { !$0.isSticker }) && manifest.pngFolder == nil && top.value("pngs") == nil {
            top.fail("an animation that is not a sticker is an animated PNG in the 'pngs' folder: add 'pngs', or \"sticker\" : true")
        }
        if manifest.catalog == nil && (!manifest.symbols.isEmpty || !manifest.colors.isEmpty) && top.value("catalog") == nil {
            top.fail("symbols and colors live in an asset catalog: add \"catalog\" : \"Assets.xcassets\"")
        }
        checkUniqueNames(manifest, into: &top)
        checkSwiftNames(manifest, into: &top)
        checkPaths(manifest, into: &top)
        var named = manifest.images.map { ($0.source, $0.pointer + "/source") } + manifest.symbols.map { ($0.source, $0.pointer + "/source") }
            + manifest.appIcons.flatMap { icon in
                [(icon.source, icon.pointer + "/source")] + [icon.darkSource.map { ($0, icon.pointer + "/darkSource") },
                                                              icon.tintedSource.map { ($0, icon.pointer + "/tintedSource") }].compactMap { $0 }
            } + viewSources(manifest)
        named += manifest.animations.map { ($0.source, $0.pointer + ($0.symbolName == nil ? "/source" : "/symbol")) }
        for color in manifest.colors { manifest.entryLocations[color.pointer] = document.location(of: color.pointer) }
        for animation in manifest.animations where animation.isSticker {
            manifest.entryLocations[animation.pointer] = document.location(of: animation.pointer)
            manifest.entryLocations[animation.pointer + "/size"] = document.location(of: animation.pointer + "/size")
        }
        for (source, pointer) in named where manifest.sourceLocations[source] == nil {
            manifest.sourceLocations[source] = document.location(of: pointer)
        }
        guard top.diagnostics.isEmpty else { throw ManifestError(diagnostics: top.diagnostics.sorted { ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0) }) }
        return manifest
    }

    private static func checkUniqueNames(_ manifest: AssetManifest, into top: inout ManifestFields) {
        // Names are compared without letter case, as macOS file systems compare them: `Bell` and `bell` would be
        // one folder there.
        var seen: [String: (name: String, pointer: String)] = [:]
        let named = manifest.images.map { ($0.name, $0.pointer) } + manifest.symbols.map { ($0.name, $0.pointer) }
            + manifest.colors.map { ($0.name, $0.pointer) } + manifest.appIcons.map { ($0.name, $0.pointer) }
            + manifest.animations.map { ($0.name, $0.pointer) }
        for (name, pointer) in named {
            if let earlier = seen[name.lowercased()] {
                let line = top.document.location(of: earlier.pointer).line
                let message = earlier.name.utf8.elementsEqual(name.utf8)
                    ? "the name '\(name)' is already used on line \(line); asset names must be unique"
                    : "the name '\(name)' differs only in letter case from '\(earlier.name)' on line \(line); they would collide on macOS file systems"
                top.diagnostics.append(top.document.diagnostic(.error, message, at: pointer + "/name"))
            } else {
                seen[name.lowercased()] = (name, pointer)
            }
        }
    }

    static func source(_ fields: inout ManifestFields) -> String? {
        guard let source = fields.nonEmptyString("source") else {
            if fields.value("source") == nil { fields.fail("missing 'source' (the SVG file)") }
            return nil
        }
        return source
    }

    static func stem(_ path: String) -> String {
        FileSystem.stem(FileSystem.lastComponent(path), droppingExtension: ".svg")
    }

    static func symbol(_ value: JSONValue, pointer: String, into parent: inout ManifestFields) -> SymbolEntry? {
        if let text = value.stringValue { return SymbolEntry(source: text, name: stem(text), form: .variable, pointer: pointer) }
        var fields = ManifestFields(value, pointer: pointer, document: parent.document, what: "a symbol (a path or an object)")
        fields.rejectUnknownKeys(["source", "name", "form", "renderingIntent", "import", "role", "contrastBackground", "direction", "rtlSource", "locales"], in: "a symbol")
        let source = source(&fields)
        var entry = SymbolEntry(source: source ?? "", name: fields.nonEmptyString("name") ?? stem(source ?? ""),
                                form: fields.choice("form", SymbolEntry.Form.self) ?? .variable,
                                renderingIntent: fields.string("renderingIntent"), pointer: pointer)
        if let intent = entry.renderingIntent, !["template", "hierarchical", "multicolor", "monochrome"].contains(intent) {
            fields.fail("'renderingIntent' must be 'template', 'monochrome', 'hierarchical' or 'multicolor', got '\(intent)'", at: "renderingIntent")
        }
        entry.importing = importOptions(&fields)
        if let text = fields.string("role") {
            entry.role = ContrastRole(name: text)
            if entry.role == nil { fields.fail("'role' must be one of \(ContrastRole.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), got '\(text)'", at: "role") }
        }
        entry.contrastBackground = fields.nonEmptyString("contrastBackground")
        entry.direction = ManifestViews.direction(&fields) ?? .fixed
        entry.rightToLeftSource = ManifestViews.rightToLeftSource(&fields, direction: entry.direction, allowsFlip: false)
        entry.locales = ManifestViews.locales(&fields)
        parent.absorb(fields)
        return source == nil ? nil : entry
    }

    /// `"import" : true` or `{ "weights", "fit", "insets", "levels", "layers", "foreground", "knockouts" }`: the
    /// options of `glyphsmith import`, under the same names and with the same values.
    static func importOptions(_ fields: inout ManifestFields) -> SymbolImportOptions? {
        guard let value = fields.value("import") else { return nil }
        if case .bool(let flag) = value { return flag ? SymbolImportOptions() : nil }
        var options = ManifestFields(value, pointer: fields.pointer("import"), document: fields.document,
                                     what: "import options (true, or an object)")
        options.rejectUnknownKeys(["weights", "fit", "insets", "levels", "layers", "foreground", "knockouts"], in: "import options")
        var result = SymbolImportOptions()
        func pick<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type) -> Choice? where Choice.RawValue == String {
            guard let text = options.string(key) else { return nil }
            guard let choice = Choice(rawValue: text) else {
                options.fail("'\(key)' must be \(Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), got '\(text)'", at: key)
                return nil
            }
            return choice
        }
        result.weights = pick("weights", SymbolImportOptions.Weights.self) ?? result.weights
        result.fit = pick("fit", SymbolImportOptions.Fit.self) ?? result.fit
        result.levels = pick("levels", SymbolImportOptions.Levels.self) ?? result.levels
        result.layers = pick("layers", SymbolImportOptions.Layers.self) ?? result.layers
        if let insets = options.value("insets") {
            let numbers = insets.arrayValue?.compactMap(\.numberValue) ?? insets.numberValue.map { [$0] } ?? []
            if numbers.isEmpty || numbers.count > 2 || numbers.count != (insets.arrayValue?.count ?? 1) || !numbers.allSatisfy(\.isFinite) {
                options.fail("'insets' must be a number or [left, right]", at: "insets")
            } else {
                result.insets = SymbolImportOptions.Insets(left: numbers[0], right: numbers[numbers.count - 1])
            }
        }
        if let foreground = options.value("foreground") {
            let colors = foreground.arrayValue ?? [foreground]
            for color in colors {
                if let text = color.stringValue, let parsed = ColorParser.parseColor(Substring(text)) {
                    result.foreground.append(parsed)
                } else {
                    options.fail("'foreground' must be a color or a list of colors (as SVG spells them: '#2e3436', 'black')", at: "foreground")
                }
            }
        }
        if let knockouts = options.value("knockouts") {
            if case .bool(let flag) = knockouts { result.knockouts = flag } else { options.fail("'knockouts' must be true or false", at: "knockouts") }
        }
        fields.absorb(options)
        return result
    }

    /// `"gamut"`: `"srgb"` (the default) or `"p3"` (also `"display-p3"`).
    static func gamut(_ fields: inout ManifestFields) -> OutputColorSpace? {
        guard let text = fields.string("gamut") else { return nil }
        guard let space = OutputColorSpace(name: text) else {
            fields.fail("'gamut' must be 'srgb' or 'p3', got '\(text)'", at: "gamut")
            return nil
        }
        return space
    }

    static func color(_ value: JSONValue, pointer: String, into parent: inout ManifestFields) -> ColorEntry? {
        var fields = ManifestFields(value, pointer: pointer, document: parent.document, what: "a color")
        fields.rejectUnknownKeys(["name", "color", "dark", "highContrast", "highContrastDark", "darkElevated",
                                  "highContrastDarkElevated", "role", "background", "gamut"], in: "a color")
        let name = fields.nonEmptyString("name")
        if fields.value("name") == nil { fields.fail("missing 'name'") }
        let any = fields.color("color")
        if fields.value("color") == nil { fields.fail("missing 'color' (its Any appearance)") }
        let dark = fields.color("dark"), high = fields.color("highContrast"), highDark = fields.color("highContrastDark")
        let darkElevated = fields.color("darkElevated"), highDarkElevated = fields.color("highContrastDarkElevated")
        var role: ContrastRole?
        if let text = fields.string("role") {
            role = ContrastRole(name: text)
            if role == nil { fields.fail("'role' must be one of \(ContrastRole.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), got '\(text)'", at: "role") }
        }
        let background = fields.nonEmptyString("background")
        if background != nil && role == nil { fields.fail("'background' says what the color is measured against: give its 'role' too", at: "background") }
        let gamut = gamut(&fields)
        parent.absorb(fields)
        guard let name, let any else { return nil }
        let traits = { (appearance: Appearance, contrast: Contrast, level: InterfaceLevel) in
            ColorTraits(appearance: appearance, contrast: contrast, level: level)
        }
        let lightColor = any.resolved(traits(.light, .standard, .base))
        let darkColor = (dark ?? any).resolved(traits(.dark, .standard, .base))
        var color = DynamicColor(light: lightColor, dark: darkColor,
                                 highContrastLight: (high ?? any).resolved(traits(.light, .high, .base)),
                                 highContrastDark: (highDark ?? dark ?? any).resolved(traits(.dark, .high, .base)))
        // A system color brings its own elevated values; an explicit one wins, and the high-contrast elevated
        // value falls back to the elevated one, as the other high-contrast values fall back.
        let elevated = (darkElevated ?? dark ?? any).resolved(traits(.dark, .standard, .elevated))
        let highElevated = (highDarkElevated ?? darkElevated ?? highDark ?? dark ?? any).resolved(traits(.dark, .high, .elevated))
        if elevated != color.dark { color.elevatedDark = elevated }
        if highElevated != color.highContrastDark { color.elevatedHighContrastDark = highElevated }
        var entry = ColorEntry(name: name, color: color, hasDarkVariant: dark != nil || !any.isFixed, pointer: pointer)
        entry.role = role
        entry.background = background
        entry.gamut = gamut
        return entry
    }

    static func appIcon(_ value: JSONValue, pointer: String, into parent: inout ManifestFields) -> AppIconEntry? {
        var fields = ManifestFields(value, pointer: pointer, document: parent.document, what: "an app icon")
        fields.rejectUnknownKeys(["name", "source", "darkSource", "tintedSource", "background", "inset", "corners", "platforms", "iosForm", "iconComposer"], in: "an app icon")
        let source = source(&fields)
        var background = RGBAColor.white
        if let color = fields.color("background") {
            background = color.resolved(ColorTraits())
            if background.alpha < 1 { fields.fail("'background' must be opaque: the Any app icon may have no transparency", at: "background") }
        }
        let platforms = fields.array("platforms") { fields, value, pointer -> AppIconEntry.Platform? in
            guard let text = value.stringValue, let platform = AppIconEntry.Platform(rawValue: text) else {
                fields.diagnostics.append(fields.document.diagnostic(.error, "a platform must be one of \(AppIconEntry.Platform.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))", at: pointer))
                return nil
            }
            return platform
        }
        var composer: IconComposerOptions?
        if let value = fields.value("iconComposer") {
            if let flag = value.boolValue {
                composer = flag ? IconComposerOptions() : nil
            } else {
                var options = ManifestFields(value, pointer: fields.pointer("iconComposer"), document: fields.document, what: "'iconComposer' (true or an object)")
                options.rejectUnknownKeys(["shadow", "translucency", "specular", "glass"], in: "'iconComposer'")
                var settings = IconComposerOptions()
                if let shadow = options.string("shadow") {
                    if ["neutral", "chromatic", "none"].contains(shadow) { settings.shadow = shadow } else {
                        options.fail("'shadow' must be 'neutral', 'chromatic' or 'none', got '\(shadow)'", at: "shadow")
                    }
                }
                if options.value("translucency") != nil { settings.translucency = options.number("translucency", in: 0...1, rangeText: "0…1") }
                settings.specular = options.bool("specular") ?? settings.specular
                settings.glass = options.bool("glass") ?? settings.glass
                fields.absorb(options)
                composer = settings
            }
        }
        let entry = AppIconEntry(name: fields.nonEmptyString("name") ?? "AppIcon", source: source ?? "",
                                 darkSource: fields.nonEmptyString("darkSource"), tintedSource: fields.nonEmptyString("tintedSource"),
                                 background: background, inset: fields.number("inset", in: 0...0.4, rangeText: "0…0.4") ?? 0,
                                 corners: fields.choice("corners", AppIconEntry.Corners.self) ?? .rounded,
                                 platforms: platforms ?? [.ios], iosForm: fields.choice("iosForm", AppIconEntry.IOSForm.self) ?? .single,
                                 iconComposer: composer, pointer: pointer)
        parent.absorb(fields)
        return source == nil ? nil : entry
    }
}
