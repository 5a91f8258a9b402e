import SymbolFormat
import SymbolCore

/// Reads Xcode asset-catalog colors: one `.colorset` folder or every `.colorset` in an `.xcassets` tree
/// (Documentation/SymbolFormat.md §7.4). Variants: Any, Dark (`luminosity: dark`), High Contrast (`contrast: high`) and High
/// Contrast Dark; a missing variant falls back HC-dark → dark → HC → Any (our choice; Xcode's editor fills them
/// the same way). Components may be float strings (`"0.478"`), hex (`"0xB4"`), integers (`"189"`) or numbers, in
/// any color space Xcode writes; they are converted to sRGB (`ColorSpaceConversion`).
public enum ColorSetReader {
    /// Named colors from a `.colorset` or an `.xcassets` folder (names are folder stems; namespaces join with `/`).
    public static func read(_ path: String) throws(Diagnostic) -> [String: SymbolColor] {
        var result: [String: SymbolColor] = [:]
        let name = FileSystem.lastComponent(path)
        if name.hasSuffix(".colorset") {
            result[FileSystem.stem(name, droppingExtension: ".colorset")] = try readColorSet(path)
            return result
        }
        guard FileSystem.kind(of: path) == .directory else {
            throw Diagnostic(.error, "not a .colorset or .xcassets folder", file: path)
        }
        try collect(path, namespace: "", into: &result)
        return result
    }

    private static func collect(_ folder: String, namespace: String, into result: inout [String: SymbolColor]) throws(Diagnostic) {
        for name in try FileSystem.contents(of: folder) {
            let child = FileSystem.join(folder, name)
            if name.hasSuffix(".colorset") {
                result[namespace + FileSystem.stem(name, droppingExtension: ".colorset")] = try readColorSet(child)
            } else if FileSystem.kind(of: child) == .directory {
                let contents = FileSystem.join(child, "Contents.json")
                let properties = FileSystem.kind(of: contents) == .file ? try JSONReader.read(contents)["properties"] : nil
                let providesNamespace = properties?["provides-namespace"]?.boolValue ?? false
                try collect(child, namespace: providesNamespace ? namespace + name + "/" : namespace, into: &result)
            }
        }
    }

    static func readColorSet(_ folder: String) throws(Diagnostic) -> SymbolColor {
        let file = FileSystem.join(folder, "Contents.json")
        let contents = try JSONReader.read(file)
        guard let entries = contents["colors"]?.arrayValue, !entries.isEmpty else {
            throw Diagnostic(.error, "expected a non-empty \"colors\" array", file: file)
        }
        var any: SymbolColor?, dark: SymbolColor?, high: SymbolColor?, highDark: SymbolColor?
        // With `display-gamut` entries, the display-P3 ones are read (exactly: wide colors stay wide) and the sRGB
        // fallbacks skipped; a set with only sRGB entries reads as before.
        let hasP3 = entries.contains { $0["display-gamut"]?.stringValue == "display-P3" }
        for (index, entry) in entries.enumerated() {
            if hasP3 && entry["display-gamut"]?.stringValue != "display-P3" { continue }
            let appearances = entry["appearances"]?.arrayValue ?? []
            var isDark = false, isHigh = false, isOther = false
            for appearance in appearances {
                switch (appearance["appearance"]?.stringValue, appearance["value"]?.stringValue) {
                case ("luminosity", "dark"): isDark = true
                case ("luminosity", "light"): break
                case ("contrast", "high"): isHigh = true
                default: isOther = true  // tinted and other variants are not rendered
                }
            }
            if isOther { continue }
            guard let colorObject = entry["color"], case .object = colorObject else {
                throw Diagnostic(.error, "colors[\(index)] has no \"color\" object", file: file)
            }
            let color = try parseColor(colorObject, file: file, index: index)
            switch (isDark, isHigh) {
            case (false, false): any = any ?? color
            case (true, false): dark = color
            case (false, true): high = color
            case (true, true): highDark = color
            }
        }
        guard let base = any ?? dark ?? high ?? highDark else {
            throw Diagnostic(.error, "no usable color variant", file: file)
        }
        let traits: (Appearance, Contrast) -> RGBAColor = { appearance, contrast in
            let t = ColorTraits(appearance: appearance, contrast: contrast)
            switch (appearance, contrast) {
            case (.light, .standard): return base.resolved(t)
            case (.dark, .standard): return (dark ?? base).resolved(t)
            case (.light, .high): return (high ?? base).resolved(t)
            case (.dark, .high): return (highDark ?? dark ?? high ?? base).resolved(t)
            }
        }
        var color = DynamicColor(light: traits(.light, .standard), dark: traits(.dark, .standard),
                                 highContrastLight: traits(.light, .high), highContrastDark: traits(.dark, .high))
        // A reference to a system background (`systemBackgroundColor`) adapts to the interface level at run time,
        // although a colorset cannot give an elevated value of its own (Documentation/Colors.md §1).
        let elevated = (dark ?? base).resolved(ColorTraits(appearance: .dark, level: .elevated))
        let highElevated = (highDark ?? dark ?? high ?? base).resolved(ColorTraits(appearance: .dark, contrast: .high, level: .elevated))
        if elevated != color.dark { color.elevatedDark = elevated }
        if highElevated != color.highContrastDark { color.elevatedHighContrastDark = highElevated }
        return SymbolColor(color)
    }

