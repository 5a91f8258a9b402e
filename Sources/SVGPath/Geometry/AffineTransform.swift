/// A 2D affine transform in SVG's `matrix(a b c d e f)` form:
/// x' = a·x + c·y + e, y' = b·x + d·y + f.
public struct AffineTransform: Sendable, Hashable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

    /// Creates a transform from SVG's six matrix values.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// A translation.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// A scale by `factor` about `center`, which stays where it is.
    package static func scale(by factor: Double, about center: Point) -> AffineTransform {
        translation(x: -center.x, y: -center.y).concatenating(.scale(x: factor, y: factor))
            .concatenating(.translation(x: center.x, y: center.y))
    }

    /// A rotation about the origin by `angle` radians (clockwise on screen, since y points down).
    public static func rotation(_ angle: Double) -> AffineTransform {
        let cs = cos(angle), sn = sin(angle)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, e: 0, f: 0)
    }

    /// A horizontal skew by `angle` radians.
    public static func skewX(_ angle: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tan(angle), d: 1, e: 0, f: 0)
    }

    /// A vertical skew by `angle` radians.
    public static func skewY(_ angle: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tan(angle), c: 0, d: 1, e: 0, f: 0)
    }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            e: e * other.a + f * other.c + other.e,
            f: e * other.b + f * other.d + other.f)
    }

    /// Maps a point.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f)
    }

    /// Maps a vector (ignores the translation).
    public func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// The determinant of the linear part.
    public var determinant: Double { a * d - b * c }

    /// True when the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The inverse transform, or nil when the matrix is singular.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    /// The factor by which the transform scales lengths on average (square root of |det|),
    /// used for stroke widths under uniform scaling.
    public var meanScale: Double { abs(determinant).squareRoot() }

    /// A readable form in SVG syntax.
    public var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}

import CPlatform
