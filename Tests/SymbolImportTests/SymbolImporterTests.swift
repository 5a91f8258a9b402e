import Testing
import SymbolFormat
import SymbolImport
import SymbolRender
import SymbolCore

/// The importer as a Swift client calls it: bytes or files in, a template and its warnings out.
@Suite struct SymbolImporterTests {
    static let plus = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M5 12h14M12 5v14"/></svg>"#.utf8)

    /// The lines of a plus at three stroke widths: an Ultralight, a Regular and a Black drawing by hand.
    static func plus(width: Double) -> [UInt8] {
        Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="\#(width)"><path d="M5 12h14M12 5v14"/></svg>"#.utf8)
    }

    @Test func anIconImportsAsATemplateThatRendersAtEveryWeight() throws {
        let imported = try SymbolImporter().importSymbol(svg: Self.plus, name: "plus", file: "plus.svg")
        #expect(imported.name == "plus")
        #expect(imported.warnings.isEmpty)
        let symbol = try imported.symbol()
        #expect(symbol.template != nil)
        let light = try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 34, weight: .ultralight)).render(symbol)
        let heavy = try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 34, weight: .black)).render(symbol)
        #expect(ink(light.bitmap) < ink(heavy.bitmap))
    }

    @Test func drawnMastersBecomeTheLightAndHeavyWeights() throws {
        let masters = SymbolImportMasters(ultralight: Self.plus(width: 0.75), ultralightFile: "plus-ultralight.svg",
                                          black: Self.plus(width: 3.5), blackFile: "plus-black.svg")
        let drawn = try SymbolImporter().importSymbol(svg: Self.plus(width: 2), name: "plus", file: "plus.svg", masters: masters)
        let grown = try SymbolImporter().importSymbol(svg: Self.plus(width: 2), name: "plus", file: "plus.svg")
        #expect(drawn.template != grown.template)
        let black = SymbolConfiguration(pointSize: 34, weight: .black)
        let drawnInk = ink(try SymbolRenderer(configuration: black).render(drawn.symbol()).bitmap)
        let regularInk = ink(try SymbolRenderer(configuration: SymbolConfiguration(pointSize: 34)).render(drawn.symbol()).bitmap)
        #expect(Double(drawnInk) > Double(regularInk) * 1.4, "the Black drawing's 3.5 units against Regular's 2")
    }

    @Test func drawnMastersThatChangeShapeAreNamedNotNarrowed() throws {
        // Two bars three units apart, drawn 2 wide at Regular and 4 wide at Black: they fuse at Black.
        func bars(_ width: Double) -> [UInt8] {
            Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="\#(width)"><path d="M10.5 5v14M13.5 5v14"/></svg>"#.utf8)
        }
        let masters = SymbolImportMasters(ultralight: bars(1), ultralightFile: "bars-ultralight.svg", black: bars(4), blackFile: "bars-black.svg")
        let drawn = try SymbolImporter().importSymbol(svg: bars(2), name: "bars", file: "bars.svg", masters: masters)
        let warning = try #require(drawn.warnings.first { $0.message.contains("changes shape") })
        #expect(warning.file == "bars.svg" && warning.message.contains("Black-M"))
        #expect(!drawn.warnings.contains { $0.message.contains("narrower weight range") })
    }

    @Test func mastersThatDrawOtherPartsAreAnErrorNamingTheFile() {
        let masters = SymbolImportMasters(ultralight: Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M5 12h14" stroke="black"/><circle cx="3" cy="3" r="1" fill="red"/></svg>"#.utf8),
                                          ultralightFile: "odd.svg", black: Self.plus(width: 3.5), blackFile: "plus-black.svg")
        #expect { try SymbolImporter().importSymbol(svg: Self.plus(width: 2), name: "plus", file: "plus.svg", masters: masters) } throws: { error in
            (error as? Diagnostic)?.file == "odd.svg"
        }
    }

    @Test func aMissingFileIsAnErrorNamingIt() {
        #expect { try SymbolImporter().importSymbol(contentsOf: "/nonexistent/bell.svg") } throws: { error in
            (error as? Diagnostic)?.file == "/nonexistent/bell.svg"
        }
        #expect(SymbolImporter.symbolName("Icons/bell.fill.svg") == "bell.fill")
    }

    func ink(_ bitmap: Bitmap) -> Int {
        stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0) { $0 + Int(bitmap.pixels[$1]) }
    }
}
