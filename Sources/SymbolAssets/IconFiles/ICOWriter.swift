/// Builds a Windows icon (`.ico`, `favicon.ico`) from PNG images.
///
/// Layout, every number little-endian: a 6-byte ICONDIR (reserved 0, type 1 = icon, image count); one 16-byte
/// ICONDIRENTRY per image (width and height bytes, where 0 means 256; color count 0; reserved 0; 1 plane; 32 bits
/// per pixel; data length; data offset from the start of the file); then the images, in ascending pixel size
/// whatever order they came in, so equal inputs give equal bytes.
///
/// Every entry is stored as PNG, small sizes included, not as a BMP (a DIB with an AND mask). Windows reads PNG
/// entries since Vista, and every browser reads them in `favicon.ico`; only Windows XP and older need BMP entries,
/// and serving them would mean decoding each PNG and writing a second, larger, pixel format whose alpha old
/// readers ignore anyway. Sizes 16, 24, 32, 48, 64, 128 and 256 are typical; any from 1 to 256 is accepted.
package struct ICOWriter: Sendable, Hashable {
    /// Creates a writer.
    package init() {}

    /// The `.ico` bytes holding `images`, each a PNG of ``IconImage/pixelSize`` pixels square (checked against its
    /// IHDR), at most 256, no two of the same pixel size. The scale only serves error messages: ico knows pixels.
    package func encode(_ images: [IconImage]) throws(IconFileError) -> [UInt8] {
        guard !images.isEmpty else { throw .noImages(format: .ico) }
        var imageForSize: [Int: Int] = [:]
        for (index, image) in images.enumerated() {
            guard (1...256).contains(image.pixelSize) else {
                throw .unsupportedSize(format: .ico, index: index, pointSize: image.pointSize, scale: image.scale,
                                       supported: "1 to 256 pixels square")
            }
            try image.validate(format: .ico, index: index)
            if let first = imageForSize[image.pixelSize] {
                throw .duplicateSize(format: .ico, index: index, firstIndex: first, pointSize: image.pointSize, scale: image.scale)
            }
            imageForSize[image.pixelSize] = index
        }
        // ICONDIR's count is 16 bits, but sizes 1…256 without duplicates are at most 256 entries.
        let ordered = imageForSize.sorted { $0.key < $1.key }.map { images[$0.value] }

        let headerLength = 6 + 16 * ordered.count
        let fileLength = ordered.reduce(headerLength) { $0 + $1.png.count }
        guard fileLength <= Int(UInt32.max) else { throw .tooLarge(format: .ico, byteCount: fileLength) }
        var file: [UInt8] = []
        file.reserveCapacity(fileLength)
        file.appendLittleEndian(UInt16(0))
        file.appendLittleEndian(UInt16(1))
        file.appendLittleEndian(UInt16(ordered.count))
        var dataOffset = headerLength
        for image in ordered {
            let sizeByte = UInt8(truncatingIfNeeded: image.pixelSize)  // 256 wraps to 0, which means 256
            file += [sizeByte, sizeByte, 0, 0]
            file.appendLittleEndian(UInt16(1))
            file.appendLittleEndian(UInt16(32))
            file.appendLittleEndian(UInt32(image.png.count))
            file.appendLittleEndian(UInt32(dataOffset))
            dataOffset += image.png.count
        }
        for image in ordered { file += image.png }
        return file
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        for shift in stride(from: 0, to: value.bitWidth, by: 8) { append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
}
