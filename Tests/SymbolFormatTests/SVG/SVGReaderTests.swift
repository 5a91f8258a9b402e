import Testing
@testable import SymbolFormat
import SVGPath
import SymbolCore

@Suite struct SVGReaderTests {
    func read(_ body: String, root: String = #"viewBox="0 0 10 10""#) throws -> SVGReader.Result {
        try SVGReader.read(Array(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \#(root)>\#(body)</svg>"#.utf8), file: "t.svg")
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

    @Test func sizeComesFromWidthAndHeightOrTheViewBox() throws {
        let a = try read("", root: ##"width="48" height="24" viewBox="0 0 24 12""##).drawing
        #expect(a.width == 48 && a.height == 24 && a.viewBox == Rect(x: 0, y: 0, width: 24, height: 12))
        let b = try read("", root: ##"viewBox="0 0 24 24""##).drawing
        #expect(b.width == 24 && b.height == 24)
        let c = try read("", root: ##"width="16px" height="16px""##).drawing
        #expect(c.viewBox == Rect(x: 0, y: 0, width: 16, height: 16))
    }

    @Test func styleCascadePresentationAttributeThenSheetThenStyleAttribute() throws {
        let result = try read("""
            <style>path { fill: blue } .warn { fill: orange } #x { fill: green }</style>
            <path d="M0 0h1v1z" fill="red"/>
            <path class="warn" d="M0 0h1v1z" fill="red"/>
            <path id="x" class="warn" d="M0 0h1v1z"/>
            <path id="x2" class="warn" d="M0 0h1v1z" style="fill: purple"/>
            """)
        let colors = shapes(result.drawing.root).map { $0.fill!.color.description }
        #expect(colors == ["#0000ffff", "#ffa500ff", "#008000ff", "#800080ff"])
    }

    @Test func inheritedPaintAndCurrentColor() throws {
        let result = try read(##"<g fill="currentColor" color="#ff0000" stroke="blue" stroke-width="2"><rect width="4" height="4"/></g>"##)
        let shape = try #require(shapes(result.drawing.root).first)
        #expect(shape.fill?.color == RGBAColor(red8: 255, green8: 0, blue8: 0))
        #expect(shape.stroke?.width == 2)
    }

    @Test func opacityOnASingleShapeFoldsIntoItsPaint() throws {
        // Regression: the folded opacity used to be dropped.
        let result = try read(##"<path d="M0 0h1v1z" fill="#474747" opacity=".35"/>"##)
        let shape = try #require(shapes(result.drawing.root).first)
        #expect(abs(shape.fill!.color.alpha - 0.35) < 1e-9)
    }

    @Test func groupOpacityStaysAGroup() throws {
        let result = try read(##"<g opacity="0.5"><rect width="4" height="4"/><rect x="2" width="4" height="4"/></g>"##)
        guard case .group(let group) = try #require(result.drawing.root.children.first) else { Issue.record("expected a group"); return }
        #expect(group.opacity == 0.5 && group.children.count == 2)
    }

    @Test func useAndSymbolAreExpandedAndACycleDropsOnlyTheCyclicUse() throws {
        let ok = try read(##"<defs><circle id="c" r="2"/></defs><use xlink:href="#c" x="5" y="5"/><use href="#c"/>"##)
        let placed = shapes(ok.drawing.root)
        #expect(placed.count == 2)
        #expect(placed[0].transform == .translation(x: 5, y: 5))
        let cycle = try read(##"<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g><rect width="1" height="1"/>"##)
        #expect(cycle.diagnostics.contains { $0.severity == .warning && $0.message.contains("reference cycle") && $0.location?.line == 1 })
        #expect(!cycle.diagnostics.contains { $0.severity == .error })
        #expect(shapes(cycle.drawing.root).count == 1)
    }

    @Test func anElementInsideItsOwnMaskOrClipIsDrawnWithoutIt() throws {
        let masked = try read(##"<mask id="m"><rect width="4" height="4" fill="white" mask="url(#m)"/></mask><rect width="8" height="8" mask="url(#m)"/>"##)
        #expect(masked.diagnostics.contains { $0.severity == .warning && $0.message.contains("mask reference cycle through '#m'") })
        guard case .group(let group)? = masked.drawing.root.children.first, let mask = group.mask else { Issue.record("no masked group"); return }
        #expect(group.opacity == 1)
        #expect(mask.content.count == 1)
    }

    @Test func clipPathsAndMasksBecomeGroupEffects() throws {
        let result = try read("""
            <clipPath id="c"><rect width="5" height="10"/></clipPath>
            <mask id="m"><rect width="10" height="10" fill="white"/></mask>
            <rect width="10" height="10" clip-path="url(#c)"/>
            <rect width="10" height="10" mask="url(#m)"/>
            <rect width="10" height="10" clip-path="url(#missing)"/>
            """)
        let groups = result.drawing.root.children.compactMap { node -> DrawingGroup? in
            if case .group(let g) = node { return g } else { return nil }
        }
        #expect(groups.count == 2)  // the broken reference hides its element
        #expect(groups[0].clip?.shapes.count == 1)
        #expect(groups[1].mask != nil)
        #expect(result.diagnostics.contains { $0.message.contains("'#missing'") })
    }

    @Test func hiddenAndNonRenderingContentIsSkipped() throws {
        let result = try read("""
            <metadata><x/></metadata><sodipodi:namedview xmlns:sodipodi="s"/>
            <rect width="1" height="1" display="none"/><rect width="1" height="1" visibility="hidden"/>
            <path d="M0 0h1v1z" stroke="none" fill="none"/><foreignObject><p>hi</p></foreignObject><rect width="2" height="2"/>
            """)
        #expect(shapes(result.drawing.root).count == 1)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("<foreignObject>") })
    }

    @Test func badPathDataIsAWarningAtItsByteAndRendersUpToIt() throws {
        let result = try read(##"<path d="M1 1L5 5L"/>"##)
        let error = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(error.file == "t.svg")
        #expect(error.location?.column == 122)  // the end of the data, right after the last "L"
        #expect(shapes(result.drawing.root).first?.path.elements.count == 2)
    }

    @Test func notAnSVGIsAnError() {
        #expect(throws: Diagnostic.self) { try SVGReader.read(Array("<html/>".utf8)) }
    }
}
