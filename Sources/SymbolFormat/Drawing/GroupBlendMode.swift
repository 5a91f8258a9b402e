/// How a group composites onto what is drawn below it: CSS `mix-blend-mode` (Compositing and Blending 1 §8), the
/// separable and non-separable modes, each one of Cairo's operators.
package enum GroupBlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge", colorBurn = "color-burn", hardLight = "hard-light", softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity
}
