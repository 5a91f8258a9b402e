import SVGPath

extension SVGConverter {
    /// The largest embedded image accepted, in pixels (a 4096 × 4096 bitmap); its bytes count against the file size.
    static let maximumImagePixels = 4096 * 4096

    /// An `<image>` whose `href` is a PNG or JPEG `data:` URI. Anything else is skipped with a warning: a file or
    /// network reference is never read, so a render cannot reach outside its input.
    mutating func image(_ element: XMLElement, transform: AffineTransform) -> DrawingImage? {
        guard let href = element.attribute("href") ?? element.attribute("xlink:href") else { return nil }
        guard href.lowercased().drop(while: { $0 == " " }).hasPrefix("data:") else {
            warnOnce("<image> refers to '\(href.prefix(60))'; only data: URIs are drawn (nothing outside the file is read)", at: element)
            return nil
        }
        guard let (mediaType, bytes) = DataURI.decode(href) else {
            warnOnce("<image> has a malformed data: URI; skipped", at: element)
            return nil
        }
        let format: DrawingImage.Format
        switch mediaType {
        case "image/png": format = .png
        case "image/jpeg", "image/jpg": format = .jpeg
        default:
            warnOnce("<image> of type \(mediaType) is not supported (PNG and JPEG are); skipped", at: element)
            return nil
        }
        guard let size = DrawingImage.pixelSize(of: bytes, format: format), size.width > 0, size.height > 0,
              // Each side first: two 32-bit sides would overflow the product.
              size.width <= Self.maximumImagePixels, size.height <= Self.maximumImagePixels,
              size.width * size.height <= Self.maximumImagePixels else {
            warnOnce("<image> data is not a readable \(format.rawValue.uppercased()) of at most 4096×4096 pixels; skipped", at: element)
            return nil
        }
        if let problem = DrawingImage.structuralProblem(of: bytes, format: format) {
            warnOnce("<image> data does not decode: \(problem); skipped", at: element)
            return nil
        }
        let x = length(element, "x", percentOf: viewport.width) ?? 0
        let y = length(element, "y", percentOf: viewport.height) ?? 0
        // A missing width or height is the image's own (SVG 2 auto sizing, keeping the ratio when one is given).
        let givenWidth = length(element, "width", percentOf: viewport.width)
        let givenHeight = length(element, "height", percentOf: viewport.height)
        let ratio = Double(size.width) / Double(size.height)
        let width = givenWidth ?? givenHeight.map { $0 * ratio } ?? Double(size.width)
        let height = givenHeight ?? givenWidth.map { $0 / ratio } ?? Double(size.height)
        guard width > 0, height > 0 else { return nil }
        let aspect = element.attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio()
        let image = DrawingImage(data: bytes, format: format, pixelWidth: size.width, pixelHeight: size.height,
                                 viewport: Rect(x: x, y: y, width: width, height: height), aspectRatio: aspect, transform: transform)
        return chargeImage(image, at: element) ? image : nil
    }
}
