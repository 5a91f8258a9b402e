import SymbolFormat

// The SVG subset with its style cascade, paint servers, filters, markers, images and use expansion.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? SVGReader.read(Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.svg")
    return 0
}
