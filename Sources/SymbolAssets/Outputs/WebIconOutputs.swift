import SymbolCore
/// Icons for the web: `favicon.ico` (16, 32, 48), `apple-touch-icon.png` (180, opaque: iOS masks it), manifest
/// icons at 192 and 512, a maskable 512 icon whose artwork stays inside the safe zone, and the manifest's `icons`
/// array to paste into a web app manifest.
enum WebIconOutputs {
    /// A maskable icon's safe zone is a centered circle of 80 % of the side; the artwork's square fits inside it.
    static let maskableArtworkFraction = 0.8 / 2.0.squareRoot()

    static func list(_ icon: AppIconEntry, manifest: AssetManifest) -> [CatalogOutput] {
        let shape: IconComposition.Shape = icon.corners == .rounded ? .roundedSquare(inset: 0, cornerRadius: AppIconOutputs.roundedCornerRadius) : .square
        func shaped(_ side: Int) -> ImageRender {
            AppIconOutputs.artwork(icon, manifest: manifest, source: icon.source, appearance: .light, side: side, fraction: 1,
                                   composition: IconComposition(side: side, background: icon.background, shape: shape), format: .png, rule: nil)
        }
        let maskable = AppIconOutputs.artwork(icon, manifest: manifest, source: icon.source, appearance: .light, side: 512,
                                              fraction: maskableArtworkFraction, composition: IconComposition(side: 512, background: icon.background),
                                              format: .opaquePNG, rule: .opaqueWithoutAlpha)
        let icons: [JSONValue] = [
            .object([("purpose", .string("any")), ("sizes", .string("192x192")), ("src", .string("icon-192.png")), ("type", .string("image/png"))]),
            .object([("purpose", .string("any")), ("sizes", .string("512x512")), ("src", .string("icon-512.png")), ("type", .string("image/png"))]),
            .object([("purpose", .string("maskable")), ("sizes", .string("512x512")), ("src", .string("icon-maskable-512.png")), ("type", .string("image/png"))]),
        ]
        return [
            CatalogOutput(path: "web/favicon.ico", recipe: .ico([16, 32, 48].map(shaped))),
            CatalogOutput(path: "web/apple-touch-icon.png", recipe: .image(AppIconOutputs.opaque(icon, manifest: manifest, side: 180))),
            CatalogOutput(path: "web/icon-192.png", recipe: .image(shaped(192))),
            CatalogOutput(path: "web/icon-512.png", recipe: .image(shaped(512))),
            CatalogOutput(path: "web/icon-maskable-512.png", recipe: .image(maskable)),
            CatalogOutput(path: "web/manifest-icons.json", recipe: .bytes(ContentsJSON.bytes(.object([("icons", .array(icons))])))),
        ]
    }
}
