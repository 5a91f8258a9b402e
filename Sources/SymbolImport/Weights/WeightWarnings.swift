import SymbolCore
import SymbolFormat

/// The import warnings that say how the weights kept an icon's shape: which sides of which layers were narrowed, to
/// what share and why (``FillWeights``, ``WeightGuard``), and which slots still change shape.
enum WeightWarnings {
    /// The warning for a layer whose fills could not take either whole side of the weights: which weights were
    /// narrowed, to what share, and what the full offset would have broken.
    static func describe(_ limit: FillWeights.Limit, layerCount: Int) -> String {
        let layer = layerCount > 1 ? "layer \(limit.layer + 1)'s filled outlines" : "the filled outlines"
        let sides = narrowedSides(limit.share, lighterBreak: limit.lighterBreak, heavierBreak: limit.heavierBreak,
                                  full: "the full offset", unbroken: "a part too thin or a gap too narrow for more")
        return "\(layer) keep their \(limit.source) only with a narrower weight range: " + sides.joined(separator: "; ")
    }

    /// How each narrowed side is described: the weights, the share kept, and why. (The words "progression" in
    /// the warnings are the users' word for a side's move; they are kept so that the warnings read as before.)
    static func narrowedSides(_ share: WeightShares, lighterBreak: ShapeBreak?, heavierBreak: ShapeBreak?,
                              full: String, unbroken: String) -> [String] {
        let percent = { (v: Double) in "\(Int(clamping: (v * 100).rounded(), to: Int.min...Int.max))%" }
        func side(_ weights: String, _ share: Double, _ which: String, _ broken: ShapeBreak?) -> String? {
            guard share < 1 else { return nil }
            let why = broken.map { "\(full) leaves \($0)" } ?? unbroken
            return share == 0 ? "\(weights) are drawn as Regular (\(why))" : "\(weights) take \(percent(share)) of the \(which) progression (\(why))"
        }
        return [side("Ultralight to Light", share.lighter, "lighter", lighterBreak),
                side("Medium to Black", share.heavier, "heavier", heavierBreak)].compactMap { $0 }
    }

    /// The warning for the layers whose fills the budget did not pay to weigh (``FillWeights/Result/unweighed``).
    static func describeUnweighed(_ layers: [Int], layerCount: Int) -> String? {
        guard let first = layers.first, let last = layers.last else { return nil }
        let subject = layerCount == 1 ? "the filled outlines are" : "\(span(first, last, count: layers.count))'s filled outlines are"
        return "\(subject) drawn as they are at every weight: weighing them would take more work than an icon's weights "
            + "are given (\(WeightBudget.standard / 1_000_000) million units, WeightBudget)"
    }

    /// "layer 3", "layers 3 and 4", "layers 3 to 5000 (4,998 layers)": layers numbered from 0, shown from 1.
    static func span(_ first: Int, _ last: Int, count: Int) -> String {
        if first == last { return "layer \(first + 1)" }
        if count == 2 && last == first + 1 { return "layers \(first + 1) and \(last + 1)" }
        return last - first + 1 == count ? "layers \(first + 1) to \(last + 1)" : "\(count) layers from \(first + 1) to \(last + 1)"
    }

    /// The weight guard's warnings for a drawing: each layer's narrowing and changes, one line for the layers
    /// that sit at the edge of a pixel and one for the layers the budget did not pay to check.
    static func describe(_ findings: [WeightGuard.Finding], layerCount: Int, file: String) -> [Diagnostic] {
        let paid = findings.filter { !$0.unpaid }
        let lines = paid.flatMap { describe($0, layerCount: layerCount) } + [describeEdges(paid, layerCount: layerCount),
                                                                             describeUnpaid(findings, layerCount: layerCount)].compactMap { $0 }
        return lines.map { Diagnostic(.warning, $0, file: file) }
    }

