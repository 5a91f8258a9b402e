/// CSS comment skipping shared by the declaration and style-sheet parsers.
enum StyleComments {
    /// Given `bytes[start]` is the `/` of `/*`, returns the index just past the closing `*/`,
    /// or `limit` when the comment is unterminated.
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        var i = start + 2
        while i + 1 < limit {
            if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") { return i + 2 }
            i += 1
        }
        return limit
    }
}
