@testable import SymbolRender
import Testing

/// Contact sheets: the grid twice (light, then dark panel), captions under cells, never spilling into a neighbour.
@Suite struct ContactSheetTests {
    private func square() -> Bitmap {
        var bitmap = Bitmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 { bitmap[x, y] = Pixel(red: 0, green: 0, blue: 0, alpha: 255) } }
        return bitmap
    }

    /// Pixels in the box that differ from the panel background.
    private func ink(_ sheet: Bitmap, x: Range<Int>, y: Range<Int>, background: Pixel) -> Int {
        var count = 0
        for row in y { for column in x where sheet[column, row] != background { count += 1 } }
        return count
    }

    @Test func captionsSitUnderTheirCellAndAreShortenedToFit() throws {
        let long = String(repeating: "account-arrow-down-outline-", count: 4)
        let captioned = try ContactSheet(title: "t", columns: ["", ""], rows: ["r"],
                                         cells: [.init(light: square(), caption: long), .init(light: square())]).render()
        let plain = try ContactSheet(title: "t", columns: ["", ""], rows: ["r"],
                                     cells: [.init(light: square()), .init(light: square())]).render()
        // A caption line adds 14 px to each row, in both panels.
        #expect(captioned.height == plain.height + 28)
        // Light panel geometry: labels 80 px wide, cells 96 px wide; the row starts at y 48 and is 62 px tall,
        // its last 14 px holding the caption.
        let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(ink(captioned, x: 80..<176, y: 96..<110, background: white) > 20)
        #expect(ink(captioned, x: 177..<272, y: 96..<110, background: white) == 0)
        // The images still draw, above the caption band.
        #expect(captioned[80 + 48, 48 + 24] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func sheetsAreDeterministic() throws {
        let sheet = ContactSheet(title: "same", columns: ["a"], rows: ["b"], cells: [.init(light: square(), caption: "square")])
        #expect(try PNGEncoder().encode(sheet.render()) == PNGEncoder().encode(sheet.render()))
    }
}
