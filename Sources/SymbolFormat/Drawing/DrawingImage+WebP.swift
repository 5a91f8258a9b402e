/// WebP's container (a RIFF file of chunks) read without decoding: the canvas size for the image limits, and a check
/// that every chunk is whole and the image data is there, so that a cut or damaged file is reported where the SVG
/// names it instead of failing when drawn. The pixels are decoded by libwebp in SymbolRender.
///
/// Layouts (Google's WebP container specification): a simple lossy file is `RIFF size WEBP` + `VP8 ` (a VP8 key
/// frame), a simple lossless one `VP8L`; an extended one starts with `VP8X` (flags and the canvas size), then
/// `ALPH` + `VP8 ` or `VP8L` for a still image, or `ANIM` and one `ANMF` per frame for an animation.
extension DrawingImage {
    /// One chunk: its four-character tag and where its payload lies in the file.
    struct WebPChunk {
        var tag: String
        var payload: Range<Int>
    }

    static func le16(_ data: [UInt8], _ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 }
    static func le24(_ data: [UInt8], _ at: Int) -> Int { le16(data, at) | Int(data[at + 2]) << 16 }
    static func le32(_ data: [UInt8], _ at: Int) -> Int { le24(data, at) | Int(data[at + 3]) << 24 }

    /// Whether the bytes start as a WebP file does (`RIFF`, a size, `WEBP`).
    static func isWebP(_ data: [UInt8]) -> Bool {
        data.count >= 12 && data.starts(with: Array("RIFF".utf8)) && Array(data[8..<12]) == Array("WEBP".utf8)
    }

    /// The chunks inside the RIFF size, or why they cannot be read: the file must hold the size its header says
    /// (bytes after it are ignored, as libwebp ignores them) and every chunk must end inside it.
    static func webpChunks(_ data: [UInt8]) -> Result<[WebPChunk], WebPProblem> {
        guard isWebP(data), data.count >= 20 else { return .failure(.init("the WebP is truncated (no first chunk)")) }
        let riffEnd = 8 + le32(data, 4)
        guard riffEnd <= data.count else {
            return .failure(.init("the WebP is truncated (its header says \(riffEnd) bytes, the data has \(data.count))"))
        }
        var chunks: [WebPChunk] = []
        var at = 12
        while at < riffEnd {
            guard at + 8 <= riffEnd else { return .failure(.init("the WebP is truncated (a chunk header is cut off)")) }
            let size = le32(data, at + 4)
            let end = at + 8 + size
            guard end <= riffEnd else { return .failure(.init("the WebP is truncated (a chunk is cut off)")) }
            chunks.append(WebPChunk(tag: String(decoding: data[at..<at + 4], as: UTF8.self), payload: at + 8..<end))
            // Chunks are padded to an even size.
            at = end + (size & 1)
        }
        return .success(chunks)
    }

    /// The reason a WebP is refused (a message for the located warning).
    struct WebPProblem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The canvas size: VP8X's, or the size in the first frame's VP8 or VP8L header; nil when there is none.
    static func webpSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard case .success(let chunks) = webpChunks(data), let first = chunks.first else { return nil }
        return frameSize(data, first)
    }

    /// The size a `VP8X`, `VP8 ` or `VP8L` chunk gives; nil for another chunk or a short or malformed header.
    static func frameSize(_ data: [UInt8], _ chunk: WebPChunk) -> (width: Int, height: Int)? {
        let p = chunk.payload.lowerBound, count = chunk.payload.count
        switch chunk.tag {
        case "VP8X":
            guard count >= 10 else { return nil }
            return (le24(data, p + 4) + 1, le24(data, p + 7) + 1)
        case "VP8 ":
            // A key frame (bit 0 of the frame tag clear) and its start code 9D 01 2A; 14-bit sides (the top two
            // bits scale the output, which decoders ignore).
            guard count >= 10, data[p] & 1 == 0, data[p + 3] == 0x9D, data[p + 4] == 0x01, data[p + 5] == 0x2A else { return nil }
            return (le16(data, p + 6) & 0x3FFF, le16(data, p + 8) & 0x3FFF)
        case "VP8L":
            guard count >= 5, data[p] == 0x2F else { return nil }
            let bits = le32(data, p + 1)
            return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        default:
            return nil
        }
    }

    /// Why the WebP cannot decode, or nil: whole chunks, and image data of the canvas's size (a still image) or a
    /// first animation frame inside the canvas.
    static func webpProblem(_ data: [UInt8]) -> String? {
        let chunks: [WebPChunk]
        switch webpChunks(data) {
        case .failure(let problem): return problem.message
        case .success(let read): chunks = read
        }
        guard let first = chunks.first, let canvas = frameSize(data, first) else {
            return "the WebP does not start with a VP8, VP8L or VP8X header"
        }
        if let problem = vp8PartitionProblem(data, first) { return problem }
        guard first.tag == "VP8X" else { return nil }
        let animated = data[first.payload.lowerBound] & 0x02 != 0
        if animated {
            guard chunks.contains(where: { $0.tag == "ANIM" }), let frame = chunks.first(where: { $0.tag == "ANMF" }) else {
                return "the animated WebP has no frame"
            }
            let p = frame.payload.lowerBound
            guard frame.payload.count >= 16 + 8 else { return "the animated WebP's first frame is cut off" }
            let x = le24(data, p) * 2, y = le24(data, p + 3) * 2
            let width = le24(data, p + 6) + 1, height = le24(data, p + 9) + 1
            guard x + width <= canvas.width, y + height <= canvas.height else { return "the WebP's first frame lies outside its canvas" }
            return nil
        }
        guard let image = chunks.first(where: { $0.tag == "VP8 " || $0.tag == "VP8L" }) else { return "the WebP has no image data" }
        guard let size = frameSize(data, image) else { return "the WebP's image header is malformed" }
        guard size == canvas else {
            return "the WebP's image is \(size.width)×\(size.height) pixels in a \(canvas.width)×\(canvas.height) canvas"
        }
        return vp8PartitionProblem(data, image)
    }

    /// A VP8 frame's first partition must lie inside its chunk (its size is in the frame tag's top 19 bits).
    static func vp8PartitionProblem(_ data: [UInt8], _ chunk: WebPChunk) -> String? {
        guard chunk.tag == "VP8 " else { return nil }
        let tag = le24(data, chunk.payload.lowerBound)
        return 10 + tag >> 5 <= chunk.payload.count ? nil : "the WebP's VP8 data is truncated"
    }
}
