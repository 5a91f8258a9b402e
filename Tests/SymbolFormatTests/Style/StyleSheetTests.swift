import Testing
@testable import SymbolFormat

@Suite struct StyleSheetTests {
    func values(_ sheet: StyleSheet, _ type: String, id: String? = nil, classes: [String] = []) -> [String] {
        sheet.declarations(forType: type, id: id, classes: classes).map { "\($0.name)=\($0.value)" }
    }

    @Test func sfSymbolsClassNamesKeepTheirColon() {
        let sheet = StyleSheet.parse("""
            .monochrome-0 {-sfsymbols-motion-group:0}
            .multicolor-0:systemBlueColor {fill:#007AFF;opacity:1.0}
            .hierarchical-0:primary {fill:#142A44}
            .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
            """)
        #expect(sheet.rules.count == 4)
        #expect(sheet.rules[1].selectors == [SimpleSelector(classes: ["multicolor-0:systemBlueColor"])])
        #expect(sheet.rules[2].selectors == [SimpleSelector(classes: ["hierarchical-0:primary"])])
        let classes = ClassList.tokens("monochrome-0 multicolor-0:systemBlueColor hierarchical-0:primary")
        #expect(classes == ["monochrome-0", "multicolor-0:systemBlueColor", "hierarchical-0:primary"])
        #expect(values(sheet, "path", classes: classes) == [
            "-sfsymbols-motion-group=0", "fill=#007AFF", "opacity=1.0", "fill=#142A44",
        ])
        #expect(values(sheet, "path", classes: ["multicolor-0"]) == [])
    }

    @Test func selectorKinds() {
        let sheet = StyleSheet.parse("path{a:1} .c{a:2} #i{a:3} *{a:4} path.c.d{a:5} .c , #j,rect{a:6} path#i.c{a:7}")
        #expect(sheet.rules.map(\.selectors) == [
            [SimpleSelector(type: "path")],
            [SimpleSelector(classes: ["c"])],
            [SimpleSelector(id: "i")],
            [SimpleSelector()],
            [SimpleSelector(type: "path", classes: ["c", "d"])],
            [SimpleSelector(classes: ["c"]), SimpleSelector(id: "j"), SimpleSelector(type: "rect")],
            [SimpleSelector(type: "path", id: "i", classes: ["c"])],
        ])
        #expect(sheet.rules.map(\.order) == Array(0..<7))
        #expect(SimpleSelector(type: "path", id: "i", classes: ["c"]).specificity == Specificity(ids: 1, classes: 1, types: 1))
        #expect(SimpleSelector().specificity == Specificity(ids: 0, classes: 0, types: 0))
        #expect(values(sheet, "circle") == ["a=4"])
        #expect(values(sheet, "rect") == ["a=4", "a=6"])
    }

    @Test func specificityThenSourceOrder() {
        let sheet = StyleSheet.parse("#x{fill:id} .a{fill:class1} path{fill:type} .b{fill:class2} *{fill:any} .a{fill:class3}")
        #expect(values(sheet, "path", id: "x", classes: ["a", "b"]) == [
            "fill=any", "fill=type", "fill=class1", "fill=class2", "fill=class3", "fill=id",
        ])
        #expect(Specificity(ids: 1, classes: 0, types: 0) > Specificity(ids: 0, classes: 9, types: 9))
        #expect(Specificity(ids: 0, classes: 1, types: 0) > Specificity(ids: 0, classes: 0, types: 5))
    }

    @Test func importantComesLast() {
        let sheet = StyleSheet.parse("path{fill:red !important} #x{fill:blue}")
        let d = sheet.declarations(forType: "path", id: "x", classes: [])
        #expect(d.map(\.value) == ["blue", "red"])
        #expect(d.last?.isImportant == true)
    }

    @Test func atRulesAndCommentsAreSkipped() {
        let sheet = StyleSheet.parse("""
            <![CDATA[ <!--
            @import url("x.css");
            /* .a { fill: red } */
            @media (min-width: 10px) { .a { fill: blue } .b { fill: {nested} } }
            @font-face { font-family: "x}"; }
            .a { fill: green }
            @charset "utf-8";
            .b { stroke: black }
            --> ]]>
            """)
        #expect(sheet.rules.count == 2)
        #expect(values(sheet, "g", classes: ["a", "b"]) == ["fill=green", "stroke=black"])
        #expect(sheet.rules.map(\.order) == [0, 1])
    }

    @Test func unsupportedSelectorsAreDropped() {
        let sheet = StyleSheet.parse("path:hover{a:4} .a, path::before{a:6} #a#b{a:8} .{a:9} , {a:10} g >{a:12} [x{a:13} [x=]{a:14} .ok{a:11}")
        #expect(sheet.rules.count == 2)
        #expect(sheet.rules[0].selectors == [SimpleSelector(classes: ["a"])])
        #expect(sheet.rules[1].selectors == [SimpleSelector(classes: ["ok"])])
        #expect(sheet.rules.map(\.order) == [0, 1])
    }

    @Test func combinatorsAttributesAndFirstChildParse() {
        let sheet = StyleSheet.parse("g path{a:1} g>path{a:2} [x]{a:3} *:first-child{a:5} .c + .d ~ e{a:7} rect[fill='red' ]{a:8} [d|=en]{a:9}")
        func selector(_ type: String?, classes: [String] = [], _ change: (inout SimpleSelector) -> Void = { _ in }) -> SimpleSelector {
            var s = SimpleSelector(type: type, classes: classes)
            change(&s)
            return s
        }
        #expect(sheet.rules.map(\.selectors) == [
            [selector("path") { $0.context = [SelectorContext(.descendant, SimpleSelector(type: "g"))] }],
            [selector("path") { $0.context = [SelectorContext(.child, SimpleSelector(type: "g"))] }],
            [selector(nil) { $0.attributes = [AttributeCondition(name: "x", op: .exists)] }],
            [selector(nil) { $0.isFirstChild = true }],
            [selector("e") { $0.context = [SelectorContext(.generalSibling, SimpleSelector(classes: ["d"])),
                                           SelectorContext(.adjacentSibling, SimpleSelector(classes: ["c"]))] }],
            [selector("rect") { $0.attributes = [AttributeCondition(name: "fill", op: .equals, value: "red")] }],
            [selector(nil) { $0.attributes = [AttributeCondition(name: "d", op: .dashMatch, value: "en")] }],
        ])
        #expect(sheet.rules[4].selectors[0].specificity == Specificity(ids: 0, classes: 2, types: 1))
        #expect(values(sheet, "path") == [], "a selector that needs the element never matches by name alone")
        #expect(AttributeCondition(name: "c", op: .includes, value: "b").holds(for: "a b c"))
        #expect(!AttributeCondition(name: "c", op: .prefix, value: "").holds(for: "a"))
    }

    @Test func escapesAndComments() {
        let sheet = StyleSheet.parse(".a\\:b{x:1} .c\\3a d{x:2} /*x*/.e/*y*/{x:3}")
        #expect(sheet.rules.map(\.selectors) == [
            [SimpleSelector(classes: ["a:b"])], [SimpleSelector(classes: ["c:d"])], [SimpleSelector(classes: ["e"])],
        ])
    }

    @Test func unterminatedInput() {
        #expect(StyleSheet.parse(".a{fill:red").rules.first?.declarations == [StyleDeclaration(name: "fill", value: "red")])
        #expect(StyleSheet.parse(".a").rules.isEmpty)
        #expect(StyleSheet.parse("@media x { .a{fill:red}").rules.isEmpty)
        #expect(StyleSheet.parse("}}} .a{fill:red}").rules.count == 1)
        #expect(StyleSheet.parse("").rules.isEmpty)
    }

    @Test func classListTokens() {
        #expect(ClassList.tokens("  a\tb\n  c ") == ["a", "b", "c"])
        #expect(ClassList.tokens("") == [])
        #expect(ClassList.tokens("a a") == ["a", "a"])
    }

    @Test func garbageNeverCrashes() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("ab.#*{}:;,@/*'\"()[]>\\ -!<".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...32, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let sheet = StyleSheet.parse(String(decoding: bytes, as: UTF8.self))
            _ = sheet.declarations(forType: "a", id: "b", classes: ["a", "b"])
        }
    }
}
