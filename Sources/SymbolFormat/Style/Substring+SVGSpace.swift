extension Substring {
    /// The substring without leading and trailing XML whitespace.
    func trimmingSVGSpace() -> Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return s
    }
}
