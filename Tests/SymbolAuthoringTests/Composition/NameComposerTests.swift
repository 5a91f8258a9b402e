import Testing
import SVGPath
@testable import SymbolAuthoring
@testable import SymbolImport

/// The names `Sketches/composed-names.txt` lists, composed from drawings and glyphs by the rules SF Symbols names
/// follow: numbers and letters in frames, badges, enclosures, slashes and containers.
@Suite struct NameComposerTests {
    static let sketches = """
        symbol person
        alias person.crop
        category people
        circle 50 24 17
        path M12 94 C12 76 28 64 50 64 C72 64 88 76 88 94 Z
        symbol play
        category media
        polygon 22 8 88 50 22 92
        symbol rectangle
        category shapes
        rect 4 16 128 68 12
        symbol rectangle.fill
        category shapes
        rect 4 16 128 68 12 fill
        symbol xmark
        category actions
        line 10 10 90 90
        line 90 10 10 90
        symbol arrow.left
        category arrows
        line 90 50 10 50
        line 40 20 10 50 40 80
        symbol exclamationmark.triangle
        category status
        polygon 50 8 94 90 6 90
        line 50 36 50 62
        symbol heart.fill
        category status
        layer primary red
          path M50 92 C30 78 6 62 6 36 C6 18 18 7 31 7 C40 7 46 12 50 19 C54 12 60 7 69 7 C82 7 94 18 94 36 C94 62 70 78 50 92 Z fill
        symbol house
        category navigation
        layer primary
          line 4 50 50 8 96 50
          line 14 41 14 92 86 92 86 41
        layer secondary
          line 38 92 38 62 62 62 62 92
        glyph digit.2
        path M5 25 C7 13 16 5 29 5 C42 5 52 13 52 26 C52 38 45 47 34 57 L5 95 L54 95
        glyph digit.7
        line 4 5 54 5 22 95
        glyph digit.ar.7
        line 6 5 30 95 54 5
        glyph letter.a
        line 4 95 35 5 66 95
        line 15 65 55 65
        """

    static func compose(_ names: [String]) throws -> [SymbolSketch] {
        let requests = names.map { ComposedName(name: $0, source: "composed-names.txt:1") }
        return try LibraryAuthor.allSketches(SketchParser.parse(sketches, file: "t.sketch"), composing: requests)
    }

    @Test func glyphsAreNoNames() throws {
        let names = Set(try Self.compose([]).map(\.name))
        #expect(names.contains("play") && !names.contains("digit.7") && !names.contains("letter.a"))
    }

    @Test func aNumberIsItsDigitsSideBySideInTheFrame() throws {
        let all = try Self.compose(["27.circle", "27.circle.fill", "7.square", "a.circle", "7.circle.ar"])
        let pair = try #require(all.first { $0.name == "27.circle" })
        #expect(pair.composition == "character" && pair.layers.count == 2 && pair.layers[0].level == "secondary")
        let single = try #require(all.first { $0.name == "7.square" })
        let pairBox = VariantComposer.inkBox(Array(pair.layers.dropFirst()))
        let singleBox = VariantComposer.inkBox(Array(single.layers.dropFirst()))
        #expect(pairBox.width > singleBox.width, "two digits are wider than one")
        #expect(pairBox.height > singleBox.height * 0.75, "a pair keeps most of a single digit's height: \(pairBox) \(singleBox)")
        let filled = try #require(all.first { $0.name == "27.circle.fill" })
        #expect(filled.layers.last?.behavior == .knockout)
        #expect(all.contains { $0.name == "a.circle" } && all.contains { $0.name == "7.circle.ar" })
    }

    @Test func aMissingGlyphIsALocatedError() {
        let error = #expect(throws: SketchError.self) { try Self.compose(["3.circle"]) }
        #expect(error?.location == "composed-names.txt:1" && error?.message.contains("digit.3") == true)
    }

    @Test func badgesEnclosuresSlashesAndContainersCompose() throws {
        let all = try Self.compose(["play.badge.xmark", "play.slash", "play.rectangle", "play.rectangle.fill", "play.circle"])
        let kinds = Dictionary(all.compactMap { d in d.composition.map { (d.name, $0) } }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["play.badge.xmark"] == "badge" && kinds["play.slash"] == "slash" && kinds["play.circle"] == "enclosure")
        #expect(kinds["play.rectangle"] == "container" && kinds["play.rectangle.fill"] == "container")
        let framed = try #require(all.first { $0.name == "play.rectangle" })
        // The glyph sits inside the rectangle's room, and the rectangle is the frame, one secondary layer below it.
        let frame = VariantComposer.inkBox([framed.layers[0]]), glyph = VariantComposer.inkBox(Array(framed.layers.dropFirst()))
        #expect(framed.layers[0].level == "secondary" && frame.minX < glyph.minX && frame.maxX > glyph.maxX && frame.minY < glyph.minY && frame.maxY > glyph.maxY)
        let cut = try #require(all.first { $0.name == "play.rectangle.fill" })
        #expect(cut.layers.last?.behavior == .knockout && cut.layers[0].shapes[0].filled)
    }

