/// How artwork fills a box (``SymbolConfiguration/fittingSize`` × ``SymbolConfiguration/fittingHeight``), in the
/// terms of UIKit's `UIView.ContentMode` and CSS's `object-fit` (sharp adds `inside` and `outside`).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to the box, ignoring the aspect ratio (UIKit's `scaleToFill`).
    case fill
    /// Scaled to fit inside the box, aspect kept, letterboxed (UIKit's `scaleAspectFit`); the default.
    case contain
    /// Scaled to cover the box, aspect kept, cropped to it (UIKit's `scaleAspectFill`).
    case cover
    /// Not scaled: drawn at its own size (times the pixel scale), placed in the box and cropped to it.
    case none
    /// Scaled as `contain`, and the box shrinks to the artwork's aspect (no letterbox).
    case inside
    /// Scaled as `cover`, and the box grows to the artwork's aspect (nothing cropped).
    case outside

    /// Reads a name (`contain`) or UIKit's (`scaleAspectFit`, `scaleAspectFill`, `scaleToFill`), without regard
    /// to letter case, `-` or `_`.
    public init?(name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        switch key {
        case "scaletofill": self = .fill
        case "scaleaspectfit": self = .contain
        case "scaleaspectfill": self = .cover
        default:
            guard let mode = Self.allCases.first(where: { $0.rawValue == key }) else { return nil }
            self = mode
        }
    }
}

/// Where artwork sits in its box when it does not fill it: one of nine anchors, as UIKit's content modes
/// `.center`, `.top`, `.bottomLeft`, … place it.
public enum ContentPosition: String, Sendable, Hashable, CaseIterable {
    /// Centred on both axes (the default).
    case center
    /// Centred horizontally, at the top.
    case top
    /// Centred horizontally, at the bottom.
    case bottom
    /// At the left, centred vertically.
    case left
    /// At the right, centred vertically.
    case right
    /// In the top-left corner.
    case topLeft = "top-left"
    /// In the top-right corner.
    case topRight = "top-right"
    /// In the bottom-left corner.
    case bottomLeft = "bottom-left"
    /// In the bottom-right corner.
    case bottomRight = "bottom-right"

    /// Reads `top-left`, `topLeft` or `top_left` (any letter case).
    public init?(name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let position = Self.allCases.first(where: { $0.rawValue.filter { $0 != "-" } == key }) else { return nil }
        self = position
    }

    /// The anchor as fractions of the free space: 0 left/top, ½ centre, 1 right/bottom.
    var fractions: (x: Double, y: Double) {
        switch self {
        case .center: return (0.5, 0.5)
        case .top: return (0.5, 0)
        case .bottom: return (0.5, 1)
        case .left: return (0, 0.5)
        case .right: return (1, 0.5)
        case .topLeft: return (0, 0)
        case .topRight: return (1, 0)
        case .bottomLeft: return (0, 1)
        case .bottomRight: return (1, 1)
        }
    }
}

/// Where artwork of a given size lands in a box: the canvas in pixels and the scale and offset that map the
/// artwork's box onto it. One computation for plain SVGs and templates.
package struct ContentPlacement: Sendable, Hashable {
    /// The canvas size in pixels.
    package var width: Int
    package var height: Int
    /// Artwork units → canvas pixels.
    package var scaleX: Double
    package var scaleY: Double
    package var offsetX: Double
    package var offsetY: Double

    /// Places artwork of `art` size (in its own units, whose natural scale is `natural` pixels per unit) in a box
    /// of `box` pixels.
    package init(art: (width: Double, height: Double), box: (width: Int, height: Int), mode: ContentMode,
                 position: ContentPosition, natural: Double) {
        let w = max(art.width, 1e-9), h = max(art.height, 1e-9)
        let boxW = Double(box.width), boxH = Double(box.height)
        var sx: Double, sy: Double
        var canvasW = box.width, canvasH = box.height
        switch mode {
        case .fill: sx = boxW / w; sy = boxH / h
        case .contain, .inside: sx = min(boxW / w, boxH / h); sy = sx
        case .cover, .outside: sx = max(boxW / w, boxH / h); sy = sx
        case .none: sx = natural; sy = natural
        }
        if mode == .inside || mode == .outside {
            canvasW = PixelCount.clamped((w * sx).rounded())
            canvasH = PixelCount.clamped((h * sy).rounded())
            // The rounded canvas is filled exactly: no sub-pixel letterbox on one axis.
            sx = Double(canvasW) / w
            sy = Double(canvasH) / h
        }
        let anchor = position.fractions
        width = canvasW
        height = canvasH
        scaleX = sx
        scaleY = sy
        offsetX = (Double(canvasW) - w * sx) * anchor.x
        offsetY = (Double(canvasH) - h * sy) * anchor.y
    }
}
