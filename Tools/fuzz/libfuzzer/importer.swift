import SymbolImport

// Plain SVG to a symbol template: placement, fill offsets and their checks, stroke masters, the weight guard, the
// template writer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImporter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? SymbolImporter().importSymbol(svg: Array(UnsafeBufferPointer(start: data, count: size)), name: "fuzz", file: "fuzz.svg")
    return 0
}
