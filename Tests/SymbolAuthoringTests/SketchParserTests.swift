import Testing
@testable import SymbolAuthoring
@testable import SymbolImport

@Suite struct SketchParserTests {
    @Test func readsSymbolsLayersAndShapes() throws {
        let drawings = try SketchParser.parse("""
            # comment
            symbol bell
            category status
            keywords alert notification
            mode hierarchical
            enclose circle square
            slash
            layer primary
              path M20 80 L80 80   # a line
              arc 50 50 30 180 360
            layer secondary orange variable
              dot 50 92
            """, file: "t.sketch")
        let bell = try #require(drawings.first)
        #expect(bell.name == "bell" && bell.categories == ["status"] && bell.keywords == ["alert", "notification"])
        #expect(bell.preferredMode == "hierarchical" && bell.enclosures == ["circle", "square"] && bell.slashed)
        #expect(bell.layers.count == 2 && bell.layers[0].shapes.count == 2)
        #expect(bell.layers[1].level == "secondary" && bell.layers[1].color == "systemOrangeColor" && bell.layers[1].variable)
    }

    @Test(arguments: [
        ("symbol Bad\ncategory x\nline 0 0 1 1", "t.sketch:1", "lowercase"),
        ("symbol a\ncategory x\nline 0 0 1", "t.sketch:3", "line X1 Y1"),
        ("symbol a\ncategory x\nrect 0 0 1 one", "t.sketch:3", "not a number"),
        ("symbol a\ncategory x\nline 0 0 1 1 fill", "t.sketch:3", "closed shape"),
        ("symbol a\ncategory x\npath M0 0 L", "t.sketch:3", "path data"),
        // A path with no data at all is located at the column its data should start at.
        ("symbol a\ncategory x\npath", "t.sketch:3:6", "no path data"),
        ("symbol a\ncategory x\nlayer primary\n  path fill heavier=0.5", "t.sketch:4:8", "no path data"),
        ("symbol a\ncategory x\nlayer purple sparkly\nline 0 0 1 1", "t.sketch:3", "unknown layer word"),
        ("symbol a\nline 0 0 1 1", "t.sketch:1", "needs a `category`"),
        ("category x", "t.sketch:1", "before `category`"),
        ("symbol a\ncategory x\nhexagon 1 2 3", "t.sketch:3", "unknown command"),
        ("symbol a\ncategory x\nenclosed-heavier 1.5\nline 0 0 1 1", "t.sketch:3", "enclosed-heavier SHARE"),
        ("symbol a\ncategory x\nline 0 0 1 1 heavier=-0.1", "t.sketch:3", "heavier=SHARE"),
        ("symbol a\ncategory x\nenclose circle\nline 0 0 1 1\nenclosed\nline 0 0 1 1\nenclosed", "t.sketch:7", "comes once"),
        ("symbol a\ncategory x\nline 0 0 1 1\nenclosed\nline 0 0 1 1", "t.sketch:1", "has no `enclose`"),
        ("symbol a\ncategory x\nenclose square\nline 0 0 1 1\nenclosed", "t.sketch:1", "empty `enclosed` glyph"),
        ("symbol a.fill\ncategory x\nenclose square\nline 0 0 1 1\nenclosed\nline 0 0 1 1", "t.sketch:1", "belongs in the base sketch `a`"),
    ])
    func errorsNameTheLineAndWhatWasExpected(text: String, location: String, expected: String) {
        #expect {
            _ = try SketchParser.parse(text, file: "t.sketch")
        } throws: { error in
            guard let error = error as? SketchError else { return false }
            return error.location == location && error.message.contains(expected)
        }
    }

    @Test func variantNamesFollowTheCanonicalOrder() throws {
        let drawings = try SketchParser.parse("""
            symbol bell
            category status
            enclose circle
            slash
            line 10 10 90 90
            symbol bell.fill
            category status
            polygon 10 10 90 10 50 90 fill
            """, file: "t.sketch")
        let names = try LibraryAuthor.allSketches(drawings).map(\.name)
        #expect(names == ["bell", "bell.circle", "bell.circle.fill", "bell.fill", "bell.slash", "bell.slash.fill"])
        #expect(LibraryAuthor.baseName(of: "bell.slash.circle.fill") == "bell")
        #expect(LibraryAuthor.baseName(of: "circle.fill") == "circle")
    }

    /// A shape's own share of the heavier progression, and the share an enclosed glyph keeps inside its frame: the
    /// frame of an enclosed variant keeps the whole progression, the glyph its drawing's share times its own times
    /// the enclosed share.
    @Test func heavierSharesOfShapesAndOfEnclosedGlyphs() throws {
        let drawings = try SketchParser.parse("""
            symbol hand
            category health
            enclose circle
            heavier 0.6
            enclosed-heavier 0.5
            line 10 10 10 90
            line 30 10 30 90 heavier=0.5
            """, file: "t.sketch")
        let hand = try #require(drawings.first)
        #expect(hand.heavierShare == 0.6 && hand.enclosedHeavierShare == 0.5)
        #expect(hand.layers[0].shapes.map(\.heavierShare) == [1, 0.5])
        let circle = try #require(LibraryAuthor.allSketches(drawings).first { $0.name == "hand.circle" })
        #expect(circle.heavierShare == 1 && circle.layers[0].shapes[0].heavierShare == 1)
        #expect(circle.layers[1].shapes.map(\.heavierShare) == [0.3, 0.15])
        let widths = circle.layers.flatMap(\.shapes).map { MasterBuilder.width(master: 2, for: circle, $0) }
        #expect(widths[0] == MasterBuilder.masterWidths[2].1 && widths[1] < widths[0] && widths[2] < widths[1])
    }

    /// A glyph drawn for the frames: the layers after `enclosed` replace the symbol's own in its enclosed variants,
    /// outline and filled, and nowhere else.
    @Test func anEnclosedGlyphIsDrawnInTheFramesOnly() throws {
        let drawings = try SketchParser.parse("""
            symbol leaf
            category nature
            enclose circle
            layer primary green
              ellipse 50 50 40 20
              line 10 50 90 50
            enclosed
            layer primary green
              ellipse 50 50 40 20
            symbol leaf.fill
            category nature
            layer primary green
              ellipse 50 50 40 20 fill
              rect 30 45 40 10 fill
            """, file: "t.sketch")
        let leaf = try #require(drawings.first)
        #expect(leaf.layers[0].shapes.count == 2 && leaf.enclosedLayers?.map(\.shapes.count) == [1])
        let all = try LibraryAuthor.allSketches(drawings)
        let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
        #expect(byName["leaf"]?.layers.map(\.shapes.count) == [2])
        // The frame, then the glyph as drawn for it: the filled frame too cuts out the glyph drawn for the frames,
        // not the solid `.fill` drawing (two shapes).
        for name in ["leaf.circle", "leaf.circle.fill"] {
            let variant = try #require(byName[name])
            #expect(variant.layers.map(\.shapes.count) == [1, 1], "\(name)")
            #expect(variant.enclosedLayers == nil)
        }
    }
}
