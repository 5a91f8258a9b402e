import SymbolFormat
import Testing
import SymbolCore

/// Damaged input never crashes the reader: it yields a document or an error located inside the input.
@Suite("XMLReader: robustness")
struct XMLReaderRobustnessTests {
    /// A document using every construct the reader knows.
    static let sample = Array("""
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!--Generator: Apple Native CoreSVG 175.5-->
        <!DOCTYPE svg
        PUBLIC "-//W3C//DTD SVG 1.1//EN"
               "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink='http://www.w3.org/1999/xlink'>\r
         <style><![CDATA[ .a { fill: #FF0000 } ]]></style>
         <g id="Regular-M" transform="matrix(1 0 0 1 1.2 3.4)">
          <?render hint?>
          <path class="a" d="M10 20L30&#x20;40 &amp; Z"/>
          <text x = '1'>Größe &lt;5&gt; &#233;</text>
         </g>
        </svg>
        <!-- end -->

        """.utf8)

    @Test func sampleParses() throws {
        let document = try XMLReader.parse(Self.sample)
        #expect(document.root.elementChildren.map(\.name) == ["style", "g"])
    }

    @Test func everyTruncationYieldsAnErrorAtOrBeforeTheCut() throws {
        let rootEnd = try #require(lastOffset(of: "</svg>", in: Self.sample)) + 6
        for length in 0..<Self.sample.count {
            let prefix = Array(Self.sample[0..<length])
            let error = xmlError(prefix)
            if length < rootEnd {
                #expect(error != nil, "prefix of \(length) bytes parsed")
            }
            if let error {
                #expect(error.location.offset <= length)
                #expect(error.location == naiveLocation(of: error.location.offset, in: prefix))
            }
        }
    }

    @Test func everySingleByteCorruptionIsHandled() {
        let replacements: [UInt8] = Array("<>&\"'/]!?-=; \nx".utf8) + [0x00, 0xFF, 0xC3, 0xE2]
        for offset in 0..<Self.sample.count {
            for replacement in replacements where Self.sample[offset] != replacement {
                var bytes = Self.sample
                bytes[offset] = replacement
                if let error = xmlError(bytes) {
                    #expect(error.location.offset <= bytes.count)
                    #expect(error.location == naiveLocation(of: error.location.offset, in: bytes))
                }
            }
        }
    }

    @Test func pseudoRandomBytesNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet: [UInt8] = Array("<>/=\"' \n&;#x!-[]?aZ:1".utf8) + [0x80, 0xC3, 0xA9]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            if let error = xmlError(bytes) {
                #expect(error.location.offset <= bytes.count)
            }
        }
    }

    /// Line and column computed the slow, obvious way.
    private func naiveLocation(of offset: Int, in bytes: [UInt8]) -> SymbolCore.FileLocation {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SymbolCore.FileLocation(line: line, column: offset - lineStart + 1, offset: offset)
    }

    private func lastOffset(of needle: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(needle.utf8)
        return stride(from: bytes.count - pattern.count, through: 0, by: -1).first {
            Array(bytes[$0..<($0 + pattern.count)]) == pattern
        }
    }
}

/// A tiny deterministic generator, so failures reproduce.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
