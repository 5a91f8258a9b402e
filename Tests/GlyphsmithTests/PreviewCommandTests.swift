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

    /// 3,000 inputs make a sheet taller than Cairo's side limit: the command says so, naming the limit, before it
    /// renders a cell (Cairo's own "invalid value (typically too big)" named nothing).
    @Test func aListTooLongForOneSheetNamesTheLimitBeforeRendering() throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/many", withIntermediateDirectories: true)
        let icon = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>"#.utf8)
        for index in 0..<3000 { try icon.write(to: URL(fileURLWithPath: folder + "/many/i\(index).svg")) }
        let run = try CommandLine.run(["preview", folder + "/many", "-o", folder + "/sheet.png"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("3000 symbols in 8 columns make a sheet at least 46576 px tall, more than the limit of 32767 px a side"), "\(run.stderr)")
        #expect(!run.stderr.contains("cairo"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/sheet.png"))
    }
}
