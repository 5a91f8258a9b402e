import Synchronization

/// Long input lists (`glyphsmith render icons/*.svg -o out/` with thousands of files) bypass ArgumentParser, whose
/// positional-argument matching grows quadratically: 7,447 paths took 3.8 s to parse. Before parsing, all but the
/// first input of a `render` call are set aside here; `Render` appends them to the parsed inputs.
enum BulkInputs {
    /// Inputs set aside before parsing.
    static let paths = Mutex<[String]>([])

    /// Flags of `render` that take no value; every other option takes one.
    static let flags: Set<String> = ["-q", "--quiet", "-v", "--verbose", "--template", "--preferring-monochrome", "--force", "--recursive", "--json", "-h", "--help", "--version"]

    /// The arguments with the surplus inputs removed (and stored), when the call is a `render` with many inputs.
    static func extract(_ arguments: [String]) -> [String] {
        guard arguments.first == "render", arguments.count > 64 else { return arguments }
        var kept: [String] = ["render"]
        var surplus: [String] = []
        var sawInput = false
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return arguments }  // leave unusual calls to the parser
            if argument.hasPrefix("-") && argument.count > 1 {
                kept.append(argument)
                if !flags.contains(argument) && !argument.contains("="), index + 1 < arguments.count {
                    kept.append(arguments[index + 1])
                    index += 1
                }
            } else if sawInput {
                surplus.append(argument)
            } else {
                sawInput = true
                kept.append(argument)
            }
            index += 1
        }
        paths.withLock { $0 = surplus }
        return kept
    }
}
