import SVGPath
import Symbols

/// Lighter and heavier masters for filled outlines: each outline is offset in and out (``OutlineOffset``) as if
/// it were a stroke of the icon's thickness drawn at the three master widths, so fills gain weight as strokes do.
/// Where the full offset would break a shape (a thin part turning inside out, a gap closing), the offset is
/// reduced step by step, down to none, and the caller is told.
enum FillWeights {
    /// The outlines for the Ultralight, Regular and Black masters of each path, and what had to give.
    struct Result {
        var masters: [[VectorPath]]
        /// The fraction of the lighter and of the heavier progression the outlines could take (1 = all of it).
        var lighter: Double
        var heavier: Double
    }

    /// Offsets for a stroke of width `thickness` (design units): the edge moves by half the width change.
    static func masters(of paths: [VectorPath], thickness: Double) -> Result {
        let widths = MasterBuilder.masterWidths.map { $0.1 / VariantComposer.regularWidth }
        let lightest = (widths[0] - 1) * thickness / 2
        let heaviest = (widths[2] - 1) * thickness / 2
        // Regular-M mixes Regular-S with a share k of Ultralight-S: the Regular master sits opposite so that the mix
        // is the outline as drawn.
        let k = WeightInterpolator.coefficients(.regular, .medium).ultralight
        let steps = [1.0, 0.75, 0.5, 0.25, 0]
        func largest(_ distance: Double) -> Double {
            steps.first { step in paths.allSatisfy { OutlineOffset.offset($0, by: distance * step).keepsShape } } ?? 0
        }
        let lighter = largest(lightest), heavier = largest(heaviest)
        let ultralight = lightest * lighter
        let regular = -k * ultralight / (1 - k)
        let masters = paths.map { path in
            [ultralight, regular, heaviest * heavier].map { OutlineOffset.offset(path, by: $0).path }
        }
        return Result(masters: masters, lighter: lighter, heavier: heavier)
    }
}
