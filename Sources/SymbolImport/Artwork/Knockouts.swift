import CPlatform
import SVGPath
import SymbolFormat

/// Finds the knockouts of a two-tone icon: a lighter paint drawn on top of a darker shape (a white letter on a
/// coloured disc, the "i" of an info badge) is the artwork's way of cutting the glyph out. Imported as a layer of
/// its own it would paint the whole badge one colour in monochrome, hierarchical, palette and template images;
/// as a cut-out layer (``SketchLayer/Behavior/cutout``, clear-behind as Apple's exports write it) it is a hole
/// there, and multicolor still draws both colours.
///
/// A layer is a knockout when it is opaque, lies (almost) wholly on the layers below it, and its paint is white or
/// near-white, or clearly lighter than the paint it mostly covers. Where it is lighter but only partly on them, or
/// only a little lighter, the import keeps the layers as drawn and says so.
enum Knockouts {
    /// What was decided for the layers.
    struct Finding {
        /// Indexes of the layers that become cut-outs.
        var knockouts: Set<Int> = []
        /// The first layer not looked at, where the layers' cells passed ``maximumCells`` (those from it on stay
        /// layers of their own).
        var unexamined: Int?
        /// Layers kept as drawn though they look like a knockout, with why.
        var ambiguous: [String] = []
    }

    /// Of a layer's cells, this share at least must lie on the layers below for it to be a knockout.
    static let covered = 0.97
    /// A paint this light (relative luminance) or lighter is "white" on anything clearly darker.
    static let nearWhite = 0.8
    /// A paint at least this much lighter than what it covers is a knockout of any colour.
    static let clearlyLighter = 0.4
    /// Differences below this are two shades of one thing, not a knockout (nothing is said).
    static let barelyLighter = 0.1

    /// The drawn layers under each cell that a layer on top is compared with: the nearest this many. What lies
    /// deeper in a stack of artwork this thick is not what a knockout is cut from, and counting every layer under
    /// every cell made thousands of stacked layers quadratic.
    static let stackDepth = 8

    /// The most cells (rows included) the layers may fill together to be looked at: 20,000 layers each covering
    /// the icon fill 340 million and took 5.5 s; 5 million (about 0.07 s) are 300 such layers, and no icon of the
    /// corpora in Tools/corpora.py comes near.
    static let maximumCells = 5_000_000

    /// The decision for `layers` (bottom first, as drawn at Regular) painted with `paints`.
    ///
    /// One walk up the layers, each read once as runs of cells: a layer is compared with the drawn layers under
    /// its cells (the nearest ``stackDepth`` of each cell's), then, unless it is a knockout, laid on them. The work
    /// is the layers' cells times at most ``stackDepth``, however many layers there are, and stops at
    /// ``maximumCells``: the layers past it stay layers of their own (``Finding/unexamined``).
    static func find(_ layers: [SketchLayer], paints: [ImportedArtwork.Paint]) -> Finding {
        var finding = Finding()
        guard layers.count > 1 else { return finding }
        let outlines = layers.map(outline)
        var box: Rect?
        for outline in outlines { if let b = outline.bounds { box = box.map { $0.union(b) } ?? b } }
        guard let box, max(box.width, box.height) > 0 else { return finding }
        let cell = max(box.width, box.height) / 128
        let area = Rect(x: box.minX - cell, y: box.minY - cell, width: box.width + 2 * cell, height: box.height + 2 * cell)
        let columns = CoverageGrid.cells(area.width, cell), rows = CoverageGrid.cells(area.height, cell)
        // Each cell's drawn layers, nearest last: `stacks[cell * stackDepth ..< + heights[cell]]`.
        var stacks = [Int32](repeating: 0, count: columns * rows * stackDepth)
        var heights = [UInt8](repeating: 0, count: columns * rows)
        // Cells of the current layer on each layer under it, for the layers met (reset after each layer).
        var overlap = [Int](repeating: 0, count: layers.count)
        var met: [Int] = []
        var cellsRead = 0
        for top in layers.indices {
            let own = CoverageRuns(outlines[top], over: area, cell: cell)
            cellsRead += own.cellCount + rows
            guard cellsRead <= maximumCells else {
                finding.unexamined = top
                break
            }
            func eachCell(_ body: (Int) -> Void) {
                for row in 0..<rows {
                    for run in own.runs(inRow: row) {
                        for column in Int(run.start)..<Int(run.end) { body(row * columns + column) }
                    }
                }
            }
            if top > 0, paints[top].opacity >= 0.99 {
                compare(top, cells: eachCell, stacks: stacks, heights: heights, overlap: &overlap, met: &met,
                        paints: paints, into: &finding)
            }
            guard !finding.knockouts.contains(top) else { continue }
            eachCell { index in
                let base = index * stackDepth, height = Int(heights[index])
                if height == stackDepth {
                    for k in 0..<stackDepth - 1 { stacks[base + k] = stacks[base + k + 1] }
                    stacks[base + stackDepth - 1] = Int32(top)
                } else {
                    stacks[base + height] = Int32(top)
                    heights[index] += 1
                }
            }
        }
        return finding
    }

