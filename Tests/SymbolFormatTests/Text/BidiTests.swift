import Testing
import SymbolFormat

/// UAX #9 on SVG text chunks, and Arabic joining forms: levels, visual order and mirroring as the algorithm's rules
/// give them for short mixed-direction strings.
@Suite struct BidiTests {
    func levels(_ text: String, rtl: Bool = false, override: Bool = false) -> [UInt8] {
        Bidi.levels(Array(text.unicodeScalars), rightToLeft: rtl, override: override)
    }

    /// The text in visual order, left to right.
    func visual(_ text: String, rtl: Bool = false) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for i in Bidi.visualOrder(levels(text, rtl: rtl)) { out.append(scalars[i]) }
        return String(out)
    }

    @Test func leftToRightTextKeepsItsOrder() {
        #expect(levels("Hi, 42!") == [0, 0, 0, 0, 0, 0, 0])
        #expect(visual("Hi, 42!") == "Hi, 42!")
    }

    @Test func aHebrewWordInLatinTextIsReversed() {
        #expect(levels("ab אבג cd") == [0, 0, 0, 1, 1, 1, 0, 0, 0])
        #expect(visual("ab אבג cd") == "ab גבא cd")
    }

    @Test func aRightToLeftParagraphRaisesLatinAndNumbersAndReversesTheWhole() {
        // Neutrals between R and a number (which counts as R) take R; between a number and L, the base (R).
        #expect(levels("אב 12 cd", rtl: true) == [1, 1, 1, 2, 2, 1, 2, 2])
        #expect(visual("אב 12 cd", rtl: true) == "cd 12 בא")
    }

    @Test func digitsAfterArabicLettersAreArabicNumbersAndKeepTheirOrder() {
        // W2: EN after AL is AN (level 2 in a left-to-right paragraph); the Arabic word is reversed, the digits not.
        let text = "عدد 12"
        #expect(levels(text) == [1, 1, 1, 1, 2, 2])
        #expect(visual(text) == "\u{31}\u{32}\u{20}\u{62F}\u{62F}\u{639}")
    }

    @Test func trailingWhiteSpaceReturnsToTheBaseLevel() {
        #expect(levels("אב  ") == [1, 1, 0, 0])
    }

    @Test func anOverrideDrawsEveryCharacterInTheBaseDirection() {
        #expect(levels("abc", rtl: true, override: true) == [1, 1, 1])
        #expect(Bidi.visualOrder([1, 1, 1]) == [2, 1, 0])
        #expect(levels("אבג", rtl: false, override: true) == [0, 0, 0])
    }

    @Test func bracketsMirrorInPairs() {
        #expect(Bidi.mirrored("(") == ")" && Bidi.mirrored(")") == "(")
        #expect(Bidi.mirrored("«") == "»" && Bidi.mirrored("≤") == "≥")
        #expect(Bidi.mirrored("a") == nil)
    }

    @Test func arabicLettersTakeTheirJoiningForms() {
        // beh yeh teh: all dual-joining.
        #expect(ArabicJoining.forms(Array("بيت".unicodeScalars)) == [.initial, .medial, .final])
        // dal alef reh: right-joining only, so none joins the next.
        #expect(ArabicJoining.forms(Array("دار".unicodeScalars)) == [.isolated, .isolated, .isolated])
        // A mark between two behs is transparent; a space breaks the word; Latin letters take no form.
        #expect(ArabicJoining.forms(Array("بَب ب a".unicodeScalars)) == [.initial, nil, .final, nil, .isolated, nil, nil])
        // Tatweel joins on both sides.
        #expect(ArabicJoining.forms(Array("بـ".unicodeScalars)) == [.initial, nil])
    }
}
