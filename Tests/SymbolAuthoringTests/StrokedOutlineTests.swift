import Testing
import SVGPath
import SymbolRender
@testable import SymbolAuthoring
@testable import SymbolImport

/// The stroker against Cairo's own stroking: the outline we write into templates must cover what Cairo covers
/// when it strokes the centerline at the same width.
@Suite struct StrokedOutlineTests {
    static let cases: [(String, StrokeGeometry.Cap, String)] = [
        ("M8 8L56 8L56 56", .round, "round"),
        ("M8 56L32 8L56 56", .butt, "miter"),
        ("M8 32C8 0 56 0 56 32S8 64 8 40", .round, "round"),
        ("M12 32A20 20 0 1 0 52 32A20 20 0 1 0 12 32Z", .round, "round"),
        ("M10 10L54 10L54 54L10 54Z", .square, "bevel"),
        ("M32 32L32 32", .round, "round"),
    ]

    static func coverage(_ svg: String) throws -> [Double] {
        let symbol = try Symbol(svg: Array(svg.utf8), name: "t")
        let bitmap = try SymbolRenderer().render(symbol).bitmap
        #expect(bitmap.width == 64 && bitmap.height == 64)
        return stride(from: 3, to: bitmap.pixels.count, by: 4).map { Double(bitmap.pixels[$0]) }
    }

    @Test(arguments: [4.0, 9.0, 16.0])
    func outlinesCoverWhatCairoStrokes(width: Double) throws {
        for (data, cap, joinName) in Self.cases {
            let join: StrokeGeometry.Join = joinName == "miter" ? .miter(limit: 4) : joinName == "bevel" ? .bevel : .round
            let outline = Stroker.outline(of: try PathParser.parseStrict(data), style: StrokeGeometry(width: width, cap: cap, join: join))
            let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"64\" viewBox=\"0 0 64 64\">"
            let ours = try Self.coverage(header + "<path d=\"\(PathWriter.string(for: outline))\" fill=\"black\"/></svg>")
            let cairo = try Self.coverage(header + "<path d=\"\(data)\" fill=\"none\" stroke=\"black\" stroke-width=\"\(width)\" stroke-linecap=\"\(cap.rawValue)\" stroke-linejoin=\"\(joinName)\" stroke-miterlimit=\"4\"/></svg>")
            #expect(ours.count == cairo.count)
            let mad = zip(ours, cairo).reduce(0) { $0 + abs($1.0 - $1.1) } / Double(ours.count)
            #expect(mad < 1.0, "\(data) width \(width): mean absolute coverage difference \(mad)")
        }
    }
}
