import Testing
@testable import SymbolRender

@Suite struct RasterizerTests {
    let rasterizer = Rasterizer()

    func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> VectorPath {
        VectorPath([.move(to: Point(x: x0, y: y0)), .line(to: Point(x: x1, y: y0)), .line(to: Point(x: x1, y: y1)),
              .line(to: Point(x: x0, y: y1)), .close])
    }

    @Test func fillCoversExactlyThePixelAlignedSquare() throws {
        let plan = RenderPlan(width: 8, height: 8, operations: [
            .fill(path: square(2, 2, 6, 6), color: RGBAColor(red8: 255, green8: 0, blue8: 0), rule: .nonZero, blend: .normal),
        ])
        let bitmap = try rasterizer.render(plan)
        #expect(bitmap[2, 2] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap[5, 5] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(bitmap[1, 1].alpha == 0)
        #expect(bitmap[6, 6].alpha == 0)
        #expect(bitmap.opaqueBounds()! == (2, 2, 5, 5))
    }

    @Test func halfCoveredPixelsHaveHalfAlphaAndStraightColor() throws {
        let plan = RenderPlan(width: 4, height: 4, operations: [
            .fill(path: square(0, 0, 2.5, 4), color: RGBAColor(red8: 0, green8: 122, blue8: 255), rule: .nonZero, blend: .normal),
        ])
        let bitmap = try rasterizer.render(plan)
        let edge = bitmap[2, 1]
        #expect(abs(Int(edge.alpha) - 128) <= 1)
        #expect(abs(Int(edge.green) - 122) <= 1)
        #expect(edge.blue == 255)
    }

    @Test func evenOddRuleKnocksOutTheInnerSquare() throws {
        var path = square(0, 0, 8, 8)
        path.append(square(2, 2, 6, 6))
        let black = RGBAColor.black
        let nonZero = try rasterizer.render(RenderPlan(width: 8, height: 8, operations: [.fill(path: path, color: black, rule: .nonZero, blend: .normal)]))
        let evenOdd = try rasterizer.render(RenderPlan(width: 8, height: 8, operations: [.fill(path: path, color: black, rule: .evenOdd, blend: .normal)]))
        #expect(nonZero[4, 4].alpha == 255)
        #expect(evenOdd[4, 4].alpha == 0)
        #expect(evenOdd[0, 0].alpha == 255)
    }

    @Test func groupOpacityAppliesToTheGroupAsAWhole() throws {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let plan = RenderPlan(width: 4, height: 4, operations: [
            .beginGroup(GroupEffects(opacity: 0.5)),
            .fill(path: square(0, 0, 4, 4), color: red, rule: .nonZero, blend: .normal),
            .fill(path: square(0, 0, 4, 4), color: red, rule: .nonZero, blend: .normal),
            .endGroup,
        ])
        let bitmap = try rasterizer.render(plan)
        // Two opaque fills then 50 %: one layer at half alpha, not 75 %.
        #expect(abs(Int(bitmap[1, 1].alpha) - 128) <= 1)
    }

    @Test func clipRegionLimitsTheGroup() throws {
        let plan = RenderPlan(width: 8, height: 8, operations: [
            .beginGroup(GroupEffects(clips: [ClipRegion(shapes: [ClipShape(path: square(0, 0, 4, 8), rule: .nonZero)])])),
            .fill(path: square(0, 0, 8, 8), color: .black, rule: .nonZero, blend: .normal),
            .endGroup,
        ])
        let bitmap = try rasterizer.render(plan)
        #expect(bitmap[1, 1].alpha == 255)
        #expect(bitmap[6, 1].alpha == 0)
    }

    @Test func luminanceMaskScalesAlpha() throws {
        let mask = MaskContent(operations: [.fill(path: square(0, 0, 4, 8), color: .white, rule: .nonZero, blend: .normal)],
                               region: nil, usesAlpha: false)
        let plan = RenderPlan(width: 8, height: 8, operations: [
            .beginGroup(GroupEffects(mask: mask)),
            .fill(path: square(0, 0, 8, 8), color: .black, rule: .nonZero, blend: .normal),
            .endGroup,
        ])
        let bitmap = try rasterizer.render(plan)
        #expect(bitmap[1, 1].alpha == 255)
        #expect(bitmap[6, 1].alpha == 0)
    }

    @Test func copyBlendReplacesWhatLiesBelowInsideTheShapeOnly() throws {
        let plan = RenderPlan(width: 8, height: 8, operations: [
            .fill(path: square(0, 0, 8, 8), color: .black, rule: .nonZero, blend: .normal),
            .fill(path: square(2, 2, 6, 6), color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), rule: .nonZero, blend: .copy),
        ])
        let bitmap = try rasterizer.render(plan)
        #expect(bitmap[0, 0] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(bitmap[3, 3].red == 255)
        #expect(abs(Int(bitmap[3, 3].alpha) - 128) <= 1)
    }

    @Test func destinationInErasesOnlyInsideTheShape() throws {
        let plan = RenderPlan(width: 8, height: 8, operations: [
            .fill(path: square(0, 0, 8, 8), color: .black, rule: .nonZero, blend: .normal),
            .fill(path: square(2, 2, 6, 6), color: .clear, rule: .nonZero, blend: .destinationIn),
        ])
        let bitmap = try rasterizer.render(plan)
        #expect(bitmap[0, 0].alpha == 255)
        #expect(bitmap[3, 3].alpha == 0)
    }

    @Test func strokeUsesTheUserSpacePenUnderTheTransform() throws {
        let line = VectorPath([.move(to: Point(x: 0, y: 2)), .line(to: Point(x: 4, y: 2))])
        let plan = RenderPlan(width: 8, height: 8, operations: [
            .stroke(path: line, transform: .scale(x: 2, y: 2), style: StrokeStyle(color: .black, width: 1)),
        ])
        let bitmap = try rasterizer.render(plan)
        // A 1-unit pen at 2× covers device rows 3 and 4 fully.
        #expect(bitmap[4, 3].alpha == 255)
        #expect(bitmap[4, 4].alpha == 255)
        #expect(bitmap[4, 2].alpha == 0)
        #expect(bitmap[4, 5].alpha == 0)
    }

    @Test func hugeCanvasIsAnErrorNotACrash() {
        #expect(throws: RenderError.self) {
            try rasterizer.render(RenderPlan(width: 31623, height: 31623))
        }
    }

    @Test func backgroundFillsTheCanvas() throws {
        let bitmap = try rasterizer.render(RenderPlan(width: 2, height: 2, background: .white))
        #expect(bitmap[1, 1] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
