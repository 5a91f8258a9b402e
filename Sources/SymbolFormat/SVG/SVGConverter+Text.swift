import SVGPath

/// `<text>`: characters laid out into glyph outlines, which then are shapes like any other (paints, clips, masks,
/// filters, vector output). The glyphs come from the installed ``TextShaper``; the layout (positions, chunks,
/// anchors, baselines, spacing, decorations, paths) is SVG 2 §11's, done here.
extension SVGConverter {
    /// The most characters one `<text>` element lays out; the rest are dropped with a warning.
    static let maximumTextCharacters = 10_000

    /// One character placed: its glyph outline mapped to the text's user space.
    private struct PlacedGlyph {
        var outline: VectorPath
        var span: Int
        /// Where the pen was before and after it, on the baseline (for decorations).
        var start: Point
        var end: Point
        var visible: Bool
    }

    /// The shapes of a `<text>` element (its style and transform already resolved).
    mutating func text(_ element: XMLElement, style: SVGStyle, transform: AffineTransform) -> [DrawingNode] {
        let (glyphs, content, metrics) = layOutText(element, style: style)
        guard !glyphs.isEmpty else { return [] }
        var nodes: [DrawingNode] = []
        // Underlines and overlines go under the text, line-throughs over it (CSS Text Decoration §2).
        nodes += decorationShapes(glyphs, content: content, metrics: metrics, lines: [.underline, .overline], transform: transform)
        var index = 0
        while index < glyphs.count {
            let span = glyphs[index].span
            var path = VectorPath()
            while index < glyphs.count, glyphs[index].span == span {
                if glyphs[index].visible { path.append(glyphs[index].outline) }
                index += 1
            }
            guard !path.isEmpty else { continue }
            let spanStyle = content.spans[span].style
            let fill = spanStyle.resolvedFill(servers: { paintServer($0) })
            let stroke = spanStyle.resolvedStroke(servers: { paintServer($0) })
            chargeGradientUse(fill?.gradient, at: element)
            chargeGradientUse(stroke?.gradient, at: element)
            if fill != nil || stroke != nil {
                nodes.append(.shape(DrawingShape(path: path, transform: transform, fill: fill, stroke: stroke,
                                                 id: element.attribute("id"), classes: Self.classes(of: element))))
            }
        }
        nodes += decorationShapes(glyphs, content: content, metrics: metrics, lines: [.lineThrough], transform: transform)
        return nodes
    }

    /// The glyph outlines of a `<text>` element for a clip path (paint ignored).
    mutating func textOutline(_ element: XMLElement, style: SVGStyle) -> VectorPath {
        var path = VectorPath()
        for glyph in layOutText(element, style: style).0 where glyph.visible { path.append(glyph.outline) }
        return path
    }

    private mutating func layOutText(_ element: XMLElement, style: SVGStyle) -> ([PlacedGlyph], TextContent, [FontMetrics]) {
        guard let shaper = textShaper else {
            warnOnce("<text> is not supported without fonts (no text shaper installed) and was skipped", at: element)
            return ([], TextContent(), [])
        }
        var content = TextContent()
        collectText(element, style: style, decorations: [], path: nil, preserve: false, into: &content)
        // Decorations declared on the text's ancestors (a <g text-decoration>) reach it too, in their paint: each
        // becomes a span without characters that every character's decorations name, outermost first.
        let inherited = style.text.decorators.indices.map { content.spans.count + $0 }
        for decorator in style.text.decorators { content.spans.append(TextContent.Span(style: decorator, element: element)) }
        if !inherited.isEmpty {
            for i in content.characters.indices { content.characters[i].decorations.insert(contentsOf: inherited, at: 0) }
        }
        if let last = content.characters.last, last.collapsible { content.characters.removeLast() }
        if content.characters.count > Self.maximumTextCharacters {
            warnOnce("<text> has more than \(Self.maximumTextCharacters) characters; the rest were dropped", at: element)
            content.characters.removeLast(content.characters.count - Self.maximumTextCharacters)
        }
        guard !content.characters.isEmpty,
              charge(content.characters.count * 16, "glyphs", for: "<text> of \(content.characters.count) characters at \(Self.location(of: element))", at: element)
        else { return ([], content, []) }
        if style.text.writingModeVertical { warnOnce("vertical writing-mode is not supported; the text is laid out horizontally", at: element) }

        // Shape runs of characters that share a span (one font, one size), so that kerning applies inside them.
        var shaped: [ShapedGlyph] = []
        var metrics: [FontMetrics] = Array(repeating: FontMetrics(ascent: 0.8, descent: 0.2, underlinePosition: -0.1, underlineThickness: 0.05,
                                                                  strikeoutPosition: 0.3, strikeoutThickness: 0.05, xHeight: 0.5),
                                           count: content.spans.count)
        var start = 0
        while start < content.characters.count {
            let span = content.characters[start].span
            var end = start
            while end < content.characters.count, content.characters[end].span == span { end += 1 }
            let scalars = content.characters[start..<end].map(\.scalar)
            guard let run = shaper.shape(scalars, font: content.spans[span].style.text.fontRequest) else {
                warnOnce("no font found for <text>; it was skipped", at: element)
                return ([], content, [])
            }
            shaped += run.glyphs
            metrics[span] = run.metrics
            start = end
        }
        let segments = shaped.reduce(0) { $0 + $1.outline.elements.count }
        guard charge(segments, "path segments", for: "<text> glyphs of \(segments) segments at \(Self.location(of: element))", at: element) else {
            return ([], content, [])
        }
        return (place(shaped, content: content, metrics: metrics), content, metrics)
    }