    /// One warning for the layers (and the layers drawn together) left unchecked when the budget ran out.
    static func describeUnpaid(_ findings: [WeightGuard.Finding], layerCount: Int) -> String? {
        let alone = findings.filter { $0.unpaid && !$0.together }.map(\.layer)
        let together = findings.contains { $0.unpaid && $0.together }
        var subjects: [String] = []
        if let first = alone.first, let last = alone.last {
            subjects.append(layerCount == 1 ? "the icon" : span(first, last, count: alone.count))
        }
        if together { subjects.append("the layers drawn together") }
        guard !subjects.isEmpty else { return nil }
        let one = alone.count == 1 && !together
        return "\(subjects.joined(separator: " and ")) \(one ? "is" : "are") not checked at every weight: checking \(one ? "it" : "them") "
            + "would take more work than an icon's weights are given (\(WeightBudget.standard / 1_000_000) million units, WeightBudget)"
    }

    /// The warnings for a layer the weight guard narrowed: by how much, and any slot whose shape still changes.
    static func describe(_ finding: WeightGuard.Finding, layerCount: Int) -> [String] {
        let subject = finding.together ? "the layers drawn together" : layerCount > 1 ? "layer \(finding.layer + 1)" : "the icon"
        if let elements = finding.unchecked, finding.together {
            return ["the layers have \(elements) outline elements together, more than the \(WeightGuard.policy.maximumElements) whose shape is checked "
                    + "at every weight: whether they grow into each other is not checked"]
        }
        if let elements = finding.unchecked {
            return ["\(subject) has \(elements) outline elements, more than the \(WeightGuard.policy.maximumElements) whose shape is checked at "
                    + "every weight: its weights are not checked"]
        }
        let sides = narrowedSides(finding.share, lighterBreak: finding.lighterBreak, heavierBreak: finding.heavierBreak,
                                  full: "the full progression", unbroken: "its parts or holes would change")
        let (keeps, changes) = finding.together ? ("keep their", "change") : ("keeps its", "changes")
        var result = sides.isEmpty ? [] : ["\(subject) \(keeps) \(finding.regular) only with a narrower weight range: " + sides.joined(separator: "; ")]
        if !finding.changes.isEmpty {
            // Slots that show the same, together: "Medium-M, Semibold-M, Bold-M (1 part, 0 holes)".
            var groups: [(slots: [String], found: ShapeBreak)] = []
            for change in finding.changes {
                let slot = change.slot.map { "\($0)" } ?? ""
                if let index = groups.firstIndex(where: { $0.found.showsTheSame(as: change) }) {
                    groups[index].slots.append(slot)
                } else {
                    groups.append(([slot], change))
                }
            }
            let slots = groups.map { "\($0.slots.joined(separator: ", ")) (\($0.found))" }
            result.append("\(subject) \(changes) shape\(sides.isEmpty ? "" : " even so"): Regular-M has \(finding.regular), but " + slots.joined(separator: "; "))
        }
        return result
    }

    /// One warning for the layers whose Regular-M already sits at the edge of a pixel (``WeightGuard/Finding/edge``):
    /// a detailed illustration can have many, and one line says it.
    static func describeEdges(_ findings: [WeightGuard.Finding], layerCount: Int) -> String? {
        let edged = findings.filter { $0.edge != nil }
        guard let first = edged.first, let edge = first.edge else { return nil }
        let why = "so renders at some sizes show it one way and at others the other way"
        if edged.count == 1 {
            let subject = layerCount > 1 ? "layer \(first.layer + 1)" : "the icon"
            return "\(subject) may change shape at any weight: Regular-M has a wall or a gap about a pixel wide (\(first.regular) "
                + "as a render shows it, \(edge.found)\(edge.reading.phrase)), \(why)"
        }
        let names = edged.map { "\($0.layer + 1)" }
        return "layers \(names.dropLast().joined(separator: ", ")) and \(names[names.count - 1]) may change shape at any weight: "
            + "their Regular-M has walls or gaps about a pixel wide, \(why)"
    }
}
