import SymbolCore
/// The byte offsets at which lines start, for turning byte offsets into line and column.
///
/// A line ends after LF, after CR LF, or after a CR not followed by LF (XML 1.0 §2.11).
struct XMLLineTable: Sendable {
    /// Offsets of line starts, ascending; the first is always 0.
    private(set) var starts: [Int] = [0]
    /// The index of the line containing the last offset passed to `advance(to:)`.
    private var cursor = 0

    /// Records that a line starts at `offset`, which must be greater than every offset recorded so far.
    mutating func addLineStart(_ offset: Int) {
        starts.append(offset)
    }

    /// The location of `offset`, found by binary search.
    func location(atOffset offset: Int) -> FileLocation {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return FileLocation(line: low + 1, column: offset - starts[low] + 1, offset: offset)
    }

    /// The location of `offset`, in amortized constant time when offsets come in increasing order,
    /// as they do while the reader walks the file.
    mutating func advance(to offset: Int) -> FileLocation {
        guard offset >= starts[cursor] else { return location(atOffset: offset) }
        while cursor + 1 < starts.count, starts[cursor + 1] <= offset { cursor += 1 }
        return FileLocation(line: cursor + 1, column: offset - starts[cursor] + 1, offset: offset)
    }
}
