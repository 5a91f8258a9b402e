import SymbolRender

/// Builds an Apple Icon Image (`.icns`) file from the PNGs of a macOS `.iconset`, without `iconutil`.
///
/// Layout, every length big-endian and counting its own 8-byte header: `icns` and the file length; a `TOC `
/// element listing each following element's type and length, as `iconutil` writes; then one element per image (two
/// for the RGB slots), in ``ICNSSlot`` order whatever order the images came in, so equal inputs give equal bytes.
/// Any subset of the ten slots may be given; macOS scales the nearest one.
package struct ICNSWriter: Sendable, Hashable {
    /// Whether to write the `TOC ` element. macOS (10.7+) and Pillow read files with or without it.
    package var writesTableOfContents: Bool

    /// Creates a writer.
    package init(writesTableOfContents: Bool = true) {
        self.writesTableOfContents = writesTableOfContents
    }

    /// The `.icns` bytes holding `images`.
    ///
    /// Each image must be a PNG of `pointSize × scale` pixels square (checked against its IHDR) for one of the ten
    /// ``ICNSSlot``s, and no two may share a slot. The 16 and 32 point @1x PNGs are decoded (with `PNGDecoder`, so
    /// they must be 8-bit and non-interlaced, as `PNGEncoder` writes them) to fill their RGB and mask elements.
    package func encode(_ images: [IconImage]) throws(IconFileError) -> [UInt8] {
        guard !images.isEmpty else { throw .noImages(format: .icns) }
        var imageForSlot: [ICNSSlot: Int] = [:]
        for (index, image) in images.enumerated() {
            guard let slot = ICNSSlot(pointSize: image.pointSize, scale: image.scale) else {
                throw .unsupportedSize(format: .icns, index: index, pointSize: image.pointSize, scale: image.scale,
                                       supported: ICNSSlot.supportedSizes)
            }
            try image.validate(format: .icns, index: index)
            if let first = imageForSlot[slot] {
                throw .duplicateSize(format: .icns, index: index, firstIndex: first, pointSize: image.pointSize, scale: image.scale)
            }
            imageForSlot[slot] = index
        }

        var elements: [(type: String, data: [UInt8])] = []
        for (slot, index) in imageForSlot.sorted(by: { $0.key < $1.key }) {
            let image = images[index]
            if let maskType = slot.maskType {
                let bitmap: Bitmap
                do {
                    bitmap = try PNGDecoder.decode(image.png)
                } catch {
                    throw .undecodablePNG(format: .icns, index: index, pointSize: image.pointSize, scale: image.scale,
                                          reason: error.description)
                }
                let (rgb, mask) = ICNSRGBElement.encode(bitmap)
                elements.append((slot.imageType, rgb))
                elements.append((maskType, mask))
            } else {
                elements.append((slot.imageType, image.png))
            }
        }
        if writesTableOfContents {
            var toc: [UInt8] = []
            for element in elements {
                toc.append(contentsOf: element.type.utf8)
                toc.appendUInt32BigEndian(UInt32(truncatingIfNeeded: 8 + element.data.count))
            }
            elements.insert(("TOC ", toc), at: 0)
        }

        let fileLength = elements.reduce(8) { $0 + 8 + $1.data.count }
        guard fileLength <= Int(UInt32.max) else { throw .tooLarge(format: .icns, byteCount: fileLength) }
        var file: [UInt8] = []
        file.reserveCapacity(fileLength)
        file.append(contentsOf: "icns".utf8)
        file.appendUInt32BigEndian(UInt32(fileLength))
        for element in elements {
            file.append(contentsOf: element.type.utf8)
            file.appendUInt32BigEndian(UInt32(8 + element.data.count))
            file.append(contentsOf: element.data)
        }
        return file
    }
}

extension [UInt8] {
    fileprivate mutating func appendUInt32BigEndian(_ value: UInt32) {
        append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }
}
