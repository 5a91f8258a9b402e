/// Conditional processing (SVG 2 §5.8): `systemLanguage`, `requiredExtensions` and `<switch>`.
extension SVGConverter {
    /// The user's language for `systemLanguage`. Fixed, not read from the environment, so that a file renders the
    /// same on every machine (resvg's default too).
    static let userLanguage = "en"

    /// Whether an element's conditional attributes hold. `systemLanguage` holds when one of its comma-separated
    /// tags is the user's language or starts with it followed by `-` (`en-GB` for `en`); `requiredExtensions`
    /// never holds (no extension is supported), even empty; `requiredFeatures` is ignored, as SVG 2 says.
    static func conditionsHold(_ element: XMLElement) -> Bool {
        if element.attribute("requiredExtensions") != nil { return false }
        guard let languages = element.attribute("systemLanguage") else { return true }
        return languages.split(separator: ",").contains { tag in
            let tag = tag.trimmingSVGSpace().lowercased()
            return tag == userLanguage || tag.hasPrefix(userLanguage + "-")
        }
    }

    /// Elements a `<switch>` may choose (SVG 2 §5.8.2): graphics, containers and `<use>`; anything else is passed
    /// over.
    static func isSwitchCandidate(_ element: XMLElement) -> Bool {
        guard element.prefix == nil || element.prefix == "svg" else { return false }
        switch element.localName {
        case "g", "a", "switch", "svg", "use", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
             "image", "text", "foreignObject":
            return true
        default:
            return false
        }
    }

    /// The child a `<switch>` renders: the first candidate whose conditions hold, whatever it then draws (one
    /// hidden by `display: none` hides the switch's content).
    static func switchChoice(_ element: XMLElement) -> XMLElement? {
        element.elementChildren.first { isSwitchCandidate($0) && conditionsHold($0) }
    }
}
