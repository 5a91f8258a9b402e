import Testing
import SVGPath
import SymbolFormat
@testable import SymbolImport

/// The winding questions that decide which contours of a fill are holes and which side of each is filled read a
/// bounded number of polygon points for the icon's fills together, not for each fill alone: a layer of many fills,
/// each just within the bound, took seconds and said nothing.
@Suite struct WindingWorkTests {
    /// An even-odd fill of `count` rings over one another (each ring an outer and an inner circle).
    static func rings(_ count: Int, shift: Double = 0) -> String {
        (0..<count).map { i in
            let (x, y) = (12 + Double(i % 7) * 0.1 + shift, 12 + Double(i % 11) * 0.1)
            return "M\(x - 9) \(y)a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM\(x - 7) \(y)a7 7 0 1 1 14 0a7 7 0 1 1 -14 0z"
        }.joined()
    }

    /// Three such fills in one top-level group: one layer as drawn.
    static let layer = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g>"#
        + (0..<3).map { #"<path fill-rule="evenodd" d=""# + rings(6, shift: Double($0) * 0.05) + #""/>"# }.joined()
        + "</g></svg>"

    /// What deciding one fill of the layer reads: finding its holes, then its contours' sides (each from a bound of
    /// its own).
    static func work(_ d: String) -> (holes: Int, sides: Int) {
        let start = 1 << 40
        var (holes, sides) = (start, start)
        guard let rewritten = PathParser.parse(d).path.evenOddAsNonZero(work: &holes),
              OutlineOffset.orientedLikeStrokeOutlines(rewritten, work: &sides) != nil else { return (.max, .max) }
        return (start - holes, start - sides)
    }

    static func artwork(windingWork: Int) throws -> ImportedArtwork {
        let read = try SVGReader.read(try XMLReader.parse(Array(layer.utf8), file: "t.svg"), file: "t.svg")
        return ImportedArtwork(read.drawing, foreground: [], windingWork: windingWork)
    }

    @Test func theFillsOfALayerShareTheBoundAndWhatItDoesNotPayForIsSaid() throws {
        let work = (0..<3).map { Self.work(Self.rings(6, shift: Double($0) * 0.05)) }
        let each = work.map(\.sides)
        #expect(work.allSatisfy { $0.holes > 0 && $0.holes < $0.sides && $0.sides < Int.max })
        // With room for the three, every fill is decided and nothing is said.
        let whole = try Self.artwork(windingWork: each.reduce(0, +))
        #expect(whole.warnings.isEmpty)
        // Each fill fits the bound alone, but not the three together: the third is drawn as its contours turn, and
        // said; the first two are as they were.
        #expect(work.map(\.holes).reduce(0, +) <= each[0] + each[1] + each[2] / 2)
        let bounded = try Self.artwork(windingWork: each[0] + each[1] + each[2] / 2)
        #expect(bounded.warnings == ["a fill is drawn as its contours turn (the non-zero rule): with the fills before it, its contours lie over one another too many times to tell which are holes; where other shapes of its layer overlap it they may cancel out"])
        #expect(each.allSatisfy { $0 <= each[0] + each[1] + each[2] / 2 })
        #expect(bounded.pieces.count == 3)
        for index in 0..<2 {
            guard case .fill(let a) = bounded.pieces[index].geometry, case .fill(let b) = whole.pieces[index].geometry else {
                Issue.record("a fill")
                continue
            }
            #expect(a == b)
        }
        guard case .fill(let third) = bounded.pieces[2].geometry, case .fill(let decided) = whole.pieces[2].geometry else {
            Issue.record("a fill")
            return
        }
        #expect(third != decided)
        // A fill past the bound alone keeps the message that says so.
        let alone = try Self.artwork(windingWork: each[0] - 1)
        #expect(alone.warnings.first?.hasPrefix("a fill of 12 contours lying over one another too many times") == true)
    }

    @Test func theSidesOfAnIconsPathsShareTheBoundAndALayerItRunsOutInKeepsItsOutlines() {
        let paths = (0..<3).map { PathParser.parse(Self.rings(2, shift: Double($0) * 0.05)).path.evenOddAsNonZero() }
        let each = paths.map { OutlineOffset.Prepared($0, tuning: WeightPolicy.imported.offset).windingWork }
        let whole = FillWeights.masters(of: paths, layers: [0, 0, 1], thickness: 8, windingWork: each.reduce(0, +))
        #expect(whole.unweighed.isEmpty)
        // The second layer's path fits the bound alone, not after the first layer's two.
        let bounded = FillWeights.masters(of: paths, layers: [0, 0, 1], thickness: 8, windingWork: each[0] + each[1] + each[2] / 2)
        #expect(bounded.unweighed == [1])
        #expect(Array(bounded.masters[0..<2]) == Array(whole.masters[0..<2]))
        #expect(bounded.masters[2] == [paths[2], paths[2], paths[2]])
        // Within one layer too: the layer whose second path is refused keeps its outlines.
        let inLayer = FillWeights.masters(of: paths, layers: [0, 0, 0], thickness: 8, windingWork: each[0] + each[1] / 2)
        #expect(inLayer.unweighed == [0])
        #expect(inLayer.masters == paths.map { [$0, $0, $0] })
    }
}
