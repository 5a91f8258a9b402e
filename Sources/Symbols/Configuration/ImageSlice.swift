/// How an image is cut for resizing (Xcode's slicing; UIKit's `resizableImage(withCapInsets:resizingMode:)`): fixed
/// caps at its edges and a centre that stretches or tiles. Documentation/ImageViews.md §1.
///
/// Insets given here are in points; the written `cap-insets` are pixels of each scale's bitmap
/// (``pixelInsets(scale:)``).
public struct ImageSlice: Sendable, Hashable {
    /// Which axes resize.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Left and right caps; the centre resizes horizontally.
        case threePartHorizontal = "3-part-horizontal"
        /// Top and bottom caps; the centre resizes vertically.
        case threePartVertical = "3-part-vertical"
        /// Four caps and four corners; the centre resizes both ways.
        case ninePart = "9-part"

        /// Whether the centre resizes horizontally (has a width).
        public var resizesHorizontally: Bool { self != .threePartVertical }
        /// Whether the centre resizes vertically (has a height).
        public var resizesVertically: Bool { self != .threePartHorizontal }
    }

    /// What the centre does when the image grows.
    public enum Center: String, Sendable, Hashable, CaseIterable {
        /// The centre (one pixel) is stretched.
        case stretch
        /// The centre (one period of a pattern) is repeated.
        case tile
    }

    /// Where the caps end.
    public enum CapInsets: Sendable, Hashable {
        /// The smallest caps whose centre row and column are uniform (stretch) or periodic (tile), found in each
        /// scale's pixels; for a rounded rectangle that is `ceil((radius + stroke/2) × scale)`.
        case auto
        /// Insets in points from each edge, rounded to pixels at each scale; insets of axes that do not resize are
        /// ignored.
        case points(top: Double, left: Double, bottom: Double, right: Double)
    }

    /// Which axes resize.
    public var mode: Mode
    /// Stretch or tile.
    public var center: Center
    /// Where the caps end.
    public var capInsets: CapInsets
    /// For `tile`: the pattern's period in points (its width, and its height in 9-part); required for tiling.
    public var period: Double?

    /// A slice; `tile` needs a `period`.
    public init(mode: Mode, center: Center = .stretch, capInsets: CapInsets = .auto, period: Double? = nil) {
        self.mode = mode
        self.center = center
        self.capInsets = capInsets
        self.period = period
    }

    /// The explicit insets in pixels at `scale` (`round(points × scale)`), only on the axes that resize; nil for auto.
    public func pixelInsets(scale: Int) -> SliceInsets? {
        guard case .points(let top, let left, let bottom, let right) = capInsets else { return nil }
        func px(_ points: Double) -> Int { Int(clamping: (points * Double(scale)).rounded(), to: 0...(1 << 30)) }
        return SliceInsets(top: mode.resizesVertically ? px(top) : 0, left: mode.resizesHorizontally ? px(left) : 0,
                           bottom: mode.resizesVertically ? px(bottom) : 0, right: mode.resizesHorizontally ? px(right) : 0)
    }

    /// The centre's size in pixels at `scale`: 1 for stretch, the period for tile.
    public func centerPixels(scale: Int) -> Int {
        guard center == .tile, let period else { return 1 }
        return Int(clamping: (period * Double(scale)).rounded(), to: 1...(1 << 30))
    }

    /// Checks the values: non-negative finite insets, a period in (0, 4096] exactly when tiling.
    public func validate() throws(ImageSliceError) {
        if case .points(let top, let left, let bottom, let right) = capInsets {
            for (edge, value) in [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
            where !(value >= 0 && value <= 4096) {
                throw .inset(edge: edge, value: value)
            }
        }
        switch (center, period) {
        case (.tile, nil): throw .tileWithoutPeriod
        case (.tile, let period?) where !(period > 0 && period <= 4096): throw .period(period)
        case (.stretch, _?): throw .periodWithoutTile
        default: break
        }
    }
}

/// Cap insets in pixels of one bitmap (`cap-insets` in `Contents.json`).
public struct SliceInsets: Sendable, Hashable, CustomStringConvertible {
    /// Rows of the top cap.
    public var top: Int
    /// Columns of the left cap.
    public var left: Int
    /// Rows of the bottom cap.
    public var bottom: Int
    /// Columns of the right cap.
    public var right: Int

    /// Creates insets.
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// `top,left,bottom,right`.
    public var description: String { "\(top),\(left),\(bottom),\(right)" }
}

/// A slice value out of range, named with its range.
public enum ImageSliceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An inset is negative, not finite or above 4096 points.
    case inset(edge: String, value: Double)
    /// The period is not in (0, 4096].
    case period(Double)
    /// `tile` without a period.
    case tileWithoutPeriod
    /// A period with `stretch`.
    case periodWithoutTile

    /// What is wrong and what would be right.
    public var description: String {
        switch self {
        case .inset(let edge, let value): return "cap inset \(edge) \(NumberFormatting.described(value)) is out of range: use a value in 0…4096 points"
        case .period(let value): return "tile period \(NumberFormatting.described(value)) is out of range: use a value in (0, 4096] points"
        case .tileWithoutPeriod: return "a tiled centre needs its period (the pattern's repeat, in points)"
        case .periodWithoutTile: return "a period applies only to a tiled centre (center tile)"
        }
    }
}
