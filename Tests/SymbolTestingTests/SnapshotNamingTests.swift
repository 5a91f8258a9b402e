import Foundation
import Testing
@testable import SymbolRender
@testable import SymbolTesting

/// Sharper failures: what record mode did, both sizes, numbered names, and parameterized tests that share a name.
@Suite struct SnapshotNamingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("naming-\(UUID().uuidString)").path

    func square(_ side: Int, red: UInt8 = 0) -> Bitmap {
        var bitmap = Bitmap(width: side, height: side)
        for y in 0..<side { for x in 0..<side { bitmap[x, y] = Pixel(red: red, green: 0, blue: 0, alpha: 255) } }
        return bitmap
    }

    func store(_ mode: SnapshotRecordMode) -> SnapshotStore {
        SnapshotStore(recordMode: mode, artifactsDirectory: folder + "/artifacts", environment: [:])
    }

    @Test func recordModeFailedSaysItRewroteTheReference() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/__Snapshots__/T/t.a.png"
        _ = store(.missing).check(square(8), referencePath: reference, tolerance: .exact)
        let result = store(.failed).check(square(8, red: 200), referencePath: reference, tolerance: .exact)
        #expect(result.rewroteReference)
        #expect(try #require(result.failureMessage).contains("Record mode 'failed' rewrote the reference with the actual image"))
        #expect(store(.never).check(square(8, red: 200), referencePath: reference, tolerance: .exact).passed)
    }

    @Test func aSizeMismatchStatesBothSizesAndWhichIsTheReference() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reference = folder + "/__Snapshots__/T/t.b.png"
        _ = store(.missing).check(square(24), referencePath: reference, tolerance: .exact)
        let message = try #require(store(.never).check(square(48), referencePath: reference, tolerance: .exact).failureMessage)
        #expect(message.hasPrefix("Snapshot size differs: the reference is 24×24 px, the actual image 48×48 px."))
    }

    @Test func unnamedSnapshotsAreNumberedPerTest() {
        let file = "/tmp/NamingProbe.swift"
        #expect(SnapshotNaming.nextName(testFile: file, testName: "numbered()") == "1")
        #expect(SnapshotNaming.nextName(testFile: file, testName: "numbered()") == "2")
        #expect(SnapshotNaming.nextName(testFile: file, testName: "other()") == "1")
    }

    @Test(arguments: [1, 2])
    func parameterizedTestsMustNameTheirSnapshots(argument: Int) {
        #expect(SnapshotNaming.nextName(testFile: "/tmp/P.swift", testName: "p(argument:)") == nil)
        withKnownIssue("an unnamed snapshot in a parameterized test fails, saying why") {
            assertSymbolSnapshot(of: square(4))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("A parameterized test must name its snapshots") }
        }
    }

    @Test func oneReferenceAssertedTwiceInARunFailsClearly() {
        let path = folder + "/__Snapshots__/T/twice.x.png"
        #expect(SnapshotNaming.claim(path))
        #expect(!SnapshotNaming.claim(path))
    }
}
