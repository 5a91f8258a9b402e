/// Android launcher icons: legacy square and round icons per density, adaptive-icon layers (API 26+) with their
/// XML, and the 512 px store icon.
enum AndroidIconOutputs {
    /// Density buckets and their scale over mdpi.
    static let densities: [(name: String, scale: Double)] = [("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)]
    /// The adaptive foreground's visible area: a 66 dp circle on a 108 dp layer; artwork is fitted into the
    /// square inscribed in the 72 dp safe zone's inner 66 dp.
    static let adaptiveArtworkFraction = 66.0 / 108

    static func list(_ icon: AppIconEntry, manifest: AssetManifest) -> [CatalogOutput] {
        var files: [CatalogOutput] = []
        let legacyShape: IconComposition.Shape = icon.corners == .rounded
            ? .roundedSquare(inset: 2.0 / 48, cornerRadius: AppIconOutputs.roundedCornerRadius) : .square
        for density in densities {
            let folder = "android/res/mipmap-\(density.name)/"
            let legacy = Int(clamping: 48 * density.scale, to: 1...Int.max), layer = Int(clamping: 108 * density.scale, to: 1...Int.max)
            files.append(CatalogOutput(path: folder + "ic_launcher.png", recipe: .image(AppIconOutputs.artwork(
                icon, manifest: manifest, source: icon.source, appearance: .light, side: legacy, fraction: 44.0 / 48,
                composition: IconComposition(side: legacy, background: icon.background, shape: legacyShape), format: .png, rule: nil))))
            files.append(CatalogOutput(path: folder + "ic_launcher_round.png", recipe: .image(AppIconOutputs.artwork(
                icon, manifest: manifest, source: icon.source, appearance: .light, side: legacy, fraction: 0.7,
                composition: IconComposition(side: legacy, background: icon.background, shape: .circle), format: .png, rule: nil))))
            files.append(CatalogOutput(path: folder + "ic_launcher_foreground.png", recipe: .image(AppIconOutputs.artwork(
                icon, manifest: manifest, source: icon.source, appearance: .light, side: layer, fraction: adaptiveArtworkFraction,
                composition: IconComposition(side: layer), format: .png, rule: .transparentBackground))))
            files.append(CatalogOutput(path: folder + "ic_launcher_monochrome.png", recipe: .image(AppIconOutputs.artwork(
                icon, manifest: manifest, source: icon.tintedSource ?? icon.source, appearance: .light, side: layer, fraction: adaptiveArtworkFraction,
                composition: IconComposition(side: layer, grey: true, coverage: true), format: .png, rule: .coverage))))
        }
        let background = icon.background
        let hex = "#" + [background.red, background.green, background.blue].map { component in
            let value = Int(clamping: (component * 255).rounded(), to: 0...255)
            return String(value, radix: 16, uppercase: true).count == 1 ? "0" + String(value, radix: 16, uppercase: true) : String(value, radix: 16, uppercase: true)
        }.joined()
        files.append(CatalogOutput(path: "android/res/values/ic_launcher_background.xml", recipe: .bytes(Array("""
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="ic_launcher_background">\(hex)</color>
            </resources>

            """.utf8))))
        let adaptive = Array("""
            <?xml version="1.0" encoding="utf-8"?>
            <adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
                <background android:drawable="@color/ic_launcher_background"/>
                <foreground android:drawable="@mipmap/ic_launcher_foreground"/>
                <monochrome android:drawable="@mipmap/ic_launcher_monochrome"/>
            </adaptive-icon>

            """.utf8)
        files.append(CatalogOutput(path: "android/res/mipmap-anydpi-v26/ic_launcher.xml", recipe: .bytes(adaptive)))
        files.append(CatalogOutput(path: "android/res/mipmap-anydpi-v26/ic_launcher_round.xml", recipe: .bytes(adaptive)))
        files.append(CatalogOutput(path: "android/playstore-icon.png", recipe: .image(AppIconOutputs.opaque(icon, manifest: manifest, side: 512))))
        return files
    }

    /// Why a monochrome layer would theme as a plain shape: every pixel inside the box of what it draws is opaque,
    /// so its alpha, all Android reads, holds no glyph. Nil when it has transparency inside (or draws nothing).
    static func opaqueLayerProblem(_ bitmap: Bitmap) -> String? {
        var minX = bitmap.width, minY = bitmap.height, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].alpha > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        for y in minY...maxY {
            for x in minX...maxX where bitmap[x, y].alpha < 255 { return nil }
        }
        return "the Android monochrome layer is opaque over the whole \(maxX - minX + 1)×\(maxY - minY + 1) box it draws: themes read it by alpha alone and would show a plain shape; give the glyph a contrasting colour or transparency"
    }
}
