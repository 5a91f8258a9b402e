import Symbols

extension ImageSlicer.Result {
    /// What a build without asset catalogs needs next to the PNG, in pixels, as `glyphsmith render --slice` prints
    /// it after the file's name: `9-part, cap insets top 16 left 27 bottom 16 right 28 px, centre stretch 1×1 px
    /// (55×33 px)`. Only the edges and centre sides of `slice`'s mode are named.
    public func capInsetsDescription(_ slice: ImageSlice) -> String {
        var edges: [String] = []
        if slice.mode.resizesVertically { edges += ["top \(insets.top)"] }
        if slice.mode.resizesHorizontally { edges += ["left \(insets.left)"] }
        if slice.mode.resizesVertically { edges += ["bottom \(insets.bottom)"] }
        if slice.mode.resizesHorizontally { edges += ["right \(insets.right)"] }
        let centre = [slice.mode.resizesHorizontally ? "\(centerWidth)" : nil, slice.mode.resizesVertically ? "\(centerHeight)" : nil]
            .compactMap { $0 }.joined(separator: "×")
        return "\(slice.mode.rawValue), cap insets \(edges.joined(separator: " ")) px, centre \(slice.center.rawValue) \(centre) px (\(bitmap.width)×\(bitmap.height) px)"
    }
}
