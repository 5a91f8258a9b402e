import Testing
@testable import SymbolFormat
import SVGPath
import SymbolCore

/// A font of our own for layout specs: every character but a space is a box 0.5 em wide and 0.7 em tall standing
/// on the baseline, advancing 0.6 em; a space advances 0.25 em. Fonts themselves are SymbolRender's (see its tests).
private struct BoxShaper: TextShaper {
    func shape(_ text: [Unicode.Scalar], font request: FontRequest) -> ShapedRun? {
        let box = VectorPath([.move(to: Point(x: 0, y: -0.7)), .line(to: Point(x: 0.5, y: -0.7)), .line(to: Point(x: 0.5, y: 0)),
                              .line(to: Point(x: 0, y: 0)), .close])
        let glyphs = text.map { $0 == " " ? ShapedGlyph(outline: VectorPath(), advance: 0.25) : ShapedGlyph(outline: box, advance: 0.6) }
        return ShapedRun(glyphs: glyphs, metrics: FontMetrics(ascent: 0.8, descent: 0.2, underlinePosition: -0.1, underlineThickness: 0.05,
                                                              strikeoutPosition: 0.3, strikeoutThickness: 0.05, xHeight: 0.5))
    }
}

@Suite struct SVGTextTests {
    func read(_ body: String) throws -> SVGReader.Result {
        try SVGReader.read(Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\#(body)</svg>"#.utf8),
                           file: "t.svg", textShaper: BoxShaper())
    }

    func shapes(_ node: DrawingGroup) -> [DrawingShape] {
        node.children.flatMap { child -> [DrawingShape] in
            switch child {
            case .shape(let s): return [s]
            case .group(let g): return shapes(g)
            case .image: return []
            }
        }
    }

    func bounds(_ body: String) throws -> Rect {
        let all = try shapes(read(body).drawing.root)
        return try #require(all.compactMap { $0.path.transformed(by: $0.transform).bounds }.reduce(nil) { $0?.union($1) ?? $1 })
    }

