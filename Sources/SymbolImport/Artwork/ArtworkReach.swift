import SVGPath
import SymbolCore

/// How far outside its box an icon's artwork may reach to be imported.
///
/// Icons draw a little outside their viewBox on purpose (Font Awesome does), by a fraction of its size. A point a
/// hundred sizes away is a broken number (`C1e300 1e300 …`, a `scale(1e9)`), and the importer cannot check such
/// artwork: every weight is checked on grids over the artwork's box, whose cells it would make as wide as the icon
/// or wider, and a template of numbers near 1e300 overflows wherever it is drawn. It is refused at the element that
/// draws it, whatever its paint.
enum ArtworkReach {
    /// The farthest a control point, or a stroke's edge, may lie outside the box: this many times the box's larger
    /// side.
    static let maximum = 100.0

    /// Throws a located error for the first piece whose control points (and half its stroke width) reach farther
    /// than ``maximum`` box sizes outside `box`, or are not finite.
    static func check(_ pieces: [ImportedArtwork.Piece], box: Rect, file: String) throws(Diagnostic) {
        let size = max(box.width, box.height)
        guard size > 0, size.isFinite else { return }
        let limit = maximum * size
        for piece in pieces {
            let (path, halfWidth): (VectorPath, Double)
            switch piece.geometry {
            case .fill(let outline): (path, halfWidth) = (outline, 0)
            case .stroke(let centerline, let width, _, _): (path, halfWidth) = (centerline, width / 2)
            }
            guard let far = farthest(path, from: box) else { continue }
            let reach = far.distance + halfWidth
            guard !(reach <= limit) else { continue }
            let point = "(\(NumberFormatting.described(far.point.x)), \(NumberFormatting.described(far.point.y)))"
            let what = halfWidth > 0 && far.distance <= limit ? "its stroke, \(NumberFormatting.described(2 * halfWidth)) wide, reaches"
                : "a point of it at \(point) lies"
            throw Diagnostic(.error, "this element's artwork reaches too far to import: \(what) more than \(Int(maximum)) times the "
                             + "size of the box it is placed by (\(NumberFormatting.described(box.width)) by \(NumberFormatting.described(box.height))) "
                             + "outside it; an icon's points lie near its viewBox", file: file, at: piece.location)
        }
    }

    /// The control point of `path` farthest outside `box` (along an axis), and how far; a point that is not finite
    /// is infinitely far. Nil for a path without points.
    static func farthest(_ path: VectorPath, from box: Rect) -> (point: Point, distance: Double)? {
        var result: (point: Point, distance: Double)?
        for element in path.elements {
            for p in element.points {
                let outside = max(box.minX - p.x, p.x - box.maxX, box.minY - p.y, p.y - box.maxY, 0)
                let distance = p.x.isFinite && p.y.isFinite ? outside : .infinity
                if result.map({ distance > $0.distance }) ?? true { result = (p, distance) }
            }
        }
        return result
    }
}
