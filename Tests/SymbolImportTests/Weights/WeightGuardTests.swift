import Testing
import Foundation
import SymbolFormat
import SymbolRender
import SVGPath
import Symbols
@testable import SymbolImport

/// The weight guard looks at what the finished template draws: strokes that would fuse, dots that would open and
/// cracks that would pass for counters are narrowed or named, and stroke icons still grow at every weight.
@Suite struct WeightGuardTests {
    static func svg(_ body: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"# + body + "</svg>"
    }

    /// Three bars two and a half units apart (edge to edge half a unit at Regular's width of 2): a Black stroke
    /// of five units would fuse them into one block.
    static let bars = svg(#"<path d="M7.5 5v14M12 5v14M16.5 5v14"/>"#)
    /// A plus whose arms end on the inside of its ring: lighter strokes pull them apart.
    static let touching = svg(#"<path d="M5 12h14M12 5v14"/><circle cx="12" cy="12" r="9"/>"#)
    /// Three dots: circles of radius 1 stroked 2 wide.
    static let dots = svg(#"<circle cx="5" cy="12" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/>"#)

    static func importing(_ svg: String) throws -> (symbol: Symbol, warnings: [String]) {
        let result = try SVGImporter.sketch(from: Array(svg.utf8), name: "t", file: "t.svg")
        let template = MasterBuilder.template(for: result.sketch)
        return (try Symbol(svg: Array(template.utf8), name: "t"), result.warnings.map(\.message))
    }

    static func render(_ symbol: Symbol, _ weight: SymbolWeight, _ scale: SymbolScale = .medium) throws -> Bitmap {
        // 2.56 pixels per design unit at Medium, as the conformance run counts.
        try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 256 / 0.70459, weight: weight, scale: scale)).render(symbol).bitmap
    }

    static func topology(_ bitmap: Bitmap) -> ShapeTopology {
        let filled = stride(from: 3, to: bitmap.pixels.count, by: 4).map { bitmap.pixels[$0] >= 128 }
        return ShapeTopology(filled: filled, columns: bitmap.width, rows: bitmap.height)
    }

    static func ink(_ bitmap: Bitmap) -> Double {
        stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) { $0 + Double(bitmap.pixels[$1]) / 255 }
    }

    @Test func strokesThatWouldFuseAreNarrowedAndSaidSo() throws {
        let (symbol, warnings) = try Self.importing(Self.bars)
        #expect(warnings.contains { $0.contains("narrower weight range") && $0.contains("Medium to Black take") })
        #expect(!warnings.contains { $0.contains("changes shape") })
        for weight in SymbolWeight.allCases {
            #expect(Self.topology(try Self.render(symbol, weight)) == ShapeTopology(parts: 3, holes: 0), "\(weight)")
        }
    }

    @Test func narrowedStrokesStillGrowAtEveryWeight() throws {
        let (symbol, _) = try Self.importing(Self.bars)
        let inks = try SymbolWeight.allCases.map { Self.ink(try Self.render(symbol, $0)) }
        for (lighter, heavier) in zip(inks, inks.dropFirst()) { #expect(lighter < heavier) }
    }

    @Test func aChangeNoShareCanAvoidIsNamedWithItsSlots() throws {
        let (symbol, warnings) = try Self.importing(Self.touching)
        let named = try #require(warnings.first { $0.contains("changes shape") })
        #expect(named.contains("Ultralight-M"))
        // No share of the lighter progression keeps the arms on the ring, so none is given up.
        #expect(!warnings.contains { $0.contains("Ultralight to Light") })
        // What it names is what a render shows: the arms come off the ring at Ultralight.
        #expect(Self.topology(try Self.render(symbol, .ultralight)) != Self.topology(try Self.render(symbol, .regular)))
    }

    @Test func dotsStayDotsAtEveryWeight() throws {
        let (symbol, warnings) = try Self.importing(Self.dots)
        // Lighter weights keep all their progression (a dot does not open into a ring); Black-S, whose strokes
        // are the widest for their size, may hold back a little so that the dots do not touch.
        #expect(!warnings.contains { $0.contains("Ultralight to Light") || $0.contains("changes shape") })
        for weight in SymbolWeight.allCases {
            #expect(Self.topology(try Self.render(symbol, weight)) == ShapeTopology(parts: 3, holes: 0), "\(weight)")
        }
        #expect(Self.ink(try Self.render(symbol, .ultralight)) < Self.ink(try Self.render(symbol, .black)))
    }

    /// A square with two counters parted by a wall `wall` units thick.
    static func counters(wall: Double) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d="M3 3H21V21H3Z M6 12A4 4 0 1 0 14 12A4 4 0 1 0 6 12Z M\#(14 + wall) 8H19V16H\#(14 + wall)Z"/></svg>"#
    }