    /// Decides whether layer `top` (its `cells`) is a knockout of the drawn layers in `stacks` under it.
    private static func compare(_ top: Int, cells eachCell: ((Int) -> Void) -> Void, stacks: [Int32], heights: [UInt8],
                                overlap: inout [Int], met: inout [Int], paints: [ImportedArtwork.Paint], into finding: inout Finding) {
        var cells = 0, onBelow = 0
        eachCell { index in
            cells += 1
            let height = Int(heights[index])
            guard height > 0 else { return }
            onBelow += 1
            for k in 0..<height {
                let lower = Int(stacks[index * stackDepth + k])
                if overlap[lower] == 0 { met.append(lower) }
                overlap[lower] += 1
            }
        }
        // The layer it lies on most; of layers it lies on as much, the lowest.
        var under = -1
        for lower in met where under < 0 || overlap[lower] > overlap[under] || (overlap[lower] == overlap[under] && lower < under) {
            under = lower
        }
        for lower in met { overlap[lower] = 0 }
        met.removeAll(keepingCapacity: true)
        guard cells > 0, under >= 0 else { return }
        let share = Double(onBelow) / Double(cells)
        let light = luminance(paints[top]), dark = luminance(paints[under])
        let lighter = light - dark
        guard lighter >= barelyLighter, share >= 0.5 else { return }
        if share >= covered && (lighter >= clearlyLighter || (light >= nearWhite && lighter >= clearlyLighter / 2)) {
            finding.knockouts.insert(top)
        } else {
            let why = share < covered ? "only \(Int(clamping: (share * 100).rounded(.down), to: 0...100))% of it lies on the shapes below" : "its paint is only a little lighter than theirs"
            finding.ambiguous.append("layer \(top + 1) (\(paints[top].hex)) is drawn on layer \(under + 1) (\(paints[under].hex)) like a knockout, but \(why); it is kept as a layer of its own, which monochrome, hierarchical and palette images draw in the same colour as the shape below")
        }
    }

    /// The relative luminance of a paint (0 black … 1 white); the foreground counts as black, as it is drawn in
    /// light appearances.
    static func luminance(_ paint: ImportedArtwork.Paint) -> Double {
        guard !paint.foreground else { return 0 }
        let hex = paint.hex.dropFirst()
        guard hex.count == 6, let value = Int(hex, radix: 16) else { return 0 }
        func linear(_ component: Int) -> Double {
            let c = Double(component) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(value >> 16 & 0xFF) + 0.7152 * linear(value >> 8 & 0xFF) + 0.0722 * linear(value & 0xFF)
    }

    /// What a layer covers as drawn: fills as they are, strokes outlined at Regular's width.
    static func outline(_ layer: SketchLayer) -> VectorPath {
        var result = VectorPath()
        for shape in layer.shapes {
            if shape.fixedOutline {
                result.append(shape.centerline)
            } else {
                let style = StrokeGeometry(width: VariantComposer.regularWidth * shape.weight, cap: shape.cap, join: shape.join)
                result.append(Stroker.outline(of: shape.centerline, style: style))
            }
        }
        return result
    }
}
