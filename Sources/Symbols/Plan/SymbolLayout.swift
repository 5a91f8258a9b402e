/// Where a resolved glyph lands on the canvas: the template-unit → device-pixel transform, the canvas size
/// and the metrics (Documentation/SymbolFormat.md §5.2–5.3).
///
/// One template unit is `pointSize / sourcePointSize` points. Vertically the canvas edges are snapped outward to
/// whole pixels from the baseline, so the baseline always falls on a pixel boundary and a row of images rendered
/// at one point size shares it. Horizontally the canvas spans the margin box (left to right margin guide) and any
/// ink beyond it, widened to whole pixels equally on both sides: the alignment insets are then never negative, and
/// a symmetric drawing (a circle) gets equal left and right insets at every weight, whatever the rounding.
package struct SymbolLayout: Sendable, Hashable {
    /// Maps slot-local template units (y down from the baseline) to device pixels.
    package var transform: AffineTransform
    /// The metrics of the image.
    package var metrics: SymbolMetrics

    /// San Francisco's ascender and descender per em (1950 and 494 of 2048 units) — our reading of the font,
    /// used only by the text-line canvas policy.
    static let ascenderPerEm = 1950.0 / 2048
    static let descenderPerEm = 494.0 / 2048

    /// Lays out a glyph for a configuration.
    package init(glyph: ResolvedGlyph, sourcePointSize: Double, configuration: SymbolConfiguration) {
        let pointSize = configuration.resolvedPointSize
        let k = configuration.resolvedPixelScale
        let pointsPerUnit = pointSize / sourcePointSize
        let ppu = pointsPerUnit * k
        let art = glyph.bounds ?? Rect(x: 0, y: -glyph.capHeight, width: 0, height: glyph.capHeight)
        let marginLeft = glyph.margins?.left ?? art.minX, marginRight = glyph.margins?.right ?? art.maxX
        // The margin box is the symbol's advance (§1.4): the alignment rectangle's sides. Spanning it keeps the
        // insets from changing sign as the rounding slack of each weight changes (UIKit's symbol images, too,
        // are larger than their ink by the margins).
        let advance = Rect(x: min(marginLeft, marginRight), y: art.minY, width: abs(marginRight - marginLeft), height: art.height)
        var box = art.union(advance)
        if configuration.canvas == .textLine {
            let line = Rect(x: advance.minX, y: -Self.ascenderPerEm * sourcePointSize, width: advance.width,
                            height: (Self.ascenderPerEm + Self.descenderPerEm) * sourcePointSize)
            // The line box, grown where artwork reaches beyond it so nothing is cut off.
            box = line.union(box)
        }
        // A tiny epsilon keeps exact pixel edges from growing a spurious extra pixel through rounding noise. Edges
        // snap to whole pixels, or to whole points (multiples of the pixel scale) for assets that need one size in
        // points at every scale.
        let epsilon = 1e-7
        let grid = configuration.snapsCanvasToPoints == true && k == k.rounded() && k >= 1 ? k : 1
        func down(_ value: Double) -> Double { ((value / grid) + epsilon).rounded(.down) * grid }
        func up(_ value: Double) -> Double { ((value / grid) - epsilon).rounded(.up) * grid }
        let y0 = down(box.minY * ppu), y1 = up(box.maxY * ppu)
        let width = PixelCount.clamped(up(box.width * ppu)), height = PixelCount.clamped(y1 - y0)
        // The rounding slack goes half to each side, so the box stays centred (the ink then lies off the pixel
        // grid horizontally, as it already does wherever a margin is not on it).
        let halfSlack = (Double(width) - box.width * ppu) / 2
        let x0 = box.minX * ppu - halfSlack
        transform = AffineTransform(a: ppu, b: 0, c: 0, d: ppu, e: -x0, f: -y0)
        metrics = SymbolMetrics(
            pixelWidth: width, pixelHeight: height, pixelScale: k,
            baselineOffsetFromBottom: (y0 + Double(height)) / k,
            capHeight: glyph.capHeight * pointsPerUnit,
            alignmentRectInsets: SymbolInsets(top: (-glyph.capHeight * ppu - y0) / k, left: ((advance.minX - box.minX) * ppu + halfSlack) / k,
                                            bottom: (y0 + Double(height)) / k, right: ((box.maxX - advance.maxX) * ppu + halfSlack) / k),
            pointSize: pointSize)
    }
}

