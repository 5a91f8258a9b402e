import SVGPath
import SymbolCore
import SymbolFormat

/// What a plain SVG icon draws, in its root user units and painting order: fills as outlines filled by the
/// non-zero rule, strokes as centerlines (dashes already cut), each with its paint and the top-level group it
/// belongs to. What cannot be carried into a symbol is listed in `warnings`.
struct ImportedArtwork {
    /// A flat paint: the color (`#RRGGBB`), whether it stands for the foreground, and its opacity.
    struct Paint: Hashable {
        var hex: String
        var foreground: Bool
        var opacity: Double
    }

    enum Geometry {
        /// A filled outline (non-zero rule).
        case fill(VectorPath)
        /// A centerline stroked at a width (root user units) with ends and corners.
        case stroke(VectorPath, width: Double, cap: StrokeGeometry.Cap, join: StrokeGeometry.Join)
    }

    struct Piece {
        var geometry: Geometry
        var paint: Paint
        /// The index of the top-level node it comes from.
        var group: Int
        /// Where the element that draws it is.
        var location: FileLocation?

        /// The number of path elements drawn.
        var elementCount: Int {
            switch geometry {
            case .fill(let path), .stroke(let path, _, _, _): return path.elements.count
            }
        }

        /// What it covers: the fill, or the stroke outlined at its width.
        var outline: VectorPath {
            switch geometry {
            case .fill(let path): return path
            case .stroke(let path, let width, let cap, let join):
                return Stroker.outline(of: path, style: StrokeGeometry(width: width, cap: cap, join: join))
            }
        }
    }

    var pieces: [Piece] = []
    var warnings: [String] = []

    /// `windingWork`: the polygon points the fills' questions may read together to find holes, and as many to
    /// find sides (a test gives less).
    init(_ drawing: Drawing, foreground: [RGBAColor], windingWork: Int = VectorPath.windingWorkLimit) {
        self.foreground = foreground
        turning = FillTurning(work: windingWork)
        // Top-level groups separate layers; shapes directly under the root share one group.
        let groups = drawing.topLevelGroups.count == drawing.root.children.count ? drawing.topLevelGroups : []
        for (index, node) in drawing.root.children.enumerated() {
            visit(node, opacity: drawing.root.opacity, group: groups.isEmpty ? -1 : groups[index])
        }
        if overWorkedFills > 0 {
            warn(overWorkedFills == 1
                 ? "a fill is drawn as its contours turn (the non-zero rule): with the fills before it, its contours lie over one another too many times to tell which are holes; where other shapes of its layer overlap it they may cancel out"
                 : "\(overWorkedFills) fills are drawn as their contours turn (the non-zero rule): with the fills before them, their contours lie over one another too many times to tell which are holes; where other shapes of their layers overlap them they may cancel out")
        }
    }

    /// The bounds of the ink: fills, and strokes outlined at their width.
    var bounds: Rect? { Self.bounds(of: pieces) }

    static func bounds(of pieces: some Sequence<Piece>) -> Rect? {
        var box: Rect?
        for piece in pieces {
            if let b = piece.outline.bounds { box = box.map { $0.union(b) } ?? b }
        }
        return box
    }

    private let foreground: [RGBAColor]
    /// The fills turned for the non-zero rule within one bound of work, and those refused because the fills before
    /// them had read the rest.
    private var turning: FillTurning
    private var overWorkedFills = 0

    private mutating func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    private mutating func visit(_ node: DrawingNode, opacity: Double, group: Int) {
        switch node {
        case .image:
            warn("embedded images are not imported")
        case .shape(let shape):
            add(shape, opacity: opacity, group: group)
        case .group(let inner):
            if inner.filter != nil { warn("filters are not imported; the artwork is drawn unfiltered") }
            let first = pieces.count
            for child in inner.children { visit(child, opacity: opacity * inner.opacity, group: group) }
            if let clip = inner.clip { applyRegion(Self.rectangle(of: clip), from: first, what: "clip path") }
            if let mask = inner.mask { applyRegion(Self.rectangle(of: mask), from: first, what: "mask") }
        }
    }

    /// Clips and masks become outlines only when they are a rectangle the artwork lies inside (the clip does
    /// nothing) or outside (nothing is drawn); any other one is dropped, with a warning.
    private mutating func applyRegion(_ rectangle: Rect?, from first: Int, what: String) {
        let drawn = Array(pieces[first...])
        guard let inside = rectangle else {
            if !drawn.isEmpty { warn("a \(what) other than a rectangle is not imported; the artwork is drawn without it") }
            return
        }
        guard let content = Self.bounds(of: drawn) else { return }
        let slack = 1e-6 * max(inside.width, inside.height)
        if content.minX >= inside.minX - slack && content.maxX <= inside.maxX + slack
            && content.minY >= inside.minY - slack && content.maxY <= inside.maxY + slack { return }
        if content.maxX <= inside.minX || content.minX >= inside.maxX || content.maxY <= inside.minY || content.minY >= inside.maxY {
            pieces.removeSubrange(first...)
            return
        }
        warn("a \(what) that cuts through the artwork is not imported; the artwork is drawn without it")
    }

