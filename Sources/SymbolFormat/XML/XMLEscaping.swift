/// Text made safe for XML and HTML attribute values and content (`&`, `<`, `>`, `"`).
package enum XMLEscaping {
    /// `text` with the four markup characters replaced by entities.
    package static func escaped(_ text: String) -> String {
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
