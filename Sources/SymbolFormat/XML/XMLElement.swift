import SymbolCore
/// One attribute of an element, with the location of its value's first byte
/// (so that errors inside a value, such as path data, can point at the exact byte).
package struct XMLAttribute: Sendable, Hashable {
    /// The qualified name as written (`d`, `xlink:href`, `sodipodi:type`).
    package var name: String
    /// The value with character references decoded.
    package var value: String
    /// Where the value's first character is in the file.
    package var valueLocation: FileLocation

    /// Creates an attribute.
    package init(name: String, value: String, valueLocation: FileLocation) {
        self.name = name
        self.value = value
        self.valueLocation = valueLocation
    }
}

/// A child of an element: another element or character data (text and CDATA).
package enum XMLNode: Sendable, Hashable {
    /// A nested element.
    case element(XMLElement)
    /// Character data with references decoded.
    case text(String)
}

/// An element of a parsed XML document.
package struct XMLElement: Sendable, Hashable {
    /// The qualified name as written (`svg`, `g`, `sodipodi:namedview`).
    package var name: String
    /// Attributes in document order.
    package var attributes: [XMLAttribute]
    /// Children in document order.
    package var children: [XMLNode]
    /// Where the element's `<` is.
    package var location: FileLocation

    /// Creates an element.
    package init(name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [], location: FileLocation) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    /// The value of the first attribute with this name, if any.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first attribute with this name, if any (with its location).
    package func attributeNode(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The element children, skipping text.
    package var elementChildren: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
    }

    /// The concatenated text of this element's direct text children.
    package var text: String {
        children.reduce(into: "") { if case .text(let t) = $1 { $0 += t } }
    }

    /// The name without a namespace prefix (`namedview` for `sodipodi:namedview`).
    package var localName: Substring {
        if let colon = name.firstIndex(of: ":") { return name[name.index(after: colon)...] }
        return name[...]
    }

    /// The namespace prefix, if the name has one (`sodipodi` for `sodipodi:namedview`).
    package var prefix: Substring? {
        name.firstIndex(of: ":").map { name[..<$0] }
    }
}