    static func parseColor(_ object: JSONValue, file: String, index: Int) throws(Diagnostic) -> SymbolColor {
        if let reference = object["reference"]?.stringValue {
            return SymbolColor(systemName: reference) ?? SymbolColor(storage: .system(reference))
        }
        guard let components = object["components"], case .object = components else {
            throw Diagnostic(.error, "colors[\(index)].color has no \"components\"", file: file)
        }
        func component(_ key: String) throws(Diagnostic) -> Double {
            guard let raw = components[key] else {
                throw Diagnostic(.error, "colors[\(index)].color.components has no \"\(key)\"", file: file)
            }
            guard let value = Self.component(raw) else {
                let found = raw.stringValue.map { " '\($0)'" } ?? ""
                throw Diagnostic(.error, "colors[\(index)] component \(key)\(found) is not \(componentForms)", file: file)
            }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        let space = object["color-space"]?.stringValue ?? (components["white"] != nil ? "gray-gamma-22" : "srgb")
        let converted: RGBAColor?
        if components["white"] != nil {
            let white = try component("white")
            converted = ColorSpaceConversion.sRGB(space: space, red: white, green: white, blue: white, alpha: alpha)
        } else {
            converted = ColorSpaceConversion.sRGB(space: space, red: try component("red"), green: try component("green"),
                                                  blue: try component("blue"), alpha: alpha)
        }
        guard let converted else {
            throw Diagnostic(.error, "colors[\(index)].color has color-space '\(space)'; expected srgb, extended-srgb, "
                             + "extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray", file: file)
        }
        return .fixed(converted)
    }

    /// What a component may be, for messages.
    package static let componentForms = "a number from 0 to 1, an integer from 0 to 255 or a hex byte (\"0xB4\")"

    /// A colour-set component (`red`, `green`, `blue`, `alpha`, `white`) as Xcode writes them: a finite number
    /// (above 1 means 0–255), `"0x"` and a hex byte, an integer from 0 to 255, or a decimal; nil for anything else
    /// (`"banana"`, `"NaN"`, `"1e999"`, `"0x1FF"`, `"300"`). The one reader: `render --colorset` and the lint use it.
    package static func component(_ value: JSONValue) -> Double? {
        if let number = value.numberValue { return number.isFinite ? (number > 1 ? number / 255 : number) : nil }
        guard var text = value.stringValue?[...] else { return nil }
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        guard !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
            return Double(byte) / 255
        }
        if !text.contains("."), let integer = Int(text) {
            return (0...255).contains(integer) ? (integer > 1 ? Double(integer) / 255 : Double(integer)) : nil
        }
        // Decimal digits only: Double("nan"), Double("inf") and hex floats parse but are no component.
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let number = Double(text), number.isFinite else {
            return nil
        }
        return number
    }
}
