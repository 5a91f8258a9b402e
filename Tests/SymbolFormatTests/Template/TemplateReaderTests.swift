import Foundation
import Testing
@testable import SymbolFormat
import SymbolCore

@Suite struct TemplateReaderTests {
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fixtures/Templates/"
    }()

    func read(_ name: String) throws -> TemplateReader.Result {
        try TemplateReader.read(FileReader.read(Self.fixtures + name + ".svg", maximumSize: 1 << 20), file: name)
    }

    func read(text: String) throws(Diagnostic) -> TemplateReader.Result {
        try TemplateReader.read(Array(text.utf8), file: "t.svg")
    }

    @Test func appleLayoutReadsVersionGuidesMarginsAndMasters() throws {
        let template = try read("ring.dot").template
        #expect(template.version == TemplateVersion(4, 0))
        #expect(template.sourcePointSize == 100)
        #expect(abs(template.capHeights[.medium]! - 70.459) < 1e-9)
        #expect(Set(template.slots.keys) == Set(TemplateSlotID.masters))
        // Slot origin is the left margin, so local left margins are 0.
        #expect(template.margins[TemplateSlotID(.regular, .small)]!.left == 0)
        #expect(template.margins[TemplateSlotID(.regular, .small)]!.right > 80)
        // Geometry sits on the baseline: y runs up to about -cap height.
        let box = try #require(template.slots[TemplateSlotID(.regular, .small)]!.bounds)
        #expect(box.minY < -70 && box.maxY > 0)
    }

    @Test func layerClassesAndRulesAreKeptLiterallyWithoutPreviewClasses() throws {
        let template = try read("ring.dot").template
        let classes = template.slots[TemplateSlotID(.regular, .small)]!.paths[0].classes
        #expect(classes == ["monochrome-0", "hierarchical-0:primary", "multicolor-0:systemBlueColor"])
        let names = template.layerRules.map(\.className)
        #expect(names.contains("multicolor-0:systemBlueColor"))
        #expect(!names.contains { $0.hasPrefix("SFSymbolsPreview") })
        #expect(template.layerRules.first { $0.className == "multicolor-0:systemBlueColor" }?.value(of: "fill") == "#007AFF")
    }

    @Test func handEditedLayoutWithWrapperTransformReadsTheSameGeometry() throws {
        let apple = try read("ring.dot").template
        let edited = try read("ring.dot.hand-edited").template
        #expect(edited.sourcePointSize == apple.sourcePointSize)
        for id in TemplateSlotID.masters {
            let a = apple.slots[id]!.bounds!, b = edited.slots[id]!.bounds!
            #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.maxY - b.maxY) < 1e-6 && abs(a.width - b.width) < 1e-6)
        }
    }

    @Test func swiftDrawLayoutWithPathGuidesAndNoSlotTransforms() throws {
        let template = try read("ring.dot.swiftdraw").template
        #expect(template.sourcePointSize == 99)  // 70-unit cap gap → round(70 / 0.704589844)
        #expect(template.version == TemplateVersion(3, 0))
        let apple = try read("ring.dot").template
        let a = apple.slots[TemplateSlotID(.black, .small)]!.bounds!
        let b = template.slots[TemplateSlotID(.black, .small)]!.bounds!
        #expect(abs(b.width - a.width * 70 / 70.459) < 0.01)  // the writer rounds its scale to 4 decimals
        #expect(abs(b.maxY - a.maxY * 70 / 70.459) < 0.01)
    }

    @Test func missingMediumGuidesAreAnErrorWithLocation() {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
              <g id="Guides"><path id="Baseline-S" d="M0 146h800"/></g>
              <g id="Symbols"><g id="Regular-S"><path d="M0 0h10v-10z"/></g></g>
            </svg>
            """
        #expect { try read(text: text) } throws: { error in
            let d = error as! Diagnostic
            return d.message.contains("Baseline-M") && d.location?.line == 1 && d.file == "t.svg"
        }
    }

    @Test func badPathDataInASlotIsReportedAtItsByte() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg">
            <g id="Guides"><line id="Baseline-M" x1="0" x2="10" y1="1126" y2="1126"/><line id="Capline-M" x1="0" x2="10" y1="1055.541" y2="1055.541"/>
            <line id="Baseline-S" x1="0" x2="10" y1="696" y2="696"/></g>
            <g id="Symbols"><g id="Regular-S"><path d="M0 0 L10 x"/></g></g>
            </svg>
            """
        let result = try read(text: text)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 53)  // the x
        #expect(result.template.slots[TemplateSlotID(.regular, .small)]?.paths.count == 1)  // rendered up to the error
    }

    @Test func plainSVGIsNotATemplate() throws {
        let document = try XMLReader.parse(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0h1v1z\"/></svg>".utf8))
        #expect(!TemplateReader.isTemplate(document))
    }

    @Test func versionMarkersParse() {
        #expect(TemplateVersion(marker: "Template v.5.0") == TemplateVersion(5, 0))
        #expect(TemplateVersion(marker: "v.2.0") == TemplateVersion(2, 0))
        #expect(TemplateVersion(marker: "7") == TemplateVersion(7, 0))
        #expect(TemplateVersion(marker: "Template") == nil)
    }

    @Test func slotIDsParseAndPrint() {
        #expect(TemplateSlotID(templateID: "Ultralight-S") == TemplateSlotID(.ultralight, .small))
        #expect(TemplateSlotID(templateID: "Black-L")?.description == "Black-L")
        #expect(TemplateSlotID(templateID: "Regular") == nil)
        #expect(TemplateSlotID.all.count == 27)
    }

    @Test func aBadTransformIsAWarningAsInPlainSVGs() throws {
        let original = String(decoding: try FileReader.read(Self.fixtures + "ring.dot.svg", maximumSize: 1 << 20), as: UTF8.self)
        let broken = original.replacingFirst("<path ", with: "<path transform=\"rotate(\" ")
        let result = try read(text: broken)
        let warning = try #require(result.diagnostics.first { $0.message.hasPrefix("invalid transform ignored:") })
        #expect(warning.severity == .warning)
        #expect(warning.location != nil)
        let svg = try SVGReader.read(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><path transform="rotate(" d="M0 0h1v1z"/></svg>"#.utf8))
        #expect(svg.diagnostics.first?.severity == warning.severity)
        #expect(svg.diagnostics.first?.message.hasPrefix("invalid transform ignored:") == true)
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
