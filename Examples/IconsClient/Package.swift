// swift-tools-version:6.1
import PackageDescription

// A client of Glyphsmith's build plugin: `Sources/IconsClient/glyphsmith.json` is rendered during `swift build` into
// PNG resources and a Swift accessor (`Icons.bell.url(scale: 2, appearance: .dark)`). `Tools/check-example` builds and
// tests it the way CI does.
//
// Building it compiles the plugin's tool (`glyphsmith-plugin-tool`) for the host from source, with Cairo: clients
// need libcairo2-dev (and libdeflate-dev, libjpeg62-turbo-dev, zlib1g-dev, pkg-config) installed, like Glyphsmith
// itself. On this 2-core machine, shared, a clean build of this package with its tests took 1–3 minutes
// (Tools/check-example); later builds run the plugin only when the manifest or an SVG changed.
let package = Package(
    name: "IconsClient",
    products: [.library(name: "IconsClient", targets: ["IconsClient"])],
    // `name:` because a path dependency is otherwise known by its folder's name, which differs between checkouts.
    dependencies: [
        // The SnapshotTestingSupport trait turns on SymbolSnapshotTesting's swift-snapshot-testing strategies.
        .package(name: "Glyphsmith", path: "../..", traits: ["SnapshotTestingSupport"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "IconsClient",
            // SwiftPM synthesizes `Bundle.module` only for targets with a declared resource; outputs of a build
            // plugin do not count (swiftlang/swift-package-manager#7120). This one small file makes it exist for the
            // generated accessor.
            resources: [.copy("ResourceBundleAnchor.txt")],
            plugins: [.plugin(name: "GlyphsmithPlugin", package: "Glyphsmith")]
        ),
        .testTarget(
            name: "IconsClientTests",
            dependencies: [
                "IconsClient",
                .product(name: "SymbolRender", package: "Glyphsmith"),
                .product(name: "SymbolAssets", package: "Glyphsmith"),
                .product(name: "SymbolTesting", package: "Glyphsmith"),
                .product(name: "SymbolSnapshotTesting", package: "Glyphsmith"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // Reference images live beside the tests; they are not sources.
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
