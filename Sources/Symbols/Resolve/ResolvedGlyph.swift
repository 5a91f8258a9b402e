/// One weight at one scale of a symbol, ready to place: paths in template units, slot-local coordinates
/// (x from the left margin, y down from the baseline), at the scale's size.
package struct ResolvedGlyph: Sendable, Hashable {
    /// The paths with their layer annotations.
    package var paths: [TemplatePath]
    /// Left and right margins in local x, when the template gives or implies them.
    package var margins: TemplateMargins?
    /// Cap height of the scale's row, template units.
    package var capHeight: Double
    /// Where the geometry came from.
    package var source: Source
    /// The template's rotation anchors for this weight and scale, in the same coordinates as ``paths``
    /// (interpolated like them); empty when the template annotates none.
    package var rotationAnchors = RotationAnchors()

    /// How a glyph was obtained.
    package enum Source: Sendable, Hashable {
        /// The template's own slot.
        case slot(TemplateSlotID)
        /// Interpolated from the three small masters.
        case interpolated
        /// A fallback because the requested slot is missing and the masters cannot interpolate.
        case fallback(TemplateSlotID, reason: String)
    }

    /// Creates a glyph.
    package init(paths: [TemplatePath], margins: TemplateMargins?, capHeight: Double, source: Source) {
        self.paths = paths
        self.margins = margins
        self.capHeight = capHeight
        self.source = source
    }

    /// Tight bounds of all paths (curve extrema included), or nil when nothing is drawn.
    package var bounds: Rect? {
        var result: Rect?
        for path in paths {
            guard let box = path.path.bounds else { continue }
            result = result.map { $0.union(box) } ?? box
        }
        return result
    }
}
