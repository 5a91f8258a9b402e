import SymbolCore
/// The manifest keys of what an image view needs from its images (Documentation/ImageViews.md): `slice`,
/// `direction` with `rtlSource`, and `locales`. Each value is checked here and named with its range when wrong.
enum ManifestViews {
    /// `"slice" : { "mode", "center", "capInsets" : { … } | "auto", "period" }`.
    static func slice(_ fields: inout ManifestFields) -> ImageSlice? {
        guard let value = fields.value("slice") else { return nil }
        var slice = ManifestFields(value, pointer: fields.pointer("slice"), document: fields.document, what: "'slice'")
        defer { fields.absorb(slice) }
        slice.rejectUnknownKeys(["mode", "center", "capInsets", "period"], in: "'slice'")
        guard let mode = slice.choice("mode", ImageSlice.Mode.self) else {
            if slice.value("mode") == nil { slice.fail("missing 'mode' in 'slice': one of \(ImageSlice.Mode.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))") }
            return nil
        }
        let center = slice.choice("center", ImageSlice.Center.self) ?? .stretch
        var insets = ImageSlice.CapInsets.auto
        if let given = slice.value("capInsets"), given.stringValue != "auto" {
            var edges = ManifestFields(given, pointer: slice.pointer("capInsets"), document: slice.document,
                                       what: "'capInsets' (\"auto\" or an object of insets in points)")
            let needed = (mode.resizesVertically ? ["top", "bottom"] : []) + (mode.resizesHorizontally ? ["left", "right"] : [])
            edges.rejectUnknownKeys(needed, in: "the cap insets of a \(mode.rawValue) slice")
            var values: [String: Double] = [:]
            for key in needed {
                if edges.value(key) == nil, case .object = given { edges.fail("missing '\(key)' in 'capInsets' (points)") }
                values[key] = edges.number(key, in: 0...4096, rangeText: "0…4096 points")
            }
            slice.absorb(edges)
            insets = .points(top: values["top"] ?? 0, left: values["left"] ?? 0, bottom: values["bottom"] ?? 0, right: values["right"] ?? 0)
        }
        let period = slice.number("period", in: 0.01...4096, rangeText: "0.01…4096 points")
        if center == .tile && period == nil && slice.value("period") == nil {
            slice.fail("a tiled centre needs 'period': the pattern's repeat in points", at: "center")
        }
        if center == .stretch && period != nil { slice.fail("'period' applies only to \"center\" : \"tile\"", at: "period") }
        return ImageSlice(mode: mode, center: center, capInsets: insets, period: period)
    }

    /// `"direction" : "fixed" | "mirrors" | "left-to-right" | "right-to-left" | "both"`.
    static func direction(_ fields: inout ManifestFields) -> LanguageDirection? {
        guard let text = fields.string("direction") else { return nil }
        guard let direction = LanguageDirection(name: text) else {
            fields.fail("'direction' must be one of \(LanguageDirection.names.map { "'\($0)'" }.joined(separator: ", ")), got '\(text)'", at: "direction")
            return nil
        }
        return direction
    }

    /// `"rtlSource"`: the right-to-left drawing of a `both` entry, or `"flip"` (images only) to mirror the source.
    static func rightToLeftSource(_ fields: inout ManifestFields, direction: LanguageDirection?, allowsFlip: Bool) -> String? {
        let given = fields.nonEmptyString("rtlSource")
        if direction == .both {
            guard let given else {
                if fields.value("rtlSource") == nil {
                    fields.fail("\"direction\" : \"both\" needs 'rtlSource': the right-to-left drawing" + (allowsFlip ? ", or \"flip\" to mirror the source" : ""), at: "direction")
                }
                return nil
            }
            if given == "flip" {
                if !allowsFlip { fields.fail("a symbol set's right-to-left template must be its own file; 'flip' is for images", at: "rtlSource") }
                return nil
            }
            return given
        }
        if given != nil { fields.fail("'rtlSource' applies only to \"direction\" : \"both\"", at: "rtlSource") }
        return nil
    }

    /// `"locales" : { "ar" : "bell-ar.svg", … }` in the order written.
    static func locales(_ fields: inout ManifestFields) -> [LocalizedSource] {
        guard let value = fields.value("locales") else { return [] }
        var map = ManifestFields(value, pointer: fields.pointer("locales"), document: fields.document,
                                 what: "'locales' (an object of locale : source)")
        defer { fields.absorb(map) }
        map.rejectUnknownKeys(map.members.map(\.key), in: "'locales'")
        var result: [LocalizedSource] = []
        for member in map.members where !member.key.hasPrefix("//") {
            guard LocalizedSource.isLocaleCode(member.key) else {
                map.diagnostics.append(Diagnostic(.error, "'\(member.key)' is not a locale code: use a language such as 'ar', 'he', 'zh-Hans' or 'pt-BR'",
                                                  file: map.document.file, at: map.document.keyLocation(of: map.pointer(member.key))))
                continue
            }
            guard let source = map.nonEmptyString(member.key) else { continue }
            result.append(LocalizedSource(locale: member.key, source: source))
        }
        if result.isEmpty && map.diagnostics.isEmpty { map.fail("'locales' must name at least one locale") }
        return result
    }
}
