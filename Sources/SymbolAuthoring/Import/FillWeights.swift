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
        let steps = [1.0, 0.75, 0.5, 0.25]
        // The largest step at which every path keeps its shape, with the offset paths (kept: they are a master).
        func largest(_ distance: Double) -> (step: Double, paths: [VectorPath]) {
            steps: for step in steps {
                var offsets: [VectorPath] = []
                for path in paths {
                    let offset = OutlineOffset.offset(path, by: distance * step)
                    guard offset.keepsShape else { continue steps }
                    offsets.append(offset.path)
                }
                return (step, offsets)
            }
            return (0, paths)
        }
        let (lighter, ultralightPaths) = largest(lightest)
        let (heavier, blackPaths) = largest(heaviest)
        let regular = -k * lightest * lighter / (1 - k)
        let masters = paths.indices.map { index in
            [ultralightPaths[index], OutlineOffset.moved(paths[index], by: regular), blackPaths[index]]
        }
        return Result(masters: masters, lighter: lighter, heavier: heavier)
    }
}
