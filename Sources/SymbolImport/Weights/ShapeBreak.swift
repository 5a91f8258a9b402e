import SymbolFormat

/// A shape that a weight breaks: at `slot` (or a master, where `slot` is nil) the shape has other parts or holes
/// than its reference slot, both read the same way. The importer's fill offsets and weight guard and the
/// library's narrowing all say what breaks with it.
package struct ShapeBreak: Equatable, Sendable, CustomStringConvertible {
    /// The slot that breaks; nil where a master's outline was checked rather than a slot (``FillWeights``).
    package var slot: TemplateSlotID?
    /// What the slot shows.
    package var found: ShapeTopology
    /// What the reference shows, read the same way.
    package var expected: ShapeTopology
    /// How both were read.
    package var reading: ShapeReading
    /// The slot compared with: Regular-M, or for the library's heavier slots Regular of their own scale.
    package var reference: TemplateSlotID

    /// A break at `slot` against `reference`.
    package init(slot: TemplateSlotID?, found: ShapeTopology, expected: ShapeTopology, reading: ShapeReading,
                 reference: TemplateSlotID = TemplateSlotID(.regular, .medium)) {
        self.slot = slot
        self.found = found
        self.expected = expected
        self.reading = reading
        self.reference = reference
    }

    /// What the slot shows, as an import warning says it: the counts, how they were read, and how they differ.
    package var description: String {
        // Closing a crack changes no count: the counts are only what the slot has.
        if reading == .cracked { return "\(found)\(reading.phrase)" }
        // Counts equal to Regular-M's mean other parts or holes: one lost where another appears.
        let which = found == expected ? ", not the ones Regular-M has" : reading == .drawn ? "" : ", where Regular-M has \(expected)"
        return "\(found)\(reading.phrase)\(which)"
    }

    /// The slot, what it shows and what its reference shows, as the library author reports it:
    /// `Black-S: 1 part, 0 holes (Regular-S: 1 part, 1 hole)`.
    package var located: String {
        "\(slot.map { "\($0)" } ?? "a master"): \(found) (\(reference): \(expected))"
    }

    /// Whether `other` shows the same as this break, wherever it is (slots that show the same are named together).
    package func showsTheSame(as other: ShapeBreak) -> Bool {
        found == other.found && expected == other.expected && reading == other.reading && reference == other.reference
    }
}
