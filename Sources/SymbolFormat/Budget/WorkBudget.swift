import SymbolCore
/// One accounting of the work an input asks for, charged while it is read, so that a small hostile file fails
/// with a located error instead of costing minutes or gigabytes.
///
/// Element counts alone do not bound the work: one element can ask for a 900,000-stop gradient, a blur over the
/// whole canvas or a 4096² image decoded again at every use. Every such cost is charged here in one currency,
/// *work units*, sized so that a unit is roughly one cheap step (a stop copied, a path segment flattened, an image
/// pixel decoded, a CSS selector tested) and a pass over the whole canvas (a layer, a mask, a filter primitive)
/// costs ``canvasPass`` units whatever the output size: the same file is accepted or refused at every `--size`.
package struct WorkBudget: Sendable {
    /// What a pass over the whole canvas costs: the pixels of a 1024² canvas.
    package static let canvasPass = 1 << 20

    /// The most decoded image pixels a render keeps (128 MB): images past it may be decoded again at their next
    /// use, and are charged so.
    package static let cachedImagePixels = 32 << 20

    /// The units the input may spend.
    package let limit: Int
    /// The units spent so far.
    package private(set) var spent = 0
    /// The units charged to each kind of work, how many items, and the largest item: the error names the kind that
    /// took the most and its largest item.
    private var kinds: [String: (units: Int, items: Int, largest: Int, example: String)] = [:]
    /// The error, once the budget is crossed; later charges are ignored.
    package private(set) var exceeded: Diagnostic?

    package init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Charges `units` of a `kind` of work ("gradient stops drawn") for `what` (a short noun phrase: "a 900-stop
    /// gradient painting <rect> at 3:5", built only when it is the kind's largest item yet). Returns false, and
    /// records a located error naming the kind that took the most and its largest item, when the total passes the
    /// limit.
    @discardableResult
    package mutating func charge(_ units: Int, kind: String, for what: @autoclosure () -> String, file: String?, at location: FileLocation?) -> Bool {
        guard exceeded == nil else { return false }
        let units = max(0, units)
        let (total, overflow) = spent.addingReportingOverflow(units)
        spent = overflow ? Int.max : total
        var entry = kinds[kind] ?? (0, 0, -1, "")
        entry.units = entry.units.addingReportingOverflow(units).overflow ? Int.max : entry.units + units
        entry.items += 1
        if units > entry.largest { entry.largest = units; entry.example = what() }
        kinds[kind] = entry
        guard spent > limit else { return true }
        // The kind that took the most (ties by name, so the message does not depend on dictionary order).
        let (name, most) = kinds.max { ($0.value.units, $1.key) < ($1.value.units, $0.key) }!
        exceeded = Diagnostic(.error, "the drawing asks for more work than its budget of \(Self.describe(limit)) units allows; "
                                  + "most of it \(name): \(Self.describe(most.units)) units in \(most.items) "
                                  + "item\(most.items == 1 ? "" : "s"), the largest \(most.example) (\(Self.describe(most.largest)) units); "
                                  + "refusing it (XMLLimits.maximumWork; --work-budget raises it)", file: file, at: location)
        return false
    }

    /// Units as plain figures, or in millions past ten million.
    static func describe(_ units: Int) -> String {
        units >= 10_000_000 ? "\(units / 1_000_000) million" : "\(units)"
    }

    /// The cost of `passes` passes over a fraction of the canvas (clamped to 1/256…1: even a tiny layer costs its
    /// setup, and a region larger than the canvas is cut to it).
    package static func passes(_ passes: Int, coveringFraction fraction: Double) -> Int {
        let clamped = fraction.isNaN ? 1 : min(1, max(1.0 / 256, fraction))
        return Int(clamping: Double(passes) * clamped * Double(canvasPass), to: 0...Int.max)
    }
}
