import SymbolAssets

// The build manifest (glyphsmith.json): JSON with every value located, then every field checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifestReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? ManifestReader.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: "glyphsmith.json")
    return 0
}
