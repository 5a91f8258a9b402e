/// The ten images of a macOS `.iconset` and the icns element types that store them.
///
/// Retina slots and everything from 128 points up hold the PNG as it is (`ic07`…`ic14`, macOS 10.7+). 16 and 32
/// points at @1x hold 24-bit RGB plus an 8-bit mask (`is32`+`s8mk`, `il32`+`l8mk`), the types Apple's own apps
/// ship: PNG in the `icp4`/`icp5` types shows in a standalone `.icns` but not as an app-bundle icon, nor in
/// Finder's list view on non-Retina screens (relikd/icns-analysis; png2icons issue 1), and ARGB `ic04`/`ic05` needs
/// macOS 10.13. There is no 64-point slot: `icp6` renders either in `.icns` files or in apps, never both, and
/// `iconutil` never writes it.
package enum ICNSSlot: Int, Sendable, Hashable, CaseIterable, Comparable {
    // Declaration order is the order of elements in the file: by pixel size, @1x before @2x.
    /// 16×16, `is32` + `s8mk`.
    case size16
    /// 16×16@2x, `ic11` (PNG).
    case size16At2x
    /// 32×32, `il32` + `l8mk`.
    case size32
    /// 32×32@2x, `ic12` (PNG).
    case size32At2x
    /// 128×128, `ic07` (PNG).
    case size128
    /// 128×128@2x, `ic13` (PNG).
    case size128At2x
    /// 256×256, `ic08` (PNG).
    case size256
    /// 256×256@2x, `ic14` (PNG).
    case size256At2x
    /// 512×512, `ic09` (PNG).
    case size512
    /// 512×512@2x, `ic10` (PNG).
    case size512At2x

    /// The slot for an image of `pointSize` at `scale`, or nil if icns has none.
    package init?(pointSize: Int, scale: Int) {
        guard let slot = Self.allCases.first(where: { $0.pointSize == pointSize && $0.scale == scale }) else { return nil }
        self = slot
    }

    /// Edge length in points.
    package var pointSize: Int {
        switch self {
        case .size16, .size16At2x: 16
        case .size32, .size32At2x: 32
        case .size128, .size128At2x: 128
        case .size256, .size256At2x: 256
        case .size512, .size512At2x: 512
        }
    }

    /// 1 or 2.
    package var scale: Int {
        switch self {
        case .size16, .size32, .size128, .size256, .size512: 1
        case .size16At2x, .size32At2x, .size128At2x, .size256At2x, .size512At2x: 2
        }
    }

    /// Edge length in pixels.
    package var pixelSize: Int { pointSize * scale }

    /// The OSType of the element holding the image (PNG, or RGB for ``isRGBWithMask``).
    package var imageType: String {
        switch self {
        case .size16: "is32"
        case .size16At2x: "ic11"
        case .size32: "il32"
        case .size32At2x: "ic12"
        case .size128: "ic07"
        case .size128At2x: "ic13"
        case .size256: "ic08"
        case .size256At2x: "ic14"
        case .size512: "ic09"
        case .size512At2x: "ic10"
        }
    }

    /// The OSType of the 8-bit alpha mask element, for the RGB slots.
    package var maskType: String? {
        switch self {
        case .size16: "s8mk"
        case .size32: "l8mk"
        default: nil
        }
    }

    /// Whether the slot stores packed RGB channels and a separate mask rather than a PNG.
    package var isRGBWithMask: Bool { maskType != nil }

    /// The slot whose image or mask element has this OSType.
    package init?(elementType: String) {
        guard let slot = Self.allCases.first(where: { $0.imageType == elementType || $0.maskType == elementType }) else {
            return nil
        }
        self = slot
    }

    /// Orders slots as their elements appear in a file.
    package static func < (lhs: ICNSSlot, rhs: ICNSSlot) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `16×16, 16×16@2x, …` for error messages.
    static var supportedSizes: String {
        allCases.map { IconImage.label(pointSize: $0.pointSize, scale: $0.scale) }.joined(separator: ", ")
    }
}
