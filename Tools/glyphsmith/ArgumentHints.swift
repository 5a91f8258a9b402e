/// Hints for the mistakes people make with symbol options, shown under the parser's own message.
enum ArgumentHints {
    static func hint(for arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "--scale" where value.flatMap(Double.init) != nil:
                return "hint: --scale is the symbol's size relative to text (small, medium, large); for @\(value!)x pixels use --pixel-scale \(value!)"
            case "--rendering-mode", "--renderingMode":
                return "hint: the option is --mode (monochrome, hierarchical, palette, multicolor, automatic)"
            case "--dark", "--light":
                return "hint: use --appearance \(argument.dropFirst(2))"
            case "--high-contrast":
                return "hint: use --contrast high"
            case "--scale-factor", "--retina", "--2x", "--3x":
                return "hint: use --pixel-scale 2 (or 3) for @2x (@3x) images"
            default:
                if argument.hasPrefix("--rendering-mode=") { return "hint: the option is --mode" }
            }
        }
        return nil
    }
}
