/// Text made safe for XML and HTML attribute values and content (`&`, `<`, `>`, `"`).
package enum XMLEscaping {
    /// `text` with the four markup characters replaced by entities.
    package static func escaped(_ text: String) -> String {
        // Most text (class names, symbol names, numbers) has nothing to escape: returned without walking its
        // characters, which writing tens of thousands of layers' attributes otherwise spent most of its time on.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") })
        else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
