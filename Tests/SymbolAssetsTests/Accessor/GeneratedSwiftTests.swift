import Foundation
import SymbolAssets
import Testing

/// The Swift files a build generates (the PNG accessor, the elevated colors) compile for any manifest the reader
/// accepts, and the names that cannot compile are refused at their manifest line: generated code that fails at the
/// developer's next build, after glyphsmith exited 0, points nowhere near the cause.
@Suite("Generated Swift: type-checked against stand-ins, collisions refused")
struct GeneratedSwiftTests {
    static let standIns = AssetProject.fixtures + "/SwiftStandIns"

    /// Names that are keywords, start with a digit or a combining mark, are not Latin, or collide once spelled
    /// as identifiers: every one must become a member that compiles.
    static let hostileNames = ["class", "default", "2fa", "\u{301}accent", "\u{345}ypo", "\u{903}deva", "éclair", "arrow-left", "arrow_left",
                               "self", "init", "abs", "protocol", "Type", "日本", "Ⅻ", "speaker.wave.3", "x-", "-y"]

    @Test func accessorsForAHostileManifestTypeCheck() throws {
        let images = Self.hostileNames.map { ##"{ "source" : "Icons/star.svg", "name" : "\##($0)" }"## }.joined(separator: ", ")
        let colors = Self.hostileNames.map { ##"{ "name" : "c\##($0)", "color" : "#ffffff", "dark" : "#1c1c1e", "darkElevated" : "#2c2c2e" }"## }
            + [##"{ "name" : "2", "color" : "#000000", "dark" : "#101010", "darkElevated" : "#202020" }"##]
        // Two builds: the images into a plain PNG folder with its accessor, the colors into a catalog.
        let project = try AssetProject(manifest: """
            { "pngs" : { "folder" : "PNGs", "accessor" : "Glyphs.swift", "typeName" : "Glyphs" },
              "defaults" : { "scales" : [1], "size" : 8, "appearances" : ["any"] }, "images" : [ \(images) ] }
            """)
        defer { project.remove() }
        let summary = try project.build()
        #expect(!summary.failed, "\(summary.diagnostics)")
        try project.write("glyphsmith.json", """
            { "catalog" : "Assets.xcassets", "elevatedColors" : "Elevated.swift", "colors" : [ \(colors.joined(separator: ", ")) ] }
            """)
        let colorSummary = try project.build(into: "Colors")
        #expect(!colorSummary.failed, "\(colorSummary.diagnostics)")
        let out = project.folder + "/Out"
        let accessor = try String(contentsOfFile: out + "/Glyphs.swift", encoding: .utf8)
        #expect(accessor.contains("public static let `class` = ") && accessor.contains("public static let _2fa = "))
        #expect(accessor.contains("public static let _\u{345}ypo = "), "a combining mark cannot begin an identifier")
        #expect(accessor.contains("public static let arrowLeft_ = "), "two names spelled alike are told apart")
        // The stand-ins are compiled as the modules UIKit and SwiftUI, so the generated `#if canImport(UIKit)`
        // branch is the one checked, as on iOS.
        let modules = project.folder + "/StandIns"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        for module in ["UIKit", "SwiftUI"] {
            try swiftc(["-emit-module", "-parse-as-library", "-module-name", module, "-I", modules,
                        "-emit-module-path", modules + "/\(module).swiftmodule", Self.standIns + "/\(module).swift"])
        }
        try swiftc(["-typecheck", "-I", modules, out + "/Glyphs.swift", Self.standIns + "/BundleModule.swift"])
        try swiftc(["-typecheck", "-I", modules, project.folder + "/Colors/Elevated.swift"])
    }

    @Test func namesThatCannotCompileAreRefusedAtTheirLine() throws {
        for (manifest, message) in [
            (##"{ "pngs" : { "accessor" : "A.swift", "typeName" : "class" } }"##, "m.json:1:51: error: 'typeName' is a Swift keyword, got 'class'"),
            (##"{ "pngs" : { "accessor" : "A.swift", "typeName" : "Bundle" } }"##, "m.json:1:51: error: 'typeName' would shadow the Bundle that the generated accessor uses, got 'Bundle'"),
            (##"{ "pngs" : { "accessor" : "A.swift", "typeName" : "_" } }"##, "'typeName' is a Swift keyword"),
            (##"{ "pngs" : { "accessor" : "A.swift", "typeName" : "\u0301A" } }"##, "'typeName' must be a Swift identifier"),
            (##"{ "pngs" : { "accessor" : "A.swift" },\##n "images" : [ { "source" : "a.svg", "name" : "+++" } ] }"##,
             "m.json:2:46: error: the name '+++' has no letter or digit to make a Swift member of; rename it with 'name'"),
            (##"{ "pngs" : { "accessor" : "A.swift" },\##n "images" : [ { "source" : "a.svg", "name" : "all-images" } ] }"##,
             "m.json:2:46: error: the name 'all-images' becomes the Swift member 'allImages', which the accessor Icons already has"),
            (##"{ "catalog" : "A", "elevatedColors" : "E.swift",\##n "colors" : [ { "name" : "red", "color" : "#f00", "dark" : "#e00", "darkElevated" : "#d00" } ] }"##,
             "m.json:2:26: error: the name 'red' becomes the Swift member 'red', which UIColor or SwiftUI's Color already has"),
            (##"{ "catalog" : "A", "elevatedColors" : "E.swift",\##n "colors" : [ { "name" : "Primary", "color" : "#f00", "dark" : "#e00", "darkElevated" : "#d00" } ] }"##,
             "the Swift member 'primary', which UIColor or SwiftUI's Color already has"),
        ] {
            #expect { try ManifestReader.read(bytes: Array(manifest.utf8), path: "m.json") } throws: { error in
                "\(error)".contains(message)
            }
        }
        // Without an accessor or elevated colors, the names make no Swift and are fine.
        #expect(throws: Never.self) {
            try ManifestReader.read(bytes: Array(##"{ "catalog" : "A", "colors" : [ { "name" : "red", "color" : "#f00", "dark" : "#e00" } ] }"##.utf8), path: "m.json")
        }
    }

    /// Runs the toolchain's `swiftc` (the one running the tests) and fails with its diagnostics.
    private func swiftc(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc \(arguments.joined(separator: " ")):\n\(String(decoding: output, as: UTF8.self))")
    }
}
