import Foundation
import Testing
@testable import SymbolRender
@testable import SymbolTesting

@Suite struct SnapshotStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)").path

    func disc(_ shift: Int = 0) -> Bitmap {
        var bitmap = Bitmap(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 where (x - 8 - shift) * (x - 8 - shift) + (y - 8) * (y - 8) < 30 {
                bitmap[x, y] = Pixel(red: 0, green: 122, blue: 255, alpha: 255)
            }
        }
        return bitmap
    }

    func store(_ mode: SnapshotRecordMode) -> SnapshotStore {
        SnapshotStore(recordMode: mode, artifactsDirectory: folder + "/artifacts", environment: [:])
    }

    var reference: String { folder + "/__Snapshots__/Tests/disc.blue.png" }

    @Test func missingReferenceIsRecordedAndFailsOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = store(.missing).check(disc(), referencePath: reference, tolerance: .exact)
        #expect(first.outcome == .recordedMissing)
        #expect(first.failureMessage!.contains(reference))
        #expect(FileManager.default.fileExists(atPath: reference))
        #expect(store(.missing).check(disc(), referencePath: reference, tolerance: .exact).passed)
    }

    @Test func neverModeDoesNotRecord() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = store(.never).check(disc(), referencePath: reference, tolerance: .exact)
        #expect(result.outcome == .missingReference)
        #expect(!FileManager.default.fileExists(atPath: reference))
    }

    @Test func onePixelChangeFailsWithActualAndDiffImages() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = store(.missing).check(disc(), referencePath: reference, tolerance: .exact)
        var changed = disc()
        changed[3, 12] = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        let result = store(.missing).check(changed, referencePath: reference, tolerance: .exact)
        #expect(result.outcome == .mismatch)
        #expect(result.comparison?.differingPixels == 1)
        #expect(result.comparison?.largestDelta == 255)
        let message = try #require(result.failureMessage)
        #expect(message.contains("1 of 256 pixels differ"))
        let diffPath = try #require(result.diffPath)
        #expect(message.contains(diffPath))
        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: diffPath))))
        #expect(diff[3, 12].red == 255 && diff[3, 12].green == 0 && diff[3, 12].alpha >= 128)
        #expect(diff[8, 8].red == 160)  // the faded reference elsewhere
        #expect(FileManager.default.fileExists(atPath: try #require(result.actualPath)))
    }

    @Test func smallDifferencesPassWithinTolerance() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = store(.missing).check(disc(), referencePath: reference, tolerance: .exact)
        var nudged = disc()
        nudged[8, 8] = Pixel(red: 2, green: 120, blue: 255, alpha: 255)
        #expect(!store(.never).check(nudged, referencePath: reference, tolerance: .exact).passed)
        #expect(store(.never).check(nudged, referencePath: reference, tolerance: .init(perChannel: 2)).passed)
        var oneOff = disc()
        oneOff[0, 0] = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
        #expect(store(.never).check(oneOff, referencePath: reference, tolerance: .init(differingShare: 0.01)).passed)
    }

    @Test func antialiasingOptionIgnoresEdgeShifts() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = store(.missing).check(disc(), referencePath: reference, tolerance: .exact)
        // Moving a hard edge by one pixel changes only edge pixels; each has a matching neighbour.
        let shifted = disc(1)
        #expect(!store(.never).check(shifted, referencePath: reference, tolerance: .exact).passed)
        #expect(store(.never).check(shifted, referencePath: reference, tolerance: .init(ignoresAntialiasing: true)).passed)
    }

    @Test func recordModesRewriteReferences() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = store(.missing).check(disc(), referencePath: reference, tolerance: .exact)
        #expect(store(.all).check(disc(), referencePath: reference, tolerance: .exact).outcome == .rerecorded)
        let changed = disc(2)
        #expect(store(.failed).check(changed, referencePath: reference, tolerance: .exact).outcome == .mismatch)
        #expect(store(.never).check(changed, referencePath: reference, tolerance: .exact).passed)
    }

    @Test func environmentSelectsTheRecordMode() {
        #expect(SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "never"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.environmentProblem([:]) == nil)
        #expect(SnapshotRecordMode.environmentProblem(["SNAPSHOT_TESTING_RECORD": "ALL"]) == nil)
    }

    @Test func anInvalidRecordModeIsAnErrorNamingTheValidOnesAndWritesNothing() {
        let environment = ["SNAPSHOT_TESTING_RECORD": "yes"]
        #expect(SnapshotRecordMode.fromEnvironment(environment) == .never)
        let problem = SnapshotRecordMode.environmentProblem(environment)
        #expect(problem?.contains("'yes'") == true)
        #expect(problem?.contains("all, failed, missing, never") == true)
    }

    @Test func referencePathsFollowTheSnapshotTestingConvention() {
        let path = SnapshotStore.referencePath(testFile: "/src/Tests/ModeTests.swift", testName: "rendersEveryMode()", name: "dark")
        #expect(path == "/src/Tests/__Snapshots__/ModeTests/rendersEveryMode.dark.png")
    }
}
