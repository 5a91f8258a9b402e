import Foundation
import Testing
@testable import Symbols
import SymbolCore

@Suite struct SymbolColorTests {
    @Test func systemColorsHaveFourVariants() {
        let blue = SymbolColor.system("systemBlueColor")
        #expect(blue.resolved(ColorTraits(appearance: .light)) == RGBAColor(red8: 0, green8: 122, blue8: 255))
        #expect(blue.resolved(ColorTraits(appearance: .dark)) == RGBAColor(red8: 10, green8: 132, blue8: 255))
        #expect(blue.resolved(ColorTraits(appearance: .light, contrast: .high)) == RGBAColor(red8: 0, green8: 64, blue8: 221))
        #expect(blue.resolved(ColorTraits(appearance: .dark, contrast: .high)) == RGBAColor(red8: 64, green8: 156, blue8: 255))
        #expect(SymbolColor.system("systemRed").resolved(ColorTraits(palette: .iOS26)) == RGBAColor(red8: 255, green8: 56, blue8: 60))
        // The iOS 26 table has no grays: the iOS 13–18 values stand in.
        #expect(SymbolColor.system("systemGray").resolved(ColorTraits(palette: .iOS26)) == RGBAColor(red8: 142, green8: 142, blue8: 147))
        #expect(abs(SymbolColor.system("secondaryLabel").resolved(ColorTraits()).alpha - 0.6) < 1e-9)
    }

    @Test func userColorsParseEveryForm() throws {
        #expect(try SymbolColor(parsing: "#f80") == SymbolColor(RGBAColor(red8: 255, green8: 136, blue8: 0)))
        #expect(try SymbolColor(parsing: "#ff880080").resolved(ColorTraits()).alpha == 128.0 / 255)
        #expect(try SymbolColor(parsing: "rgb(0 122 255)") == SymbolColor(RGBAColor(red8: 0, green8: 122, blue8: 255)))
        #expect(try SymbolColor(parsing: "purple") == .purple)
        #expect(try SymbolColor(parsing: "systemRed") == .systemRed)
        #expect(try SymbolColor(parsing: "systemRedColor") == .systemRed)
        #expect(try SymbolColor(parsing: "label") == .label)
        #expect(SymbolColor.tintColor.resolved(ColorTraits(), tint: .white) == .white)
        #expect(try SymbolColor(parsing: "controlAccentColor").resolved(ColorTraits(), tint: .orange) == SymbolColor.orange.resolved(ColorTraits()))
        #expect(try SymbolColor(parsing: "tint") == .tintColor)
    }

    @Test func unknownNamesThrowInsteadOfRenderingBlack() {
        #expect(throws: SymbolColorError(text: "sytemBlue")) { try SymbolColor(parsing: "sytemBlue") }
        // UIKit's `.blue` is not a system color name; CSS blue is, and it is not systemBlue.
        #expect(throws: SymbolColorError(text: "not-a-color")) { try SymbolColor(parsing: "not-a-color") }
        #expect(SymbolColor(systemName: "sytemBlue") == nil)
        #expect(SymbolColorError(text: "x").description.contains("systemBlue"))
    }

    @Test func typedMembersMatchTheTables() {
        #expect(SymbolColor.systemBlue.resolved(ColorTraits(appearance: .dark)) == RGBAColor(red8: 10, green8: 132, blue8: 255))
        #expect(SymbolColor.orange.resolved(ColorTraits()) == RGBAColor(red8: 255, green8: 165, blue8: 0))
        #expect(SymbolColor.systemGray6.systemName == "systemGray6")
        #expect(SymbolColor.orange.isFixed && !SymbolColor.label.isFixed)
    }

