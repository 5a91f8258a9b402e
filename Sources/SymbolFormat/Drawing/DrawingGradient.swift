import SVGPath

/// A linear or radial gradient paint server (`<linearGradient>`, `<radialGradient>`), attributes and stops already
/// inherited through `href` chains.
package struct DrawingGradient: Sendable, Hashable {
    /// Where the color ramp runs, in gradient space.
    package enum Geometry: Sendable, Hashable {
        /// From `start` (offset 0) to `end` (offset 1).
        case linear(start: Point, end: Point)
        /// From the focal circle (offset 0) to the outer circle (offset 1), as SVG 2 and Cairo define it.
        case radial(center: Point, radius: Double, focus: Point, focalRadius: Double)
    }

    /// What happens beyond the ends of the ramp (`spreadMethod`).
    package enum Spread: String, Sendable, Hashable {
        case pad, reflect, `repeat`
    }

    /// A color at an offset in 0…1 (offsets never decrease along the list).
    package struct Stop: Sendable, Hashable {
        package var offset: Double
        package var color: RGBAColor

        package init(offset: Double, color: RGBAColor) {
            self.offset = offset
            self.color = color
        }
    }

    package var geometry: Geometry
    package var stops: [Stop]
    package var spread: Spread
    /// `gradientUnits="objectBoundingBox"` (the default): geometry in fractions of the painted shape's box.
    package var usesBoundingBox: Bool
    /// `gradientTransform`, then (once resolved) the map to device space.
    package var transform: AffineTransform

    package init(geometry: Geometry, stops: [Stop], spread: Spread = .pad, usesBoundingBox: Bool = true, transform: AffineTransform = .identity) {
        self.geometry = geometry
        self.stops = stops
        self.spread = spread
        self.usesBoundingBox = usesBoundingBox
        self.transform = transform
    }

    /// The stops' colors weighted by alpha: the flat color used where a gradient cannot be drawn.
    package var averageColor: RGBAColor {
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        for stop in stops {
            let a = stop.color.alpha
            sum = (sum.r + stop.color.red * a, sum.g + stop.color.green * a, sum.b + stop.color.blue * a, sum.a + a)
        }
        guard sum.a > 0, !stops.isEmpty else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return RGBAColor(red: sum.r / sum.a, green: sum.g / sum.a, blue: sum.b / sum.a, alpha: sum.a / Double(stops.count))
    }

    /// The gradient with every stop's alpha multiplied (fill or stroke opacity).
    package func multiplyingAlpha(by factor: Double) -> DrawingGradient {
        var copy = self
        copy.stops = stops.map { Stop(offset: $0.offset, color: $0.color.multiplyingAlpha(by: factor)) }
        return copy
    }

    /// The gradient with `transform` mapping gradient space to the device, for a shape whose geometry has the
    /// user-space box `boundingBox` and whose user space maps to the device by `toDevice`. Nil when bounding-box
    /// units meet a box without width or height (SVG then paints nothing with it).
    package func resolved(boundingBox: Rect?, toDevice: AffineTransform) -> DrawingGradient? {
        var copy = self
        var toUser = transform
        if usesBoundingBox {
            guard let box = boundingBox, box.width > 0, box.height > 0 else { return nil }
            toUser = toUser.concatenating(AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.minX, f: box.minY))
        }
        copy.transform = toUser.concatenating(toDevice)
        copy.usesBoundingBox = false
        return copy
    }
}
