import ArgumentParser

/// `--compression`: `fast` (1), `default` (7), `smallest` (12), or a level 1…12 (0, zlib's "store", means 1).
struct CompressionLevel: ExpressibleByArgument, Sendable, Hashable {
    var level: Int

    init(_ level: Int) { self.level = level }

    init?(argument: String) {
        switch argument.lowercased() {
        case "fast", "fastest": level = 1
        case "default": level = 7
        case "smallest", "small", "best": level = 12
        default:
            guard let number = Int(argument), (0...12).contains(number) else { return nil }
            level = max(1, number)
        }
    }

    var defaultValueDescription: String { String(level) }
    static var allValueStrings: [String] { ["fast", "default", "smallest"] + (1...12).map(String.init) }
}
