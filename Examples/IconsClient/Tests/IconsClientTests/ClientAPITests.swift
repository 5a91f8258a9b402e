import Foundation
import SymbolAssets
import SymbolRender
import Testing

/// What a client builds in code, without JSON: manifest entries, configurations, metrics.
@Suite struct ClientAPITests {
    @Test func manifestEntriesAreBuiltInCodeAndBuildACatalog() throws {
        let icons = ClientFiles.icons.path
        let manifest = AssetManifest(
            file: icons + "/in-code.json", baseFolder: icons, catalog: "Assets.xcassets",
            images: [ImageEntry(source: "bell.svg", name: "bell")],
            symbols: [SymbolEntry(source: "speaker.wave.3.svg")],
            colors: [ColorEntry(name: "Brand", color: try SymbolColor(parsing: "#0a84ff"), dark: try SymbolColor(parsing: "#64d2ff"))],
            appIcons: [AppIconEntry(source: "star.svg", background: RGBAColor(red: 1, green: 0.8, blue: 0))],
            pngFolder: PNGFolderEntry(accessor: "Icons.swift"))
        #expect(manifest.symbols[0].name == "speaker.wave.3", "the name defaults to the file's stem")
        #expect(manifest.colors[0].hasDarkVariant)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let summary = AssetBuilder(toolVersion: "client-test").build(manifest, into: output)
        #expect(!summary.failed, "\(summary.diagnostics)")
        let written = summary.written.joined(separator: "\n")
        for part in ["Brand.colorset", "speaker.wave.3.symbolset", "AppIcon.appiconset", "bell.imageset", "Icons.swift"] {
            #expect(written.contains(part), "no \(part) among \(summary.written)")
        }
    }

    @Test func metricsUnderAConfigurationNeedNoRender() throws {
        let speaker = try ClientFiles.symbol("speaker.wave.3")
        let configuration = SymbolConfiguration(pointSize: 24, weight: .bold, pixelScale: 2)
        let metrics = try #require(try speaker.metrics(for: configuration))
        #expect(metrics == (try SymbolRenderer(configuration: configuration).render(speaker).metrics))
        #expect(metrics.pointSize == 24 && metrics.capHeight > 0 && metrics.baselineOffsetFromBottom > 0)
        let plain = SymbolConfiguration(pointSize: 24, pixelScale: 2)
        #expect(try ClientFiles.symbol("bell").metrics(for: plain) == nil, "a plain SVG has no typographic metrics")
    }

    @Test func appearanceContrastAndVariableValueAreConfigurationsOfTheirOwn() throws {
        let speaker = try ClientFiles.symbol("speaker.wave.3")
        let base = SymbolConfiguration(pointSize: 24, pixelScale: 2)
        func png(_ configuration: SymbolConfiguration) throws -> [UInt8] {
            try SymbolRenderer(configuration: base.applying(configuration)).render(speaker).pngData()
        }
        #expect(try png(SymbolConfiguration(appearance: .dark)) != png(SymbolConfiguration(appearance: .light)))
        #expect(try png(SymbolConfiguration(variableValue: 0.2)) != png(SymbolConfiguration(variableValue: 1)))
        #expect(SymbolConfiguration(appearance: .dark, contrast: .high).contrast == .high)
    }
}