extension SymbolLayout {
    /// The same layout scaled to fit its canvas into a `size`×`size` square, centered (for icon sets). Every
    /// metric follows: the pixel scale grows by the fitting factor, and the baseline and alignment insets move
    /// by the centering offsets.
    package func fitted(intoSquare size: Int) -> SymbolLayout {
        let w = Double(metrics.pixelWidth), h = Double(metrics.pixelHeight)
        let s = Double(size) / max(w, h)
        let dx = (Double(size) - w * s) / 2, dy = (Double(size) - h * s) / 2
        var copy = self
        copy.transform = transform.concatenating(AffineTransform(a: s, b: 0, c: 0, d: s, e: dx, f: dy))
        let k = metrics.pixelScale * s
        copy.metrics.pixelWidth = size
        copy.metrics.pixelHeight = size
        copy.metrics.pixelScale = k
        copy.metrics.baselineOffsetFromBottom = metrics.baselineOffsetFromBottom + dy / k
        let insets = metrics.alignmentRectInsets
        copy.metrics.alignmentRectInsets = SymbolInsets(top: insets.top + dy / k, left: insets.left + dx / k,
                                                      bottom: insets.bottom + dy / k, right: insets.right + dx / k)
        return copy
    }
}

extension SymbolLayout {
    /// The same layout placed in a box by a content mode and position; the metrics follow as in
    /// ``fitted(intoSquare:)`` (a stretched layout keeps the horizontal factor for its pixel scale).
    package func placed(_ placement: ContentPlacement) -> SymbolLayout {
        var copy = self
        copy.transform = transform.concatenating(AffineTransform(a: placement.scaleX, b: 0, c: 0, d: placement.scaleY,
                                                                 e: placement.offsetX, f: placement.offsetY))
        let k = metrics.pixelScale * placement.scaleY
        let dx = placement.offsetX, dy = placement.offsetY
        copy.metrics.pixelWidth = placement.width
        copy.metrics.pixelHeight = placement.height
        copy.metrics.pixelScale = k
        let h = Double(metrics.pixelHeight) * placement.scaleY
        // Baseline: its distance from the artwork's bottom scales, then the space below the artwork is added.
        copy.metrics.baselineOffsetFromBottom = (metrics.baselineOffsetFromBottom * metrics.pixelScale * placement.scaleY
                                                 + Double(placement.height) - dy - h) / k
        let insets = metrics.alignmentRectInsets
        let w = Double(metrics.pixelWidth) * placement.scaleX
        let kx = metrics.pixelScale * placement.scaleX
        copy.metrics.alignmentRectInsets = SymbolInsets(
            top: (insets.top * metrics.pixelScale * placement.scaleY + dy) / k,
            left: (insets.left * metrics.pixelScale * placement.scaleX + dx) / kx,
            bottom: (insets.bottom * metrics.pixelScale * placement.scaleY + Double(placement.height) - dy - h) / k,
            right: (insets.right * metrics.pixelScale * placement.scaleX + Double(placement.width) - dx - w) / kx)
        return copy
    }
}

/// Converts pixel extents computed in floating point to counts without trapping on absurd geometry: non-finite or
/// huge values become a count far beyond any canvas limit, which the rasterizer then rejects with a clear error.
enum PixelCount {
    static let absurd = 1_000_000_000

    static func clamped(_ value: Double) -> Int {
        guard value.isFinite else { return absurd }
        return Int(clamping: value, to: 1...absurd)
    }
}
