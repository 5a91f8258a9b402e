import SymbolFormat

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? XMLReader.parse(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
