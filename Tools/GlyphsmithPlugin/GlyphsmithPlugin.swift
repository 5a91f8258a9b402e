import Foundation
import PackagePlugin

/// Renders the target's `glyphsmith.json` during the build: one build command runs `glyphsmith catalog` (as
/// `glyphsmith-plugin-tool catalog`, the same builder without the command line's argument parsing) into the plugin's
/// work folder. SwiftPM compiles the generated accessor with the target and copies the PNG folder, whole,
/// into the target's resource bundle (`Bundle.module`, subdirectory = the folder's name).
///
/// A build command, not a prebuild command: prebuild commands cannot run executables built from source, and a build
/// command runs only when one of its declared inputs changed (the manifest and every SVG it names). `glyphsmith`
/// itself rewrites only outputs whose inputs' content changed, so touching a file re-renders nothing.
@main
struct GlyphsmithPlugin: BuildToolPlugin {
    /// Shown in build logs; `Tools/check-example` looks for it to tell whether the command ran.
    static let displayName = "Rendering icons"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(targetName: target.name, files: target.sourceFiles.map(\.url),
                                 tool: Self.catalogTool { try context.tool(named: $0).url },
                                 workDirectory: context.pluginWorkDirectoryURL, declaringCatalog: false)
    }

    /// The tool that runs `catalog`: `glyphsmith-plugin-tool`, built from source, in this package; the prebuilt
    /// `glyphsmith` of a release's artifact bundle in the binary plugin package (`Plugins/`, which shares this file).
    /// Both run the same builder of the same version, so they write the same bytes.
    static func catalogTool(_ tool: (String) throws -> URL) throws -> URL {
        do { return try tool("glyphsmith-plugin-tool") } catch { return try tool("glyphsmith") }
    }

    /// The build command for the one manifest among `files`, or none (with a warning) when there is no manifest.
    ///
    /// SwiftPM gets the PNG folder and the accessor as outputs; an asset catalog is declared only where the build
    /// system compiles asset catalogs (Xcode): on Linux SwiftPM would copy the `.xcassets` folder as it is.
    static func commands(targetName: String, files: [URL], tool: URL, workDirectory: URL, declaringCatalog: Bool) throws -> [Command] {
        let manifests = files.filter { $0.lastPathComponent == "glyphsmith.json" }
        guard let manifestURL = manifests.first else {
            Diagnostics.warning("target '\(targetName)' uses GlyphsmithPlugin but has no glyphsmith.json (`glyphsmith catalog --init` writes one)")
            return []
        }
        guard manifests.count == 1 else {
            throw PluginError("target '\(targetName)' has \(manifests.count) glyphsmith.json files (\(manifests.map(\.path).joined(separator: ", "))); "
                              + "GlyphsmithPlugin renders one per target: merge them, or move one into a target of its own")
        }
        let manifest = try ManifestFiles(contentsOf: manifestURL)
        let output = workDirectory.appending(path: "GlyphsmithOutput")
        var outputs = [manifest.pngFolder, manifest.accessor].compactMap { $0 }
        if declaringCatalog, let catalog = manifest.catalog { outputs.append(catalog) }
        guard !outputs.isEmpty else {
            throw PluginError("\(manifestURL.path): the manifest writes nothing target '\(targetName)' can use; "
                              + "add \"pngs\" : { \"folder\" : \"Icons\", \"accessor\" : \"Icons.swift\" } for PNG resources and a Swift accessor")
        }
        if manifest.pngFolder != nil, manifest.bundle != "module", !declaringCatalog {
            Diagnostics.warning("\(manifestURL.path): 'pngs.bundle' is '\(manifest.bundle)', but SwiftPM puts the PNGs in Bundle.module; use \"bundle\" : \"module\"")
        }
        return [.buildCommand(
            displayName: "\(displayName) of \(targetName) from glyphsmith.json",
            executable: tool,
            arguments: ["catalog", manifestURL.path, "-o", output.path, "--quiet"],
            inputFiles: manifest.inputs,
            outputFiles: outputs.map { output.appending(path: $0) })]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GlyphsmithPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(targetName: target.displayName, files: target.inputFiles.map(\.url),
                          tool: Self.catalogTool { try context.tool(named: $0).url },
                          workDirectory: context.pluginWorkDirectoryURL, declaringCatalog: true)
    }
}
#endif
