import Foundation
import SymbolAssets
import Testing

/// `glyphsmith import` as a designer's hand-off meets it: a folder of plain SVG icons in, templates or symbol sets out.
@Suite struct ImportCommandTests {
    static let plus = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M5 12h14M12 5v14"/></svg>"#
    static let drop = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2C8 8 5 11 5 15a7 7 0 0 0 14 0c0-4-3-7-7-13z"/></svg>"#

    func handOff(_ files: [String: String]) throws -> String {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/icons/more", withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/icons/" + name)) }
        return folder
    }

    @Test func aFolderBecomesTemplatesThatValidateAndRender() throws {
        let folder = try handOff(["plus.svg": Self.plus, "more/drop.svg": Self.drop])
        let result = try CommandLine.run(["import", folder + "/icons", "-o", folder + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("imported 2 symbols into \(folder)/out, 0 failed"))
        let validated = try CommandLine.run(["validate", folder + "/out/plus.svg", folder + "/out/drop.svg"])
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
        let rendered = try CommandLine.run(["render", folder + "/out/drop.svg", "-o", folder + "/drop.png", "--weight", "black"])
        #expect(rendered.status == 0)
    }

    /// The command is `SymbolImportWriter` behind arguments: explicit masters into a symbol set give the same bytes
    /// in-process.
    @Test func importWithMastersIsTheLibrarysWriter() throws {
        let square = { (inset: Int) in #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M\#(inset) \#(inset)H\#(24 - inset)V\#(24 - inset)H\#(inset)z M11 11h2v2h-2z"/></svg>"# }
        let folder = try handOff(["frame.svg": square(6), "frame-ultralight.svg": square(8), "frame-black.svg": square(4)])
        let icons = folder + "/icons/"
        let result = try CommandLine.run(["import", icons + "frame.svg", "--ultralight", icons + "frame-ultralight.svg",
                                          "--black", icons + "frame-black.svg", "--format", "symbolset", "-o", folder + "/command"])
        #expect(result.status == 0, "\(result.stderr)")
        try FileManager.default.createDirectory(atPath: folder + "/library", withIntermediateDirectories: true)
        let writer = SymbolImportWriter(importer: SymbolImporter(options: SymbolImportOptions()), folder: folder + "/library",
                                        format: .symbolSet, ultralight: icons + "frame-ultralight.svg", black: icons + "frame-black.svg")
        #expect(writer.run([icons + "frame.svg"], workers: 1) == 1)
        for file in ["frame.symbolset/frame.svg", "frame.symbolset/Contents.json"] {
            let command = try Data(contentsOf: URL(fileURLWithPath: folder + "/command/" + file))
            #expect(command == (try Data(contentsOf: URL(fileURLWithPath: folder + "/library/" + file))), "\(file)")
        }
        #expect(SymbolImportWriter.nameClash(in: [icons + "frame.svg", icons + "more/frame.svg"])?.message.contains("would both become 'frame'") == true)
    }

    @Test func symbolSetsCarryTheirContentsFile() throws {
        let folder = try handOff(["plus.svg": Self.plus])
        let result = try CommandLine.run(["import", folder + "/icons/plus.svg", "-o", folder + "/Assets.xcassets", "--format", "symbolset"])
        #expect(result.status == 0, "\(result.stderr)")
        let contents = try String(contentsOfFile: folder + "/Assets.xcassets/plus.symbolset/Contents.json", encoding: .utf8)
        #expect(contents.contains(#""filename" : "plus.svg""#))
        #expect(FileManager.default.fileExists(atPath: folder + "/Assets.xcassets/plus.symbolset/plus.svg"))
    }

    @Test func badInputIsLocatedAndTheRestIsStillImported() throws {
        let folder = try handOff(["plus.svg": Self.plus, "broken.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0L\"/>\n"])
        let result = try CommandLine.run(["import", folder + "/icons", "-o", folder + "/out"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(folder + "/icons/broken.svg:"))
        #expect(result.stderr.contains("imported 1 symbol into \(folder)/out, 1 failed"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/plus.svg"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/broken.svg"))
    }

    /// A stroke whose control points lie 1e300 apart makes grid indices no integer holds (it trapped the whole
    /// batch); a mask chain deeper than the reader follows is an error the import must not count as imported.
    @Test func farReachingStrokesAndRefusedMasksFailTheirFileAndTheRestIsImported() throws {
        let far = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 12C1e300 12 -1e300 12 22 12" fill="none" stroke="#000" stroke-width="2"/></svg>"##
        let masks = (0..<50).map { index in
            ##"<mask id="m\##(index)"><rect width="24" height="24" fill="#fff""## + (index < 49 ? ##" mask="url(#m\##(index + 1))""## : "") + "/></mask>"
        }
        let chain = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs>"# + masks.joined() + #"</defs><path d="M2 2h20v20H2z" mask="url(#m0)"/></svg>"#
        let folder = try handOff(["far.svg": far, "chain.svg": chain, "plus.svg": Self.plus])
        let result = try CommandLine.run(["import", folder + "/icons", "-o", folder + "/out"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains(folder + "/icons/far.svg:1:61: error: this element's artwork reaches too far to import"), "\(result.stderr)")
        #expect(result.stderr.contains(folder + "/icons/chain.svg:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("imported 1 symbol into \(folder)/out, 2 failed"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out/plus.svg"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/far.svg") && !FileManager.default.fileExists(atPath: folder + "/out/chain.svg"))
    }

    @Test func twoIconsWithOneNameAndForeignFilesAreRefused() throws {
        let folder = try handOff(["plus.svg": Self.plus, "more/plus.svg": Self.drop])
        let clash = try CommandLine.run(["import", folder + "/icons", "-o", folder + "/out"])
        #expect(clash.status == 1)
        #expect(clash.stderr.contains("would both become 'plus'"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try Data("notes, not a template".utf8).write(to: URL(fileURLWithPath: folder + "/out/drop.svg"))
        let foreign = try CommandLine.run(["import", folder + "/icons/more/plus.svg", folder + "/icons/plus.svg", "-o", folder + "/out"])
        #expect(foreign.status == 1, "two inputs named plus")
        try FileManager.default.removeItem(atPath: folder + "/icons/more/plus.svg")
        try Data(Self.drop.utf8).write(to: URL(fileURLWithPath: folder + "/icons/drop.svg"))
        let refused = try CommandLine.run(["import", folder + "/icons/drop.svg", "-o", folder + "/out"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("pass --force"))
        #expect(try String(contentsOfFile: folder + "/out/drop.svg", encoding: .utf8) == "notes, not a template")
    }

    @Test func explicitMastersNeedEachOtherAndOneInput() throws {
        let folder = try handOff(["plus.svg": Self.plus])
        let alone = try CommandLine.run(["import", folder + "/icons/plus.svg", "-o", folder + "/out", "--ultralight", folder + "/icons/plus.svg"])
        #expect(alone.status != 0)
        #expect(alone.stderr.contains("--ultralight and --black go together"))
    }

    /// `glyphsmith import` and a manifest's `"import"` are one importer: with the same options (every one of them
    /// set away from its default) the catalog's symbol set holds exactly what `import` then `export --variable` give.
    @Test func theCommandAndAManifestImportGiveTheSameTemplate() throws {
        let badge = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#2e3436"/><path d="M11 6h2v8h-2zM11 16h2v2h-2z" fill="#ffffff"/><path d="M3 21h18" stroke="#2e3436" stroke-width="1.5"/></svg>"##
        let folder = try handOff(["badge.svg": badge])
        let options = ["--weights", "stroke", "--fit", "artwork", "--insets", "1,2", "--levels", "order", "--layers", "single",
                       "--foreground", "#2e3436", "--no-knockouts"]
        let imported = try CommandLine.run(["import", folder + "/icons/badge.svg", "-o", folder + "/out"] + options)
        #expect(imported.status == 0, "\(imported.stderr)")
        let exported = try CommandLine.run(["export", folder + "/out/badge.svg", "--variable", "-o", folder + "/exported.svg"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let manifest = """
            { "catalog" : "Assets.xcassets",
              "symbols" : [ { "source" : "icons/badge.svg", "form" : "variable",
                              "import" : { "weights" : "stroke", "fit" : "artwork", "insets" : [1, 2], "levels" : "order",
                                           "layers" : "single", "foreground" : ["#2e3436"], "knockouts" : false } } ] }
            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/glyphsmith.json"))
        let built = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/Generated"])
        #expect(built.status == 0, "\(built.stderr)")
        let fromCommand = try Data(contentsOf: URL(fileURLWithPath: folder + "/exported.svg"))
        let fromManifest = try Data(contentsOf: URL(fileURLWithPath: folder + "/Generated/Assets.xcassets/badge.symbolset/badge.svg"))
        #expect(fromCommand == fromManifest)
        // And the options mattered: the defaults give another template.
        let defaults = try CommandLine.run(["import", folder + "/icons/badge.svg", "-o", folder + "/plain"])
        #expect(defaults.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/plain/badge.svg")) != Data(contentsOf: URL(fileURLWithPath: folder + "/out/badge.svg")))
    }

    @Test func aManifestImportNamesABadOptionValueAtItsLine() throws {
        let folder = try handOff(["plus.svg": Self.plus])
        let manifest = """
            { "catalog" : "Assets.xcassets",
              "symbols" : [ { "source" : "icons/plus.svg",
                              "import" : { "layers" : "many", "foreground" : ["not a color"], "knockouts" : "no" } } ] }
            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/glyphsmith.json"))
        let built = try CommandLine.run(["catalog", folder + "/glyphsmith.json", "-o", folder + "/Generated"])
        #expect(built.status != 0)
        #expect(built.stderr.contains("glyphsmith.json:3:"))
        #expect(built.stderr.contains("'layers' must be 'auto', 'single', got 'many'"))
        #expect(built.stderr.contains("'foreground' must be a color"))
        #expect(built.stderr.contains("'knockouts' must be true or false"))
    }
}

