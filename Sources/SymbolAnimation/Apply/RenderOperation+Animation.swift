/// Moving and trimming planned operations: what a layer state does to the display list, in pure Swift (the
/// rasterizer draws the result as it draws any plan).
extension RenderOperation {
    /// The operation moved by a device-space transform: paths, paint transforms, clips and masks all follow.
    /// A filter's region becomes its bounding box under the transform; its lengths are not rotated (close enough for
    /// the blurs and shadows icons use).
    package func transformed(by t: AffineTransform) -> RenderOperation {
        switch self {
        case .fill(let path, let color, let rule, let blend):
            return .fill(path: path.transformed(by: t), color: color, rule: rule, blend: blend)
        case .stroke(let path, let transform, var style):
            style.gradient = style.gradient.map { Self.moved($0, by: t) }
            return .stroke(path: path, transform: transform.concatenating(t), style: style)
        case .fillGradient(let path, let gradient, let rule):
            return .fillGradient(path: path.transformed(by: t), gradient: Self.moved(gradient, by: t), rule: rule)
        case .image(var placed):
            placed.transform = placed.transform.concatenating(t)
            placed.clip = placed.clip.transformed(by: t)
            return .image(placed)
        case .fillPattern(let path, var tile, let rule):
            tile.transform = tile.transform.concatenating(t)
            return .fillPattern(path: path.transformed(by: t), tile: tile, rule: rule)
        case .strokePattern(let path, let transform, var style, var tile):
            style.gradient = style.gradient.map { Self.moved($0, by: t) }
            tile.transform = tile.transform.concatenating(t)
            return .strokePattern(path: path, transform: transform.concatenating(t), style: style, tile: tile)
        case .beginGroup(var effects):
            effects.clips = effects.clips.map { Self.moved($0, by: t) }
            if var mask = effects.mask {
                mask.operations = mask.operations.map { $0.transformed(by: t) }
                mask.region = mask.region.map { ClipShape(path: $0.path.transformed(by: t), rule: $0.rule) }
                effects.mask = mask
            }
            if var filter = effects.filter {
                filter.region = filter.region.boundingBox(under: t)
                effects.filter = filter
            }
            return .beginGroup(effects)
        case .endGroup:
            return self
        }
    }

    /// The operation with its paths cut to `progress` of their length (`VectorPath.trimmed(to:tolerance:)`).
    package func trimmed(to progress: Double) -> RenderOperation {
        guard progress < 1 else { return self }
        switch self {
        case .fill(let path, let color, let rule, let blend):
            return .fill(path: path.trimmed(to: progress), color: color, rule: rule, blend: blend)
        case .stroke(let path, let transform, let style):
            return .stroke(path: path.trimmed(to: progress, tolerance: Self.userTolerance(transform)), transform: transform, style: style)
        case .fillGradient(let path, let gradient, let rule):
            return .fillGradient(path: path.trimmed(to: progress), gradient: gradient, rule: rule)
        case .fillPattern(let path, let tile, let rule):
            return .fillPattern(path: path.trimmed(to: progress), tile: tile, rule: rule)
        case .strokePattern(let path, let transform, let style, let tile):
            return .strokePattern(path: path.trimmed(to: progress, tolerance: Self.userTolerance(transform)), transform: transform,
                                  style: style, tile: tile)
        case .image, .beginGroup, .endGroup:
            return self
        }
    }

    /// The path this operation paints, in device pixels (nil for images and groups).
    package var devicePath: VectorPath? {
        switch self {
        case .fill(let path, _, _, _), .fillGradient(let path, _, _), .fillPattern(let path, _, _): return path
        case .stroke(let path, let transform, _), .strokePattern(let path, let transform, _, _): return path.transformed(by: transform)
        case .image, .beginGroup, .endGroup: return nil
        }
    }

    /// A tenth of a device pixel in the user units of a stroke's path.
    private static func userTolerance(_ transform: AffineTransform) -> Double {
        let scale = max((transform.a * transform.a + transform.b * transform.b).squareRoot(),
                        (transform.c * transform.c + transform.d * transform.d).squareRoot())
        return scale > 0 && scale.isFinite ? 0.1 / scale : 0.1
    }

    private static func moved(_ gradient: DrawingGradient, by t: AffineTransform) -> DrawingGradient {
        var copy = gradient
        copy.transform = gradient.transform.concatenating(t)
        return copy
    }

    private static func moved(_ region: ClipRegion, by t: AffineTransform) -> ClipRegion {
        ClipRegion(shapes: region.shapes.map { ClipShape(path: $0.path.transformed(by: t), rule: $0.rule) },
                   clips: region.clips.map { moved($0, by: t) })
    }
}
