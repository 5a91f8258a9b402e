/// App icon sets: one form per set, pixel sizes equal to size × scale, and an Any marketing icon without alpha.
enum AppIconSetRules {
    static func check(_ document: JSONDocument, folder: String, into context: inout LintContext) {
        var files: [(file: String, pointer: String)] = []
        var single: String?, perSize: String?
        for entry in context.entries("images", in: document) {
            let idiom = context.string("idiom", of: entry, in: document) ?? ""
            let platform = context.string("platform", of: entry, in: document)
            let scale = context.string("scale", of: entry, in: document, allowed: ["1x", "2x", "3x"])
            let size = context.string("size", of: entry, in: document)
            let appearance = context.appearance(of: entry, in: document)
            // Xcode 14+ writes the single size as one universal/ios 1024 entry without a scale; its "All Sizes" list
            // adds universal/ios entries with scales beside it. The legacy per-size list uses the iphone, ipad and
            // ios-marketing idioms, and mixing that with the single size is what makes iOS drop dark and tinted.
            if idiom == "universal" && platform == "ios" && size == "1024x1024" && scale == nil { single = single ?? entry.pointer }
            if ["iphone", "ipad", "ios-marketing"].contains(idiom) { perSize = perSize ?? entry.pointer }
            guard let file = context.string("filename", of: entry, in: document) else { continue }
            files.append((file, entry.pointer + "/filename"))
            guard let bytes = try? FileReader.read(FileSystem.join(folder, file), maximumSize: 1 << 28) else { continue }
            guard let header = PNGHeader(bytes) else {
                context.report(.error, "'\(file)' is not a PNG", in: document, at: entry.pointer + "/filename")
                continue
            }
            if let size, let points = Double(size.split(separator: "x").first ?? "") {
                let pixels = Int((points * Double(scale?.dropLast() ?? "1")!).rounded())
                if header.width != pixels || header.height != pixels {
                    context.report(.error, "'\(file)' is \(header.width)×\(header.height) px, but \(size) pt at @\(scale ?? "1x") is \(pixels)×\(pixels) px",
                                   in: document, at: entry.pointer + "/filename")
                }
            }
            let marketing = (size == "1024x1024" && (idiom == "ios-marketing" || (idiom == "universal" && platform == "ios")))
            if marketing && appearance == "any" && header.hasAlpha {
                context.report(.error, "'\(file)' has an alpha channel; the App Store rejects the 1024 px Any icon with one, even fully opaque (ITMS-90717)",
                               in: document, at: entry.pointer + "/filename")
            }
        }
        if let single, perSize != nil {
            context.report(.error, "holds both the single-size iOS icon and the legacy per-size iPhone/iPad icons; iOS then ignores the dark and tinted variants", in: document, at: single)
        }
        context.checkFiles(named: files, in: document, folder: folder)
    }
}
