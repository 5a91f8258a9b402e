import Testing
import SVGPath
@testable import SymbolAuthoring
@testable import SymbolImport

/// Names composed from drawings: badges and the names that follow the layout direction.
@Suite struct NameFamiliesTests {
    static let sketches = """
        symbol folder
        category documents
        badge plus dot
        layer primary
          rect 4 20 92 64 8
        symbol folder.fill
        category documents
        rect 4 20 92 64 8 fill
        symbol plus
        category actions
        line 50 10 50 90
        line 10 50 90 50
        symbol chevron.right
        category navigation
        enclose circle
        line 30 10 70 50 30 90
        """

    static func all() throws -> [SymbolSketch] {
        try LibraryAuthor.allSketches(SketchParser.parse(sketches, file: "t.sketch"))
    }

    @Test func aBadgeSketchBringsItsBadgedNamesAndTheirFillForms() throws {
        let names = Set(try Self.all().map(\.name))
        for name in ["folder.badge.plus", "folder.fill.badge.plus", "folder.badge", "folder.badge.fill"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("folder.badge.minus"))
    }

    @Test func theBadgeIsItsOwnPrimaryLayerAtTheTrailingTopOverAnEraser() throws {
        let badged = try #require(try Self.all().first { $0.name == "folder.badge.plus" })
        #expect(badged.composition == "badge" && badged.preferredMode == "hierarchical" && badged.direction == "left-to-right")
        #expect(badged.layers.map(\.level) == ["secondary", "primary", "primary"])
        #expect(badged.layers[1].behavior == .erase && badged.layers[2].behavior == .normal)
        #expect(badged.layers[2].color == "systemGreenColor")
        let base = VariantComposer.inkBox(Array(badged.layers.prefix(1)))
        let badge = VariantComposer.inkBox([badged.layers[2]])
        #expect(badge.center.x > base.maxX - 20 && badge.center.y < base.minY + 20, "\(badge) on \(base)")
        #expect(badge.minY >= -15, "the badge stays inside the ±15 % band over the cap line")
        // The eraser reaches past the badge's ink on every side: the gap ring.
        let eraser = VariantComposer.inkBox([SketchLayer(shapes: badged.layers[1].shapes)])
        #expect(eraser.minX < badge.minX && eraser.maxX > badge.maxX && eraser.minY < badge.minY && eraser.maxY > badge.maxY)
    }

    @Test func aBadgeNeedsItsGlyphDrawn() {
        #expect(throws: SketchError.self) {
            try LibraryAuthor.allSketches(SketchParser.parse("symbol folder\ncategory x\nbadge xmark\nline 0 0 1 1", file: "t.sketch"))
        }
        #expect(throws: SketchError.self) { try SketchParser.parse("symbol folder\ncategory x\nbadge sparkle\nline 0 0 1 1", file: "t.sketch") }
    }

    @Test(arguments: [
        ("chevron.right", "chevron.forward"), ("chevron.left.2", "chevron.backward.2"), ("arrow.uturn.left.circle.fill", "arrow.uturn.backward.circle.fill"),
        ("arrow.up.left.and.arrow.down.right", "arrow.up.backward.and.arrow.down.forward"), ("delete.left", "delete.backward"),
    ])
    func leftAndRightAlongTheLineBecomeBackwardAndForward(name: String, directional: String) {
        #expect(NameFamilies.directionalName(of: name) == directional)
    }

    @Test(arguments: ["arrow.left.arrow.right", "arrow.up.and.down.and.arrow.left.and.right", "bubble.left", "sidebar.left", "chevron.up"])
    func namesThatAreNoWayAlongTheLineStay(name: String) {
        #expect(NameFamilies.directionalName(of: name) == nil)
    }

    @Test func directionalNamesAreTheirDrawingDeclaredLeftToRight() throws {
        let all = try Self.all()
        let forward = try #require(all.first { $0.name == "chevron.forward" })
        let right = try #require(all.first { $0.name == "chevron.right" })
        #expect(forward.direction == "left-to-right" && right.direction == nil && forward.composition == "direction")
        #expect(forward.layers.flatMap(\.shapes).map(\.centerline) == right.layers.flatMap(\.shapes).map(\.centerline))
        #expect(all.contains { $0.name == "chevron.forward.circle" && $0.direction == "left-to-right" })
    }

    @Test func theIndexSaysHowANameWasComposed() throws {
        let drawings = try SketchParser.parse(Self.sketches, file: "t.sketch")
        let index = LibraryAuthor.index(try LibraryAuthor.allSketches(drawings), drawn: Set(drawings.map(\.name)))
        #expect(index.contains(#""name": "folder.badge.plus", "base": "folder""#))
        #expect(index.contains(#""composed": "badge""#) && index.contains(#""composed": "direction""#) && index.contains(#""composed": "enclosure""#))
    }
}
