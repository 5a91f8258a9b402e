/// How much of each side of the weight axis a layer keeps: the share of the lighter side's move (Regular toward
/// Ultralight) and of the heavier side's (Regular toward Black), each from 0 (drawn as Regular) to 1 (all of it).
/// The fill offsets (``FillWeights``), the weight guard (``WeightGuard``) and the library's narrowing narrow a
/// shape by cutting these shares.
package struct WeightShares: Equatable, Sendable {
    /// The share of the lighter side kept.
    package var lighter: Double
    /// The share of the heavier side kept.
    package var heavier: Double

    /// Shares of each side.
    package init(lighter: Double, heavier: Double) {
        self.lighter = lighter
        self.heavier = heavier
    }

    /// Both sides whole.
    package static let full = WeightShares(lighter: 1, heavier: 1)

    /// Whether a side was cut.
    package var isNarrowed: Bool { lighter < 1 || heavier < 1 }
}
