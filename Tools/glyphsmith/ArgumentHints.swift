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
            case "--variable", "--value":
                return "hint: the option is --variable-value (0…1)"
            case "--out", "--output-file", "--output-folder", "--dest", "--destination":
                return "hint: the output is -o (or --output): a PNG file for one input, a folder for several"
            case "--size" where value.map { $0.hasPrefix("-") && Double($0) != nil } == true:
                return "hint: --size takes a whole number of pixels above 0 (\(value!) is negative); for a list, --size 16,32,64"
            case "--point-size" where value.map { $0.hasPrefix("-") && Double($0) != nil } == true:
                return "hint: --point-size takes a size above 0 (\(value!) is negative)"
            default:
                if argument.hasPrefix("--rendering-mode=") { return "hint: the option is --mode" }
                if argument.hasPrefix("--variable=") { return "hint: the option is --variable-value" }
                if argument.hasPrefix("--out=") { return "hint: the output is -o (or --output)" }
            }
        }
        return nil
    }
}
