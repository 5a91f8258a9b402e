import CCairo
import CJPEGDecoder
import CWebPDecoder

/// Decodes embedded images into Cairo surfaces: PNG through Cairo's own reader, JPEG through libjpeg, GIF through
/// ``GIFDecoder``, WebP (its first frame) through libwebp.
enum ImageDecoding {
    /// A new ARGB32 surface (the caller destroys it), or nil when the data does not decode or is larger than its
    /// header promised.
    static func surface(for image: DrawingImage) -> OpaquePointer? {
        switch image.format {
        case .png: return png(image)
        case .jpeg: return jpeg(image)
        case .gif: return gif(image)
        case .webp: return decoded(image, by: glyphsmith_webp_decode)
        }
    }

    /// The GIF's first frame (``GIFDecoder``) copied into a new surface.
    private static func gif(_ image: DrawingImage) -> OpaquePointer? {
        guard let frame = GIFDecoder.decode(image.data), frame.width == image.pixelWidth, frame.height == image.pixelHeight,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        frame.pixels.withUnsafeBufferPointer { source in
            for y in 0..<frame.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                row.update(from: source.baseAddress! + y * frame.width, count: frame.width)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private static func png(_ image: DrawingImage) -> OpaquePointer? {
        let reader = Reader(image.data)
        let context = Unmanaged.passRetained(reader)
        defer { context.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: count) }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }, context.toOpaque())
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              Int(cairo_image_surface_get_width(surface)) == image.pixelWidth,
              Int(cairo_image_surface_get_height(surface)) == image.pixelHeight else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    private static func jpeg(_ image: DrawingImage) -> OpaquePointer? { decoded(image, by: glyphsmith_jpeg_decode) }

    /// The C shims' shared signature: data and size, a zeroed buffer of Cairo ARGB32 words and its capacity, the
    /// decoded width and height, an error message buffer; 0 on success.
    private typealias Decoder = (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt32>?, Int,
                                 UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// The pixels a C shim decodes (exactly the header's size, else nil) copied into a new surface.
    private static func decoded(_ image: DrawingImage, by decode: Decoder) -> OpaquePointer? {
        let count = image.pixelWidth * image.pixelHeight
        var pixels = [UInt32](repeating: 0, count: count)
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.data.withUnsafeBufferPointer { data in
            pixels.withUnsafeMutableBufferPointer { out in
                decode(data.baseAddress, data.count, out.baseAddress, count, &width, &height, &message, message.count)
            }
        }
        guard status == 0, Int(width) == image.pixelWidth, Int(height) == image.pixelHeight,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.withUnsafeBytes { source in
            for y in 0..<Int(height) {
                (data + y * stride).update(from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * Int(width) * 4, count: Int(width) * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
