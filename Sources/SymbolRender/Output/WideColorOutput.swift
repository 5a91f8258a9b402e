import Symbols

/// What a render in a color space other than sRGB needs besides the plan: its colors converted, and an encoder
/// that tags the PNG (Documentation/Colors.md §3).
package enum WideColorOutput {
    /// The warning for a Display P3 render whose colors all lie inside sRGB.
    package static let sRGBOnlyWarning =
        "no color of this drawing lies outside sRGB: its Display P3 variant shows the same colors and only adds bytes"

    /// `plan` in `space`, the encoder set to tag it, and the warning when P3 was asked of sRGB-only colors.
    package static func prepare(_ plan: RenderPlan, space: OutputColorSpace?, encoder: PNGEncoder) -> (plan: RenderPlan, encoder: PNGEncoder, warning: String?) {
        guard let space, space != .sRGB else { return (plan, encoder, nil) }
        let (converted, wide) = plan.converted(to: space)
        var tagging = encoder
        tagging.colorSpace = space
        return (converted, tagging, wide ? nil : sRGBOnlyWarning)
    }
}
