// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Glyphsmith",
    products: [
        .library(name: "SVGPath", targets: ["SVGPath"]),
        // Located diagnostics and the file and JSON plumbing every other module shares.
        .library(name: "SymbolCore", targets: ["SymbolCore"]),
        .library(name: "SymbolFormat", targets: ["SymbolFormat"]),
        .library(name: "Symbols", targets: ["Symbols"]),
        .library(name: "SymbolRender", targets: ["SymbolRender"]),
        // Symbol effects (bounce, pulse, variable color, draw on…): timing, per-layer states, frames as plans.
        .library(name: "SymbolAnimation", targets: ["SymbolAnimation"]),
        .library(name: "SymbolAssets", targets: ["SymbolAssets"]),
        // Plain SVG icons to symbol templates: every weight from one drawing (or from three), as `glyphsmith import` does.
        .library(name: "SymbolImport", targets: ["SymbolImport"]),
        .library(name: "SymbolTesting", targets: ["SymbolTesting"]),
        // The bundled symbol library: `Symbol(systemName:)`, names, aliases, variants, categories.
        .library(name: "SymbolLibrary", targets: ["SymbolLibrary"]),
        // URL overloads for Foundation users (the other libraries link no Foundation).
        .library(name: "SymbolFoundation", targets: ["SymbolFoundation"]),
        // swift-snapshot-testing strategies; empty unless the SnapshotTestingSupport trait is enabled.
        .library(name: "SymbolSnapshotTesting", targets: ["SymbolSnapshotTesting"]),
        .executable(name: "glyphsmith", targets: ["glyphsmith"]),
        // Renders a target's glyphsmith.json at build time (PNGs as resources, the accessor compiled in).
        .plugin(name: "GlyphsmithPlugin", targets: ["GlyphsmithPlugin"]),
        // `swift package glyphsmith-catalog`: the same outputs written into the package, for committing.
        .plugin(name: "GlyphsmithCommandPlugin", targets: ["GlyphsmithCommandPlugin"]),
    ],
    traits: [
        .trait(name: "SnapshotTestingSupport",
               description: "Build SymbolSnapshotTesting's swift-snapshot-testing strategies (pulls in swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The C library's headers, named once (files, folders, memory, threads, math) for every module below.
        .systemLibrary(name: "CPlatform"),
        // Geometry and the SVG path-data grammar. No dependencies but the C library.
        .target(name: "SVGPath", dependencies: ["CPlatform"]),
        // Under everything: located diagnostics, bounded file reading, the atomic writer, JSON, parallel work.
        .target(name: "SymbolCore", dependencies: ["CPlatform"]),
        // Safe XML, the SVG icon subset and the symbol-template model.
        .target(name: "SymbolFormat", dependencies: ["CPlatform", "SVGPath", "SymbolCore"]),
        // Symbol semantics; produces renderer-independent RenderPlans.
        .target(name: "Symbols", dependencies: ["SVGPath", "SymbolCore", "CPlatform", "SymbolFormat"]),
        // Symbol effects as pure Swift: one timing table, per-layer states at any instant, frames as render plans.
        .target(name: "SymbolAnimation", dependencies: ["SymbolCore", "Symbols"]),
        // The only module that talks to C libraries (Cairo for pixels, zlib for PNG, fontconfig and FreeType for text).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // libdeflate compresses PNG data (2–3× zlib's speed at smaller sizes); zlib still inflates and checksums.
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // fontconfig finds fonts by family, weight and style; FreeType reads their outlines (for <text>).
        .systemLibrary(
            name: "CFontConfig",
            pkgConfig: "freetype2",
            providers: [.apt(["libfontconfig1-dev", "libfreetype-dev"]), .brew(["fontconfig", "freetype"])]
        ),
        // libjpeg behind a C shim (its errors longjmp, which Swift cannot catch): decodes embedded JPEG images.
        .target(name: "CJPEGDecoder", linkerSettings: [.linkedLibrary("jpeg")]),
        // libwebp (libwebp-dev) behind a C shim: an embedded WebP's first frame, lossy or lossless, still or animated.
        // The demuxer's archive before the decoder's, which it calls.
        .target(name: "CWebPDecoder", linkerSettings: [.linkedLibrary("webpdemux"), .linkedLibrary("webp")]),
        .target(name: "SymbolRender", dependencies: ["SVGPath", "SymbolCore", "SymbolFormat", "CPlatform", "Symbols", "SymbolAnimation", "CCairo", "CZlib", "CDeflate", "CJPEGDecoder", "CWebPDecoder", "CFontConfig"]),
        // Icon sets for builds: asset catalogs, app icons, icns/ico, manifests, lint. Plans files; SymbolRender draws.
        .target(name: "SymbolAssets", dependencies: ["SymbolCore", "SymbolFormat", "Symbols", "CPlatform", "SymbolRender", "SymbolImport", "SymbolLibrary"]),
        .target(name: "SymbolFoundation", dependencies: ["SymbolCore", "SymbolAssets"]),
        // Snapshot assertions for XCTest and Swift Testing, image diffs, contact sheets.
        .target(name: "SymbolTesting", dependencies: ["SymbolCore", "SymbolRender"]),
        .target(name: "SymbolSnapshotTesting", dependencies: ["SymbolCore", "SymbolRender",
            "SymbolTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTestingSupport"])),
        ]),
        .executableTarget(
            name: "glyphsmith",
            dependencies: [
                "CPlatform", "SVGPath", "SymbolCore", "SymbolFormat", "Symbols", "SymbolRender", "SymbolAssets", "SymbolLibrary", "SymbolImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/glyphsmith"
        ),
        // The build plugin's tool: `catalog MANIFEST -o OUT` only, without ArgumentParser, so that every client's
        // clean build compiles less for the host (see Tools/plugin-tool/main.swift).
        .executableTarget(name: "glyphsmith-plugin-tool", dependencies: ["CPlatform", "SymbolAssets", "SymbolRender"], path: "Tools/plugin-tool"),
        // Build commands, not prebuild commands: only build commands may run an executable built from source.
        .plugin(name: "GlyphsmithPlugin", capability: .buildTool(), dependencies: ["glyphsmith-plugin-tool"], path: "Tools/GlyphsmithPlugin"),
        .plugin(
            name: "GlyphsmithCommandPlugin",
            capability: .command(
                intent: .custom(verb: "glyphsmith-catalog", description: "Render each target's glyphsmith.json into Generated/ next to it"),
                permissions: [.writeToPackageDirectory(reason: "writes the rendered PNGs and accessor into the package")]
            ),
            dependencies: ["glyphsmith"],
            path: "Tools/GlyphsmithCommandPlugin"
        ),
        // The bundled library (templates and index in Symbols/, found at run time; see SymbolLibraryLocation).
        .target(name: "SymbolLibrary", dependencies: ["SymbolCore", "SymbolFormat", "CPlatform", "Symbols"]),
        // Sketches (centerlines and shapes in layers, as plain SVGs import into and the library is written in) →
        // interpolation-compatible templates: the importer, the master builder, variants and the topology check.
        .target(name: "SymbolImport", dependencies: ["SymbolCore", "CPlatform", "SVGPath", "SymbolFormat", "Symbols"]),
        // The bundled library's authoring only: the .sketch language, the library's generation and its checks.
        .target(name: "SymbolAuthoring", dependencies: ["SymbolCore", "SVGPath", "SymbolFormat", "Symbols", "SymbolImport"]),
        // Regenerates Symbols/Templates and Symbols/index.json from Symbols/Sketches (`--check` compares).
        .executableTarget(name: "glyphsmith-author", dependencies: ["SymbolCore", "SymbolFormat", "CPlatform", "SymbolAuthoring", "SymbolImport", "SymbolRender"], path: "Tools/author"),
        // Random mutations of templates through reader, validator and renderer (a script run, not a test).
        .executableTarget(name: "glyphsmith-fuzz", dependencies: ["SVGPath", "SymbolCore", "SymbolFormat", "Symbols", "SymbolRender"], path: "Tools/fuzz", exclude: ["libfuzzer", "run-libfuzzer", "seeds"]),
        // What test targets share: temporary folders removed when the test process exits.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(
            name: "SVGPathTests",
            dependencies: ["SVGPath", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "SymbolCoreTests", dependencies: ["SymbolCore"]),
        .testTarget(name: "SymbolFormatTests", dependencies: ["SVGPath", "SymbolCore", "SymbolFormat"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SymbolsTests", dependencies: ["SymbolCore", "SymbolFormat", "Symbols", "TestSupport"]),
        .testTarget(name: "SymbolAnimationTests", dependencies: ["SymbolCore", "SymbolAnimation"]),
        .testTarget(name: "SymbolRenderTests", dependencies: ["SymbolCore", "SymbolFormat", "SymbolRender"]),
        .testTarget(name: "SymbolAssetsTests", dependencies: ["SymbolCore", "SymbolFormat", "SymbolRender", "SymbolAssets", "TestSupport"]),
        .testTarget(name: "SymbolImportTests", dependencies: ["SVGPath", "SymbolCore", "SymbolFormat", "SymbolImport", "SymbolRender"]),
        .testTarget(name: "SymbolAuthoringTests", dependencies: ["SVGPath", "SymbolCore", "SymbolFormat", "SymbolAuthoring", "SymbolImport", "SymbolRender"]),
        .testTarget(name: "SymbolLibraryTests", dependencies: ["SymbolCore", "SymbolLibrary", "SymbolRender", "SymbolAuthoring", "SymbolImport", "SymbolTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SymbolTestingTests", dependencies: ["SymbolRender", "SymbolTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SymbolSnapshotTestingTests", dependencies: ["SymbolRender",
            "SymbolSnapshotTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTestingSupport"])),
        ], exclude: ["__Snapshots__"]),
        // Every public type named where Foundation, FoundationXML, Swift Testing and XCTest are imported too.
        .testTarget(name: "PublicAPITests", dependencies: ["SymbolCore", "SymbolAssets", "SymbolImport", "SymbolRender", "SymbolTesting", "SymbolFoundation", "SymbolLibrary"]),
        // The README's Swift examples, generated by Tools/readme-snippets, so that they keep compiling.
        .testTarget(name: "ReadmeTests", dependencies: ["SymbolCore", "SymbolImport", "SymbolAssets", "SymbolRender", "SymbolTesting", "SymbolLibrary"]),
        // Runs the built `glyphsmith` binary end to end (swift build builds it before the tests).
        .testTarget(name: "GlyphsmithTests", dependencies: ["glyphsmith", "glyphsmith-plugin-tool", "SymbolRender", "SymbolLibrary", "SymbolAssets", "SymbolCore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
