import Testing
@testable import SymbolFormat

@Suite struct LengthParserTests {
    @Test func units() {
        #expect(LengthParser.parse("12") == 12)
        #expect(LengthParser.parse(" 2.5px ") == 2.5)
        #expect(LengthParser.parse("72pt") == 96)
        #expect(LengthParser.parse("1pc") == 16)
        #expect(LengthParser.parse("1in") == 96)
        #expect(LengthParser.parse("1IN") == 96)
        #expect(LengthParser.parse("2.54cm") == 96)
        #expect(LengthParser.parse("25.4mm") == 96)
        #expect(LengthParser.parse("101.6q") == 96)
        #expect(LengthParser.parse("2em") == 32)
        #expect(LengthParser.parse("2ex") == 16)
        #expect(LengthParser.parse("1e1") == 10)
        #expect(LengthParser.parse("1e1em") == 160)
        #expect(LengthParser.parse("-.5") == -0.5)
        #expect(LengthParser.parse("+3") == 3)
        #expect(LengthParser.parse("50%", percentOf: 30) == 15)
        #expect(LengthParser.parse("50%") == 0)
    }

    @Test func invalidLengths() {
        for bad: Substring in ["", " ", "px", "1 px", "1px2", "1furlong", "1..", "--1", "1e999", "1%%", ".", "e5"] {
            #expect(LengthParser.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func numberLists() {
        #expect(LengthParser.parseNumberList("0 0 24 24") == [0, 0, 24, 24])
        #expect(LengthParser.parseNumberList(" 0,0, 24 ,\n24 ") == [0, 0, 24, 24])
        #expect(LengthParser.parseNumberList("1-2.5.5e1") == [1, -2.5, 5])
        #expect(LengthParser.parseNumberList("") == [])
        #expect(LengthParser.parseNumberList("1,,2") == nil)
        #expect(LengthParser.parseNumberList("1,") == nil)
        #expect(LengthParser.parseNumberList("1 x") == nil)
        #expect(LengthParser.parseLeadingNumbers("10,20 30,40 50 x 60") == [10, 20, 30, 40, 50])
        #expect(LengthParser.parseLeadingNumbers("1,,2") == [1])
        #expect(LengthParser.parseLengthList("5, 10px 1in 50%", percentOf: 10) == [5, 10, 96, 5])
        #expect(LengthParser.parseLengthList("5,") == nil)
        #expect(LengthParser.parseLengthList("5 x") == nil)
        #expect(LengthParser.parseLengthList(" ") == [])
    }

    @Test func numberPrecision() {
        #expect(LengthParser.parse("0.1") == 0.1)
        #expect(LengthParser.parse("123456789.123456789") == 123456789.123456789)
        #expect(LengthParser.parse("1e-30") == 1e-30)
        #expect(LengthParser.parse("-12345678901234567890123") == -12345678901234567890123.0)
        #expect(LengthParser.parse("3.14159265358979323846") == Double.pi)
        #expect(LengthParser.parse("1.") == 1)
    }
}
