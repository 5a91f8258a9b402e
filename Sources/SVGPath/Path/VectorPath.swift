/// A normalized vector path: a list of absolute elements (see ``PathElement``).
public struct VectorPath: Sendable, Hashable {
    /// The elements in drawing order.
    public var elements: [PathElement]

    /// Creates a path from elements.
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The path with every point mapped through an affine transform.
    public func transformed(by transform: AffineTransform) -> VectorPath {
        if transform.isIdentity { return self }
        return VectorPath(elements.map { $0.mapped(transform.apply) })
    }

    /// Appends another path's elements.
    public mutating func append(_ other: VectorPath) {
        elements.append(contentsOf: other.elements)
    }
}
