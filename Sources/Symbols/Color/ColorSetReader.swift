import Foundation

/// Reads Xcode asset-catalog colors: one `.colorset` folder or every `.colorset` in an `.xcassets` tree
/// (symbol-format.md §7.4). Variants: Any, Dark (`luminosity: dark`), High Contrast (`contrast: high`) and High
/// Contrast Dark; a missing variant falls back HC-dark → dark → HC → Any (our choice; Xcode's editor fills them
/// the same way). Components may be float strings (`"0.478"`), hex (`"0xB4"`), integers (`"189"`) or numbers;
/// Display P3 values are used as sRGB numbers (no gamut conversion).
public enum ColorSetReader {
    /// Named colors from a `.colorset` or an `.xcassets` folder (names are folder stems; namespaces join with `/`).
    public static func read(_ path: String) throws(Diagnostic) -> [String: SymbolColor] {
        var result: [String: SymbolColor] = [:]
        let url = URL(fileURLWithPath: path)
        if url.pathExtension == "colorset" {
            result[url.deletingPathExtension().lastPathComponent] = try readColorSet(url)
            return result
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Diagnostic(.error, "not a .colorset or .xcassets folder", file: path)
        }
        try collect(url, namespace: "", into: &result)
        return result
    }

    private static func collect(_ folder: URL, namespace: String, into result: inout [String: SymbolColor]) throws(Diagnostic) {
        let children: [URL]
        do {
            children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
        } catch {
            throw Diagnostic(.error, "cannot list the folder", file: folder.path)
        }
        for child in children {
            if child.pathExtension == "colorset" {
                result[namespace + child.deletingPathExtension().lastPathComponent] = try readColorSet(child)
            } else if (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                let providesNamespace = ((try? json(child.appendingPathComponent("Contents.json")))?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                try collect(child, namespace: providesNamespace ? namespace + child.lastPathComponent + "/" : namespace, into: &result)
            }
        }
    }

    private static func json(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Diagnostic(.error, "Contents.json is not a JSON object", file: url.path)
        }
        return object
    }

    static func readColorSet(_ folder: URL) throws(Diagnostic) -> SymbolColor {
        let file = folder.appendingPathComponent("Contents.json")
        let contents: [String: Any]
        do {
            contents = try json(file)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(.error, "cannot read Contents.json: \(error.localizedDescription)", file: file.path)
        }
        guard let entries = contents["colors"] as? [[String: Any]], !entries.isEmpty else {
            throw Diagnostic(.error, "expected a non-empty \"colors\" array", file: file.path)
        }
        var any: SymbolColor?, dark: SymbolColor?, high: SymbolColor?, highDark: SymbolColor?
        for (index, entry) in entries.enumerated() {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            var isDark = false, isHigh = false, isOther = false
            for appearance in appearances {
                switch (appearance["appearance"] as? String, appearance["value"] as? String) {
                case ("luminosity", "dark"): isDark = true
                case ("luminosity", "light"): break
                case ("contrast", "high"): isHigh = true
                default: isOther = true  // tinted and other variants are not rendered
                }
            }
            if isOther { continue }
            guard let colorObject = entry["color"] as? [String: Any] else {
                throw Diagnostic(.error, "colors[\(index)] has no \"color\" object", file: file.path)
            }
            let color = try parseColor(colorObject, file: file.path, index: index)
            switch (isDark, isHigh) {
            case (false, false): any = any ?? color
            case (true, false): dark = color
            case (false, true): high = color
            case (true, true): highDark = color
            }
        }
        guard let base = any ?? dark ?? high ?? highDark else {
            throw Diagnostic(.error, "no usable color variant", file: file.path)
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
        return .dynamic(DynamicColor(light: traits(.light, .standard), dark: traits(.dark, .standard),
                                     highContrastLight: traits(.light, .high), highContrastDark: traits(.dark, .high)))
    }

    private static func parseColor(_ object: [String: Any], file: String, index: Int) throws(Diagnostic) -> SymbolColor {
        if let reference = object["reference"] as? String {
            return .system(reference)
        }
        guard let components = object["components"] as? [String: Any] else {
            throw Diagnostic(.error, "colors[\(index)].color has no \"components\"", file: file)
        }
        func component(_ key: String) throws(Diagnostic) -> Double {
            guard let raw = components[key] else {
                throw Diagnostic(.error, "colors[\(index)].color.components has no \"\(key)\"", file: file)
            }
            if let number = raw as? Double { return number > 1 ? number / 255 : number }
            guard let text = raw as? String else { throw Diagnostic(.error, "colors[\(index)] component \(key) is not a number", file: file) }
            if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            if !text.contains("."), let value = Int(text) { return value > 1 ? Double(value) / 255 : Double(value) }
            guard let value = Double(text) else {
                throw Diagnostic(.error, "colors[\(index)] component \(key) '\(text)' is not a number", file: file)
            }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        if components["white"] != nil {
            let white = try component("white")
            return .fixed(RGBAColor(red: white, green: white, blue: white, alpha: alpha))
        }
        return .fixed(RGBAColor(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha))
    }
}
