import SVGPath

/// A `<pattern>` paint server: a tile of drawing repeated over the painted shape.
package struct DrawingPattern: Sendable, Hashable {
    /// The tile (`x`, `y`, `width`, `height`): fractions of the shape's box when `usesBoundingBox`.
    package var tile: Rect
    /// `patternUnits="objectBoundingBox"` (the default).
    package var usesBoundingBox: Bool
    /// `patternContentUnits="objectBoundingBox"` (ignored when there is a viewBox).
    package var contentUsesBoundingBox: Bool
    package var viewBox: Rect?
    package var aspectRatio: PreserveAspectRatio
    /// `patternTransform`.
    package var transform: AffineTransform
    /// The tile's drawing, in content coordinates (its transforms end in content space, not root space).
    package var content: [DrawingNode]
    /// The fill or stroke opacity the pattern is painted with.
    package var opacity: Double

    package init(tile: Rect, usesBoundingBox: Bool, contentUsesBoundingBox: Bool, viewBox: Rect?, aspectRatio: PreserveAspectRatio,
                 transform: AffineTransform, content: [DrawingNode], opacity: Double = 1) {
        self.tile = tile
        self.usesBoundingBox = usesBoundingBox
        self.contentUsesBoundingBox = contentUsesBoundingBox
        self.viewBox = viewBox
        self.aspectRatio = aspectRatio
        self.transform = transform
        self.content = content
        self.opacity = opacity
    }

    /// The tile in user space for a shape with box `box`, and the map from content to tile-local coordinates;
    /// nil when the tile has no area.
    package func placement(boundingBox box: Rect?) -> (tile: Rect, contentToTile: AffineTransform)? {
        var tile = self.tile
        if usesBoundingBox {
            guard let box, box.width > 0, box.height > 0 else { return nil }
            tile = Rect(x: box.minX + tile.minX * box.width, y: box.minY + tile.minY * box.height,
                        width: tile.width * box.width, height: tile.height * box.height)
        }
        guard tile.width > 0, tile.height > 0 else { return nil }
        var content = AffineTransform.identity
        if let viewBox {
            content = aspectRatio.transform(from: viewBox, to: Rect(x: 0, y: 0, width: tile.width, height: tile.height))
        } else if contentUsesBoundingBox {
            guard let box, box.width > 0, box.height > 0 else { return nil }
            content = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: 0, f: 0)
        }
        return (tile, content)
    }
}
