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
        nodes += decorationShapes(glyphs, content: content, metrics: metrics, lines: [.underline, .overline],
                                  vertical: style.text.writingModeVertical, transform: transform)
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
            func paint(_ fill: FillStyle?, _ stroke: StrokeStyle?) {
                guard fill != nil || stroke != nil else { return }
                nodes.append(.shape(DrawingShape(path: path, transform: transform, fill: fill, stroke: stroke,
                                                 id: element.attribute("id"), classes: Self.classes(of: element))))
            }
            // `paint-order` (SVG 2 §13.5) with the stroke under the fill: two shapes, as for a basic shape.
            let order = spanStyle.paintOrder
            if fill != nil, stroke != nil, let s = order.firstIndex(of: .stroke), let f = order.firstIndex(of: .fill), s < f {
                paint(nil, stroke)
                paint(fill, nil)
            } else {
                paint(fill, stroke)
            }
        }
        nodes += decorationShapes(glyphs, content: content, metrics: metrics, lines: [.lineThrough],
                                  vertical: style.text.writingModeVertical, transform: transform)
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
        content.characters.removeAll { $0.omitted }
        // Decorations declared on the text's ancestors (a <g text-decoration>) reach it too, in their paint: each
        // becomes a span without characters that every character's decorations name, outermost first.
        let inherited = style.text.decorators.indices.map { content.spans.count + $0 }
        for decorator in style.text.decorators { content.spans.append(TextContent.Span(style: decorator, element: element)) }
        content.decorators = style.text.decorators.count
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

        // Each chunk is shaped whole in the font of each of its spans, and each character takes its glyph from its
        // own span's font (as resvg does): kerning and ligatures reach across span boundaries, not across chunks.
        let chunks = Self.chunks(content.characters)
        // Each chunk is a paragraph of the bidirectional algorithm, in the text element's direction; characters
        // drawn right to left are mirrored (brackets) before shaping. Vertical text keeps its logical order.
        var levels = [UInt8](repeating: 0, count: content.characters.count)
        if !style.text.writingModeVertical {
            for chunk in chunks {
                let resolved = Bidi.levels(content.characters[chunk].map(\.scalar), rightToLeft: style.text.rightToLeft,
                                           override: style.text.bidiOverride)
                for (k, i) in chunk.enumerated() { levels[i] = resolved[k] }
            }
        }
        var shaped = [ShapedGlyph](repeating: ShapedGlyph(outline: VectorPath(), advance: 0), count: content.characters.count)
        var metrics: [FontMetrics] = Array(repeating: FontMetrics(ascent: 0.8, descent: 0.2, underlinePosition: -0.1, underlineThickness: 0.05,
                                                                  strikeoutPosition: 0.3, strikeoutThickness: 0.05, xHeight: 0.5),
                                           count: content.spans.count)
        for chunk in chunks {
            var requests: [FontRequest] = []
            for i in chunk {
                let request = content.spans[content.characters[i].span].style.text.fontRequest
                if !requests.contains(request) { requests.append(request) }
            }
            // Many fonts in one chunk: each run of characters alone, so that the work stays linear.
            let runs: [Range<Int>] = requests.count <= 4 ? [chunk] : Self.runs(in: chunk, content: content)
            for run in runs {
                let scalars = run.map { i in
                    let scalar = content.characters[i].scalar
                    return levels[i] % 2 == 1 ? Bidi.mirrored(scalar) ?? scalar : scalar
                }
                for request in requests {
                    let members = run.filter { content.spans[content.characters[$0].span].style.text.fontRequest == request }
                    guard !members.isEmpty else { continue }
                    guard let result = shaper.shape(scalars, font: request) else {
                        warnOnce("no font found for <text>; it was skipped", at: element)
                        return ([], content, [])
                    }
                    for i in members {
                        shaped[i] = result.glyphs[i - run.lowerBound]
                        metrics[content.characters[i].span] = result.metrics
                    }
                }
            }
        }
        let segments = shaped.reduce(0) { $0 + $1.outline.elements.count }
        guard charge(segments, "path segments", for: "<text> glyphs of \(segments) segments at \(Self.location(of: element))", at: element) else {
            return ([], content, [])
        }
        return (place(shaped, content: content, chunks: chunks, levels: levels, metrics: metrics, vertical: style.text.writingModeVertical),
                content, metrics)
    }

    /// Text chunks: one starts at the first character, at one with an absolute `x` or `y`, and where characters
    /// enter or leave a `<textPath>` (SVG 2 §11.8.1).
    private static func chunks(_ characters: [TextContent.Character]) -> [Range<Int>] {
        var chunks: [Range<Int>] = []
        var begin = 0
        for i in characters.indices.dropFirst() {
            let c = characters[i]
            if c.x != nil || c.y != nil || c.path != characters[i - 1].path {
                chunks.append(begin..<i)
                begin = i
            }
        }
        chunks.append(begin..<characters.count)
        return chunks
    }

    /// The runs of characters of a chunk that ask for one font.
    private static func runs(in chunk: Range<Int>, content: TextContent) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var begin = chunk.lowerBound
        for i in chunk.dropFirst() {
            let request = content.spans[content.characters[i].span].style.text.fontRequest
            if request != content.spans[content.characters[i - 1].span].style.text.fontRequest {
                runs.append(begin..<i)
                begin = i
            }
        }
        runs.append(begin..<chunk.upperBound)
        return runs
    }

    /// Pen positions, anchors, baselines, rotation and paths (SVG 2 §11.8). A chunk starts at its `x`/`y`, else
    /// where the previous chunk ended, and `text-anchor` moves it as a whole. A horizontal chunk off a path is drawn
    /// in the visual order of its bidi `levels`.
    private func place(_ shaped: [ShapedGlyph], content: TextContent, chunks: [Range<Int>], levels: [UInt8], metrics: [FontMetrics],
                       vertical: Bool) -> [PlacedGlyph] {
        let characters = content.characters

        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(characters.count)
        var last = Point.zero
        for chunk in chunks {
            // Each glyph's own width, and its advance: letter-spacing after every glyph but the chunk's last (and
            // those of cursive scripts),
            // word-spacing after word separators; a glyph spaced to a negative advance is dropped (as browsers do).
            var widths: [Double] = [], advances: [Double] = [], hidden: [Bool] = []
            widths.reserveCapacity(chunk.count)
            for i in chunk {
                let style = content.spans[characters[i].span].style.text
                var width = shaped[i].advance * style.fontSize
                var advance = width
                if i != chunk.upperBound - 1, !ArabicJoining.isCursive(characters[i].scalar) { advance += style.letterSpacing }
                if Self.isWordSeparator(characters[i].scalar) { advance += style.wordSpacing }
                let drop = advance < 0
                if drop { width = 0; advance = 0 }
                widths.append(width)
                advances.append(advance)
                hidden.append(drop)
            }
            let xScales = adjustLengths(chunk, content: content, widths: &widths, advances: &advances)
            let total = advances.reduce(0, +)
            let first = characters[chunk.lowerBound]
            let anchorShift: Double
            // Not mirrored by `direction: rtl` (SVG 2 puts an rtl chunk's start on its right): resvg keeps the start
            // on the left, and its references are the suite this layout is measured on.
            switch content.spans[first.span].style.text.anchor {
            case .start: anchorShift = 0
            case .middle: anchorShift = -total / 2
            case .end: anchorShift = -total
            }
            if let p = first.path {
                let geometry = content.paths[p]
                var distance = (first.x ?? 0) + geometry.startOffset + anchorShift
                var dy = 0.0
                for (k, i) in chunk.enumerated() {
                    let character = characters[i]
                    let spanStyle = content.spans[character.span].style
                    let size = spanStyle.text.fontSize
                    distance += character.dx ?? 0
                    dy += character.dy ?? 0
                    let half = widths[k] / 2
                    // The glyph's middle goes to its distance along the path, turned to the path's direction;
                    // glyphs off the path's ends are not drawn (SVG 2 §11.8.3).
                    guard let (point, direction) = geometry.place(at: distance + half) else {
                        placed.append(PlacedGlyph(outline: VectorPath(), span: character.span, start: .zero, end: .zero, visible: false))
                        distance += advances[k]
                        continue
                    }
                    let shift = dy + baseline(content, character: character, metrics: metrics)
                    let turn = AffineTransform.rotation(direction)
                    let glyph = AffineTransform.scale(x: size * xScales[k], y: size)
                        .concatenating(.rotation((character.rotate ?? 0) * .pi / 180))
                        .concatenating(.translation(x: -half, y: shift))
                        .concatenating(turn)
                        .concatenating(.translation(x: point.x, y: point.y))
                    placed.append(PlacedGlyph(outline: hidden[k] ? VectorPath() : shaped[i].outline.transformed(by: glyph), span: character.span,
                                              start: point + turn.applyToVector(Point(x: -half, y: shift)),
                                              end: point + turn.applyToVector(Point(x: advances[k] - half, y: shift)),
                                              visible: spanStyle.visible && !hidden[k]))
                    distance += advances[k]
                    last = Point(x: point.x + advances[k], y: point.y)
                }
            } else {
                let origin = Point(x: first.x ?? last.x, y: first.y ?? last.y)
                // Vertical text is laid out as a horizontal line and turned a quarter clockwise about the chunk's
                // start; upright characters (CJK) turn back (as resvg does).
                let turn: AffineTransform = vertical
                    ? AffineTransform.translation(x: -origin.x, y: -origin.y).concatenating(.rotation(.pi / 2))
                        .concatenating(.translation(x: origin.x, y: origin.y))
                    : .identity
                var pen = Point(x: anchorShift, y: 0)
                // Glyphs are placed left to right in visual order and kept in logical order (decorations and
                // paints read them by character).
                let order = vertical ? Array(0..<chunk.count) : Bidi.visualOrder(chunk.map { levels[$0] })
                var slots = [PlacedGlyph?](repeating: nil, count: chunk.count)
                for k in order {
                    let i = chunk.lowerBound + k
                    let character = characters[i]
                    let spanStyle = content.spans[character.span].style
                    let size = spanStyle.text.fontSize
                    if vertical {
                        pen.y -= character.dx ?? 0
                        pen.x += character.dy ?? 0
                    } else {
                        pen.x += character.dx ?? 0
                        pen.y += character.dy ?? 0
                    }
                    // `lengthAdjust="spacingAndGlyphs"` stretches the glyph and its distance from the chunk's start.
                    let stretch = xScales[k]
                    var at = Point(x: origin.x + pen.x * stretch, y: origin.y + pen.y)
                    var glyph = AffineTransform.scale(x: size * stretch, y: size)
                    if vertical {
                        let m = metrics[character.span]
                        let middle = (m.ascent - m.descent) / 2 * size
                        if Self.isUpright(character.scalar) {
                            let centre = Point(x: widths[k] / 2, y: -middle)
                            glyph = glyph.concatenating(.translation(x: -centre.x, y: -centre.y)).concatenating(.rotation(-.pi / 2))
                                .concatenating(.translation(x: centre.x, y: centre.y + middle))
                        } else {
                            at.y += middle
                        }
                    } else {
                        at.y += baseline(content, character: character, metrics: metrics)
                    }
                    glyph = glyph.concatenating(.rotation((character.rotate ?? 0) * .pi / 180))
                        .concatenating(.translation(x: at.x, y: at.y))
                        .concatenating(turn)
                    slots[k] = (PlacedGlyph(outline: hidden[k] ? VectorPath() : shaped[i].outline.transformed(by: glyph), span: character.span,
                                              // A rotated glyph's decoration turns with it (and so stands apart).
                                              start: turn.apply(at),
                                              end: turn.apply(at + AffineTransform.rotation((character.rotate ?? 0) * .pi / 180)
                                                  .applyToVector(Point(x: advances[k] * stretch, y: 0))),
                                              visible: spanStyle.visible && !hidden[k]))
                    pen.x += advances[k]
                }
                placed += slots.compactMap { $0 }
                last = vertical ? Point(x: origin.x + pen.y, y: origin.y + pen.x) : Point(x: origin.x + pen.x, y: origin.y + pen.y)
            }
        }
        return placed
    }

    /// `textLength` on the elements of a chunk (each over its own characters, SVG 2 §11.10.2): `spacing` sets the
    /// advances so that the glyphs' widths and the gaps between them make the length; `spacingAndGlyphs` returns
    /// the horizontal stretch of each glyph (on a path, the widths and advances stretch instead of positions).
    private func adjustLengths(_ chunk: Range<Int>, content: TextContent, widths: inout [Double], advances: inout [Double]) -> [Double] {
        var stretches = [Double](repeating: 1, count: chunk.count)
        let onPath = content.characters[chunk.lowerBound].path != nil
        var spans: [Int] = []
        for i in chunk where !spans.contains(content.characters[i].span) { spans.append(content.characters[i].span) }
        for span in spans {
            let element = content.spans[span].element
            guard let value = element.attribute("textLength"),
                  let target = SVGStyle.textLength(Substring(value).trimmingSVGSpace(), fontSize: content.spans[span].style.text.fontSize,
                                                   percentOf: viewport.width), target >= 0 else { continue }
            let members = (0..<chunk.count).filter { content.characters[chunk.lowerBound + $0].span == span }
            let width = members.reduce(0) { $0 + widths[$1] }
            if element.attribute("lengthAdjust") == "spacingAndGlyphs" {
                guard width > 0, target / width >= 0.001 else { continue }
                for k in members {
                    stretches[k] = target / width
                    if onPath { advances[k] *= target / width; widths[k] *= target / width }
                }
            } else {
                let gap = members.count > 1 ? (target - width) / Double(members.count - 1) : 0
                for k in members { advances[k] = widths[k] + gap }
            }
        }
        return stretches
    }

    /// How far below the pen the character's baseline goes: its dominant or alignment baseline, less its
    /// `baseline-shift`.
    private func baseline(_ content: TextContent, character: TextContent.Character, metrics: [FontMetrics]) -> Double {
        let style = content.spans[character.span].style
        let offset = Self.baselineOffset(style.textOwn.alignmentBaseline ?? style.text.dominantBaseline, metrics: metrics[character.span])
        return offset * style.text.fontSize - Self.shift(content, character: character, metrics: metrics)
    }

    /// Characters that stand upright in vertical text (Unicode's Vertical_Orientation U and Tu, approximated by
    /// block: CJK ideographs and symbols, kana, Hangul, Yi, full-width forms); the others lie on their side.
    private static func isUpright(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0xA4CF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Characters that `word-spacing` follows (CSS Text 3 §8.1).
    private static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
        [0x20, 0xA0, 0x1361, 0x10100, 0x10101, 0x1039F, 0x1091F].contains(scalar.value)
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
        let size = content.spans[character.span].style.text.fontSize
        let m = metrics[character.span]
        return content.spans[character.span].shifts.reduce(0) { total, shift in
            switch shift {
            case .length(let v): return total + v
            case .sub: return total - m.subscriptOffset * size
            case .super: return total + m.superscriptOffset * size
            }
        }
    }

    /// Decoration lines as filled rectangles, one per run of glyphs on a line. Each character takes, for each kind
    /// of line, the one of the innermost element declaring it, in that element's paint (an ancestor outside the
    /// `<text>` lends the text's paint), at the position and thickness of the character's own font (as resvg does).
    private mutating func decorationShapes(_ glyphs: [PlacedGlyph], content: TextContent, metrics: [FontMetrics],
                                           lines: Set<TextDecorationLine>, vertical: Bool, transform: AffineTransform) -> [DrawingNode] {
        var nodes: [DrawingNode] = []
        for line in [TextDecorationLine.underline, .overline, .lineThrough] where lines.contains(line) {
            var paths: [Int: VectorPath] = [:]
            var order: [Int] = []
            var run: (declaring: Int, span: Int, start: Point, end: Point)?
            func flush() {
                guard let r = run else { return }
                run = nil
                let direction = r.end - r.start
                let length = direction.length
                guard length > 0 else { return }
                let m = metrics[r.span]
                let size = content.spans[r.span].style.text.fontSize
                // In vertical text the lines run beside the glyphs' middle, half the font's height away (resvg's
                // choice; CSS leaves it to text-underline-position).
                let middle = (m.ascent + m.descent) / 2
                let (offset, thickness): (Double, Double)
                switch line {
                case .underline: (offset, thickness) = (vertical ? middle : -m.underlinePosition, m.underlineThickness)
                case .overline: (offset, thickness) = (vertical ? -middle : -m.ascent, m.underlineThickness)
                case .lineThrough: (offset, thickness) = (vertical ? 0 : -m.strikeoutPosition, m.strikeoutThickness)
                }
                let normal = Point(x: -direction.y / length, y: direction.x / length)
                let centre = normal * (offset * size)
                let half = normal * (thickness * size / 2)
                if paths[r.declaring] == nil { order.append(r.declaring) }
                paths[r.declaring, default: VectorPath()].append(VectorPath([
                    .move(to: r.start + centre - half), .line(to: r.end + centre - half),
                    .line(to: r.end + centre + half), .line(to: r.start + centre + half), .close]))
            }
            for (glyph, character) in zip(glyphs, content.characters) {
                guard glyph.visible, let declaring = character.decorations.last(where: { content.spans[$0].style.textOwn.decorations.contains(line) }) else {
                    flush()
                    continue
                }
                if let r = run, r.declaring != declaring || r.span != character.span || glyph.start.distance(to: r.end) > 1e-6 { flush() }
                if run == nil {
                    run = (declaring, character.span, glyph.start, glyph.end)
                } else {
                    run?.end = glyph.end
                }
            }
            flush()
            for declaring in order {
                guard let path = paths[declaring] else { continue }
                let outside = declaring >= content.spans.count - content.decorators
                let style = content.spans[outside ? 0 : declaring].style
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