    /// Pen positions, chunks and anchors, baselines, rotation and paths (SVG 2 §11.8).
    private func place(_ shaped: [ShapedGlyph], content: TextContent, metrics: [FontMetrics]) -> [PlacedGlyph] {
        struct Pending { var pen: Point; var advance: Double; var chunk: Int }
        var pending: [Pending] = []
        var chunkStarts: [Int] = []
        var pen = Point.zero
        for (i, character) in content.characters.enumerated() {
            let style = content.spans[character.span].style.text
            if i == 0 || character.x != nil || character.y != nil || character.startsPath {
                chunkStarts.append(i)
                if character.startsPath { pen.x = 0 }
            }
            if let x = character.x { pen.x = x }
            if let y = character.y { pen.y = y }
            pen.x += character.dx ?? 0
            pen.y += character.dy ?? 0
            var advance = shaped[i].advance * style.fontSize + style.letterSpacing
            if character.scalar == " " { advance += style.wordSpacing }
            pending.append(Pending(pen: pen, advance: advance, chunk: chunkStarts.count - 1))
            pen.x += advance
        }
        // text-anchor moves each chunk by part of its advance (the anchor of its first character decides).
        var shifts: [Double] = []
        for (c, first) in chunkStarts.enumerated() {
            let last = c + 1 < chunkStarts.count ? chunkStarts[c + 1] - 1 : pending.count - 1
            // The trailing letter-spacing is not part of the chunk's extent.
            let spacing = content.spans[content.characters[last].span].style.text.letterSpacing
            let width = pending[last].pen.x + pending[last].advance - spacing - pending[first].pen.x
            switch content.spans[content.characters[first].span].style.text.anchor {
            case .start: shifts.append(0)
            case .middle: shifts.append(-width / 2)
            case .end: shifts.append(-width)
            }
        }
        var placed: [PlacedGlyph] = []
        for (i, character) in content.characters.enumerated() {
            let spanStyle = content.spans[character.span].style
            let size = spanStyle.text.fontSize
            let m = metrics[character.span]
            let x = pending[i].pen.x + shifts[pending[i].chunk]
            var y = pending[i].pen.y + Self.baselineOffset(spanStyle.textOwn.alignmentBaseline ?? spanStyle.text.dominantBaseline, metrics: m) * size
            y -= Self.shift(content, character: character, metrics: metrics)
            let angle = (character.rotate ?? 0) * .pi / 180
            var glyph = AffineTransform.scale(x: size, y: size).concatenating(.rotation(angle))
            var start = Point(x: x, y: y), end = Point(x: x + pending[i].advance, y: y)
            let visible = spanStyle.visible
            if let p = character.path {
                // On a path: the glyph's middle goes to its distance along the path, turned to the path's direction.
                let geometry = content.paths[p]
                let middle = geometry.startOffset + x + pending[i].advance / 2
                guard let (point, direction) = geometry.place(at: middle) else {
                    // Off the path's ends: not drawn (SVG 2 §11.8.3), but kept so that glyphs and characters pair up.
                    placed.append(PlacedGlyph(outline: VectorPath(), span: character.span, start: .zero, end: .zero, visible: false))
                    continue
                }
                glyph = AffineTransform.scale(x: size, y: size)
                    .concatenating(.translation(x: -pending[i].advance / 2, y: y))
                    .concatenating(.rotation(direction + angle))
                    .concatenating(.translation(x: point.x, y: point.y))
                let back = AffineTransform.rotation(direction).applyToVector(Point(x: pending[i].advance / 2, y: 0))
                start = point - back
                end = point + back
            } else {
                glyph = glyph.concatenating(.translation(x: x, y: y))
            }
            placed.append(PlacedGlyph(outline: shaped[i].outline.transformed(by: glyph), span: character.span,
                                      start: start, end: end, visible: visible))
        }
        return placed
    }

