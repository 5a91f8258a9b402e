import SymbolCore
/// Lists the outputs of an Icon Composer `.icon` bundle (Xcode 26): `icon.json` and an `Assets/` folder with one SVG layer per
/// top-level group of the source (shapes between groups form a layer of their own).
///
/// The format is undocumented; we write only keys seen in bundles Icon Composer saved: `fill.solid`, and per group
/// `layers` (`image-name`, `name`, `glass`, `opacity`, `blend-mode`, `position.scale`,
/// `position.translation-in-points`), `name`, `shadow.kind`, `shadow.opacity`, `specular`, `translucency.enabled`,
/// `translucency.value`, `hidden`; and `supported-platforms` (`squares`, `circles`). Layers are listed front to
/// back, the reverse of SVG's order. Every layer is drawn on the full 1024-point canvas, so positions stay at zero.
enum IconComposerOutputs {
    static let canvas = 1024

    static func list(_ icon: AppIconEntry, options: IconComposerOptions, manifest: AssetManifest, layerNodes: [[Int]]) -> [CatalogOutput] {
        let bundle = icon.name + ".icon"
        var files: [CatalogOutput] = []
        var groups: [JSONValue] = []
        for (index, nodes) in layerNodes.enumerated().reversed() {
            let name = "layer-\(index + 1)"
            files.append(CatalogOutput(path: "\(bundle)/Assets/\(name).svg",
                                     recipe: .iconLayer(source: icon.source, nodes: nodes, side: canvas)))
            let layer: JSONValue = .object([
                ("blend-mode", .string("normal")), ("glass", .bool(options.glass)), ("image-name", .string(name + ".svg")),
                ("name", .string(name)), ("opacity", .number(1)),
                ("position", .object([("scale", .number(1)), ("translation-in-points", .array([.number(0), .number(0)]))])),
            ])
            var group: [(key: String, value: JSONValue)] = [
                ("hidden", .bool(false)), ("layers", .array([layer])), ("name", .string("Group \(index + 1)")),
                ("shadow", .object([("kind", .string(options.shadow)), ("opacity", .number(options.shadow == "none" ? 0 : 0.5))])),
                ("specular", .bool(options.specular)),
            ]
            if let value = options.translucency {
                group.append(("translucency", .object([("enabled", .bool(true)), ("value", .number(value))])))
            }
            groups.append(.object(group))
        }
        let b = icon.background
        func channel(_ x: Double) -> String { NumberFormatting.fixed(x, fractionDigits: 5) }
        let json: JSONValue = .object([
            ("fill", .object([("solid", .string("extended-srgb:" + [b.red, b.green, b.blue, b.alpha].map(channel).joined(separator: ",")))])),
            ("groups", .array(groups)),
            ("supported-platforms", .object([("circles", .array([.string("watchOS")])), ("squares", .string("shared"))])),
        ])
        files.append(CatalogOutput(path: "\(bundle)/icon.json", recipe: .bytes(ContentsJSON.bytes(json))))
        return files
    }

    /// The source's top-level nodes grouped into layers: each group alone, runs of loose shapes together.
    static func layerNodes(of drawing: Drawing) -> [[Int]] {
        var layers: [[Int]] = []
        var loose: [Int] = []
        for (index, node) in drawing.root.children.enumerated() {
            if case .group = node {
                if !loose.isEmpty { layers.append(loose); loose = [] }
                layers.append([index])
            } else {
                loose.append(index)
            }
        }
        if !loose.isEmpty { layers.append(loose) }
        return layers.isEmpty ? [[]] : layers
    }
}
