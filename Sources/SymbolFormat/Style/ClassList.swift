/// Splits an element's `class` attribute into its class names.
package enum ClassList {
    /// The whitespace-separated tokens of a `class` attribute, in order (duplicates kept).
    /// Tokens are taken literally: `multicolor-0:systemBlueColor` is one class name.
    package static func tokens(_ s: Substring) -> [String] {
        s.withStyleBytes { bytes in
            let sc = StyleScanner(bytes)
            var result: [String] = []
            var i = 0
            while i < bytes.count {
                while i < bytes.count, StyleScanner.isWhitespace(bytes[i]) { i += 1 }
                let start = i
                while i < bytes.count, !StyleScanner.isWhitespace(bytes[i]) { i += 1 }
                if i > start { result.append(sc.string(start..<i)) }
            }
            return result
        }
    }
}
