/// Turns a normalized ``Drawing`` into a ``RenderPlan`` for a given canvas.
package enum DrawingPlanner {
    /// Plans a drawing at its intrinsic size times `pixelScale`.
    package static func plan(_ drawing: Drawing, pixelScale: Double = 1, background: RGBAColor? = nil, tint: ForegroundTint? = nil) -> RenderPlan {
        let width = PixelCount.clamped((drawing.width * pixelScale).rounded(.up))
        let height = PixelCount.clamped((drawing.height * pixelScale).rounded(.up))
        let view = drawing.viewTransform(width: drawing.width, height: drawing.height)
            .concatenating(.scale(x: pixelScale, y: pixelScale))
        return RenderPlan(width: width, height: height, background: background,
                          operations: operations(for: drawing.root, view: view, tint: tint))
    }

    /// Plans a drawing fitted into a `size`×`size` square: aspect ratio preserved, centered.
    ///
    /// The fitted box is the viewBox (what the author declared as the drawing's extent), as resvg and
    /// rsvg-convert do, so icons keep their intended padding.
    package static func plan(_ drawing: Drawing, fittingSquare size: Int, background: RGBAColor? = nil, tint: ForegroundTint? = nil) -> RenderPlan {
        let side = Double(size)
        // Fit the intrinsic box first (viewBox → width×height honoring preserveAspectRatio), then the box into the square.
        let intrinsic = drawing.viewTransform(width: drawing.width, height: drawing.height)
        let fit = PreserveAspectRatio().transform(
            from: Rect(x: 0, y: 0, width: drawing.width, height: drawing.height),
            to: Rect(x: 0, y: 0, width: side, height: side))
        // The viewport (the intrinsic box) clips, so artwork overflowing it stays hidden as in any SVG renderer.
        let viewport = Rect(x: fit.e, y: fit.f, width: drawing.width * fit.a, height: drawing.height * fit.d)
        let coversCanvas = viewport.minX <= 0 && viewport.minY <= 0 && viewport.maxX >= side && viewport.maxY >= side
        return RenderPlan(width: size, height: size, background: background,
                          operations: operations(for: drawing.root, view: intrinsic.concatenating(fit), tint: tint),
                          clip: coversCanvas ? nil : viewport)
    }

    /// Plans a drawing placed in a box by a content mode and position (`ContentPlacement`): stretched, fitted,
    /// covering, or at its own size. The drawing's own viewport clips, and so does the canvas.
    package static func plan(_ drawing: Drawing, placement: ContentPlacement, background: RGBAColor? = nil, tint: ForegroundTint? = nil) -> RenderPlan {
        let intrinsic = drawing.viewTransform(width: drawing.width, height: drawing.height)
        let place = AffineTransform(a: placement.scaleX, b: 0, c: 0, d: placement.scaleY, e: placement.offsetX, f: placement.offsetY)
        let viewport = Rect(x: placement.offsetX, y: placement.offsetY,
                            width: drawing.width * placement.scaleX, height: drawing.height * placement.scaleY)
        let width = Double(placement.width), height = Double(placement.height)
        let coversCanvas = viewport.minX <= 0 && viewport.minY <= 0 && viewport.maxX >= width && viewport.maxY >= height
        return RenderPlan(width: placement.width, height: placement.height, background: background,
                          operations: operations(for: drawing.root, view: intrinsic.concatenating(place), tint: tint),
                          clip: coversCanvas ? nil : viewport)
    }

    /// The operations drawing a group's content under `view` (root user space → device pixels).
    /// `tint` paints the foreground: the paints that were `currentColor` in a file that set no `color`, or a one-colour
    /// drawing's solid paints (see ``ForegroundTint``); their opacity is kept.
    package static func operations(for group: DrawingGroup, view: AffineTransform, tint: ForegroundTint? = nil) -> [RenderOperation] {
        var result: [RenderOperation] = []
        append(group, view: view, tint: tint, to: &result)
        return result
    }

    private static func append(_ group: DrawingGroup, view: AffineTransform, tint: ForegroundTint?, to result: inout [RenderOperation]) {
        let needsLayer = !group.isPlain
        if needsLayer {
            if group.opacity <= 0 { return }
            result.append(.beginGroup(GroupEffects(
                opacity: group.opacity,
                clips: group.clip.map { [region(for: $0, view: view)] } ?? [],
                mask: group.mask.map { mask(for: $0, view: view) },
                filter: group.filter.map { filter(for: $0, view: view) })))
        }
        for child in group.children {
            switch child {
            case .group(let inner):
                append(inner, view: view, tint: tint, to: &result)
            case .image(let image):
                let v = image.drawnRect
                let clip = VectorPath([.move(to: Point(x: v.minX, y: v.minY)), .line(to: Point(x: v.maxX, y: v.minY)),
                                       .line(to: Point(x: v.maxX, y: v.maxY)), .line(to: Point(x: v.minX, y: v.maxY)), .close])
                result.append(.image(PlacedImage(image: image, transform: image.imageToRoot.concatenating(view),
                                                 clip: clip.transformed(by: image.transform.concatenating(view)))))
            case .shape(let shape):
                let toDevice = shape.transform.concatenating(view)
                if let fill = shape.fill, let pattern = fill.pattern {
                    if let tile = tile(for: pattern, boundingBox: shape.path.bounds, toDevice: toDevice) {
                        result.append(.fillPattern(path: shape.path.transformed(by: toDevice), tile: tile, rule: fill.rule))
                    }
                } else if let fill = shape.fill, let gradient = fill.gradient {
                    // Bounding-box units refer to the shape's geometry in its own user space.
                    if let planned = gradient.resolved(boundingBox: shape.path.bounds, toDevice: toDevice) {
                        result.append(.fillGradient(path: shape.path.transformed(by: toDevice), gradient: planned, rule: fill.rule))
                    }
                } else if let fill = shape.fill, fill.color.alpha > 0 {
                    let color = tint?.applies(to: fill.color, usesCurrentColor: fill.usesCurrentColor) == true ? tint!.tinted(fill.color) : fill.color
                    result.append(.fill(path: shape.path.transformed(by: toDevice), color: color, rule: fill.rule, blend: .normal))
                }
                if let stroke = shape.stroke, stroke.width > 0, let pattern = stroke.pattern {
                    if let tile = tile(for: pattern, boundingBox: shape.path.bounds, toDevice: toDevice) {
                        result.append(.strokePattern(path: shape.path, transform: toDevice, style: stroke, tile: tile))
                    }
                } else if var stroke = shape.stroke, stroke.width > 0, stroke.gradient != nil || stroke.color.alpha > 0 {
                    if let tint, stroke.gradient == nil, tint.applies(to: stroke.color, usesCurrentColor: stroke.usesCurrentColor) {
                        stroke.color = tint.tinted(stroke.color)
                    }
                    if let gradient = stroke.gradient {
                        guard let planned = gradient.resolved(boundingBox: shape.path.bounds, toDevice: toDevice) else { continue }
                        stroke.gradient = planned
                    }
                    result.append(.stroke(path: shape.path, transform: toDevice, style: stroke))
                }
            }
        }
        if needsLayer { result.append(.endGroup) }
    }

    /// The largest tile side drawn, in pixels: a pattern never allocates more than a 2048² tile.
    static let maximumTileSide = 2048

    /// A pattern's tile at the device resolution of the shape it paints.
    private static func tile(for pattern: DrawingPattern, boundingBox: Rect?, toDevice: AffineTransform) -> PatternTile? {
        guard let (tile, contentToTile) = pattern.placement(boundingBox: boundingBox) else { return nil }
        let tileToDevice = AffineTransform.translation(x: tile.minX, y: tile.minY).concatenating(pattern.transform).concatenating(toDevice)
        let sx = (tileToDevice.a * tileToDevice.a + tileToDevice.b * tileToDevice.b).squareRoot()
        let sy = (tileToDevice.c * tileToDevice.c + tileToDevice.d * tileToDevice.d).squareRoot()
        guard sx > 0, sy > 0, sx.isFinite, sy.isFinite else { return nil }
        // Clamped as Doubles first: a hostile tile size must not overflow the conversion to Int.
        let width = Int(clamping: (tile.width * sx).rounded(.up), to: 1...maximumTileSide)
        let height = Int(clamping: (tile.height * sy).rounded(.up), to: 1...maximumTileSide)
        let kx = Double(width) / tile.width, ky = Double(height) / tile.height
        let operations = operations(for: DrawingGroup(children: pattern.content), view: contentToTile.concatenating(.scale(x: kx, y: ky)))
        return PatternTile(width: width, height: height, operations: operations,
                           transform: AffineTransform.scale(x: 1 / kx, y: 1 / ky).concatenating(tileToDevice), opacity: pattern.opacity)
    }

    /// A filter in device pixels: its region's box under the view, its primitives placed by it (lengths scaled by
    /// the view's scale, subregions and positions mapped).
    private static func filter(for filter: DrawingFilter, view: AffineTransform) -> DrawingFilter {
        DrawingFilter(region: filter.region.boundingBox(under: view),
                      linearRGB: filter.linearRGB, primitives: filter.primitives.map { $0.placed(by: view) })
    }

    private static func region(for clip: DrawingClip, view: AffineTransform) -> ClipRegion {
        ClipRegion(
            shapes: clip.shapes.map { ClipShape(path: $0.path.transformed(by: $0.transform.concatenating(view)), rule: $0.rule) },
            clips: clip.clip.map { region(for: $0, view: view) })
    }

    private static func mask(for mask: DrawingMask, view: AffineTransform) -> MaskContent {
        MaskContent(
            operations: operations(for: DrawingGroup(children: mask.content), view: view),
            region: mask.region.map { ClipShape(path: $0.path.transformed(by: $0.transform.concatenating(view)), rule: $0.rule) },
            usesAlpha: mask.usesAlpha)
    }
}
