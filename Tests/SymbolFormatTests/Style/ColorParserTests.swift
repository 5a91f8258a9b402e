import Testing
@testable import SymbolFormat

@Suite struct ColorParserTests {
    func hex(_ s: Substring) -> String? { ColorParser.parseColor(s)?.description }

    @Test func hexForms() {
        #expect(ColorParser.parseColor("#fff") == .white)
        #expect(hex("#f00") == "#ff0000ff")
        #expect(hex("#0f08") == "#00ff0088")
        #expect(ColorParser.parseColor("#0f08")?.alpha == Double(0x88) / 255)
        #expect(hex("#007AFF") == "#007affff")
        #expect(ColorParser.parseColor("#007AFF") == RGBAColor(red8: 0, green8: 0x7A, blue8: 0xFF))
        #expect(hex("#11223344") == "#11223344")
        #expect(hex("  #abc \n") == "#aabbccff")
        for bad: Substring in ["#", "#ff", "#fffff", "#ggg", "#1234567", "# fff", "#fff f"] {
            #expect(ColorParser.parseColor(bad) == nil, "\(bad)")
        }
    }

    @Test func rgbForms() {
        #expect(ColorParser.parseColor("rgb(100%,0%,50%)") == RGBAColor(red: 1, green: 0, blue: 0.5))
        #expect(ColorParser.parseColor("rgb(255, 0, 51)") == RGBAColor(red8: 255, green8: 0, blue8: 51))
        #expect(ColorParser.parseColor("rgb(255 0 51)") == RGBAColor(red8: 255, green8: 0, blue8: 51))
        #expect(ColorParser.parseColor("RGB( 255 , 0 , 51 )") == RGBAColor(red8: 255, green8: 0, blue8: 51))
        #expect(ColorParser.parseColor("rgba(0,0,255,0.5)") == RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(ColorParser.parseColor("rgba(0,0,255,.25)")?.alpha == 0.25)
        #expect(ColorParser.parseColor("rgb(0 0 255 / 50%)") == RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(ColorParser.parseColor("rgb(0 0 255 / 0.75)")?.alpha == 0.75)
        #expect(ColorParser.parseColor("rgb(127.5, 0, 0)")?.red == 0.5)
        #expect(ColorParser.parseColor("rgb(300, -20, 0, 2)") == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(ColorParser.parseColor("rgb(1e2%, 0%, 0%)")?.red == 1)
        #expect(ColorParser.parseColor("rgb(1e2% 0 0)")?.red == 1, "the modern syntax lets numbers and percentages mix")
        #expect(ColorParser.parseColor("rgba(0, 127, 0, 50%)")?.alpha == 0.5, "a percentage alpha (CSS Color 4)")
        #expect(ColorParser.parseColor("rgb(none 0 0)")?.red == 0)
        for bad: Substring in ["rgb(1,2)", "rgb(1,2,3", "rgb(1,2,3))", "rgb(1,2,3) x", "rgb(1px,2,3)", "rgbx(1,2,3)",
            "rgb()", "rgb(1,2,3,4,5)", "rgb(1,2,3 / )", "rgb(1e999,0,0)", "rgb(1e2%, 0, 0)", "rgba(0, 50%, 0, 0.5)"]
        {
            #expect(ColorParser.parseColor(bad) == nil, "\(bad)")
        }
    }

    @Test func hslForms() {
        #expect(hex("hsl(120 100% 25%)") == "#008000ff")
        #expect(hex("hsl(120,100%,25%)") == hex("#008000"))
        #expect(ColorParser.parseColor("hsl(0, 100%, 50%)") == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(ColorParser.parseColor("hsl(240deg 100% 50%)") == RGBAColor(red: 0, green: 0, blue: 1))
        #expect(hex("hsl(0.5turn 100% 50%)") == "#00ffffff")
        #expect(hex("hsl(3.14159265358979rad 100% 50%)") == "#00ffffff")
        #expect(hex("hsl(200grad 100% 50%)") == "#00ffffff")
        #expect(hex("hsl(-240, 100%, 50%)") == "#00ff00ff")
        #expect(hex("hsl(480 100% 50%)") == "#00ff00ff")
        #expect(hex("hsla(0, 0%, 100%, 0.5)") == "#ffffff80")
        #expect(hex("hsl(0 0% 0% / 20%)") == "#00000033")
        #expect(ColorParser.parseColor("hsl(10%, 50%, 50%)") == nil)
        #expect(ColorParser.parseColor("hsl(10px, 50%, 50%)") == nil)
    }

    @Test func namedColors() {
        #expect(ColorParser.namedColors.count == 148)
        #expect(ColorParser.namedColors.keys.filter { $0 != "transparent" }.count == 147)
        #expect(ColorParser.parseColor("red") == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(ColorParser.parseColor("  RebeccaPurple ") == nil)
        #expect(hex("CornflowerBlue") == "#6495edff")
        #expect(hex("lightgoldenrodyellow") == "#fafad2ff")
        #expect(hex("grey") == hex("gray"))
        #expect(hex("darkslategrey") == "#2f4f4fff")
        #expect(ColorParser.parseColor("TRANSPARENT") == .clear)
        #expect(ColorParser.parseColor("currentColor") == nil)
        #expect(ColorParser.parseColor("none") == nil)
        #expect(ColorParser.parseColor("re d") == nil)
        #expect(ColorParser.parseColor("") == nil)
    }

    @Test func paints() {
        #expect(ColorParser.parsePaint("none") == Paint.none)
        #expect(ColorParser.parsePaint(" NONE ") == Paint.none)
        #expect(ColorParser.parsePaint("currentColor") == .currentColor)
        #expect(ColorParser.parsePaint("currentcolor") == .currentColor)
        #expect(ColorParser.parsePaint("#000") == .color(.black))
        #expect(ColorParser.parsePaint("url(#grad)") == .reference("grad"))
        #expect(ColorParser.parsePaint("url( '#g 1' )") == .reference("g 1"))
        #expect(ColorParser.parsePaint("url(\"#g\") red") == .reference("g"))
        #expect(ColorParser.parsePaint("URL(#g) none") == .reference("g"))
        #expect(ColorParser.parsePaintWithFallback("url(#g) red")?.fallback == .color(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(ColorParser.parsePaintWithFallback("url(#g)")?.fallback == nil)
        #expect(ColorParser.parsePaint("url(#g) bogus") == nil)
        #expect(ColorParser.parsePaint("url(#g") == nil)
        #expect(ColorParser.parsePaint("url()") == nil)
        #expect(ColorParser.parsePaint("inherit") == nil)
        #expect(ColorParser.parsePaint("") == nil)
    }

    @Test func garbageNeverCrashes() {
        let samples: [String] = [
            "#", "rgb(", "rgb(,,,)", "hsl(/)", "url(", "url(#", "url('#", "(", ")", "\u{0}", "é", "#é",
            "rgb(1 2 3 / 4 / 5)", "hsl(1e400 1 1)", "rgb(-.e5,1,1)", "url(#a)url(#b)", String(repeating: "(", count: 500),
        ]
        for s in samples {
            _ = ColorParser.parseColor(s[...])
            _ = ColorParser.parsePaint(s[...])
        }
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("#rgbhsla(),/% .-+e0123456789urlnone".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...16, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let s = String(decoding: bytes, as: UTF8.self)
            _ = ColorParser.parsePaint(s[...])
        }
    }
}
