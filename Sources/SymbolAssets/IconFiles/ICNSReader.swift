/// One element of an `.icns` file: its four-character type and its data, without the 8-byte element header.
package struct ICNSElement: Sendable, Hashable {
    /// The OSType, such as `ic10`, `is32` or `TOC `.
    package var type: String
    /// The element's data: a PNG for the PNG slots, packed RGB or a mask for the RGB slots.
    package var data: [UInt8]
    /// Where the element's header starts in the file.
    package var offset: Int

    /// Creates an element.
    package init(type: String, data: [UInt8], offset: Int) {
        self.type = type
        self.data = data
        self.offset = offset
    }

    /// The iconset slot this element belongs to, or nil for other types (`TOC `, `icnV`, legacy types).
    package var slot: ICNSSlot? { ICNSSlot(elementType: type) }
}

/// Lists the elements of an `.icns` file, for tests and lint. It checks the container, not the images.
package enum ICNSReader {
    /// The top-level elements of `bytes`, in file order.
    package static func elements(_ bytes: [UInt8]) throws(IconFileError) -> [ICNSElement] {
        guard bytes.count >= 8, bytes[0..<4].elementsEqual("icns".utf8) else {
            throw .malformed(format: .icns, offset: 0, reason: "missing the 'icns' magic")
        }
        let fileLength = uint32(bytes, at: 4)
        guard fileLength == bytes.count else {
            throw .malformed(format: .icns, offset: 4, reason: "header says \(fileLength) bytes, file has \(bytes.count)")
        }
        var elements: [ICNSElement] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else {
                throw .malformed(format: .icns, offset: offset, reason: "element header cut off at the end of the file")
            }
            let length = uint32(bytes, at: offset + 4)
            guard length >= 8, offset + length <= bytes.count else {
                throw .malformed(format: .icns, offset: offset, reason: "element length \(length) does not fit the file")
            }
            let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            elements.append(ICNSElement(type: type, data: Array(bytes[(offset + 8)..<(offset + length)]), offset: offset))
            offset += length
        }
        return elements
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
