// swift-tools-version:6.1
import PackageDescription

// Glyphsmith's build plugin and command plugin running the prebuilt `glyphsmith` of a release's artifact bundle (an
// SE-0305 binary target) instead of building the tool from source: a client's clean build compiles none of
// Glyphsmith and needs neither Cairo's headers nor swift-argument-parser. The plugins' sources are the main
// package's (Tools/GlyphsmithPlugin, Tools/GlyphsmithCommandPlugin, linked here), so both give the same bytes.
//
// `release` names a published bundle by URL and checksum; `Tools/set-plugin-release` writes it for a version. While
// it is nil (a checkout between releases) the bundle is `glyphsmith.artifactbundle.zip` in this folder, by path:
// `Tools/release -o DIR` then `cp DIR/glyphsmith-*.artifactbundle.zip Plugins/glyphsmith.artifactbundle.zip`.
let release: (url: String, checksum: String)? = nil

let glyphsmith: Target = if let release {
    .binaryTarget(name: "glyphsmith", url: release.url, checksum: release.checksum)
} else {
    .binaryTarget(name: "glyphsmith", path: "glyphsmith.artifactbundle.zip")
}

let package = Package(
    name: "GlyphsmithPlugins",
    products: [
        // Renders a target's glyphsmith.json at build time (PNGs as resources, the accessor compiled in).
        .plugin(name: "GlyphsmithPlugin", targets: ["GlyphsmithPlugin"]),
        // `swift package glyphsmith-catalog`: the same outputs written into the package, for committing.
        .plugin(name: "GlyphsmithCommandPlugin", targets: ["GlyphsmithCommandPlugin"]),
    ],
    targets: [
        glyphsmith,
        .plugin(name: "GlyphsmithPlugin", capability: .buildTool(), dependencies: ["glyphsmith"], path: "GlyphsmithPlugin"),
        .plugin(
            name: "GlyphsmithCommandPlugin",
            capability: .command(
                intent: .custom(verb: "glyphsmith-catalog", description: "Render each target's glyphsmith.json into Generated/ next to it"),
                permissions: [.writeToPackageDirectory(reason: "writes the rendered PNGs and accessor into the package")]
            ),
            dependencies: ["glyphsmith"],
            path: "GlyphsmithCommandPlugin"
        ),
    ],
    swiftLanguageModes: [.v6]
)
