import ArgumentParser
import SymbolFormat
import SVGPath

/// `--size`: a square side, a list of them (`16,32,64`, one render each), or one box `W×H` (`100x50`).
struct SizeList: ExpressibleByArgument, Sendable, Hashable {
    /// The widths (the sides of square boxes).
    var values: [Double]
    /// The box's height, when one `W×H` box was given.
    var height: Double?

    init?(argument: String) {
        let box = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        if box.count == 2 {
            guard let width = NumberScanner.parse(box[0]), let height = NumberScanner.parse(box[1]) else { return nil }
            values = [width]
            self.height = height
            return
        }
        guard let list = NumberList(argument: argument) else { return nil }
        values = list.values
    }
}
