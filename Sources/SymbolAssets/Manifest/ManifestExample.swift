import SymbolFormat
import SymbolCore

/// The commented example manifest `glyphsmith catalog --init` writes next to a folder of SVGs. JSON has no
/// comments, so the reader skips keys that start with `//`.
package enum ManifestExample {
    /// A manifest that lists `svgFiles` (paths relative to the manifest) with every option shown: plain SVGs as
    /// images, and symbol templates as symbols when `folder` (the manifest's folder) lets it read them.
    package static func text(svgFiles: [String], in folder: String? = nil) -> String {
        let templates = Set(svgFiles.filter { file in folder.map { isTemplate(FileSystem.join($0, file)) } ?? false })
        let plain = svgFiles.filter { !templates.contains($0) }
        let images = plain.isEmpty ? (svgFiles.isEmpty ? "    \"Icons/example.svg\"" : "") : plain.map { "    \"\($0)\"" }.joined(separator: ",\n")
        let symbols = svgFiles.filter(templates.contains).map { "{ \"source\" : \"\($0)\" }" }.joined(separator: ", ")
        let first = plain.first ?? "Icons/example.svg"
        return """
            {
              "//" : "glyphsmith catalog glyphsmith.json -o Generated — paths are relative to this file. Keys starting with // are comments.",
              "catalog" : "Assets.xcassets",
              "//namespace" : "Set \\"namespace\\" to put images and symbols in a provides-namespace folder of the catalog.",
              "//fontDirectories" : "Set \\"fontDirectories\\" : [\\"Fonts\\"] to let the <text> of SVG sources use the fonts in those folders (relative to this file, inside its folder tree) besides the system's.",
              "defaults" : {
                "//" : "Settings every image starts from; an image's own keys override them. Template-only keys (pointSize, weight, scale, textStyle, variableValue, mode) are ignored for plain SVGs.",
                "pointSize" : 24,
                "weight" : "regular",
                "scale" : "medium",
                "mode" : "monochrome",
                "color" : "label",
                "scales" : [1, 2, 3],
                "appearances" : ["any", "dark", "high-contrast", "high-contrast-dark"],
                "template" : false
              },
              "images" : [
            \(images)
              ],
              "//images" : "An image can also be an object: { \\"source\\" : \\"x.svg\\", \\"name\\" : \\"X\\", \\"mode\\" : \\"hierarchical\\", \\"color\\" : \\"systemBlue\\", \\"size\\" : 32, \\"pdf\\" : true }",
              "//imageViews" : "Resizable, directional and localized images (Documentation/ImageViews.md): \\"slice\\" : { \\"mode\\" : \\"3-part-horizontal\\" | \\"3-part-vertical\\" | \\"9-part\\", \\"center\\" : \\"stretch\\" | \\"tile\\", \\"capInsets\\" : \\"auto\\" | { \\"left\\" : 11, \\"right\\" : 11 }, \\"period\\" : 8 }; \\"direction\\" : \\"mirrors\\" | \\"both\\" (with \\"rtlSource\\" : \\"x-rtl.svg\\" or \\"flip\\"); \\"locales\\" : { \\"ar\\" : \\"x-ar.svg\\" }",
              "symbols" : [\(symbols)],
              "//symbols" : "Symbol templates to export as .symbolset: { \\"source\\" : \\"bell.svg\\", \\"form\\" : \\"variable\\" | \\"static\\", \\"renderingIntent\\" : \\"template\\" }; a plain SVG icon with \\"import\\" : true (or { \\"weights\\" : \\"auto\\", \\"fit\\" : \\"viewbox\\", \\"insets\\" : [2, 2], \\"levels\\" : \\"opacity\\" }) is imported as glyphsmith import does",
              "colors" : [
                { "name" : "AccentColor", "color" : "systemBlue" },
                { "name" : "Brand", "color" : "#0a7cff", "dark" : "#409cff", "highContrast" : "#0040dd", "highContrastDark" : "#6cb4ff", "role" : "nonText" }
              ],
              "//colors" : "A role (text, largeText, nonText, decorative) and a background (a color or systemBackground, …) make lint check contrast in light, dark, dark elevated and high contrast; darkElevated gives a sheet's value; \\"gamut\\" : \\"p3\\" writes Display P3 slots (colors may be written color(display-p3 1 0.2 0.1))",
              "appIcons" : [
                {
                  "name" : "AppIcon",
                  "source" : "\(first)",
                  "//" : "darkSource and tintedSource are optional; by default dark is the source in dark appearance on a transparent background, tinted its grey.",
                  "background" : "#ffffff",
                  "inset" : 0.1,
                  "corners" : "rounded",
                  "iosForm" : "single",
                  "platforms" : ["ios", "macos", "watchos", "android", "web"]
                }
              ],
              "pngs" : {
                "//" : "Plain PNGs (name.png, name@2x.png, name-dark.png …) and a Swift accessor, for Linux targets without asset catalogs.",
                "folder" : "Icons",
                "accessor" : "Icons.swift",
                "typeName" : "Icons",
                "bundle" : "module"
              }
            }

            """
    }

    /// Whether the SVG at `path` is a symbol template (a `Symbols` or `Guides` group), read within a size bound;
    /// unreadable files count as plain SVGs (the build reports them).
    private static func isTemplate(_ path: String) -> Bool {
        guard let bytes = try? FileReader.read(path, maximumSize: 1 << 22),
              let document = try? XMLReader.parse(bytes, file: path) else { return false }
        return TemplateReader.isTemplate(document)
    }
}
