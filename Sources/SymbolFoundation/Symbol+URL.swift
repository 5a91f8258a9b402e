import Foundation
@_exported import SymbolAssets
import SymbolCore

// `URL` overloads for clients that use Foundation. They live in their own product so that the libraries and the
// command line link no Foundation (its start-up costs a millisecond per process, which build systems pay per icon).

extension Symbol {
    /// Reads a template or plain SVG file (see ``Symbol/init(contentsOf:limits:)``).
    public init(contentsOf url: URL, limits: XMLLimits = .default) throws(Diagnostic) {
        try self.init(contentsOf: url.path, limits: limits)
    }
}

extension SymbolImage {
    /// Writes the PNG atomically (temporary file, then rename).
    public func write(to url: URL, encoder: PNGEncoder = PNGEncoder()) throws(RenderError) {
        try write(to: url.path, encoder: encoder)
    }
}

extension SymbolRenderer {
    /// Renders the file at `input` to `output` (see ``SymbolRenderer/renderFile(_:to:format:writer:)``).
    @discardableResult
    public func renderFile(_ input: URL, to output: URL, format: VectorRenderer.Format? = nil) throws -> RenderedFile {
        try renderFile(input.path, to: output.path, format: format)
    }
}

extension ManifestReader {
    /// Reads and checks the manifest at `url`.
    public static func read(_ url: URL) throws(ManifestError) -> AssetManifest {
        try read(url.path)
    }
}

extension AssetBuilder {
    /// Builds (or checks) `manifest` into the folder at `output`.
    public func build(_ manifest: AssetManifest, into output: URL, mode: Mode = .write) -> AssetBuildSummary {
        build(manifest, into: output.path, mode: mode)
    }
}

extension CatalogLinter {
    /// The findings for the catalog at `url`.
    public func lint(catalogAt url: URL) -> CatalogLintReport {
        lint(catalogAt: url.path)
    }
}

extension SymbolConfiguration {
    /// This configuration with the asset-catalog colors at `url` (a `.colorset` or a whole `.xcassets`) available
    /// to multicolor layers by name.
    public func addingCatalogColors(from url: URL) throws(Diagnostic) -> SymbolConfiguration {
        var copy = self
        copy.catalogColors = (catalogColors ?? [:]).merging(try ColorSetReader.read(url.path)) { $1 }
        return copy
    }
}
