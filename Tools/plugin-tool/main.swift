import CPlatform
import SymbolAssets
import SymbolRender

// <text> draws with the system's fonts, as in `glyphsmith catalog` (the same bytes).
SystemTextShaper.install()

// The build plugin's tool: `glyphsmith-plugin-tool catalog MANIFEST -o OUT [--quiet]` builds a manifest exactly as
// `glyphsmith catalog` does (same builder, same tool version, so the same bytes), and nothing else.
//
// Why not `glyphsmith` itself: SwiftPM compiles a plugin's tool from source in every client's clean build, and
// relinks it whenever the build plan changes (after `swift test`, for one). The full command line brings
// ArgumentParser and 29 more files for that; this tool needs neither (Tools/check-example measures both builds).

/// Must equal `glyphsmith --version`'s first line: the version is part of every output's fingerprint.
let version = "0.1.0"

/// One line to standard error in one `write(2)`.
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }
}

func fail(_ message: String, status: Int32 = 64) -> Never {
    printError(message)
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--version"] {
    print(version)
    exit(0)
}
let usage = "usage: glyphsmith-plugin-tool catalog MANIFEST -o OUT [--quiet] (the build plugin's tool; people run glyphsmith catalog)"
guard arguments.first == "catalog" else { fail(usage) }
arguments.removeFirst()
var manifestPath: String?, output: String?, quiet = false
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "-o", "--output":
        guard output == nil, !arguments.isEmpty else { fail(usage) }
        output = arguments.removeFirst()
    case "--quiet", "-q":
        quiet = true
    default:
        guard manifestPath == nil, !argument.hasPrefix("-") else { fail(usage) }
        manifestPath = argument
    }
}
guard let manifestPath, let output else { fail(usage) }

let manifest: AssetManifest
do {
    manifest = try ManifestReader.read(manifestPath)
} catch {
    for diagnostic in error.diagnostics { printError(diagnostic.description) }
    exit(1)
}
// The cores this process may use (its affinity, as containers set it), as `glyphsmith catalog` counts them.
var builder = AssetBuilder(toolVersion: version, jobs: BatchRenderer.processorCount)
builder.lintsCatalog = true
let summary = builder.build(manifest, into: output)
let diagnostics = summary.diagnostics + summary.lint
for diagnostic in diagnostics where !quiet || diagnostic.severity == .error { printError(diagnostic.description) }
if !quiet || summary.failed { printError(summary.line) }
exit(diagnostics.contains { $0.severity == .error } ? 1 : 0)
