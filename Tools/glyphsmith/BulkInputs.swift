import Synchronization

/// Long input lists (`glyphsmith render icons/*.svg -o out/` with thousands of files) bypass ArgumentParser, whose
/// positional-argument matching grows quadratically: 7,447 paths took 3.8 s to parse. Before parsing, the inputs that
/// are certainly inputs are set aside here; `Render` puts them back in their places among the parsed inputs.
///
/// No list of `render`'s options is kept (one went stale once: a flag missing from it swallowed the next input as its
/// value). Every `render` option takes at most one value, so an argument that directly follows another plain
/// (non-option) argument can never be an option's value: it is an input. Only those are set aside; an argument after
/// an option, whether that option's value or an input, stays for the parser to decide.
enum BulkInputs {
    /// A run of certain inputs: the first stays in the arguments (so the parser sees an input there), the rest follow
    /// it once parsed.
    struct Run: Sendable, Equatable {
        /// The input left in the arguments.
        var head: String
        /// The inputs set aside, in order, that directly followed `head`.
        var followers: [String]
    }

    /// Runs of inputs set aside before parsing, in argument order.
    static let runs = Mutex<[Run]>([])

    /// Calls with fewer arguments than this go to the parser untouched: its cost only shows on long lists.
    static let threshold = 64

    /// The arguments with the surplus inputs removed (and stored), when the call is a `render` with many inputs.
    static func extract(_ arguments: [String]) -> [String] {
        guard arguments.first == "render", arguments.count > threshold, !arguments.contains("--") else { return arguments }
        let (kept, found) = split(arguments)
        runs.withLock { $0 = found }
        return kept
    }

    /// The arguments to parse and the runs set aside. `arguments[0]` is the subcommand; it counts as an option here,
    /// so that the argument after it stays.
    static func split(_ arguments: [String]) -> (kept: [String], runs: [Run]) {
        var kept: [String] = []
        var found: [Run] = []
        var previousWasPlain = false, previousWasCertain = false
        for (index, argument) in arguments.enumerated() {
            let plain = index > 0 && !isOption(argument)
            let certain = plain && previousWasPlain
            if certain && previousWasCertain {
                found[found.count - 1].followers.append(argument)
            } else {
                kept.append(argument)
                // The first certain input of a run stays, so that the parser sees at least one input even when every
                // other one is set aside (`render -o out a.svg b.svg …`).
                if certain { found.append(Run(head: argument, followers: [])) }
            }
            previousWasPlain = plain
            previousWasCertain = certain
        }
        return (kept, found.filter { !$0.followers.isEmpty })
    }

    /// The parsed inputs with each stored run's followers put back after its head.
    static func merge(_ parsed: [String]) -> [String] {
        merge(parsed, runs: runs.withLock { $0 })
    }

    /// The parsed inputs with each run's followers put back after its head.
    static func merge(_ parsed: [String], runs stored: [Run]) -> [String] {
        guard !stored.isEmpty else { return parsed }
        var merged: [String] = []
        merged.reserveCapacity(parsed.count + stored.reduce(0) { $0 + $1.followers.count })
        var next = 0
        for input in parsed {
            merged.append(input)
            if next < stored.count, stored[next].head == input {
                merged += stored[next].followers
                next += 1
            }
        }
        // A head the parser took for something else cannot happen (it follows a plain argument), but lose nothing.
        for run in stored[next...] { merged += run.followers }
        return merged
    }

    /// `-x`, `--name` or `--name=value`; a lone `-` is standard input, a plain argument.
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument.count > 1
    }
}
