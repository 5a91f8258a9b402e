/// An axis-aligned rectangle given by its origin (minimum corner) and size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The corner with the smallest coordinates.
    public var origin: Point
    /// The width (non-negative for a normalized rectangle).
    public var width: Double
    /// The height (non-negative for a normalized rectangle).
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        self.width = width
        self.height = height
    }

    /// Creates the smallest rectangle containing two corners.
    public init(corner a: Point, corner b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The smallest y coordinate.
    public var minY: Double { origin.y }
    /// The largest x coordinate.
    public var maxX: Double { origin.x + width }
    /// The largest y coordinate.
    public var maxY: Double { origin.y + height }
    /// The centre point.
    public var center: Point { Point(x: origin.x + width / 2, y: origin.y + height / 2) }
    /// True when the rectangle covers no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The smallest rectangle containing this one and a point.
    public func including(_ p: Point) -> Rect {
        let x0 = min(minX, p.x), y0 = min(minY, p.y)
        return Rect(x: x0, y: y0, width: max(maxX, p.x) - x0, height: max(maxY, p.y) - y0)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest axis-aligned rectangle containing this one's corners mapped by `transform`.
    public func boundingBox(under transform: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A readable form.
    public var description: String { "Rect(x: \(minX), y: \(minY), w: \(width), h: \(height))" }
}
