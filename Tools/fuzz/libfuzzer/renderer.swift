import SymbolFormat
import Symbols
@testable import SymbolRender

// The renderer: SVG bytes (plain or template) read under a small work budget, planned at 32 px and drawn on a
// canvas of at most 256² pixels. Every input must end in an image or a diagnostic; the budget keeps each run short.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let limits = XMLLimits(maximumFileSize: 1 << 20, maximumDrawnElements: 20_000, maximumPathSegments: 200_000, maximumWork: 1 << 24)
    guard let symbol = try? Symbol(svg: Array(UnsafeBufferPointer(start: data, count: size)), name: "fuzz", file: "fuzz.svg", limits: limits) else { return 0 }
    var configuration = SymbolConfiguration()
    configuration.fittingSize = 32
    guard let (plan, _) = try? symbol.plan(configuration, file: "fuzz.svg") else { return 0 }
    var warnings: [String] = []
    _ = try? Rasterizer(maximumPixels: 256 * 256).render(plan, warnings: &warnings)
    return 0
}
