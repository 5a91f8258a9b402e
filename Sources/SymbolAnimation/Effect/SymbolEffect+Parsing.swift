/// Reading effects as SwiftUI spells them, without regard to case, `-` or `_` (as the project's other closed sets).
extension SymbolEffect {
    /// One word after the effect's name.
    private enum Modifier: String, CaseIterable {
        case up, down, left, right, forward, backward, clockwise, counterClockwise
        case byLayer, wholeSymbol, individually
        case iterative, cumulative, reversing, nonReversing, dimInactiveLayers, hideInactiveLayers
        case downUp, upUp, offUp
        case plain, pulse
    }

    /// The words each effect takes, in the order the error messages list them (SwiftUI's option names).
    private static func modifiers(of kind: Kind) -> [Modifier] {
        switch kind {
        case .appear, .disappear, .bounce, .scale: return [.up, .down, .byLayer, .wholeSymbol]
        case .pulse: return [.byLayer, .wholeSymbol]
        case .breathe: return [.plain, .pulse, .byLayer, .wholeSymbol]
        case .wiggle: return [.left, .right, .up, .down, .forward, .backward, .clockwise, .counterClockwise, .byLayer, .wholeSymbol]
        case .rotate: return [.clockwise, .counterClockwise, .byLayer, .wholeSymbol]
        case .variableColor: return [.iterative, .cumulative, .reversing, .nonReversing, .dimInactiveLayers, .hideInactiveLayers]
        case .replace: return [.downUp, .upUp, .offUp, .byLayer, .wholeSymbol]
        case .drawOn, .drawOff: return [.byLayer, .wholeSymbol, .individually]
        }
    }

    private static func key(_ word: Substring) -> String { word.lowercased().filter { $0 != "-" && $0 != "_" } }

    /// Every effect name, for messages and help.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }

    /// Reads `bounce.up`, `variableColor.iterative.reversing`, `drawOn.individually`, `replace.downUp`…
    ///
    /// Throws ``SymbolEffectError`` naming the word that is not understood, its column, and the words that would be.
    public init(parsing text: String) throws(SymbolEffectError) {
        let words = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = words.first, !first.isEmpty else {
            throw SymbolEffectError(text: text, column: 1, message: "no effect named; use one of \(Self.names.joined(separator: ", "))")
        }
        guard let kind = Kind.allCases.first(where: { Self.key(Substring($0.rawValue)) == Self.key(first) }) else {
            throw SymbolEffectError(text: text, column: 1, message: "'\(first)' is not an effect; use one of \(Self.names.joined(separator: ", "))")
        }
        self.init(kind)
        let allowed = Self.modifiers(of: kind)
        var column = first.count + 2
        var seen: Set<String> = []
        for word in words.dropFirst() {
            defer { column += word.count + 1 }
            let list = allowed.map(\.rawValue).joined(separator: ", ")
            guard let modifier = allowed.first(where: { Self.key(Substring($0.rawValue)) == Self.key(word) }) else {
                let what = word.isEmpty ? "an empty option" : "'\(word)' is not an option of \(kind.rawValue)"
                throw SymbolEffectError(text: text, column: column, message: "\(what); use \(list)")
            }
            // One word per group: `bounce.up.down` and `drawOn.byLayer.wholeSymbol` contradict themselves.
            let group = Self.group(of: modifier)
            guard seen.insert(group).inserted else {
                throw SymbolEffectError(text: text, column: column, message: "'\(word)' repeats the \(group) already given")
            }
            apply(modifier)
        }
    }

    private static func group(of modifier: Modifier) -> String {
        switch modifier {
        case .up, .down, .left, .right, .forward, .backward, .clockwise, .counterClockwise: return "direction"
        case .byLayer, .wholeSymbol, .individually: return "scope"
        case .iterative, .cumulative: return "fill"
        case .reversing, .nonReversing: return "reversing option"
        case .dimInactiveLayers, .hideInactiveLayers: return "inactive-layer option"
        case .downUp, .upUp, .offUp: return "replace style"
        case .plain, .pulse: return "breathe style"
        }
    }

    private mutating func apply(_ modifier: Modifier) {
        switch modifier {
        case .up: direction = .up
        case .down: direction = .down
        case .left: direction = .left
        case .right: direction = .right
        case .forward: direction = .forward
        case .backward: direction = .backward
        case .clockwise: direction = .clockwise
        case .counterClockwise: direction = .counterClockwise
        case .byLayer: scope = .byLayer
        case .wholeSymbol: scope = .wholeSymbol
        case .individually: scope = .individually
        case .iterative: variableColorFill = .iterative
        case .cumulative: variableColorFill = .cumulative
        case .reversing: reverses = true
        case .nonReversing: reverses = false
        case .dimInactiveLayers: hidesInactiveLayers = false
        case .hideInactiveLayers: hidesInactiveLayers = true
        case .downUp: replaceStyle = .downUp
        case .upUp: replaceStyle = .upUp
        case .offUp: replaceStyle = .offUp
        case .plain: breathePulses = false
        case .pulse: breathePulses = true
        }
    }
}
