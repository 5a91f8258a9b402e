import Testing
@testable import SymbolRender

@Suite struct VectorRendererTests {
    let plan = RenderPlan(width: 20, height: 10, operations: [
        .fill(path: VectorPath([.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 19, y: 1)), .line(to: Point(x: 10, y: 9)), .close]),
              color: RGBAColor(red: 0, green: 0.478, blue: 1), rule: .nonZero, blend: .normal),
    ])

    @Test func pdfOutputIsADeterministicPDF() throws {
        let pdf = try VectorRenderer.render(plan, format: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(try VectorRenderer.render(plan, format: .pdf) == pdf)
        #expect(String(decoding: pdf, as: UTF8.self).contains("MediaBox [ 0 0 20 10 ]"))
    }

    @Test func svgOutputDrawsThePath() throws {
        let svg = String(decoding: try VectorRenderer.render(plan, format: .svg), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("width=\"20pt\""))
        #expect(svg.contains("<path"))
        #expect(try VectorRenderer.render(plan, format: .svg) == VectorRenderer.render(plan, format: .svg))
    }
}
