@testable import SymbolFormat
@testable import SymbolRender

// The JPEG decoder (libjpeg behind the C shim, its scan limit included) and the reader's header parsing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = DrawingImage.structuralProblem(of: bytes, format: .jpeg)
    guard let (width, height) = DrawingImage.pixelSize(of: bytes, format: .jpeg), width > 0, height > 0, width <= 1 << 20, height <= 1 << 20,
          width * height <= 1 << 20 else { return 0 }
    let image = DrawingImage(data: bytes, format: .jpeg, pixelWidth: width, pixelHeight: height,
                             viewport: Rect(x: 0, y: 0, width: 1, height: 1), aspectRatio: PreserveAspectRatio(), transform: .identity)
    _ = CanvasSession().surface(for: image)
    return 0
}
