import SymbolAssets
import SymbolCore

/// The `Contents.json` schema the README documents, checked key by key (Documentation/SymbolFormat.md §7).
enum CatalogSchema {
    struct Violation: Error, CustomStringConvertible {
        var description: String
    }

    static func check(_ json: JSONValue, path: String) throws {
        func fail(_ message: String) -> Violation { Violation(description: "\(path): \(message)") }
        func keys(_ value: JSONValue?, allowed: Set<String>, required: Set<String> = [], _ what: String) throws {
            guard case .object(let members)? = value else { throw fail("\(what) is not an object") }
            let present = Set(members.map(\.key))
            if let extra = present.subtracting(allowed).first { throw fail("unexpected key '\(extra)' in \(what)") }
            if let missing = required.subtracting(present).first { throw fail("missing key '\(missing)' in \(what)") }
        }
        func string(_ value: JSONValue?, in choices: Set<String>? = nil, _ what: String) throws {
            guard let text = value?.stringValue else { throw fail("\(what) is not a string") }
            if let choices, !choices.contains(text) { throw fail("\(what) '\(text)' is not one of \(choices.sorted())") }
        }
        func appearances(_ value: JSONValue?) throws {
            guard let value else { return }
            guard let list = value.arrayValue, !list.isEmpty else { throw fail("appearances is not a non-empty array") }
            for item in list {
                try keys(item, allowed: ["appearance", "value"], required: ["appearance", "value"], "an appearance")
                try string(item["appearance"], in: ["luminosity", "contrast"], "appearance")
                try string(item["value"], in: item["appearance"]?.stringValue == "contrast" ? ["high"] : ["light", "dark", "tinted"], "appearance value")
            }
        }
        try keys(json["info"], allowed: ["author", "version"], required: ["author", "version"], "info")
        guard json["info"]?["author"]?.stringValue == "xcode", json["info"]?["version"]?.numberValue == 1 else { throw fail("info is not xcode/1") }
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        switch folder.split(separator: ".").last.map(String.init) {
        case "imageset":
            try keys(json, allowed: ["images", "info", "properties"], required: ["images", "info"], "an image set")
            try keys(json["properties"], allowed: ["preserves-vector-representation", "template-rendering-intent"], "properties")
            try string(json["properties"]?["template-rendering-intent"], in: ["template", "original"], "template-rendering-intent")
            for image in json["images"]?.arrayValue ?? [] {
                try keys(image, allowed: ["filename", "idiom", "scale", "appearances"], required: ["filename", "idiom"], "an image")
                try string(image["idiom"], in: ["universal"], "idiom")
                if image["scale"] != nil { try string(image["scale"], in: ["1x", "2x", "3x"], "scale") }
                try appearances(image["appearances"])
            }
        case "appiconset":
            try keys(json, allowed: ["images", "info"], required: ["images", "info"], "an app icon set")
            for image in json["images"]?.arrayValue ?? [] {
                try keys(image, allowed: ["filename", "idiom", "platform", "scale", "size", "appearances"], required: ["filename", "idiom", "size"], "an icon")
                try string(image["idiom"], in: ["universal", "mac"], "idiom")
                if image["idiom"]?.stringValue == "universal" { try string(image["platform"], in: ["ios", "watchos"], "platform") }
                try appearances(image["appearances"])
            }
        case "colorset":
            try keys(json, allowed: ["colors", "info"], required: ["colors", "info"], "a color set")
            for color in json["colors"]?.arrayValue ?? [] {
                try keys(color, allowed: ["color", "idiom", "appearances"], required: ["color", "idiom"], "a color entry")
                try keys(color["color"], allowed: ["color-space", "components"], required: ["color-space", "components"], "a color")
                try keys(color["color"]?["components"], allowed: ["red", "green", "blue", "alpha"], required: ["red", "green", "blue", "alpha"], "components")
                try appearances(color["appearances"])
            }
        case "symbolset":
            try keys(json, allowed: ["symbols", "info", "properties"], required: ["symbols", "info"], "a symbol set")
            for symbol in json["symbols"]?.arrayValue ?? [] {
                try keys(symbol, allowed: ["filename", "idiom"], required: ["filename", "idiom"], "a symbol")
            }
        default:
            try keys(json, allowed: ["info", "properties"], required: ["info"], "a catalog or group folder")
            try keys(json["properties"] ?? .object([]), allowed: ["provides-namespace"], "properties")
        }
    }
}
