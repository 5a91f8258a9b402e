import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory glyphsmith-catalog [--target NAME …]`: renders each target's
/// `glyphsmith.json` into `Generated/` beside it, for projects that commit their generated assets (as
/// swift-openapi-generator's command plugin does for code) instead of rendering in every build.
///
/// Use it or the build plugin for a target, not both: both would compile an accessor of the same name. Declare the
/// committed PNG folder as a resource (`resources: [.copy("Generated/Icons")]`) and exclude the SVGs the target
/// does not otherwise use (`exclude: ["glyphsmith.json", "Icons"]`).
@main
struct GlyphsmithCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments \(extractor.remainingArguments); usage: glyphsmith-catalog [--target NAME …]")
        }
        let known = Set(context.package.targets.map(\.name))
        if let unknown = requested.first(where: { !known.contains($0) }) {
            throw PluginError("no target named '\(unknown)' in package '\(context.package.displayName)'")
        }
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { requested.isEmpty || requested.contains($0.name) }
        let tool = try context.tool(named: "glyphsmith").url
        var rendered = 0
        for target in targets {
            let manifests = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == "glyphsmith.json" }
            guard manifests.count <= 1 else {
                throw PluginError("target '\(target.name)' has \(manifests.count) glyphsmith.json files; glyphsmith-catalog renders one per target")
            }
            guard let manifest = manifests.first else {
                if requested.contains(target.name) { throw PluginError("target '\(target.name)' has no glyphsmith.json") }
                continue
            }
            let output = manifest.deletingLastPathComponent().appending(path: "Generated")
            print("\(target.name): glyphsmith catalog \(manifest.path) -o \(output.path)")
            try run(tool, ["catalog", manifest.path, "-o", output.path])
            rendered += 1
        }
        if rendered == 0 { throw PluginError("no target of package '\(context.package.displayName)' has a glyphsmith.json") }
    }

    /// Runs `tool`, its output going straight to ours; a non-zero exit is an error (glyphsmith printed the reasons).
    private func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginError("glyphsmith \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
        }
    }
}
