@testable import SymbolRender
import SymbolCore

/// A fragment of SVG drawn on a square canvas of `size` pixels (viewBox 0 0 size size, xlink declared): the
/// fixture of the paint-server, filter, marker and image tests.
enum SVGSnippet {
    static func render(_ body: String, size: Int = 64) throws -> (bitmap: Bitmap, warnings: [Diagnostic]) {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + "width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 \(size) \(size)\">\(body)</svg>"
        let symbol = try Symbol(svg: Array(svg.utf8), name: "t")
        return (try SymbolRenderer().render(symbol).bitmap, symbol.warnings)
    }
}

extension Bitmap {
    /// The straight RGBA bytes of one pixel.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * width + x) * 4..<(y * width + x) * 4 + 4]) }
}