    @Test func glyphsStandOnTheBaselineFromXAndAdvance() throws {
        let box = try bounds(#"<text x="10" y="20" font-size="10">ab</text>"#)
        #expect(box == Rect(x: 10, y: 13, width: 11, height: 7))
    }

    @Test func whiteSpaceCollapsesAndTrimsUnlessPreserved() throws {
        #expect(try bounds("<text x=\"0\" y=\"10\" font-size=\"10\">  a \n\t b  </text>").maxX == 13.5)
        #expect(try bounds("<text x=\"0\" y=\"10\" font-size=\"10\" xml:space=\"preserve\"> a  b</text>") == Rect(x: 2.5, y: 3, width: 16, height: 7))
    }

    @Test func anchorsMoveEachChunkByItsAdvance() throws {
        #expect(try bounds(#"<text x="50" y="10" font-size="10" text-anchor="middle">ab</text>"#).minX == 44)
        #expect(try bounds(#"<text x="50" y="10" font-size="10" text-anchor="end">ab</text>"#).minX == 38)
        // Each absolute x starts a chunk, anchored on its own.
        #expect(try bounds(#"<text x="50 80" y="10" font-size="10" text-anchor="end">ab</text>"#) == Rect(x: 44, y: 3, width: 35, height: 7))
    }

    @Test func positionListsGoToCharactersAndTheLastRotationGoesOn() throws {
        // A quarter turn clockwise puts each 5×7 box across x 0…7 and below the baseline.
        #expect(try bounds(#"<text x="0 20" y="10" rotate="90" font-size="10">ab</text>"#) == Rect(x: 0, y: 10, width: 27, height: 5))
        // dx and dy move the pen, and a tspan's lists go to its own characters.
        #expect(try bounds(#"<text x="0" y="10" font-size="10">a<tspan dx="4" dy="5">b</tspan></text>"#) == Rect(x: 0, y: 3, width: 15, height: 12))
    }

    @Test func spansKeepTheirOwnPaintAndSpacing() throws {
        let result = try read(#"<text x="0" y="10" font-size="10" fill="red" letter-spacing="2">a<tspan fill="blue" word-spacing="10">b c</tspan></text>"#)
        let all = shapes(result.drawing.root)
        #expect(all.map { $0.fill?.color } == [RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)])
        // a 6+2, b 6+2, space 2.5+2+10, c 5.
        #expect(all.compactMap { $0.path.bounds }.reduce(Rect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }.maxX == 35.5)
    }

    @Test func decorationsAreRectanglesInTheDeclaringElementsPaint() throws {
        let result = try read(#"<text x="0" y="10" font-size="10" fill="green" text-decoration="underline">ab<tspan fill="red">c</tspan></text>"#)
        let all = shapes(result.drawing.root)
        // The underline first (under the text), green under all three characters: 1 unit below the baseline, 0.5 thick.
        let underline = try #require(all.first)
        #expect(underline.fill?.color == RGBAColor(red: 0, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(underline.path.bounds == Rect(x: 0, y: 10.75, width: 18, height: 0.5))
    }

    @Test func anAncestorsDecorationReachesTheTextInTheTextsPaint() throws {
        let result = try read(#"<g fill="blue" text-decoration="overline"><text x="0" y="10" font-size="10" fill="red">ab</text></g>"#)
        let all = shapes(result.drawing.root)
        #expect(all.count == 2)
        // The overline sits on the ascent (8 above the baseline), in the text's red (as resvg and Chrome draw it),
        // under the glyphs.
        #expect(all.first?.fill?.color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(all.first?.path.bounds == Rect(x: 0, y: 1.75, width: 12, height: 0.5))
    }

    @Test func eachCharacterTakesTheInnermostDeclaringElementsLine() throws {
        let result = try read(#"<text x="0" y="10" font-size="10" fill="green" text-decoration="underline">a<tspan fill="red" text-decoration="underline">b</tspan></text>"#)
        let lines = shapes(result.drawing.root).filter { $0.path.bounds?.height == 0.5 }
        // a's underline is green, b's red: one line per character, not two lines under b.
        #expect(lines.map { $0.fill?.color } == [RGBAColor(red: 0, green: 128.0 / 255, blue: 0, alpha: 1), RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)])
        #expect(lines.map { $0.path.bounds?.width } == [6, 6])
    }

    @Test func aSpaceBetweenSpansSeparatesWords() throws {
        // a 6, space 2.5, b 5.
        #expect(try bounds(#"<text x="0" y="10" font-size="10"><tspan>a</tspan> <tspan>b</tspan></text>"#).maxX == 13.5)
    }

    @Test func nestedBaselineShiftsAddUpButTheTextsOwnIsNone() throws {
        #expect(try bounds(#"<text x="0" y="10" font-size="10" baseline-shift="50"><tspan baseline-shift="2"><tspan baseline-shift="3">a</tspan></tspan></text>"#).minY == -2)
    }

    @Test func textLengthSpacesOrStretchesTheCharacters() throws {
        // Three boxes 5 wide (6 apart) made 40 long: the gaps grow to (40 - 18) / 2 = 11 after each 6-wide advance.
        #expect(try bounds(#"<text x="0" y="10" font-size="10" textLength="40">abc</text>"#).maxX == 39)
        // Stretched: every glyph and its distance from the start scale by 40 / 18.
        let stretched = try bounds(#"<text x="0" y="10" font-size="10" textLength="40" lengthAdjust="spacingAndGlyphs">abc</text>"#)
        #expect(abs(stretched.maxX - 17 * 40 / 18) < 1e-9)
    }

    @Test func verticalTextTurnsTheLineAQuarterAboutItsStart() throws {
        // Laid out along x from (50, 10), each box lowered to the font's middle ((0.8 - 0.2) / 2 em), then turned
        // clockwise: a covers x 47…54, y 10…15; b starts 6 lower.
        #expect(try bounds(#"<text x="50" y="10" font-size="10" writing-mode="tb">ab</text>"#) == Rect(x: 47, y: 10, width: 7, height: 11))
    }

    @Test func aChunkOnAPathStartsAtItsXAlongThePathAndTextAfterItContinuesFromItsEnd() throws {
        let path = ##"<path id="p" d="M0 50 H100" fill="none"/>"##
        #expect(try bounds(path + ##"<text x="20" y="5" font-size="10"><textPath href="#p">a</textPath></text>"##) == Rect(x: 20, y: 43, width: 5, height: 7))
        // After the path, b goes on from the last glyph's middle on it plus its advance (3 + 6, as resvg does).
        let after = try bounds(path + ##"<text font-size="10"><textPath href="#p">a</textPath>b</text>"##)
        #expect(after == Rect(x: 0, y: 43, width: 14, height: 7))
    }

    @Test func trefDrawsTheReferencedElementsCharacters() throws {
        let box = try bounds(##"<defs><text id="t">a<tspan>b</tspan></text></defs><text x="0" y="10" font-size="10"><tref href="#t"/></text>"##)
        #expect(box == Rect(x: 0, y: 3, width: 11, height: 7))
    }

    @Test func fontSizeKeywordsStepFromTheParentAndTheInitialSizeIs12() throws {
        #expect(abs(try bounds(#"<text x="0" y="10">a</text>"#).height - 0.7 * 12) < 1e-9)
        #expect(abs(try bounds(#"<text x="0" y="10" font-size="10"><tspan font-size="larger">a</tspan></text>"#).height - 0.7 * 12) < 1e-9)
    }

    @Test func aRotateListWithANonNumberIsIgnored() throws {
        #expect(try bounds(#"<text x="0" y="10" font-size="10" rotate="90 5mm">a</text>"#) == Rect(x: 0, y: 3, width: 5, height: 7))
    }

    @Test func baselinesShiftTheGlyphs() throws {
        #expect(try bounds(#"<text x="0" y="10" font-size="10" dominant-baseline="text-before-edge">a</text>"#).minY == 11)
        #expect(try bounds(#"<text x="0" y="10" font-size="10"><tspan baseline-shift="4">a</tspan></text>"#).minY == -1)
    }

    @Test func textOnAPathCentresEachGlyphAtItsDistance() throws {
        let box = try bounds(##"<path id="p" d="M0 50 H100" fill="none"/><text font-size="10"><textPath href="#p" startOffset="10">a</textPath></text>"##)
        #expect(box == Rect(x: 10, y: 43, width: 5, height: 7))
        // Past the path's end a glyph is not drawn.
        #expect(try shapes(read(##"<path id="p" d="M0 50 H10"/><text font-size="10"><textPath href="#p" startOffset="20">a</textPath></text>"##).drawing.root).count == 1)
    }

    @Test func textClipsLikeAnyShape() throws {
        let result = try read(##"<clipPath id="c"><text x="0" y="10" font-size="10">ab</text></clipPath><rect width="50" height="50" clip-path="url(#c)"/>"##)
        guard case .group(let group)? = result.drawing.root.children.first else { Issue.record("no clip group"); return }
        #expect(group.clip?.shapes.first?.path.bounds == Rect(x: 0, y: 3, width: 11, height: 7))
    }

    @Test func longTextIsCutWithAWarning() throws {
        let text = String(repeating: "a", count: SVGConverter.maximumTextCharacters + 1)
        let result = try read("<text x=\"0\" y=\"10\">\(text)</text>")
        #expect(result.diagnostics.contains { $0.message.contains("more than \(SVGConverter.maximumTextCharacters) characters") && $0.location?.line == 1 })
    }

    @Test func withoutAShaperTextIsSkippedWithALocatedWarning() throws {
        let result = try SVGReader.read(Array(#"<svg xmlns="http://www.w3.org/2000/svg"><text>hi</text></svg>"#.utf8), file: "t.svg", textShaper: nil)
        #expect(result.drawing.root.children.isEmpty)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("<text>") && $0.location?.line == 1 })
    }
}
