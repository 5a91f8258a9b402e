import CCairo

/// What the canvases of one render share: embedded images decoded once (a 4096² image drawn by 200 `<use>` is
/// decoded once, not 200 times) and the warnings drawing produced, so none is lost.
final class CanvasSession {
    private var images: [[UInt8]: OpaquePointer?] = [:]
    /// Warnings in the order they arose, each once.
    private(set) var warnings: [String] = []
    /// The memory a filter's working images may take: what the rasterizer's canvas limit allows a canvas (4 bytes
    /// a pixel; 256 MB by default).
    var filterMemory = 256 << 20

    /// The decoded image (owned by the session: the caller does not destroy it), or nil, with a warning, when its
    /// data does not decode.
    func surface(for image: DrawingImage) -> OpaquePointer? {
        if let cached = images[image.data] { return cached }
        let surface = ImageDecoding.surface(for: image)
        images[image.data] = .some(surface)
        if surface == nil {
            warn("an embedded \(image.format.rawValue.uppercased()) image of \(image.pixelWidth)×\(image.pixelHeight) pixels does not decode and was not drawn")
        }
        return surface
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    deinit {
        for case let surface? in images.values { cairo_surface_destroy(surface) }
    }
}
