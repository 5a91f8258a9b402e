import SymbolCore

/// A template's animation defaults (`.defaults` in its style sheet, SF Symbols 6+): what an effect does when the
/// code does not say, as SwiftUI plays a custom symbol with `.rotate` or `.wiggle` and no direction.
extension SymbolEffect {
    /// The effect with the options it leaves open taken from `symbol`'s `.defaults` rule:
    /// `-sfsymbols-rotates-clockwise:false` turns a `rotate` without a direction counter-clockwise;
    /// `-sfsymbols-wiggle-style` gives a `wiggle` without a direction its direction (`clockwise`, `counterClockwise`,
    /// `left`, …; `linear` moves along `-sfsymbols-wiggle-angle`, taken to the nearest of right, up, left and down,
    /// 0° being right and angles counter-clockwise: our reading, Apple documents neither). A direction the effect
    /// names always wins; plain SVGs and older templates have no defaults.
    package func applyingTemplateDefaults(of symbol: Symbol) -> SymbolEffect {
        guard direction == nil, let template = symbol.template, template.version >= TemplateVersion(6) else { return self }
        // Every `.defaults` rule counts; the last declaration of a property wins, as in CSS.
        let rules = template.layerRules.filter { $0.className == "defaults" }
        func value(_ name: String) -> String? { rules.last { $0.value(of: name) != nil }?.value(of: name) }
        var effect = self
        switch kind {
        case .rotate:
            if value("-sfsymbols-rotates-clockwise")?.lowercased() == "false" { effect.direction = .counterClockwise }
        case .wiggle:
            guard let style = value("-sfsymbols-wiggle-style")?.lowercased().filter({ $0 != "-" && $0 != "_" }) else { break }
            if style == "linear" {
                let angle = value("-sfsymbols-wiggle-angle").flatMap(Double.init) ?? 0
                let quarter = Int(clamping: ((angle.truncatingRemainder(dividingBy: 360) + 360) / 90).rounded(), to: 0...8) % 4
                effect.direction = [Direction.right, .up, .left, .down][quarter]
            } else {
                effect.direction = Direction.allCases.first { $0.rawValue.lowercased() == style }
            }
        default:
            break
        }
        return effect
    }
}