    @Test func colorSetsResolveByAppearanceAndContrast() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Colors-\(UUID().uuidString).xcassets")
        let set = folder.appendingPathComponent("Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = """
            {"colors":[
             {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","green":"0.478","blue":"1.000","alpha":"1.000"}}},
             {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000"}}},
             {"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"red":"10","green":"20","blue":"30","alpha":"1.000"}}},
             {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"color":{"color-space":"gray-gamma-22","components":{"white":"0.5","alpha":"0.5"}}}
            ],"info":{"author":"xcode","version":1}}
            """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let colors = try ColorSetReader.read(folder.path)
        let brand = try #require(colors["Brand"])
        #expect(brand.resolved(ColorTraits(appearance: .light)) == RGBAColor(red: 0, green: 0.478, blue: 1))
        #expect(brand.resolved(ColorTraits(appearance: .dark)) == RGBAColor(red8: 255, green8: 128, blue8: 0))
        #expect(brand.resolved(ColorTraits(appearance: .light, contrast: .high)) == RGBAColor(red8: 10, green8: 20, blue8: 30))
        // Gray Gamma 2.2 0.5 is 0.2176 linear, 0.5037 in sRGB.
        let grey = brand.resolved(ColorTraits(appearance: .dark, contrast: .high))
        #expect(abs(grey.red - 0.5037) < 0.0005 && grey.green == grey.red && grey.blue == grey.red && grey.alpha == 0.5)
    }

    @Test func displayP3ComponentsAreConvertedToSRGB() throws {
        let set = FileManager.default.temporaryDirectory.appendingPathComponent("P3-\(UUID().uuidString).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: set) }
        // sRGB red is (0.9175, 0.2003, 0.1386) in Display P3; P3 grey equals sRGB grey; P3's own red lies outside
        // sRGB and is kept (extended sRGB).
        let json = """
            {"colors":[
             {"color":{"color-space":"display-p3","components":{"red":"0.9175","green":"0.2003","blue":"0.1386","alpha":"1.000"}}},
             {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"display-p3","components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1"}}},
             {"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"display-p3","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}
            ]}
            """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let color = try #require(try ColorSetReader.read(set.path)[set.deletingPathExtension().lastPathComponent])
        let red = color.resolved(ColorTraits(appearance: .light))
        #expect(abs(red.red - 1) < 0.002 && abs(red.green) < 0.002 && abs(red.blue) < 0.002)
        let grey = color.resolved(ColorTraits(appearance: .dark))
        #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
        // P3 red lies outside sRGB: it is read exactly (extended sRGB, issue 28), not clamped; Cairo clamps it when
        // painting sRGB, and a P3 render gets (1, 0, 0) back.
        let wide = color.resolved(ColorTraits(appearance: .light, contrast: .high))
        #expect(!wide.isInSRGBGamut && wide.red > 1 && wide.green < 0)
        let p3 = wide.displayP3Components
        #expect(abs(p3.red - 1) < 1e-6 && abs(p3.green) < 1e-6 && abs(p3.blue) < 1e-6)
    }

    @Test func unknownColorSpacesAreErrors() throws {
        let set = FileManager.default.temporaryDirectory.appendingPathComponent("CMYK-\(UUID().uuidString).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: set) }
        try Data(#"{"colors":[{"color":{"color-space":"cmyk","components":{"red":"1","green":"0","blue":"0"}}}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        #expect { try ColorSetReader.read(set.path) } throws: { error in
            (error as? Diagnostic)?.message.contains("color-space 'cmyk'") == true
        }
    }

    @Test func brokenColorSetsAreErrorsNamingTheFile() throws {
        let set = FileManager.default.temporaryDirectory.appendingPathComponent("Bad-\(UUID().uuidString).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: set) }
        try Data(#"{"colors":[{"idiom":"universal","color":{"components":{"red":"x","green":"0","blue":"0"}}}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        #expect { try ColorSetReader.read(set.path) } throws: { error in
            let d = error as! Diagnostic
            return d.file?.hasSuffix("Contents.json") == true && d.message.contains("'x' is not a number")
        }
    }
}
