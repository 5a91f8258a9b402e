// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Glyphsmith",
    products: [
        .library(name: "SVGPath", targets: ["SVGPath"]),
        .library(name: "SymbolFormat", targets: ["SymbolFormat"]),
        .library(name: "Symbols", targets: ["Symbols"]),
        .library(name: "SymbolRender", targets: ["SymbolRender"]),
        .library(name: "SymbolTesting", targets: ["SymbolTesting"]),
        .executable(name: "glyphsmith", targets: ["glyphsmith"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Geometry and the SVG path-data grammar. No dependencies.
        .target(name: "SVGPath"),
        // Safe XML, the SVG icon subset and the symbol-template model.
        .target(name: "SymbolFormat", dependencies: ["SVGPath"]),
        // Symbol semantics; produces renderer-independent RenderPlans.
        .target(name: "Symbols", dependencies: ["SymbolFormat"]),
        // The only module that talks to C libraries (Cairo for pixels, zlib for PNG).
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
        .target(name: "SymbolRender", dependencies: ["Symbols", "CCairo", "CZlib"]),
        // Snapshot assertions for XCTest and Swift Testing, image diffs, contact sheets.
        .target(name: "SymbolTesting", dependencies: ["SymbolRender"]),
        .executableTarget(
            name: "glyphsmith",
            dependencies: [
                "Symbols", "SymbolRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/glyphsmith"
        ),
        // Random mutations of templates through reader, validator and renderer (a script run, not a test).
        .executableTarget(name: "glyphsmith-fuzz", dependencies: ["SymbolRender"], path: "Tools/fuzz"),
        .testTarget(
            name: "SVGPathTests",
            dependencies: ["SVGPath", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "SymbolFormatTests", dependencies: ["SymbolFormat"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols"]),
        .testTarget(name: "SymbolRenderTests", dependencies: ["SymbolRender"]),
        .testTarget(name: "SymbolTestingTests", dependencies: ["SymbolTesting"], exclude: ["__Snapshots__"]),
        // Runs the built `glyphsmith` binary end to end (swift build builds it before the tests).
        .testTarget(name: "GlyphsmithTests", dependencies: ["glyphsmith"]),
    ],
    swiftLanguageModes: [.v6]
)
