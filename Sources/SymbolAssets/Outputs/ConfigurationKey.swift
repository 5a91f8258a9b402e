extension SymbolConfiguration {
    /// Every value in a fixed order with dictionaries sorted, so that the same configuration gives the same text in
    /// every process (Swift's own descriptions of dictionaries follow per-process hash seeds).
    var canonicalKey: String {
        func number(_ value: Double?) -> String { value.map { String($0) } ?? "-" }
        func color(_ value: SymbolColor?) -> String { value.map(\.canonicalKey) ?? "-" }
        func colors(_ value: [String: SymbolColor]?) -> String {
            guard let value else { return "-" }
            return value.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\($0)=\(value[$0]!.canonicalKey)" }.joined(separator: ",")
        }
        let fields: [String] = [
            number(pointSize), weight.map(\.description) ?? "-", number(continuousWeight), scale.map(\.description) ?? "-",
            textStyle?.rawValue ?? "-", contentSizeCategory.map { "\($0)" } ?? "-", number(pixelScale), canvas?.rawValue ?? "-",
            number(fittingSize), renderingMode?.rawValue ?? "-", color(hierarchicalColor),
            paletteColors.map { $0.map(\.canonicalKey).joined(separator: ",") } ?? "-",
            prefersMulticolor.map { "\($0)" } ?? "-", prefersMonochrome.map { "\($0)" } ?? "-", number(variableValue),
            color(tintColor), colors(namedColors), colors(catalogColors), isTemplateImage.map { "\($0)" } ?? "-",
            color(background), appearance?.rawValue ?? "-", contrast?.rawValue ?? "-", systemColorTable?.rawValue ?? "-",
            snapsCanvasToPoints.map { "\($0)" } ?? "-",
        ]
        // Keys added later are written only when set, so that earlier recipes keep their hashes.
        var later: [String] = []
        if let fittingHeight { later.append("height=\(fittingHeight)") }
        if let contentMode { later.append("fit=\(contentMode.rawValue)") }
        if let contentPosition { later.append("position=\(contentPosition.rawValue)") }
        if let opacity { later.append("opacity=\(opacity)") }
        if let layoutDirection { later.append("layout=\(layoutDirection.rawValue)") }
        if let foregroundColors { later.append("foreground=" + foregroundColors.map(\.canonicalKey).joined(separator: ",")) }
        if let interfaceLevel { later.append("level=\(interfaceLevel.rawValue)") }
        if let outputColorSpace { later.append("space=\(outputColorSpace.rawValue)") }
        return (fields + later).joined(separator: ";")
    }
}

extension SymbolColor {
    /// The color in an unambiguous text form: system names as themselves, others as their four variants.
    var canonicalKey: String {
        if let name = systemName { return "system:" + name }
        let traits = [ColorTraits(appearance: .light), ColorTraits(appearance: .dark),
                      ColorTraits(appearance: .light, contrast: .high), ColorTraits(appearance: .dark, contrast: .high)]
        var key = traits.map { resolved($0).description }.joined(separator: "/")
        // Added later, only where they tell colors apart, so that earlier recipes keep their hashes: elevated
        // variants, and the exact components of a color outside sRGB (its hex form is clamped).
        let elevated = [ColorTraits(appearance: .dark, level: .elevated), ColorTraits(appearance: .dark, contrast: .high, level: .elevated)]
        if elevated.map({ resolved($0) }) != [resolved(traits[1]), resolved(traits[3])] {
            key += "/elevated:" + elevated.map { resolved($0).description }.joined(separator: "/")
        }
        let all = (traits + elevated).map { resolved($0) }
        if !all.allSatisfy(\.isInSRGBGamut) { key += "/exact:" + all.map { "\($0.red),\($0.green),\($0.blue)" }.joined(separator: "/") }
        return key
    }
}
