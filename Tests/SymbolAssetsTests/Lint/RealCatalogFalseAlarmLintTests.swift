import Foundation
import SymbolAssets
import SymbolRender
import Testing

/// What a second survey of public apps' catalogs found reported that is right (each test fails on lint before
/// issue 38): a 0 px slice centre between identical edges, interpolation warnings on templates that draw every
/// slot, watch colours in a catalog shared with iOS, and appearance words that describe a shade or name a thing.
@Suite("Lint: real-world catalogs, second survey")
struct RealCatalogFalseAlarmLintTests {
    typealias Fixture = CatalogFixture

    // MARK: Slices

    /// A 3-part horizontal slice with a 0 px stretch centre between 4 px caps.
    static func zeroCentreSlice(_ filename: String) -> String {
        #"{ "filename" : "\#(filename)", "idiom" : "universal", "resizing" : { "mode" : "3-part-horizontal", "center" : { "mode" : "stretch", "width" : 0 }, "cap-insets" : { "left" : 4, "right" : 4 } }, "scale" : "1x" }"#
    }

    /// An 8×4 image whose columns are given colours (red unless listed), opaque.
    static func columns(_ colours: [Int: [UInt8]]) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<4 { for x in 0..<8 { pixels += colours[x] ?? [255, 0, 0, 255] } }
        return try PNGEncoder().encode(Bitmap(width: 8, height: 4, pixels: pixels))
    }

    @Test func aZeroCentreBetweenIdenticalEdgesDrawsAsMeant() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Bar.imageset/Contents.json", Fixture.imagesJSON([Self.zeroCentreSlice("bar.png")]))
        // Rounded ends in the outer columns, a flat middle: the columns on either side of the seam (3 and 4) agree.
        try catalog.write("Bar.imageset/bar.png", try Self.columns([0: [0, 0, 0, 0], 7: [0, 0, 0, 0]]))
        #expect(catalog.findings() == [])
    }

    @Test func aZeroCentreBetweenDifferentEdgesStaysAWarning() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Bar.imageset/Contents.json", Fixture.imagesJSON([Self.zeroCentreSlice("bar.png")]))
        try catalog.write("Bar.imageset/bar.png", try Self.columns([4: [0, 0, 255, 255]]))
        #expect(catalog.findings() == [
            #"Bar.imageset/Contents.json:3:67: warning: the centre of "bar.png" is 0 px wide; UIKit then stretches a cap's edge pixel"#,
        ])
    }

    @Test func rowsAreComparedForAVerticalSlice() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Column.imageset/Contents.json", Fixture.imagesJSON([
            #"{ "filename" : "column.png", "idiom" : "universal", "resizing" : { "mode" : "3-part-vertical", "center" : { "mode" : "stretch", "height" : 0 }, "cap-insets" : { "top" : 3, "bottom" : 3 } }, "scale" : "1x" }"#,
        ]))
        // 2×8 px: rows 2 and 5 meet at the seam. Equal, then different.
        func rows(_ fifth: [UInt8]) throws -> [UInt8] {
            var pixels: [UInt8] = []
            for y in 0..<8 { for _ in 0..<2 { pixels += y == 5 ? fifth : [0, 128, 0, 255] } }
            return try PNGEncoder().encode(Bitmap(width: 2, height: 8, pixels: pixels))
        }
        try catalog.write("Column.imageset/column.png", rows([0, 128, 0, 255]))
        #expect(catalog.rules() == [])
        try catalog.write("Column.imageset/column.png", rows([0, 128, 0, 254]))
        #expect(catalog.rules() == ["slice-center warning"])
    }

    // MARK: Symbol templates

    /// A template of format 4.0 whose masters cannot interpolate (Black-S has a command more than the other
    /// masters), drawing the slots listed.
    static func template(drawing slots: [String]) -> String {
        var text = #"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">"# + "\n"
        text += #"<g id="Notes"><text id="template-version">Template v.4.0</text></g>"# + "\n<g id=\"Guides\">\n"
        for (scale, baseline) in [("S", 696), ("M", 1126), ("L", 1556)] {
            text += #"<line id="Baseline-\#(scale)" x1="0" x2="3300" y1="\#(baseline)" y2="\#(baseline)"/>"# + "\n"
            text += #"<line id="Capline-\#(scale)" x1="0" x2="3300" y1="\#(baseline - 70)" y2="\#(baseline - 70)"/>"# + "\n"
        }
        for (weight, x) in [("Ultralight", 500), ("Regular", 1400), ("Black", 2880)] {
            text += #"<line id="left-margin-\#(weight)-S" x1="\#(x)" x2="\#(x)" y1="600" y2="720"/>"# + "\n"
            text += #"<line id="right-margin-\#(weight)-S" x1="\#(x + 80)" x2="\#(x + 80)" y1="600" y2="720"/>"# + "\n"
        }
        text += "</g>\n<g id=\"Symbols\">\n"
        for (index, slot) in slots.enumerated() {
            let width = 60 + index
            let extra = slot == "Black-S" ? " L\(width) -30" : ""
            text += #"<g id="\#(slot)" transform="matrix(1 0 0 1 \#(300 + index * 100) 696)"><path d="M0 0 L\#(width) 0\#(extra) L\#(width) -60 L0 -60 Z"/></g>"# + "\n"
        }
        return text + "</g>\n</svg>\n"
    }

    static let allSlots = ["S", "M", "L"].flatMap { scale in
        ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"].map { "\($0)-\(scale)" }
    }

    @Test func aTemplateDrawingAllTwentySevenSlotsIsUsedAsDrawn() throws {
        let catalog = try CatalogFixture()
        try catalog.write("mark.symbolset/Contents.json", #"{ "symbols" : [ { "filename" : "mark.svg", "idiom" : "universal" } ] }"#)
        try catalog.write("mark.symbolset/mark.svg", Self.template(drawing: Self.allSlots))
        #expect(catalog.findings() == [])
        // One slot fewer and Xcode interpolates from the masters, which cannot: still reported.
        try catalog.write("mark.symbolset/mark.svg", Self.template(drawing: Self.allSlots.filter { $0 != "Thin-L" }))
        #expect(catalog.lint().findings.contains { $0.rule == "symbol-template" && $0.message.hasPrefix("masters cannot interpolate") })
    }

    // MARK: Colours

    @Test func watchColoursInACatalogSharedWithIOSNeedNoDark() throws {
        let catalog = try CatalogFixture()
        try catalog.write("Phone.appiconset/Contents.json", Fixture.imagesJSON([#"{ "idiom" : "iphone", "scale" : "2x", "size" : "60x60" }"#]))
        try catalog.write("Complication.colorset/Contents.json", RealCatalogLintTests.colorJSON(RealCatalogLintTests.red, idiom: "watch"))
        #expect(catalog.findings() == [])
        // A universal colour beside it still needs one.
        try catalog.write("Brand.colorset/Contents.json", RealCatalogLintTests.colorJSON(RealCatalogLintTests.red))
        #expect(catalog.rules() == ["color-missing-dark error"])
    }

    @Test func onlyATrailingAppearanceWordSaysTheColourIsForOneAppearance() throws {
        let catalog = try CatalogFixture()
        let red = RealCatalogLintTests.colorJSON(RealCatalogLintTests.red)
        // Shades and things: the word describes the colour or is the whole name.
        try catalog.write("Brand/Dark Blurple.colorset/Contents.json", red)
        try catalog.write("LightIndigo.colorset/Contents.json", red)
        try catalog.write("iconDarkBackgroundColor.colorset/Contents.json", red)
        try catalog.write("Domain/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try catalog.write("Domain/light.colorset/Contents.json", red)
        // Variants kept as sets of their own: the word qualifies a name, last or before "Mode".
        try catalog.write("text_Dark.colorset/Contents.json", red)
        try catalog.write("backgroundNightColor.colorset/Contents.json", red)
        try catalog.write("darkModeBorder.colorset/Contents.json", red)
        let findings = catalog.lint().findings
        let soft = findings.filter { $0.rule == "color-missing-dark-soft" }.map(\.message)
        #expect(soft == [
            #"backgroundNightColor.colorset has no dark appearance; its name says "Night", so it may be meant for one appearance (if not, add a dark variant)"#,
            #"darkModeBorder.colorset has no dark appearance; its name says "dark", so it may be meant for one appearance (if not, add a dark variant)"#,
            #"text_Dark.colorset has no dark appearance; its name says "Dark", so it may be meant for one appearance (if not, add a dark variant)"#,
        ])
        let strict = findings.filter { $0.rule == "color-missing-dark" }.compactMap { $0.file?.replacing(catalog.root + "/", with: "") }
        #expect(strict == ["Brand/Dark Blurple.colorset/Contents.json", "Domain/light.colorset/Contents.json",
                           "LightIndigo.colorset/Contents.json", "iconDarkBackgroundColor.colorset/Contents.json"])
    }
}