    @Test func aHalfFilledShapeIsTheFillsHalfUnderTheOutline() throws {
        let all = try Self.compose(["rectangle.lefthalf.filled", "rectangle.tophalf.fill"])
        let left = try #require(all.first { $0.name == "rectangle.lefthalf.filled" })
        #expect(left.composition == "half" && left.layers.map(\.behavior) == [.normal, .erase, .normal])
        #expect(left.layers[0].shapes.allSatisfy(\.filled) && !left.layers[2].shapes.contains(where: \.filled))
        // The eraser takes the right half: it starts at the middle of the rectangle (4 … 132), half a stroke on.
        let eraser = try #require(left.layers[1].shapes.first?.centerline.bounds)
        #expect(eraser.minX == 68 + VariantComposer.regularWidth / 2 && eraser.maxX == 137)
        // The older spelling is an alias of the `.filled` name.
        let top = try #require(all.first { $0.name == "rectangle.tophalf.filled" })
        #expect(top.aliases.contains("rectangle.tophalf.fill") && !all.contains { $0.name == "rectangle.tophalf.fill" })
    }

    @Test func aWarningTriangleBadgeSitsAtTheTrailingBottomCorner() throws {
        let all = try Self.compose(["play.trianglebadge.exclamationmark", "play.badge.xmark"])
        let warned = try #require(all.first { $0.name == "play.trianglebadge.exclamationmark" })
        let badged = try #require(all.first { $0.name == "play.badge.xmark" })
        let base = VariantComposer.inkBox(Array(warned.layers.dropLast(2)))
        let triangle = VariantComposer.inkBox([warned.layers.last!]), cross = VariantComposer.inkBox([badged.layers.last!])
        #expect(warned.composition == "badge" && warned.layers[warned.layers.count - 2].behavior == .erase)
        #expect(triangle.center.y > base.center.y && cross.center.y < base.center.y && triangle.center.x > base.center.x)
    }

    @Test func aContainerCanLeaveOutTheDetailTheGlyphReplaces() throws {
        let framed = try #require(try Self.compose(["play.house"]).first { $0.name == "play.house" })
        // The house's door (its second layer) is left out: the frame is its first layer, the play glyph above it.
        #expect(framed.composition == "container" && framed.layers.count == 2 && framed.layers[0].shapes.count == 2)
    }

    /// A container's directional alias and right-to-left form are the same frame and glyph: they say which
    /// composition they copy, so that they are framed and narrowed as the container is.
    @Test func aContainersCopiesAreFramedAsTheContainerIs() throws {
        let all = try Self.compose(["arrow.left.rectangle", "play.rectangle.rtl"])
        let backward = try #require(all.first { $0.name == "arrow.backward.rectangle" })
        let mirrored = try #require(all.first { $0.name == "play.rectangle.rtl" })
        #expect(backward.composition == "direction" && mirrored.composition == "rtl")
        for copy in [backward, mirrored] {
            #expect(copy.copiedComposition == "container")
            #expect(LibraryTopology.isContainer(copy) && LibraryAuthor.isFramed(copy))
            #expect(LibraryTopology.glyphLayers(of: copy) == [1])
        }
        // A directional copy of a drawn name is no container.
        let plain = try #require(try Self.compose(["arrow.left.circle"]).first { $0.name == "arrow.backward" })
        #expect(!LibraryTopology.isContainer(plain))
    }

    @Test func aColoredContainerKeepsItsColorAroundAnUncoloredGlyph() throws {
        let framed = try #require(try Self.compose(["play.heart.fill"]).first { $0.name == "play.heart.fill" })
        // The heart stays red in multicolor; the play glyph is cut out of it, white.
        #expect(framed.layers[0].color == "systemRedColor" && framed.layers.last?.color == "white")
    }

    @Test func aBaseReachedThroughAnAliasKeepsTheRequestedName() throws {
        let all = try Self.compose(["person.crop.circle", "person.crop.circle.badge.xmark", "person.circle"])
        // `person.crop.circle` is the alias's spelling of `person.circle`, which is composed: it becomes an alias.
        let circle = try #require(all.first { $0.name == "person.circle" })
        #expect(circle.aliases.contains("person.crop.circle"))
        #expect(!all.contains { $0.name == "person.crop.circle" })
        #expect(all.contains { $0.name == "person.crop.circle.badge.xmark" && $0.composition == "badge" })
    }

    @Test func aBadgedNameInACircleIsAnEnclosure() throws {
        let all = try Self.compose(["play.badge.xmark.circle"])
        #expect(all.first { $0.name == "play.badge.xmark.circle" }?.composition == "enclosure")
    }

    @Test func aComposedLeftNameBringsItsBackwardName() throws {
        let names = Set(try Self.compose(["arrow.left.circle"]).map(\.name))
        #expect(names.contains("arrow.backward.circle"))
    }

    @Test func aNameNoRuleMakesIsALocatedError() {
        #expect(throws: SketchError.self) { try Self.compose(["play.octagon"]) }
        #expect(throws: SketchError.self) { try Self.compose(["tram.circle"]) }
    }

    @Test func aListedNameTheSketchesAlreadyMakeIsLeftToThem() throws {
        let all = try Self.compose(["play", "rectangle.fill"])
        #expect(all.filter { $0.name == "play" }.count == 1 && all.first { $0.name == "play" }?.composition == nil)
    }

    @Test func theListIsNamesWithLocatedErrors() throws {
        let names = try LibraryAuthor.composedNames(inText: "# numbers\n1.circle 2.circle\n\na.square # letters\n")
        #expect(names.map(\.name) == ["1.circle", "2.circle", "a.square"])
        #expect(names[2].source == "\(LibraryAuthor.composedNamesPath):4")
        #expect(throws: SketchError.self) { try LibraryAuthor.composedNames(inText: "1.circle\nBad.Name\n") }
        #expect(throws: SketchError.self) { try LibraryAuthor.composedNames(inText: "1.circle 1.circle\n") }
    }
}
