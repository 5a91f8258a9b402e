import CCairo

/// What the canvases of one render share: embedded images decoded once (a 4096² image drawn by 200 `<use>` is
/// decoded once, not 200 times) and the warnings drawing produced, so none is lost.
final class CanvasSession {
    /// The most decoded pixels kept at once (4 bytes each: 128 MB, two 4096² images). Past it, earlier images are
    /// let go: a drawing of many different large images decodes each once and holds at most two.
    static let maximumCachedPixels = WorkBudget.cachedImagePixels

    private struct Decoded {
        var surface: OpaquePointer?
        var pixels: Int
    }

    private var images: [[UInt8]: Decoded] = [:]
    private var cachedPixels = 0
    /// Warnings in the order they arose, each once.
    private(set) var warnings: [String] = []
    /// The memory a filter's working images may take: what the rasterizer's canvas limit allows a canvas (4 bytes
    /// a pixel; 256 MB by default).
    var filterMemory = 256 << 20

    /// The decoded image (owned by the session: the caller does not destroy it, and draws it before asking for
    /// another), or nil, with a warning, when its data does not decode.
    func surface(for image: DrawingImage) -> OpaquePointer? {
        if let cached = images[image.data] { return cached.surface }
        let surface = ImageDecoding.surface(for: image)
        let pixels = surface == nil ? 0 : image.pixelWidth * image.pixelHeight
        // Only between draws: the surface handed out last has been drawn, so nothing in use is freed.
        while cachedPixels + pixels > Self.maximumCachedPixels,
              let (data, old) = images.first(where: { $0.value.surface != nil }) {
            cairo_surface_destroy(old.surface)
            images[data] = nil
            cachedPixels -= old.pixels
        }
        images[image.data] = Decoded(surface: surface, pixels: pixels)
        cachedPixels += pixels
        if surface == nil {
            warn("an embedded \(image.format.rawValue.uppercased()) image of \(image.pixelWidth)×\(image.pixelHeight) pixels does not decode and was not drawn")
        }
        return surface
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    deinit {
        for case let surface? in images.values.map(\.surface) { cairo_surface_destroy(surface) }
    }
}
