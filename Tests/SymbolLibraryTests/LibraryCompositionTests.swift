import Testing
import Symbols
@testable import SymbolLibrary

/// The bundled library's composed names: badges, directional names, containers and renamed names.
@Suite struct LibraryCompositionTests {
    static let library = try! SymbolLibrary.bundled()

    @Test func directionalNamesFollowTheLayoutDirection() throws {
        for name in ["chevron.forward", "chevron.backward", "arrow.forward", "arrow.uturn.backward", "arrowshape.turn.up.forward.fill"] {
            let entry = try Self.library.resolve(name).entry
            #expect(entry.name == name && entry.composition == "direction" && entry.languageDirection == .leftToRight, "\(name)")
        }
        // The right-pointing drawing itself stays put in a right-to-left layout; its directional name mirrors.
        #expect(try Self.library.resolve("chevron.right").entry.languageDirection == .fixed)
        #expect(try Self.library.symbol(named: "chevron.forward").languageDirection == .leftToRight)
    }

    @Test func badgedNamesAreComposedFromTheirBase() throws {
        for name in ["folder.badge.plus", "folder.fill.badge.plus", "bell.badge", "bell.badge.fill", "person.badge.minus",
                     "doc.badge.plus", "display.badge.gearshape", "externaldrive.badge.xmark"] {
            let entry = try Self.library.resolve(name).entry
            #expect(entry.name == name && entry.composition == "badge", "\(name)")
        }
        #expect(try Self.library.resolve("folder.fill.badge.plus").entry.base == "folder")
    }

    @Test func renamedNamesResolveBothWays() throws {
        for (old, current) in [("document", "doc"), ("document.on.document", "doc.on.doc"), ("gear", "gearshape"),
                               ("line.horizontal.3", "line.3.horizontal"), ("person.crop.circle.fill", "person.circle.fill")] {
            let resolution = try Self.library.resolve(old)
            #expect(resolution.entry.name == current && resolution.note != nil, "\(old)")
        }
    }

    @Test func anUnknownNameSuggestsTheNearestNames() {
        do {
            _ = try Self.library.resolve("gearshap")
            Issue.record("resolved an unknown name")
        } catch {
            #expect(error.message.contains("did you mean `gearshape`"), "\(error.message)")
        }
    }

    @Test func theJSONListSaysWhichNamesAreComposed() throws {
        let json = SymbolLibrary.json([try Self.library.resolve("folder.badge.plus").entry, try Self.library.resolve("folder").entry])
        #expect(json.contains(#""composed" : "badge""#) || json.contains(#""composed": "badge""#), "\(json)")
        #expect(json.contains(#""composed" : null"#) || json.contains(#""composed": null"#), "\(json)")
    }
}
