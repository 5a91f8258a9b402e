import Testing
@testable import SymbolCore

/// The chunk walk every PNG reader shares: whole chunks in order, a cut-off chunk reported once, no length trusted.
@Suite struct PNGChunksTests {
    /// A chunk's frame: length, type, data, CRC over type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = CRC32.checksum(body[...])
        return [UInt8(data.count >> 24 & 0xFF), UInt8(data.count >> 16 & 0xFF), UInt8(data.count >> 8 & 0xFF), UInt8(data.count & 0xFF)]
            + body + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    static let file = PNGChunks.signature + chunk("IHDR", [UInt8](repeating: 1, count: 13)) + chunk("IDAT", [7, 8, 9]) + chunk("IEND", [])

    @Test func wholeChunksComeInFileOrderWithTheirData() {
        let steps = Array(PNGChunks(Self.file))
        let chunks = steps.compactMap { step -> PNGChunk? in if case .chunk(let c) = step { c } else { nil } }
        #expect(steps.count == 3)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.map(\.length) == [13, 3, 0])
        #expect(Array(Self.file[chunks[1].data]) == [7, 8, 9])
        #expect(chunks.allSatisfy { $0.hasValidCRC(in: Self.file) })
    }

    @Test func theCRCIsThePNGSpecificationsCRC() {
        // PNG §D: the CRC of the bytes "IEND" is AE 42 60 82, as in every PNG file's last four bytes.
        #expect(CRC32.checksum(Array("IEND".utf8)[...]) == 0xAE42_6082)
    }

    @Test func aDamagedByteFailsTheCRC() {
        var damaged = Self.file
        damaged[8 + 8 + 2] ^= 0xFF
        guard case .chunk(let header)? = PNGChunks(damaged).first(where: { _ in true }) else { Issue.record("no chunk"); return }
        #expect(!header.hasValidCRC(in: damaged))
    }

    @Test func aLengthPastTheEndIsReportedOnceWithItsType() {
        var bytes = PNGChunks.signature + Self.chunk("IHDR", [UInt8](repeating: 1, count: 13))
        bytes += [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8) + [1, 2, 3, 4]
        let steps = Array(PNGChunks(bytes))
        #expect(steps.count == 2)
        #expect(steps.last == .cutData(type: "IDAT"))
    }

    @Test func aCutHeaderNamesItsTypeOnlyWhenEightBytesRemain() {
        let start = PNGChunks.signature + Self.chunk("IEND", [])
        #expect(Array(PNGChunks(start + [0, 0, 0, 0] + Array("tRNS".utf8))).last == .cutHeader(type: "tRNS"))
        #expect(Array(PNGChunks(start + [0, 0, 0])).last == .cutHeader(type: nil))
        #expect(Array(PNGChunks(start)).count == 1)
    }
}
