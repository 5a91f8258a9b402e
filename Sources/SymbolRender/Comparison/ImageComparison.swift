/// Compares two bitmaps pixel by pixel, with tolerances, and draws a diff image.
public struct ImageComparison: Sendable, Hashable {
    /// How strict a comparison is.
    public struct Tolerance: Sendable, Hashable {
        /// The largest per-channel difference (0–255, straight alpha) that still counts as equal.
        public var perChannel: Int
        /// The share of pixels (0…1) allowed to differ beyond `perChannel`.
        public var differingShare: Double
        /// When true, a differing pixel is ignored if the other image has a matching pixel within one pixel of it
        /// (differences that only move anti-aliased edges by a fraction of a pixel).
        public var ignoresAntialiasing: Bool

        /// Creates a tolerance; the default is exact.
        public init(perChannel: Int = 0, differingShare: Double = 0, ignoresAntialiasing: Bool = false) {
            self.perChannel = perChannel
            self.differingShare = differingShare
            self.ignoresAntialiasing = ignoresAntialiasing
        }

        /// Exact equality of decoded pixels.
        public static let exact = Tolerance()
    }

    /// Pixels that differ beyond the tolerance.
    public var differingPixels: Int
    /// The largest channel difference seen anywhere (0–255).
    public var largestDelta: Int
    /// Total pixel count (of the larger image when sizes differ).
    public var pixelCount: Int
    /// True when the sizes differ (then every pixel counts as differing).
    public var sizeMismatch: Bool
    /// Whether the images match under the tolerance used.
    public var matches: Bool
    /// The reference's size in pixels.
    public var referenceWidth: Int, referenceHeight: Int
    /// The actual image's size in pixels.
    public var actualWidth: Int, actualHeight: Int

    /// Compares `actual` against `reference`.
    public init(reference: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact) {
        (referenceWidth, referenceHeight) = (reference.width, reference.height)
        (actualWidth, actualHeight) = (actual.width, actual.height)
        guard reference.width == actual.width, reference.height == actual.height else {
            sizeMismatch = true
            pixelCount = max(reference.width * reference.height, actual.width * actual.height)
            differingPixels = pixelCount
            largestDelta = 255
            matches = false
            return
        }
        sizeMismatch = false
        pixelCount = reference.width * reference.height
        var differing = 0, largest = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let d = Self.delta(reference, x, y, actual, x, y)
                largest = max(largest, d)
                guard d > tolerance.perChannel else { continue }
                if tolerance.ignoresAntialiasing && Self.hasNearbyMatch(reference, actual, x, y, tolerance.perChannel) { continue }
                differing += 1
            }
        }
        differingPixels = differing
        largestDelta = largest
        matches = Double(differing) <= tolerance.differingShare * Double(pixelCount)
    }

    /// A diff image: the reference faded to a light grey, differing pixels in red (brighter for larger deltas).
    public static func diffImage(reference: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact) -> Bitmap {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var diff = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                let d = inReference && inActual ? delta(reference, x, y, actual, x, y) : 255
                if d > tolerance.perChannel && !(tolerance.ignoresAntialiasing && inReference && inActual
                                                 && hasNearbyMatch(reference, actual, x, y, tolerance.perChannel)) {
                    diff[x, y] = Pixel(red: 255, green: 0, blue: 0, alpha: UInt8(min(255, 128 + d / 2)))
                } else {
                    let a = inReference ? reference[x, y].alpha : 0
                    diff[x, y] = Pixel(red: 160, green: 160, blue: 160, alpha: a / 4)
                }
            }
        }
        return diff
    }

    private static func delta(_ a: Bitmap, _ ax: Int, _ ay: Int, _ b: Bitmap, _ bx: Int, _ by: Int) -> Int {
        let p = a[ax, ay], q = b[bx, by]
        // Colors of fully transparent pixels do not matter.
        if p.alpha == 0 && q.alpha == 0 { return 0 }
        return max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                   abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
    }

    private static func hasNearbyMatch(_ reference: Bitmap, _ actual: Bitmap, _ x: Int, _ y: Int, _ threshold: Int) -> Bool {
        var actualMatchesReference = false, referenceMatchesActual = false
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < reference.width, ny < reference.height else { continue }
                if delta(reference, nx, ny, actual, x, y) <= threshold { actualMatchesReference = true }
                if delta(actual, nx, ny, reference, x, y) <= threshold { referenceMatchesActual = true }
            }
        }
        return actualMatchesReference && referenceMatchesActual
    }
}
