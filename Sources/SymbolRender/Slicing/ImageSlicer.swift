/// Cuts a rendered bitmap into the smallest resizable image (Xcode's slicing: caps, then one centre pixel for
/// stretch or one period for tile) and expands such an image again as UIKit draws it. Documentation/ImageViews.md §1.
public enum ImageSlicer {
    /// A sliced bitmap: the minimal image and the `resizing` values for it, in its pixels.
    public struct Result: Sendable, Hashable {
        /// The minimal bitmap: caps plus the centre.
        public var bitmap: Bitmap
        /// The caps in pixels of ``bitmap`` (zero on axes that do not resize).
        public var insets: SliceInsets
        /// The centre's width in pixels (0 when the mode does not resize horizontally).
        public var centerWidth: Int
        /// The centre's height in pixels (0 when the mode does not resize vertically).
        public var centerHeight: Int
    }

    /// Slices `bitmap` (one scale's full render) by `slice`: explicit insets are rounded from points, `auto` insets
    /// are the smallest caps whose centre is uniform (stretch) or periodic (tile). Throws a sentence (the caller
    /// names the asset) when the caps do not fit or no uniform centre exists.
    public static func slice(_ bitmap: Bitmap, _ slice: ImageSlice, scale: Int) throws(ImageSlicerError) -> Result {
        let center = slice.centerPixels(scale: scale)
        var insets: SliceInsets
        if let explicit = slice.pixelInsets(scale: scale) {
            insets = explicit
        } else {
            insets = SliceInsets(top: 0, left: 0, bottom: 0, right: 0)
            if slice.mode.resizesHorizontally {
                let span = try uniformSpan(count: bitmap.width, period: center, axis: "column") { a, b in columnsEqual(bitmap, a, b) }
                (insets.left, insets.right) = span
            }
            if slice.mode.resizesVertically {
                let span = try uniformSpan(count: bitmap.height, period: center, axis: "row") { a, b in rowsEqual(bitmap, a, b) }
                (insets.top, insets.bottom) = span
            }
        }
        let width = slice.mode.resizesHorizontally ? center : 0, height = slice.mode.resizesVertically ? center : 0
        if slice.mode.resizesHorizontally, insets.left + center + insets.right > bitmap.width {
            throw ImageSlicerError("the caps (left \(insets.left) + right \(insets.right) px) and the \(center) px centre exceed the image's \(bitmap.width) px width at @\(scale)x")
        }
        if slice.mode.resizesVertically, insets.top + center + insets.bottom > bitmap.height {
            throw ImageSlicerError("the caps (top \(insets.top) + bottom \(insets.bottom) px) and the \(center) px centre exceed the image's \(bitmap.height) px height at @\(scale)x")
        }
        let columns = slice.mode.resizesHorizontally ? kept(bitmap.width, insets.left, center, insets.right) : Array(0..<bitmap.width)
        let rows = slice.mode.resizesVertically ? kept(bitmap.height, insets.top, center, insets.bottom) : Array(0..<bitmap.height)
        return Result(bitmap: crop(bitmap, columns: columns, rows: rows), insets: insets, centerWidth: width, centerHeight: height)
    }

    /// Draws a sliced image at `width` × `height` pixels as UIKit does: caps as they are, the centre stretched (a
    /// one-pixel centre) or repeated from its start (tile). An axis that does not resize keeps its size.
    public static func expand(_ sliced: Result, center: ImageSlice.Center, width: Int, height: Int) -> Bitmap {
        let source = sliced.bitmap
        let outWidth = sliced.centerWidth > 0 ? width : source.width
        let outHeight = sliced.centerHeight > 0 ? height : source.height
        func map(_ x: Int, out: Int, size: Int, low: Int, high: Int, centre: Int) -> Int {
            guard centre > 0 else { return x }
            if x < low { return x }
            if x >= out - high { return size - (out - x) }
            return center == .stretch ? low : low + (x - low) % centre
        }
        let columns = (0..<outWidth).map { map($0, out: outWidth, size: source.width, low: sliced.insets.left, high: sliced.insets.right, centre: sliced.centerWidth) }
        let rows = (0..<outHeight).map { map($0, out: outHeight, size: source.height, low: sliced.insets.top, high: sliced.insets.bottom, centre: sliced.centerHeight) }
        return crop(source, columns: columns, rows: rows)
    }

    /// The caps (low, high) around the longest run of indices `i` where `i` and `i + period` are equal: the smallest
    /// caps with a uniform (period 1) or periodic centre. At least two equal neighbours are needed, or the centre
    /// would not be uniform anywhere.
    private static func uniformSpan(count: Int, period: Int, axis: String,
                                    equal: (Int, Int) -> Bool) throws(ImageSlicerError) -> (Int, Int) {
        var best: (start: Int, length: Int) = (0, 0)
        var start = 0, length = 0
        for i in 0..<max(0, count - period) {
            if equal(i, i + period) {
                if length == 0 { start = i }
                length += 1
                // The longest run wins; among equal runs the one nearest the middle, so that caps come out balanced.
                let middle = Double(count) / 2
                let better = length > best.length
                    || (length == best.length && abs(Double(start) + Double(length + period) / 2 - middle) < abs(Double(best.start) + Double(best.length + period) / 2 - middle))
                if better { best = (start, length) }
            } else {
                length = 0
            }
        }
        guard best.length > 0 else {
            let what = period == 1 ? "no two neighbouring \(axis)s are equal, so no centre \(axis) can stretch"
                : "no \(axis) repeats \(period) px later, so the pattern has no period of \(period) px"
            throw ImageSlicerError("cannot find cap insets automatically: \(what); give explicit capInsets, or tile with the pattern's period")
        }
        return (best.start, count - (best.start + best.length + period))
    }

    private static func kept(_ count: Int, _ low: Int, _ centre: Int, _ high: Int) -> [Int] {
        Array(0..<(low + centre)) + Array((count - high)..<count)
    }

    private static func crop(_ bitmap: Bitmap, columns: [Int], rows: [Int]) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: columns.count * rows.count * 4)
        var o = 0
        for y in rows {
            let row = y * bitmap.width * 4
            for x in columns {
                let i = row + x * 4
                pixels[o] = bitmap.pixels[i]; pixels[o + 1] = bitmap.pixels[i + 1]
                pixels[o + 2] = bitmap.pixels[i + 2]; pixels[o + 3] = bitmap.pixels[i + 3]
                o += 4
            }
        }
        return Bitmap(width: columns.count, height: rows.count, pixels: pixels)
    }

    private static func columnsEqual(_ bitmap: Bitmap, _ a: Int, _ b: Int) -> Bool {
        for y in 0..<bitmap.height {
            let row = y * bitmap.width * 4
            for c in 0..<4 where bitmap.pixels[row + a * 4 + c] != bitmap.pixels[row + b * 4 + c] { return false }
        }
        return true
    }

    private static func rowsEqual(_ bitmap: Bitmap, _ a: Int, _ b: Int) -> Bool {
        let stride = bitmap.width * 4
        return bitmap.pixels[(a * stride)..<(a * stride + stride)].elementsEqual(bitmap.pixels[(b * stride)..<(b * stride + stride)])
    }
}

/// Why a bitmap cannot be sliced as asked.
public struct ImageSlicerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
