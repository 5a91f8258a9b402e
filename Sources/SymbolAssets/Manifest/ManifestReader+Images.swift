import SymbolImport
import SymbolCore

/// Image entries: a source path alone, or an object with the render options every image output shares.
extension ManifestReader {
    static func image(_ value: JSONValue, pointer: String, into parent: inout ManifestFields) -> ImageEntry? {
        if let text = value.stringValue {
            return ImageEntry(source: text, name: stem(text), pointer: pointer)
        }
        var fields = ManifestFields(value, pointer: pointer, document: parent.document, what: "an image (a path or an object)")
        fields.rejectUnknownKeys(["source", "name"] + imageKeys + imageOnlyKeys, in: "an image")
        let source = source(&fields)
        let name = fields.nonEmptyString("name")
        let options = imageOptions(value, pointer: pointer, into: &fields, what: nil)
        let rightToLeft = ManifestViews.rightToLeftSource(&fields, direction: options.direction, allowsFlip: true)
        let locales = ManifestViews.locales(&fields)
        if options.direction == .both && !locales.isEmpty {
            fields.fail("'locales' with \"direction\" : \"both\" is not supported: a localized drawing would need one file per direction", at: "locales")
        }
        if options.slice != nil && options.pdf == true {
            fields.fail("a sliced image is written as PNGs per scale: 'slice' and 'pdf' cannot be combined (Xcode keeps no vector data with resizing)", at: "slice")
        }
        parent.absorb(fields)
        guard let source else { return nil }
        return ImageEntry(source: source, name: name ?? stem(source), options: options, pointer: pointer,
                          rightToLeftSource: rightToLeft, locales: locales)
    }

