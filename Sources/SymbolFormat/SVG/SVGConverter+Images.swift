import SVGPath
import SymbolCore

extension SVGConverter {
    /// The largest embedded image accepted, in pixels (a 4096 × 4096 bitmap); its bytes count against the file size.
    static let maximumImagePixels = 4096 * 4096

    /// What an `<image>` draws: a PNG, JPEG, GIF or WebP as a ``DrawingImage``, or an SVG drawn as a document of its own
    /// (`SVGConverter+ImageDocuments`). Its bytes come from a `data:` URI, or from a file when the user named a
    /// folder images may be read from (`XMLLimits.imageFolder`); anything else is skipped with a warning.
    mutating func image(_ element: XMLElement, style: SVGStyle, transform: AffineTransform) -> [DrawingNode] {
        guard let href = element.attribute("href") ?? element.attribute("xlink:href"),
              let (declared, bytes, isFile) = imageBytes(href, at: element) else { return [] }
        // The bytes' signature decides; a declared raster type whose bytes are not one is reported as unreadable.
        let declaredFormat: DrawingImage.Format? = switch declared {
        case "image/png": .png
        case "image/jpeg", "image/jpg": .jpeg
        case "image/gif": .gif
        case "image/webp": .webp
        default: nil
        }
        if let format = DrawingImage.Format(sniffing: bytes) ?? declaredFormat {
            return rasterImage(bytes, format: format, style: style, transform: transform, at: element).map { [.image($0)] } ?? []
        }
        let svgByName = isFile && (href.lowercased().hasSuffix(".svg") || href.lowercased().hasSuffix(".svgz"))
        guard declared == "image/svg+xml" || declared == "text/plain" || svgByName else {
            warnOnce("<image> of type \(declared.isEmpty ? "unknown" : declared) is not supported (PNG, JPEG, GIF, WebP and SVG are); skipped", at: element)
            return []
        }
        return svgImage(bytes, style: style, transform: transform, at: element)
    }

    /// The declared media type and bytes `href` names, whether they came from a file; nil (with a warning) when
    /// they may not or cannot be read.
    private mutating func imageBytes(_ href: String, at element: XMLElement) -> (String, [UInt8], Bool)? {
        if href.lowercased().drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).hasPrefix("data:") {
            guard let (mediaType, bytes) = DataURI.decode(href) else {
                warnOnce("<image> has a malformed data: URI; skipped", at: element)
                return nil
            }
            return (mediaType, bytes, false)
        }
        let shown = href.prefix(60)
        guard ImageFileReference.namesFile(href) else {
            warnOnce("<image> refers to '\(shown)', which is not a file; only data: URIs and files are drawn (nothing is fetched)", at: element)
            return nil
        }
        guard imageDepth == 0 else {
            warnOnce("<image> inside an SVG image refers to the file '\(shown)'; an SVG image reads no files (as SVG 2 says); skipped", at: element)
            return nil
        }
        guard let folder = limits.imageFolder else {
            warnOnce("<image> refers to the file '\(shown)'; files are read only from a folder named with --image-dir (nothing outside the input is read otherwise); skipped", at: element)
            return nil
        }
        let relative: String
        switch ImageFileReference.resolve(href, document: file, folder: folder) {
        case .success(let path): relative = path
        case .failure(let refusal):
            warnOnce("<image> refers to '\(shown)', which \(refusal.message); not read", at: element)
            return nil
        }
        do {
            let bytes = try FileReader.read(relative, under: folder, maximumSize: limits.maximumFileSize)
            return ("", bytes, true)
        } catch {
            warnOnce("<image> '\(shown)' is not read: \(error.message)", at: element)
            return nil
        }
    }

    /// A PNG, JPEG, GIF or WebP placed in its viewport by `preserveAspectRatio`, its header and container checked now so
    /// that data that would not decode is reported with its location.
    private mutating func rasterImage(_ bytes: [UInt8], format: DrawingImage.Format, style: SVGStyle, transform: AffineTransform,
                                      at element: XMLElement) -> DrawingImage? {
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
        guard let viewport = imageViewport(element, intrinsic: (Double(size.width), Double(size.height))) else { return nil }
        let aspect = element.attribute("preserveAspectRatio").flatMap(PreserveAspectRatio.parse) ?? PreserveAspectRatio()
        var image = DrawingImage(data: bytes, format: format, pixelWidth: size.width, pixelHeight: size.height,
                                 viewport: viewport, aspectRatio: aspect, transform: transform)
        image.pixelated = style.pixelatedImages
        return chargeImage(image, at: element) ? image : nil
    }

    /// The `x`/`y`/`width`/`height` box of an `<image>`: a missing width or height is the image's own, keeping its
    /// ratio when the other is given (SVG 2 auto sizing); nil when the box is empty.
    func imageViewport(_ element: XMLElement, intrinsic: (width: Double, height: Double)) -> Rect? {
        let x = length(element, "x", percentOf: viewport.width) ?? 0
        let y = length(element, "y", percentOf: viewport.height) ?? 0
        let givenWidth = length(element, "width", percentOf: viewport.width)
        let givenHeight = length(element, "height", percentOf: viewport.height)
        guard intrinsic.width > 0, intrinsic.height > 0 else { return nil }
        let ratio = intrinsic.width / intrinsic.height
        let width = givenWidth ?? givenHeight.map { $0 * ratio } ?? intrinsic.width
        let height = givenHeight ?? givenWidth.map { $0 / ratio } ?? intrinsic.height
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
