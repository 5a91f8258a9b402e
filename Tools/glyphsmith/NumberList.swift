import ArgumentParser
import SymbolFormat
import SVGPath

/// A comma-separated list of numbers as one option value (`--pixel-scale 1,2,3`, `--size 16,32`).
struct NumberList: ExpressibleByArgument, Sendable, Hashable {
    var values: [Double]

    init(_ values: [Double]) { self.values = values }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { NumberScanner.parse($0) }
        guard !parts.isEmpty, numbers.count == parts.count else { return nil }
        var seen = Set<Double>()
        values = numbers.filter { seen.insert($0).inserted }
    }

    var defaultValueDescription: String { values.map { NumberFormatting.string($0) }.joined(separator: ",") }
}