    /// How far below the pen's y the alphabetic baseline goes for a baseline choice, in ems.
    private static func baselineOffset(_ baseline: TextBaseline, metrics m: FontMetrics) -> Double {
        switch baseline {
        case .alphabetic: return 0
        case .middle: return m.xHeight / 2
        case .central: return (m.ascent - m.descent) / 2
        case .hanging: return 0.8 * m.ascent
        case .mathematical: return 0.5 * m.ascent
        case .textTop: return m.ascent
        case .textBottom, .ideographic: return -m.descent
        }
    }

    /// `baseline-shift` of the character's span and its ancestors inside the text, upwards positive.
    private static func shift(_ content: TextContent, character: TextContent.Character, metrics: [FontMetrics]) -> Double {
        guard let shift = content.spans[character.span].style.textOwn.baselineShift else { return 0 }
        let size = content.spans[character.span].style.text.fontSize
        let m = metrics[character.span]
        switch shift {
        case .length(let v): return v
        case .sub: return -m.subscriptOffset * size
        case .super: return m.superscriptOffset * size
        }
    }

    /// Decoration lines as filled rectangles in the declaring element's paint, one per run of glyphs on a line.
    private mutating func decorationShapes(_ glyphs: [PlacedGlyph], content: TextContent, metrics: [FontMetrics],
                                           lines: Set<TextDecorationLine>, transform: AffineTransform) -> [DrawingNode] {
        var nodes: [DrawingNode] = []
        var declaring: [Int] = []
        for character in content.characters {
            for span in character.decorations where !declaring.contains(span) { declaring.append(span) }
        }
        for span in declaring {
            let style = content.spans[span].style
            // A decorator without characters of its own (an ancestor of the text) uses the text's font and size.
            let own = content.characters.contains { $0.span == span }
            let fontSpan = own ? span : content.characters.first?.span ?? 0
            let size = content.spans[fontSpan].style.text.fontSize
            let m = metrics[fontSpan]
            for line in [TextDecorationLine.underline, .overline, .lineThrough] where lines.contains(line) && style.textOwn.decorations.contains(line) {
                let (offset, thickness): (Double, Double)
                switch line {
                case .underline: (offset, thickness) = (-m.underlinePosition, m.underlineThickness)
                case .overline: (offset, thickness) = (-m.ascent, m.underlineThickness)
                case .lineThrough: (offset, thickness) = (-m.strikeoutPosition, m.strikeoutThickness)
                }
                var path = VectorPath()
                var runStart: Point?
                var runEnd = Point.zero
                func flush() {
                    guard let s = runStart else { return }
                    let direction = runEnd - s
                    let length = direction.length
                    guard length > 0 else { runStart = nil; return }
                    let normal = Point(x: -direction.y / length, y: direction.x / length)
                    let centre = normal * (offset * size)
                    let half = normal * (thickness * size / 2)
                    path.append(VectorPath([.move(to: s + centre - half), .line(to: runEnd + centre - half),
                                            .line(to: runEnd + centre + half), .line(to: s + centre + half), .close]))
                    runStart = nil
                }
                for (glyph, character) in zip(glyphs, content.characters) {
                    guard character.decorations.contains(span), glyph.visible else { flush(); continue }
                    if runStart != nil, glyph.start.distance(to: runEnd) > 1e-6 { flush() }
                    if runStart == nil { runStart = glyph.start }
                    runEnd = glyph.end
                }
                flush()
                guard !path.isEmpty else { continue }
                let fill = style.resolvedFill(servers: { paintServer($0) })
                let stroke = style.resolvedStroke(servers: { paintServer($0) })
                if fill != nil || stroke != nil {
                    nodes.append(.shape(DrawingShape(path: path, transform: transform, fill: fill, stroke: stroke)))
                }
            }
        }
        return nodes
    }
}
