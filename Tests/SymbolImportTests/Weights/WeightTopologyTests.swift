import Testing
import Foundation
import SymbolFormat
import SymbolRender
import SVGPath
@testable import SymbolImport

/// Every weight of an imported fill icon keeps the source's parts and holes: where a full offset would fuse parts
/// or close counters, the progression is limited (and said so), never the shape.
@Suite struct WeightTopologyTests {
    /// Synthetic icons of the classes that broke (24-unit viewBox, gaps and parts one unit across).
    static let fixtures: [(name: String, svg: String)] = [
        // 18 keys in a frame, one unit apart and one unit from the frame.
        ("keyboard", svg(#"<path fill-rule="evenodd" d="M1 5H23V19H1Z M2.5 6.5V17.5H21.5V6.5Z"/>"# + keys)),
        // Four panes a unit apart.
        ("panes", svg(#"<path d="M2 2H11.5V11.5H2Z M12.5 2H22V11.5H12.5Z M2 12.5H11.5V22H2Z M12.5 12.5H22V22H12.5Z"/>"#)),
        // A letter m cut from a disc: thin legs, narrow gaps between them.
        ("disc.m", svg(#"<path fill-rule="evenodd" d="M12 1A11 11 0 1 1 12 23A11 11 0 1 1 12 1Z M6 17V8.5H16.5C17.6 8.5 18.2 9.1 18.2 10.2V17H16.6V10.1H13.1V17H11.5V10.1H7.6V17Z"/>"#)),
        // A thin chevron, a little over half a unit across.
        ("chevron", svg(#"<path d="M8 4L16 12L8 20L7.2 19.2L14.4 12L7.2 4.8Z"/>"#)),
        // A brand's speech bubble: a sharp tail (25° at its tip), rounded corners, a letter m cut into it.
        ("bubble.m", svg(#"<path fill-rule="evenodd" d="M4 2H20C21.1 2 22 2.9 22 4V15C22 16.1 21.1 17 20 17H9L3.5 22.5L5.5 17H4C2.9 17 2 16.1 2 15V4C2 2.9 2.9 2 4 2Z M6.5 14V6.5H15.8C16.9 6.5 17.5 7.1 17.5 8.2V14H16.1V7.9H12.7V14H11.3V7.9H7.9V14Z"/>"#)),
    ]

    static var keys: String {
        var d = ""
        for row in 0..<3 {
            for column in 0..<6 {
                let x = 3.5 + Double(column) * 3, y = 7.5 + Double(row) * 3.333
                d += "M\(x) \(y)h2v2.333h-2Z"
            }
        }
        return #"<path d=""# + d + #""/>"#
    }

    static func svg(_ body: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + body + "</svg>"
    }

    /// Parts and holes of a render's ink (alpha at least half).
    static func topology(_ bitmap: Bitmap) -> ShapeTopology {
        let filled = stride(from: 3, to: bitmap.pixels.count, by: 4).map { bitmap.pixels[$0] >= 128 }
        return ShapeTopology(filled: filled, columns: bitmap.width, rows: bitmap.height)
    }

    static func render(_ template: String, _ weight: SymbolWeight, _ scale: SymbolScale) throws -> Bitmap {
        let symbol = try Symbol(svg: Array(template.utf8), name: "t")
        // Two pixels per design unit at Medium: a one-unit source gap is eight pixels, a 1.5-unit one three.
        return try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 200 / 0.70459, weight: weight, scale: scale)).render(symbol).bitmap
    }

    static func sourceTopology(_ svg: String) throws -> ShapeTopology {
        let sized = svg.replacingOccurrences(of: "viewBox=", with: #"width="200" height="200" viewBox="#)
        return topology(try SymbolRenderer().render(Symbol(svg: Array(sized.utf8), name: "source")).bitmap)
    }

    @Test(arguments: fixtures.map(\.name))
    func everyWeightAndScaleKeepsTheSourcesPartsAndHoles(name: String) throws {
        let svg = try #require(Self.fixtures.first { $0.name == name }).svg
        let source = try Self.sourceTopology(svg)
        let template = MasterBuilder.template(for: try SVGImporter.sketch(from: Array(svg.utf8), name: name, file: "\(name).svg").sketch)
        #expect(TemplateValidator.validate(Array(template.utf8), file: "\(name).svg").isEmpty)
        var changed: [String] = []
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                let found = Self.topology(try Self.render(template, weight, scale))
                if found != source { changed.append("\(weight)-\(scale): \(found)") }
            }
        }
        #expect(changed.isEmpty, "\(name) is \(source) as drawn; \(changed)")
    }

    @Test func aLimitedProgressionIsReportedWithTheWeightsAndTheShapeItKept() throws {
        let svg = try #require(Self.fixtures.first { $0.name == "keyboard" }).svg
        let warnings = try SVGImporter.sketch(from: Array(svg.utf8), name: "keyboard", file: "keyboard.svg").warnings.map(\.message)
        #expect(warnings.count == 1)
        let message = try #require(warnings.first)
        #expect(message.contains("19 parts, 1 hole") && message.contains("Medium to Black take") && message.contains("the full offset leaves"),
                "\(message)")
    }

    @Test func theLimitedWeightsStillGrowAndShrink() throws {
        func ink(_ bitmap: Bitmap) -> Double { stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) { $0 + Double(bitmap.pixels[$1]) } }
        for (name, svg) in Self.fixtures where name != "chevron" {
            let template = MasterBuilder.template(for: try SVGImporter.sketch(from: Array(svg.utf8), name: name, file: "\(name).svg").sketch)
            let inks = try SymbolWeight.allCases.map { ink(try Self.render(template, $0, .medium)) }
            #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(name): \(inks)")
        }
    }

    @Test(arguments: ["chevron", "bubble.m"])
    func theUltralightAndBlackMastersStayWithinTheSpikeToleranceOfTheTrueOffset(name: String) throws {
        let svg = try #require(Self.fixtures.first { $0.name == name }).svg
        let drawing = try SVGImporter.sketch(from: Array(svg.utf8), name: name, file: "\(name).svg").sketch
        let sources = drawing.layers.flatMap(\.shapes).map(\.centerline)
        let weighed = FillWeights.masters(of: sources, layers: sources.map { _ in 0 }, thickness: 2.4)
        for (index, source) in sources.enumerated() {
            let (ultralight, black) = weighed.distances[index]
            #expect(ultralight < 0 && black > 0, "\(name) takes part of both progressions")
            for (master, distance) in [(0, ultralight), (2, black)] {
                let excursion = OutlineOffset.excursion(source, weighed.masters[index][master], distance: distance)
                #expect(excursion <= FillWeights.spikeTolerance, "\(name) master \(master) moved by \(distance) leaves the true offset by \(excursion)")
            }
        }
    }

    @Test func iconsWhoseShapeAllowsTheFullOffsetAreNotLimited() throws {
        let frame = Self.svg(#"<path d="M4 4H20V20H4Z M8 8V16H16V8Z"/>"#)
        let result = try SVGImporter.sketch(from: Array(frame.utf8), name: "frame", file: "frame.svg")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
