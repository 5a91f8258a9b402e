import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SymbolAssets
import SymbolFoundation
import SymbolImport
import SymbolLibrary
import SymbolRender
import SymbolTesting
import Testing
import XCTest

/// Every public type of the products, named unqualified where a client also imports Foundation, FoundationXML,
/// Swift Testing and XCTest: a name that collides with theirs makes this file fail to compile.
/// (Tools/check-public-api checks that this list and Tools/public-api.txt hold every public type.)
@Suite struct PublicNameTests {
    static let publicTypes: [Any.Type] = [
        AffineTransform.self,
        PathElement.self,
        PathError.self,
        Point.self,
        StrokeGeometry.self,
        Stroker.self,
        SymbolLibrary.self,
        SymbolLibraryError.self,
        SymbolLibraryLocation.self,
        Rect.self,
        VectorPath.self,
        Diagnostic.self,
        FileLocation.self,
        RGBAColor.self,
        SymbolScale.self,
        SymbolWeight.self,
        XMLLimits.self,
        Appearance.self,
        CanvasPolicy.self,
        ContentMode.self,
        ContentPosition.self,
        ImageSlice.self,
        ImageSliceError.self,
        LanguageDirection.self,
        LayoutDirection.self,
        SliceInsets.self,
        ImageSlicer.self,
        ImageSlicerError.self,
        LocalizedSource.self,
        SymbolLocalizations.self,
        ColorSetReader.self,
        ColorTraits.self,
        ContentSizeCategory.self,
        Contrast.self,
        DynamicColor.self,
        RenderingMode.self,
        Symbol.self,
        SymbolColor.self,
        SymbolColorError.self,
        SymbolConfiguration.self,
        SymbolConfigurationError.self,
        SymbolInsets.self,
        SymbolMetrics.self,
        SymbolSize.self,
        SystemColorPalette.self,
        TemplateReport.self,
        TemplateValidator.self,
        TextStyle.self,
        Bitmap.self,
        ContactSheet.self,
        OutputWriter.self,
        ImageComparison.self,
        PNGDecoder.self,
        PNGEncoder.self,
        Pixel.self,
        Rasterizer.self,
        RenderError.self,
        SymbolImage.self,
        BatchInputs.self,
        BatchRenderer.self,
        RenderJob.self,
        SymbolRenderer.self,
        VectorRenderer.self,
        AppIconEntry.self,
        AssetAppearance.self,
        AssetBuildSummary.self,
        AssetBuilder.self,
        AssetManifest.self,
        CatalogLintReport.self,
        CatalogLinter.self,
        LintSeverity.self,
        ColorEntry.self,
        IconComposerOptions.self,
        ImageEntry.self,
        ImageOptions.self,
        ManifestError.self,
        ManifestReader.self,
        PNGFolderEntry.self,
        SymbolEntry.self,
        SymbolImportOptions.self,
        SymbolImporter.self,
        SymbolImportMasters.self,
        ImportedSymbol.self,
        SnapshotRecordMode.self,
        SnapshotResult.self,
        SnapshotStore.self,
    ]

    @Test func everyPublicTypeResolvesUnambiguously() {
        #expect(Self.publicTypes.count == 86)
    }
}
