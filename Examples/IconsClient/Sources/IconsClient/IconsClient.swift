/// Looking icons up by the name the manifest gives them (`Icons` itself is generated from `glyphsmith.json`).
extension Icons {
    /// The image named `name` (`speaker.wave.3`), or nil when the manifest has none of that name.
    public static func named(_ name: String) -> Image? {
        allImages.first { $0.name == name }
    }
}
