import SVGPath

/// Turns an icon's fills for the non-zero rule: an even-odd fill's contours each turned so that the holes it
/// draws stay holes, then every fill's contours turned alike (as stroke outlines are), so that the fills and
/// strokes of one layer add up where they overlap. Both questions ask, for each contour, what the others draw
/// around it; the icon's fills share one bound on that work (``VectorPath/windingWorkLimit`` for finding holes,
/// and as much for finding sides), so that many fills each just within it cannot take seconds together. A fill
/// the bound no longer pays for is kept as its contours turn.
struct FillTurning {
    /// Why a fill was kept as its contours turn.
    enum Refusal {
        /// The fill alone is past the bound: its contours lie over one another too many times.
        case alone
        /// The fills before it had read what it would have fitted in.
        case afterOthers
    }

    /// The polygon points each question may still read, and the bound they started from.
    private var holesWork: Int
    private var sidesWork: Int
    private let limit: Int

    init(work: Int = VectorPath.windingWorkLimit) {
        holesWork = work
        sidesWork = work
        limit = work
    }

    /// `path` turned for the non-zero rule (`evenOdd`: it was filled by the even-odd rule), or as far as the
    /// bound pays for, with why it stopped. A fill refused with the whole bound left is refused alone.
    mutating func turned(_ path: VectorPath, evenOdd: Bool) -> (path: VectorPath, refusal: Refusal?) {
        var path = path
        if evenOdd {
            let before = holesWork
            guard let rewritten = path.evenOddAsNonZero(work: &holesWork) else { return (path, refusal(before)) }
            path = rewritten
        }
        let before = sidesWork
        guard let oriented = OutlineOffset.orientedLikeStrokeOutlines(path, work: &sidesWork) else { return (path, refusal(before)) }
        return (oriented, nil)
    }

    private func refusal(_ workBefore: Int) -> Refusal {
        workBefore == limit ? .alone : .afterOthers
    }
}
