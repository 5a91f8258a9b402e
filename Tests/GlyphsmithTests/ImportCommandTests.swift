import Foundation
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
}
