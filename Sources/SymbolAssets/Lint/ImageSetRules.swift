/// Image sets: entry types, files, complete appearance variants, and pixel sizes that agree with their scales.
enum ImageSetRules {
    static func check(_ document: JSONDocument, folder: String, into context: inout LintContext) {
        var files: [(file: String, pointer: String)] = []
        var scalesByAppearance: [String: Set<String>] = [:]
        var pointer1x: [String: String] = [:]
        var pointSize: (width: Double, height: Double, file: String)?
        for entry in context.entries("images", in: document) {
            let scale = context.string("scale", of: entry, in: document, allowed: ["1x", "2x", "3x"])
            _ = context.string("idiom", of: entry, in: document)
            let appearance = context.appearance(of: entry, in: document)
            scalesByAppearance[appearance, default: []].insert(scale ?? "any")
            pointer1x[appearance] = pointer1x[appearance] ?? entry.pointer
            guard let file = context.string("filename", of: entry, in: document) else { continue }
            files.append((file, entry.pointer + "/filename"))
            guard let scale, file.lowercased().hasSuffix(".png"),
                  let bytes = try? FileReader.read(FileSystem.join(folder, file), maximumSize: 1 << 28) else { continue }
            guard let header = PNGHeader(bytes) else {
                context.report(.error, "'\(file)' is not a PNG", in: document, at: entry.pointer + "/filename")
                continue
            }
            let factor = Double(scale.dropLast())!
            let points = (width: Double(header.width) / factor, height: Double(header.height) / factor)
            if let expected = pointSize {
                // Canvases snap outward to whole pixels at each scale, so sizes may differ by less than a point.
                if abs(points.width - expected.width) >= 1 || abs(points.height - expected.height) >= 1 {
                    context.report(.error, "'\(file)' is \(header.width)×\(header.height) px at @\(scale), \(format(points.width))×\(format(points.height)) pt, but '\(expected.file)' is \(format(expected.width))×\(format(expected.height)) pt",
                                   in: document, at: entry.pointer + "/filename")
                }
            } else {
                pointSize = (points.width, points.height, file)
            }
        }
        context.checkFiles(named: files, in: document, folder: folder)
        let any = scalesByAppearance["any"]
        for (appearance, scales) in scalesByAppearance.sorted(by: { $0.key < $1.key }) where appearance != "any" {
            guard let any else {
                context.report(.error, "has a \(appearance) variant but no Any variant (an entry without appearances)", in: document, at: pointer1x[appearance]!)
                continue
            }
            let missing = any.subtracting(scales).filter { $0 != "any" }.sorted()
            if !missing.isEmpty {
                context.report(.error, "the \(appearance) variant lacks \(missing.map { "@" + $0 }.joined(separator: ", ")) that the Any variant has",
                               in: document, at: pointer1x[appearance]!)
            }
        }
    }

    static func format(_ value: Double) -> String { NumberFormatting.string(value, maximumFractionDigits: 2) }
}

/// Color sets: our dark-mode rule, and entries without a color (Xcode's AccentColor template) said as such.
enum ColorSetRules {
    static func check(_ document: JSONDocument, folder: String, into context: inout LintContext) {
        let entries = context.entries("colors", in: document)
        var colored = 0, hasDark = false
        for entry in entries {
            guard let color = entry.value["color"] else { continue }
            colored += 1
            if case .object = color {} else {
                context.report(.error, "\"color\" must be an object", in: document, at: entry.pointer + "/color")
            }
            if context.appearance(of: entry, in: document).contains("dark") { hasDark = true }
        }
        let name = FileSystem.lastComponent(folder)
        if colored == 0 {
            context.report(.warning, "\(name) defines no color (an entry without \"color\", as Xcode's template writes it)", in: document, at: "/colors")
        } else if !hasDark {
            context.report(context.linter.missingDark, "\(name) has no dark appearance: add an entry with {\"appearance\": \"luminosity\", \"value\": \"dark\"}",
                           in: document, at: "/colors")
        }
    }
}

/// Symbol sets: the template each names must exist and validate.
enum SymbolSetRules {
    static func check(_ document: JSONDocument, folder: String, into context: inout LintContext) {
        var files: [(file: String, pointer: String)] = []
        for entry in context.entries("symbols", in: document) {
            guard let file = context.string("filename", of: entry, in: document) else { continue }
            files.append((file, entry.pointer + "/filename"))
            let path = FileSystem.join(folder, file)
            if FileSystem.kind(of: path) == .file { context.diagnostics += TemplateValidator.validate(file: path) }
        }
        context.checkFiles(named: files, in: document, folder: folder)
    }
}