    @Test func aWallAboutAPixelWideInTheSourceIsNamed() throws {
        // A wall of 0.06 units (under a pixel of a 256-pixel cap band): a render shows the counters as one or as
        // two depending on its size, at any weight, and heavier weights thicken the wall. The import says so.
        let (_, warnings) = try Self.importing(Self.counters(wall: 0.06))
        let named = try #require(warnings.first { $0.contains("may change shape") })
        #expect(named.contains("1 part, 1 hole") && named.contains("1 part, 2 holes"))
        // A wall of a whole unit is a wall at every size: nothing to say about it.
        #expect(!(try Self.importing(Self.counters(wall: 1))).warnings.contains { $0.contains("change shape") })
    }

    /// A ring with a teardrop cut out of it whose tip is at `tip` (the ring's rim is at 4.5).
    static func pinchedRing(tip: Double) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d="M12 4.5A7.5 7.5 0 1 0 12 19.5A7.5 7.5 0 1 0 12 4.5Z M12 \#(tip)L16.24 7.76A6 6 0 1 1 7.76 7.76Z"/></svg>"#
    }

    @Test func aWallPinchedToAPointIsNamed() throws {
        // The teardrop's tip meets the ring's rim at a point (a keyhole in a desktop icon set's privacy icon): the
        // ring's wall is pinched to nothing there. A render shows the ring open at most sizes and closed at some,
        // at any weight; only cells a quarter covered join it. The import says so.
        let (_, warnings) = try Self.importing(Self.pinchedRing(tip: 4.5))
        let named = try #require(warnings.first { $0.contains("may change shape") }, "\(warnings)")
        #expect(named.contains("1 part, 0 holes as a render shows it, 1 part, 1 hole counting pixels a quarter covered"))
        // The tip a unit short of the rim leaves a wall a unit thick: a ring at every size.
        #expect(!(try Self.importing(Self.pinchedRing(tip: 5.5))).warnings.contains { $0.contains("change shape") })
    }

    /// The widest run of background pixels with ink on both sides, in any row: how open a cut into a shape is.
    static func widestCut(_ bitmap: Bitmap) -> Int {
        var widest = 0
        for y in 0..<bitmap.height {
            let ink = (0..<bitmap.width).map { bitmap.pixels[(y * bitmap.width + $0) * 4 + 3] >= 128 }
            guard let first = ink.firstIndex(of: true), let last = ink.lastIndex(of: true) else { continue }
            var run = 0
            for x in first...last { run = ink[x] ? 0 : run + 1; widest = max(widest, run) }
        }
        return widest
    }

    @Test func aCutSqueezedToACrackIsNarrowedThoughNoCountChanges() throws {
        // A square with a slot cut in from its lower edge: a bay, not a hole, so closing it changes no count. At
        // Black it would be a hairline; the heavier weights are narrowed until it stays a cut.
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4H20V20H12.6V9H11.4V20H4Z"/></svg>"#
        let (symbol, warnings) = try Self.importing(svg)
        #expect(warnings.contains { $0.contains("gaps squeezed to cracks") })
        #expect(Self.widestCut(try Self.render(symbol, .black)) >= 3)
        #expect(Self.widestCut(try Self.render(symbol, .regular)) > Self.widestCut(try Self.render(symbol, .black)))
    }

    @Test func aDiagonalSlitReadsOpenAsDrawnAndClosedAQuarterCovered() {
        // A frame whose counter a diagonal slit opens to the outside. As a render shows it (two of a cell's four
        // samples) the counter is open; counting cells a quarter covered it is closed, as a render whose pixels
        // fall otherwise shows a bay's mouth narrowed to a hair (what heavier slots must not turn into a hole).
        let frame = "M2 2H18V18H2Z M6 6V14H14V6Z M18 15.1899L18 13.2101L14 9.2101L14 11.1899Z"
        let quarters = CoverageRuns(PathParser.parse(frame).path, over: Rect(x: 0, y: 0, width: 20, height: 20), cell: 0.5)
        #expect(ShapeTopology(ShapeReading.drawn.cells(quarters)).holes == 0)
        #expect(ShapeTopology(ShapeReading.faint.cells(quarters)).holes == 1)
    }

    /// A box and an arrow inside it, each a layer of its own, `gap` units apart at Regular (issue 38: each layer
    /// kept its shape, but at Black the arrow fused with its box, silently).
    static func arrowInBox(gap: Double) -> String {
        let tip = 4 + 1 + gap
        return svg(#"<g><rect x="3" y="3" width="18" height="18" rx="2"/></g>"#
                   + #"<g><path d="M12 \#(tip)V\#(24 - tip)M8.5 \#(tip + 3.5) 12 \#(tip) 15.5 \#(tip + 3.5)"/></g>"#)
    }

    @Test func layersThatWouldGrowIntoEachOtherAreNarrowedTogetherAndSaidSo() throws {
        let (symbol, warnings) = try Self.importing(Self.arrowInBox(gap: 1.5))
        #expect(warnings.contains { $0.hasPrefix("the layers drawn together keep their 2 parts, 1 hole only with a narrower weight range: Medium to Black take") },
                "\(warnings)")
        for weight in SymbolWeight.allCases {
            #expect(Self.topology(try Self.render(symbol, weight)) == ShapeTopology(parts: 2, holes: 1), "\(weight)")
        }
    }

    /// A dark disc with a bar beside it, a white disc on it that leaves a rim 0.6 units wide (a cut-out), and a dark
    /// square drawn over everything in a corner.
    static let rimUnderASquare = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#1C1C1E" d="M12 3A9 9 0 1 1 12 21A9 9 0 1 1 12 3Z M21.6 8H22.6V16H21.6Z"/><circle cx="12" cy="12" r="8.4" fill="#FFFFFF"/><path fill="#1C1C1E" d="M1 1H4V4H1Z"/></svg>"##

    @Test func aCutOutUnderADrawnLayerIsCheckedWithTheShapeItIsCutFrom() throws {
        // The dark disc is narrowed alone (its bar would fuse with it); the white disc, alone a disc, is not, so at
        // Black it grows through the rim. The square drawn after the cut-out used to leave the cut-out out of the
        // layers drawn together, and the rim broke into pieces silently (a wordmark's dot in an app's catalog).
        let (symbol, warnings) = try Self.importing(Self.rimUnderASquare)
        #expect(warnings.contains { $0.hasPrefix("the layers drawn together keep their 3 parts, 1 hole only with a narrower weight range") },
                "\(warnings)")
        for weight in SymbolWeight.allCases where weight >= .regular {
            #expect(Self.topology(try Self.render(symbol, weight)) == ShapeTopology(parts: 3, holes: 1), "\(weight)")
        }
    }

    @Test func layersFarApartAreLeftAsTheyAre() throws {
        var sketch = try SVGImporter.sketch(from: Array(Self.arrowInBox(gap: 3).utf8), name: "t", file: "t.svg").sketch
        #expect(sketch.layers.count == 2)
        let before = MasterBuilder.template(for: sketch)
        #expect(WeightGuard.apply(&sketch).isEmpty)
        #expect(MasterBuilder.template(for: sketch) == before)
    }

    @Test func theGuardLeavesAnIconThatKeepsItsShapeAlone() throws {
        var sketch = try SVGImporter.sketch(from: Array(SVGImporterTests.strokeIcon.utf8), name: "t", file: "t.svg").sketch
        let before = MasterBuilder.template(for: sketch)
        #expect(WeightGuard.apply(&sketch).isEmpty)
        #expect(MasterBuilder.template(for: sketch) == before)
    }
}