    /// Render settings from an object's keys (`defaults`, or an image's own keys beside `source` and `name`).
    static func imageOptions(_ value: JSONValue, pointer: String, into parent: inout ManifestFields, what: String?) -> ImageOptions {
        var fields = ManifestFields(value, pointer: pointer, document: parent.document, what: what ?? "an image")
        if let what { fields.rejectUnknownKeys(imageKeys, in: what) }
        var options = ImageOptions()
        var configuration = SymbolConfiguration()
        configuration.pointSize = fields.number("pointSize", in: 0.5...2000, rangeText: "0.5…2000")
        if let weight = fields.value("weight") {
            if let text = weight.stringValue, let named = SymbolWeight(name: text) {
                configuration.weight = named
            } else if let number = weight.numberValue, SymbolWeight.continuousRange.contains(number) {
                configuration.continuousWeight = number
            } else {
                fields.fail("'weight' must be \(SymbolWeight.expected)", at: "weight")
            }
        }
        if let text = fields.string("scale") {
            if let scale = SymbolScale(name: text) { configuration.scale = scale } else { fields.fail("'scale' must be 'small', 'medium' or 'large', got '\(text)'", at: "scale") }
        }
        if let text = fields.string("textStyle") {
            if let style = TextStyle(name: text) { configuration.textStyle = style } else {
                fields.fail("'textStyle' must be one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'", at: "textStyle")
            }
        }
        configuration.renderingMode = fields.choice("mode", RenderingMode.self)
        if let color = fields.color("color") { configuration.hierarchicalColor = color }
        if let colors = fields.array("colors", { fields, value, pointer in fields.color(value, at: pointer) }) {
            if colors.isEmpty { fields.fail("'colors' must not be empty", at: "colors") }
            configuration.paletteColors = colors
            if configuration.hierarchicalColor == nil { configuration.hierarchicalColor = colors.first }
        }
        configuration.variableValue = fields.number("variableValue", in: 0...1, rangeText: "0…1")
        configuration.isTemplateImage = fields.bool("template")
        if let box = fields.value("size")?.arrayValue {
            // `[width, height]`: a box that is not square.
            let numbers = box.compactMap(\.numberValue)
            if numbers.count == 2, numbers.allSatisfy({ (1...4096).contains($0) }) {
                configuration.fittingSize = numbers[0]
                configuration.fittingHeight = numbers[1]
            } else {
                fields.fail("'size' must be a number or [width, height], each in 1…4096 points", at: "size")
            }
        } else {
            configuration.fittingSize = fields.number("size", in: 1...4096, rangeText: "1…4096 points")
        }
        if let text = fields.string("fit") {
            if let mode = ContentMode(name: text) { configuration.contentMode = mode } else {
                fields.fail("'fit' must be one of \(ContentMode.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'", at: "fit")
            }
        }
        if let text = fields.string("position") {
            if let position = ContentPosition(name: text) { configuration.contentPosition = position } else {
                fields.fail("'position' must be one of \(ContentPosition.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'", at: "position")
            }
        }
        configuration.opacity = fields.number("opacity", in: 0...1, rangeText: "0…1")
        if let foreground = fields.value("foreground") {
            // One colour or a list: the artwork's own foreground colours, which `color` replaces (as `--foreground`).
            let items = foreground.arrayValue ?? [foreground]
            let pointer = fields.pointer("foreground")
            let colors = items.enumerated().compactMap { index, value in
                fields.color(value, at: foreground.arrayValue == nil ? pointer : pointer + "/\(index)")
            }
            if colors.isEmpty { fields.fail("'foreground' must be a color or a list of colors", at: "foreground") } else { configuration.foregroundColors = colors }
        }
        configuration.background = fields.color("background")
        configuration.canvas = fields.string("canvas").flatMap { text in
            switch text {
            case "tight": return .tight
            case "text-line": return .textLine
            default: fields.fail("'canvas' must be 'tight' or 'text-line', got '\(text)'", at: "canvas"); return nil
            }
        }
        configuration.systemColorTable = fields.choice("systemColors", SystemColorPalette.self)
        configuration.interfaceLevel = fields.choice("interfaceLevel", InterfaceLevel.self)
        options.gamut = gamut(&fields)
        if let text = fields.string("role") {
            options.role = ContrastRole(name: text)
            if options.role == nil { fields.fail("'role' must be one of \(ContrastRole.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), got '\(text)'", at: "role") }
        }
        options.contrastBackground = fields.nonEmptyString("contrastBackground")
        if fields.bool("preferringMonochrome") == true { configuration.prefersMonochrome = true }
        if fields.bool("preferringMulticolor") == true { configuration.prefersMulticolor = true }
        options.appearances = fields.array("appearances") { fields, value, pointer -> AssetAppearance? in
            guard let text = value.stringValue, let appearance = AssetAppearance(rawValue: text) else {
                fields.diagnostics.append(fields.document.diagnostic(.error, "an appearance must be one of \(AssetAppearance.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))", at: pointer))
                return nil
            }
            return appearance
        }
        options.scales = fields.array("scales") { fields, value, pointer -> Int? in
            guard let number = value.numberValue, [1.0, 2, 3].contains(number) else {
                fields.diagnostics.append(fields.document.diagnostic(.error, "a scale must be 1, 2 or 3", at: pointer))
                return nil
            }
            return Int(clamping: number, to: 1...3)
        }
        if options.scales?.isEmpty == true { fields.fail("'scales' must not be empty", at: "scales") }
        if options.appearances?.isEmpty == true { fields.fail("'appearances' must not be empty", at: "appearances") }
        options.pdf = fields.bool("pdf")
        options.slice = ManifestViews.slice(&fields)
        options.direction = ManifestViews.direction(&fields)
        if let text = fields.string("layoutDirection") {
            if let layout = LayoutDirection(name: text) { configuration.layoutDirection = layout } else {
                fields.fail("'layoutDirection' must be 'ltr' or 'rtl', got '\(text)'", at: "layoutDirection")
            }
        }
        options.configuration = configuration
        parent.absorb(fields)
        return options
    }
}
