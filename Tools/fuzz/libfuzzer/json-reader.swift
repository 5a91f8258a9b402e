import SymbolFormat
@testable import Symbols
import SymbolCore

// JSON documents (every value located), then each entry of a colorset's "colors" array as a color.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let document = try? JSONReader.parseDocument(Array(UnsafeBufferPointer(start: data, count: size)), file: "Contents.json") else { return 0 }
    for (index, entry) in (document.root["colors"]?.arrayValue ?? []).enumerated() {
        if let color = entry["color"] { _ = try? ColorSetReader.parseColor(color, file: "Contents.json", index: index) }
    }
    return 0
}
