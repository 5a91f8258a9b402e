import Foundation
import SymbolRender
import Testing

/// `glyphsmith preview` draws what `ContactSheet.variants(of:grid:)` and `ContactSheet.list(_:style:)` draw:
/// the command parses, writes and prints; a client gets the same PNG in-process.
@Suite("Command line: preview is the library's contact sheets")
struct PreviewCommandTests {
    let speaker = CommandLine.fixtures + "/Templates/speaker.wave.3.svg"

    func written(_ arguments: [String]) throws -> [UInt8] {
        let folder = try CommandLine.temporaryFolder()
        let run = try CommandLine.run(["preview"] + arguments + ["-o", folder + "/sheet.png"])
        #expect(run.status == 0, "\(run.stderr)")
        return Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/sheet.png")))
    }

    @Test(arguments: ContactSheet.TemplateGrid.allCases)
    func templateGridIsTheLibrarysSheet(_ grid: ContactSheet.TemplateGrid) throws {
        var symbol = try Symbol(contentsOf: speaker)
        symbol.name = "speaker.wave.3.svg"
        let sheet = try ContactSheet.variants(of: symbol, grid: grid, pointSize: 20, pixelScale: 1)
        #expect(sheet.title.hasPrefix("speaker.wave.3.svg — "))
        let command = try written([speaker, "--grid", grid.rawValue, "--point-size", "20", "--pixel-scale", "1"])
        #expect(command == (try PNGEncoder().encode(sheet.render())))
    }

    @Test func listIsTheLibrarysSheet() throws {
        let files = [speaker, CommandLine.fixtures + "/SVG/badge.svg", CommandLine.fixtures + "/Templates/ring.dot.svg"]
        var style = ContactSheet.ListStyle()
        (style.weight, style.columns, style.pointSize) = (.bold, 2, 24)
        let sheet = try ContactSheet.list(files, style: style)
        #expect(sheet.title == "3 symbols, bold")
        #expect(sheet.rows == ["1–2", "3–3"] && sheet.cells.map(\.caption) == ["speaker.wave.3", "badge", "ring.dot"])
        let command = try written(files + ["--weight", "bold", "--columns", "2", "--point-size", "24"])
        #expect(command == (try PNGEncoder().encode(sheet.render())))
    }
}