/// Hostile artwork costs bounded time.
@Suite struct WeightGuardBoundsTests {
    @Test func artworkFarOutsideItsViewBoxIsCheckedOnABoundedGrid() throws {
        // Strokes reaching 2,000 viewBox units away (as far as an import reaches is 100 viewBoxes): 8,300 design
        // units, which cells of a 256-pixel cap band would make a grid of 21,000 cells across.
        let svg = WeightGuardTests.svg(#"<path d="M4 4v16M8 4v16M0 12h2000M12 0v2000"/>"#)
        let result = try SVGImporter.sketch(from: Array(svg.utf8), name: "far", file: "far.svg")
        #expect(result.warnings.contains { $0.message.contains("outside the viewBox") })
        let layer = try #require(WeightGuard.Layer([PathParser.parse("M0 0H170000V170000H0Z").path,
                                                   PathParser.parse("M0 0H170000V170000H0Z").path,
                                                   PathParser.parse("M0 0H170000V170000H0Z").path],
                                                  reference: WeightInterpolator.coefficients(.regular, .medium)))
        #expect(layer.grid.columns <= 1030 && layer.grid.rows <= 1030)
    }

    @Test func artworkTooBusyToCheckIsImportedUncheckedAndSaidSo() throws {
        // 4,900 small squares: 24,500 outline elements, more than the guard checks. (A layer's checks cost its edges
        // times its grid's rows, dozens of times over.)
        let squares = (0..<4900).map { "M\(Double($0 % 70) * 0.34) \(Double($0 / 70) * 0.34)h0.2v0.2h-0.2z" }.joined()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d=""# + squares + #""/></svg>"#
        let result = try SVGImporter.sketch(from: Array(svg.utf8), name: "busy", file: "busy.svg")
        #expect(result.warnings.contains { $0.message.contains("its weights are not checked") && $0.file == "busy.svg" })
        #expect(!result.sketch.layers.isEmpty)
    }

    @Test func aCoordinateOfAstronomicalSizeIsALocatedErrorNotATrap() throws {
        // Found by the importer fuzzer: one control point at 3E22 in a 24-unit heart. Its offsets' cells lay past
        // any integer, and converting them trapped; it is now refused at its element (``ArtworkReach``).
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 21L10 19C5 15 2 12 2 8.5 2 6 4 3 7.5 3c1.7 13 3.8 14.7 3 16.5 3 19.5 3E22 5.4 22 8.5c0 3.8-3.4 6.9-8.5 11.5z"/></svg>"#
        #expect {
            _ = try SVGImporter.sketch(from: Array(svg.utf8), name: "far", file: "far.svg")
        } throws: { "\($0)".hasPrefix("far.svg:1:61: error: this element's artwork reaches too far to import") }
        // The weight guard's grids read it in bounded time all the same, wherever a caller puts such a path.
        let far = PathParser.parse("M12 21L10 19C5 15 2 12 2 8.5 2 6 4 3 7.5 3c1.7 13 3.8 14.7 3 16.5 3 19.5 3E22 5.4 22 8.5Z").path
        #expect(WeightGuard.Layer([far, far, far], reference: WeightInterpolator.coefficients(.regular, .medium)) != nil)
    }
}
