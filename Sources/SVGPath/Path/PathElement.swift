/// One absolute drawing command of a normalized path.
///
/// The parser turns every SVG command into one of these: relative coordinates become absolute,
/// `H`/`V` become lines, `S`/`T` become curves with explicit controls, arcs become cubics.
/// The kinds keep the source's structure (a quadratic stays quadratic), because weight
/// interpolation compares masters command by command.
public enum PathElement: Sendable, Hashable {
    /// Starts a new subpath.
    case move(to: Point)
    /// A straight segment.
    case line(to: Point)
    /// A quadratic Bézier segment.
    case quad(control: Point, to: Point)
    /// A cubic Bézier segment.
    case cubic(control1: Point, control2: Point, to: Point)
    /// Closes the current subpath back to its start.
    case close

    /// The points this element carries, in order (controls first, end point last).
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// A one-letter name of the kind, as in SVG (`M`, `L`, `Q`, `C`, `Z`).
    public var letter: Character {
        switch self {
        case .move: return "M"
        case .line: return "L"
        case .quad: return "Q"
        case .cubic: return "C"
        case .close: return "Z"
        }
    }

    /// Whether `other` is the same kind of command (its ``letter`` is this one's), compared without making the
    /// letters: interpolation compares every command of a template's masters on every render.
    package func isSameCommand(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): return true
        default: return false
        }
    }

    /// The same element with every point mapped through `transform`.
    public func mapped(_ transform: (Point) -> Point) -> PathElement {
        switch self {
        case .move(let p): return .move(to: transform(p))
        case .line(let p): return .line(to: transform(p))
        case .quad(let c, let p): return .quad(control: transform(c), to: transform(p))
        case .cubic(let c1, let c2, let p): return .cubic(control1: transform(c1), control2: transform(c2), to: transform(p))
        case .close: return .close
        }
    }
}
