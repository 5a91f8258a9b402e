import Testing
@testable import SymbolFormat

@Suite struct StyleDeclarationsTests {
    func pairs(_ s: Substring) -> [String] {
        StyleDeclarations.parse(s).map { "\($0.name)=\($0.value)\($0.isImportant ? "!" : "")" }
    }

    @Test func basicBlock() {
        #expect(StyleDeclarations.parse("fill:#fff; stroke-width : 2px;opacity:.5") == [
            StyleDeclaration(name: "fill", value: "#fff"),
            StyleDeclaration(name: "stroke-width", value: "2px"),
            StyleDeclaration(name: "opacity", value: ".5"),
        ])
    }

    @Test func tolerance() {
        #expect(pairs("FILL:Red;;; ;stroke:none;") == ["fill=Red", "stroke=none"])
        #expect(pairs("") == [])
        #expect(pairs(" ; ") == [])
        #expect(pairs("garbage; fill:red") == ["fill=red"])
        #expect(pairs(":red; fill:; fill : blue") == ["fill=blue"])
        #expect(pairs("fill:red;fill:blue") == ["fill=red", "fill=blue"])
    }

    @Test func comments() {
        #expect(pairs("/* c */fill:/*x*/red/**/; /*stroke:blue;*/opacity:1") == ["fill=red", "opacity=1"])
        #expect(pairs("stroke-dasharray:1/**/2") == ["stroke-dasharray=1 2"])
        #expect(pairs("fill:red /* unterminated") == ["fill=red"])
    }

    @Test func important() {
        #expect(pairs("fill:red !important; stroke: blue!IMPORTANT; opacity:1 ! important") == [
            "fill=red!", "stroke=blue!", "opacity=1!",
        ])
        #expect(pairs("fill:!important") == [])
        #expect(pairs("font-family:important") == ["font-family=important"])
    }

    @Test func quotesAndParentheses() {
        #expect(pairs("font-family:'a;b', \"c;d\"; fill:red") == ["font-family='a;b', \"c;d\"", "fill=red"])
        #expect(pairs("fill:url(data:x;base64,AA==) red;opacity:1") == ["fill=url(data:x;base64,AA==) red", "opacity=1"])
        #expect(pairs("content:'/* not a comment */'") == ["content='/* not a comment */'"])
    }

    @Test func garbageNeverCrashes() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("ab:;!/*'\"() important".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            _ = StyleDeclarations.parse(String(decoding: bytes, as: UTF8.self)[...])
        }
    }
}
