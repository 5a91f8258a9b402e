/// Renders pieces of the input for error messages, bounded so that a megabyte-long name
/// cannot produce a megabyte-long message.
enum XMLDisplay {
    /// The longest name quoted in full, in bytes.
    static let maximumNameLength = 64

    /// The bytes of a name (already valid UTF-8), shortened with `…` when long.
    static func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > maximumNameLength else { return String(decoding: bytes, as: UTF8.self) }
        var end = maximumNameLength
        // Back up to a character boundary so the cut never shows a replacement character.
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self) + "…"
    }

    /// A name already made into a `String`, shortened with `…` when long.
    static func name(_ string: String) -> String {
        guard string.utf8.count > maximumNameLength else { return string }
        return String(string.prefix(maximumNameLength)) + "…"
    }

    /// What is at `offset`, for "found …" in messages: a quoted character, or a phrase for
    /// line breaks, tabs and the end of the file.
    static func character(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let lead = bytes[offset]
        switch lead {
        case 0x0A, 0x0D: return "a line break"
        case 0x09: return "a tab"
        case 0x20: return "a space"
        case 0..<0x80: return "'\(Character(Unicode.Scalar(lead)))'"
        default:
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            let end = min(offset + length, bytes.count)
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self) + "'"
        }
    }
}
