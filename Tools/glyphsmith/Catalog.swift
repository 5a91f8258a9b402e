import ArgumentParser
import SymbolAssets
import SymbolCore

/// `glyphsmith catalog`: builds what a manifest describes (asset catalogs, app icons, PNGs with an accessor).
struct Catalog: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build asset catalogs, app icons and PNG sets from a glyphsmith.json manifest.",
        discussion: """
            Renders every image, symbol set, color set and app icon the manifest names into OUTPUT, incrementally: \
            content hashes of the sources, the options and the tool's version decide what to redo, recorded in \
            OUTPUT/.glyphsmith-outputs.json. Everything is made before anything is moved into place, under a \
            journal, so a failure (a kill included) leaves the previous outputs intact, and only files the tool \
            recorded as its own are ever removed. Nothing is written outside OUTPUT, no link inside it is \
            followed, sources are read only from the manifest's folder tree, and one build at a time holds OUTPUT's lock.
            """)

    @Argument(help: "The manifest (glyphsmith.json); with --init, the folder of SVGs to list in a new one (default: .).")
    var manifest: String?

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String?

    @Flag(help: "Write nothing; exit 1 naming every output that is missing or out of date (for CI).")
    var check = false

    @Flag(help: "Print the files the manifest produces, one per line, relative to the output folder; render nothing.")
    var listOutputs = false

    @Flag(help: "Print the source files the manifest reads, one per line; render nothing.")
    var listInputs = false

    @Flag(name: .customLong("init"), help: "Write a commented example glyphsmith.json listing the SVGs of a folder.")
    var initialize = false

    @Flag(help: "Fail every output whose source has a warning (a path drawn up to an error, an unsupported element).")
    var warningsAsErrors = false

    @Flag(help: "Replace files in the way that glyphsmith did not write.")
    var force = false

    @Flag(help: "Read sources outside the manifest's folder tree (by '..', an absolute path or a link), following links.")
    var allowSourcesOutside = false

    @Flag(help: "Build into an output folder that is itself a symbolic link (links inside it are never followed).")
    var allowOutputLink = false

    @Option(help: "Seconds to wait for another build of the same output folder to finish (default: 600).")
    var lockTimeout: Double = 600

    @Option(help: "Number of parallel render workers (default: one per core).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print diagnostics and the summary as JSON on standard output.")
    var json = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if !(lockTimeout >= 0 && lockTimeout <= 86_400) { throw ValidationError("--lock-timeout must be 0…86400 seconds") }
        if !initialize && manifest == nil { throw ValidationError("name the manifest: glyphsmith catalog glyphsmith.json -o OUTPUT") }
        if !initialize && !listOutputs && !listInputs && output == nil { throw ValidationError("--output is required (the folder to build into)") }
    }
}
