import SymbolFormat

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplateReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? TemplateReader.read(Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.svg")
    return 0
}
