/// Where the lines of a file start, found once, so that any byte offset becomes a ``FileLocation`` by binary
/// search: a file with 40,000 findings is located in 40,000 × log(lines) steps, not 40,000 scans from its first
/// byte. Lines end after LF (a CR before it is the previous line's last byte, as editors count columns in bytes).
package struct LineIndex: Sendable {
    /// Offsets of line starts, ascending; the first is always 0.
    private let starts: [Int]
    /// The file's length: offsets past it are located at its end.
    private let count: Int

    /// Indexes the lines of `bytes` (one pass).
    package init(_ bytes: [UInt8]) {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        self.starts = starts
        self.count = bytes.count
    }

    /// The line and column of `offset` (clamped to the file), in O(log lines).
    package func location(offset: Int) -> FileLocation {
        let target = max(0, min(offset, count))
        // The last line start at or before `target`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return FileLocation(line: low + 1, column: target - starts[low] + 1, offset: target)
    }
}
