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
        // A plain loop rather than a map over a partially applied method: this runs for every path of every render.
        var mapped: [PathElement] = []
        mapped.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): mapped.append(.move(to: transform.apply(p)))
            case .line(let p): mapped.append(.line(to: transform.apply(p)))
            case .quad(let c, let p): mapped.append(.quad(control: transform.apply(c), to: transform.apply(p)))
            case .cubic(let c1, let c2, let p):
                mapped.append(.cubic(control1: transform.apply(c1), control2: transform.apply(c2), to: transform.apply(p)))
            case .close: mapped.append(.close)
            }
        }
        return VectorPath(mapped)
    }

    /// Appends another path's elements.
    public mutating func append(_ other: VectorPath) {
        elements.append(contentsOf: other.elements)
    }
}
