// swift-tools-version:6.1
import PackageDescription

// A client of Glyphsmith's build plugin: `Sources/IconsClient/glyphsmith.json` is rendered during `swift build` into
// PNG resources and a Swift accessor (`Icons.bell.url(scale: 2, appearance: .dark)`). `Tools/check-example` builds and
// tests it the way CI does.
//
// Building it compiles `glyphsmith` for the host from source, with Cairo: clients need libcairo2-dev (and
// zlib1g-dev, pkg-config) installed, like Glyphsmith itself. On this 2-core machine a clean build of this package
// with its tests took 43–58 s (Tools/check-example); later builds run the plugin only when the manifest or an SVG
// changed.
let package = Package(
    name: "IconsClient",
    products: [.library(name: "IconsClient", targets: ["IconsClient"])],
    // `name:` because a path dependency is otherwise known by its folder's name, which differs between checkouts.
    dependencies: [.package(name: "Glyphsmith", path: "../..")],
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
            dependencies: ["IconsClient", .product(name: "SymbolRender", package: "Glyphsmith")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