    private mutating func add(_ shape: SymbolFormat.DrawingShape, opacity: Double, group: Int) {
        if let fill = shape.fill, fill.color.alpha > 0 || fill.gradient != nil || fill.pattern != nil {
            let (path, refusal) = turning.turned(shape.path.transformed(by: shape.transform), evenOdd: fill.rule == .evenOdd)
            switch refusal {
            case .alone:
                warn("a fill of \(path.subpaths.count) contours lying over one another too many times to tell which are holes is drawn as its contours turn (the non-zero rule); where other shapes of its layer overlap it they may cancel out")
            case .afterOthers:
                overWorkedFills += 1
            case nil:
                break
            }
            if !path.isEmpty {
                pieces.append(Piece(geometry: .fill(path), paint: paint(fill.color, gradient: fill.gradient, pattern: fill.pattern != nil,
                                                                        currentColor: fill.usesCurrentColor, opacity: opacity), group: group,
                                    location: shape.location))
            }
        }
        if let stroke = shape.stroke, stroke.width > 0, stroke.color.alpha > 0 || stroke.gradient != nil || stroke.pattern != nil {
            let t = shape.transform
            // The width in root units along the transform's mean scale (exact for uniform scales).
            let width = stroke.width * abs(t.a * t.d - t.b * t.c).squareRoot()
            var centerline = shape.path
            if !stroke.dashes.isEmpty {
                centerline = DashPattern.dashes(of: centerline, pattern: stroke.dashes, offset: stroke.dashOffset)
            }
            let cap = StrokeGeometry.Cap(rawValue: stroke.cap.rawValue) ?? .butt
            let join: StrokeGeometry.Join = stroke.join == .round ? .round : stroke.join == .bevel ? .bevel : .miter(limit: stroke.miterLimit)
            if !centerline.isEmpty {
                pieces.append(Piece(geometry: .stroke(centerline.transformed(by: t), width: width, cap: cap, join: join),
                                    paint: paint(stroke.color, gradient: stroke.gradient, pattern: stroke.pattern != nil,
                                                 currentColor: stroke.usesCurrentColor, opacity: opacity), group: group,
                                    location: shape.location))
            }
        }
    }

    private mutating func paint(_ color: RGBAColor, gradient: DrawingGradient?, pattern: Bool, currentColor: Bool, opacity: Double) -> Paint {
        var color = color
        if let gradient {
            warn("gradients are imported as one color, their mean")
            color = gradient.averageColor
        } else if pattern {
            warn("pattern paints are imported as their fallback color")
        }
        let rgb = color.description.prefix(7).uppercased()
        let isForeground = currentColor || rgb == "#000000" || foreground.contains { $0.description.prefix(7).uppercased() == rgb }
        let alpha = ((color.alpha * opacity) * 1000).rounded() / 1000
        return Paint(hex: String(rgb), foreground: isForeground, opacity: min(max(alpha, 0), 1))
    }

    /// The rectangle a clip path covers, when it is one axis-aligned rectangle.
    static func rectangle(of clip: DrawingClip) -> Rect? {
        guard clip.clip.isEmpty, clip.shapes.count == 1 else { return nil }
        return rectangle(clip.shapes[0].path.transformed(by: clip.shapes[0].transform))
    }

    /// The rectangle a mask lets through, when its content is one opaque white rectangle.
    static func rectangle(of mask: DrawingMask) -> Rect? {
        guard mask.content.count == 1, case .shape(let shape) = mask.content[0], shape.stroke == nil,
              let fill = shape.fill, fill.gradient == nil, fill.color == RGBAColor(red: 1, green: 1, blue: 1),
              var box = rectangle(shape.path.transformed(by: shape.transform)) else { return nil }
        if let region = mask.region {
            guard let limit = rectangle(region.path.transformed(by: region.transform)) else { return nil }
            box = Rect(x: max(box.minX, limit.minX), y: max(box.minY, limit.minY),
                       width: max(0, min(box.maxX, limit.maxX) - max(box.minX, limit.minX)),
                       height: max(0, min(box.maxY, limit.maxY) - max(box.minY, limit.minY)))
        }
        return box
    }

    /// The path's bounds, when the path is exactly an axis-aligned rectangle: four corners, nothing else.
    static func rectangle(_ path: VectorPath) -> Rect? {
        guard path.subpaths.count == 1, var points = path.flattened(tolerance: 0.001).first, let box = path.bounds else { return nil }
        let tolerance = 1e-6 * max(box.width, box.height, 1)
        if points.count > 1 && points[0].distance(to: points[points.count - 1]) < tolerance { points.removeLast() }
        guard points.count == 4 else { return nil }
        var corners = Set<Int>()
        for p in points {
            let left = abs(p.x - box.minX) < tolerance, right = abs(p.x - box.maxX) < tolerance
            let top = abs(p.y - box.minY) < tolerance, bottom = abs(p.y - box.maxY) < tolerance
            guard left || right, top || bottom else { return nil }
            corners.insert((left ? 0 : 1) + (top ? 0 : 2))
        }
        return corners.count == 4 ? box : nil
    }
}
