@testable import SymbolFormat
@testable import SymbolRender

// The PNG decoders: the reader's container check and size, Cairo's decoder of embedded images (libpng), and the
// Swift decoder of snapshot references.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PNGDecoder.decode(bytes)
    _ = DrawingImage.structuralProblem(of: bytes, format: .png)
    guard let (width, height) = DrawingImage.pixelSize(of: bytes, format: .png), width > 0, height > 0, width <= 1 << 20, height <= 1 << 20,
          width * height <= 1 << 20 else { return 0 }
    let image = DrawingImage(data: bytes, format: .png, pixelWidth: width, pixelHeight: height,
                             viewport: Rect(x: 0, y: 0, width: 1, height: 1), aspectRatio: PreserveAspectRatio(), transform: .identity)
    _ = CanvasSession().surface(for: image)
    return 0
}
