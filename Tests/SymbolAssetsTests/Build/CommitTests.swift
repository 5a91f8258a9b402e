import Foundation
import Synchronization
import Testing
@testable import SymbolAssets
import SymbolCore

/// Builds of one output folder take turns, and a commit interrupted at any point is rolled back to exactly the
/// previous outputs by the next build.
@Suite("AssetBuilder: locked and atomic commits")
struct CommitTests {
    static let first = #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg"], "pngs" : { "folder" : "PNG", "accessor" : "Icons.swift" }, "defaults" : { "scales" : [1, 2], "appearances" : ["any", "dark"] } }"#
    static let second = ##"{ "catalog" : "Assets", "images" : [ { "source" : "Icons/heart.svg", "color" : "#ff0000" }, "Icons/arcs.svg"], "colors" : [ { "name" : "Brand", "color" : "#0a7cff", "dark" : "#409cff" } ], "defaults" : { "scales" : [1, 3], "appearances" : ["any"] } }"##

    @Test func twoBuildsOfDifferentManifestsIntoOneFolderLeaveOneCompleteTree() throws {
        let box = try Sandbox(manifest: Self.first)
        defer { box.remove() }
        try box.project.write("second.json", Self.second)
        let manifests = [try box.project.manifest(), try ManifestReader.read(box.project.folder + "/second.json")]
        let plans = try manifests.map { Set(try AssetBuilder.plan($0).map(\.path)) }
        for _ in 0..<20 {
            let summaries = Mutex<[AssetBuildSummary]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let summary = box.builder().build(manifests[index], into: box.output)
                summaries.withLock { $0.append(summary) }
            }
            #expect(summaries.withLock { $0 }.allSatisfy { !$0.failed }, "\(summaries.withLock { $0 }.map(\.diagnostics))")
            #expect(try box.isConsistent())
            let files = Set(try box.project.tree("Out").keys.filter { !$0.hasPrefix(".glyphsmith-") })
            #expect(plans.contains(files))
        }
    }

    @Test func twoBuildsOfTheSameManifestBothSucceed() throws {
        let box = try Sandbox(manifest: Self.first)
        defer { box.remove() }
        let manifest = try box.project.manifest()
        for _ in 0..<20 {
            try? FileManager.default.removeItem(atPath: box.output)
            let summaries = Mutex<[AssetBuildSummary]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                let summary = box.builder().build(manifest, into: box.output)
                summaries.withLock { $0.append(summary) }
            }
            let both = summaries.withLock { $0 }
            #expect(both.allSatisfy { !$0.failed }, "\(both.map(\.diagnostics))")
            // One wrote everything, the other found it all up to date.
            #expect(both.map(\.written.count).sorted().first == 0)
            #expect(try box.isConsistent())
        }
    }

    @Test func aSecondBuildWaitsForTheLockAndTimesOutWithAMessage() throws {
        let box = try Sandbox(manifest: Self.first)
        defer { box.remove() }
        #expect(try !box.build().failed)
        let holder = try #require(try OutputFolder.open(box.output, create: false, allowLink: false))
        try holder.lock(exclusive: true, timeout: 0) {}
        var builder = box.builder()
        builder.lockTimeout = 0.1
        let told = Mutex(0)
        builder.lockWaiting = { _ in told.withLock { $0 += 1 } }
        let blocked = try box.build(builder)
        #expect(blocked.failed && told.withLock { $0 } == 1)
        #expect(blocked.diagnostics.first?.message.contains("another glyphsmith build is still writing this folder") == true)
        _ = holder  // released here
    }

    @Test func aCommitInterruptedAfterAnyStepIsRolledBackToThePreviousTree() throws {
        let box = try Sandbox(manifest: Self.first)
        defer { box.remove() }
        #expect(try !box.build().failed)
        try box.project.write("Out/mine.txt", "a user's file")
        let previous = try box.project.tree("Out")
        let folder = try #require(try OutputFolder.open(box.output, create: false, allowLink: false))

        // A commit that replaces two files, adds one in a new folder, drops one and replaces the record.
        func stage() throws -> CommitJournal {
            var journal = CommitJournal(staging: try folder.makeUniqueFolder(prefix: CommitJournal.stagingPrefix + "-"))
            let puts = ["Assets.xcassets/heart.imageset/heart.png", "PNG/star@2x.png", "New/Folder/new.png", BuildState.fileName]
            for (index, path) in puts.enumerated() {
                let identity = try folder.create(journal.new(index), bytes: Array("new \(index)".utf8))
                journal.steps.append(.put(path: path, index: index, identity: identity))
            }
            journal.steps.insert(.drop(path: "Icons.swift", index: puts.count), at: 3)
            try journal.write(in: folder)
            return journal
        }
        let count = try stage().steps.count
        try CommitJournal.recover(in: folder)
        #expect(try box.project.tree("Out") == previous)
        for done in 0...count {
            for halfStep in [false, true] where !(halfStep && done == count) {
                let journal = try stage()
                for step in journal.steps.prefix(done) { try journal.perform(step, in: folder) }
                if halfStep, case .put(let path, let index, _) = journal.steps[done], try folder.kind(path) == .file {
                    try folder.rename(path, to: journal.old(index))  // killed between moving aside and moving in
                }
                try CommitJournal.recover(in: folder)
                #expect(try box.project.tree("Out") == previous, "after \(done) steps\(halfStep ? " and a half" : "")")
                #expect(!FileManager.default.fileExists(atPath: box.output + "/New"))
            }
        }
        // The next build finds everything as it left it.
        let next = try box.build()
        #expect(next.written.isEmpty && next.removed.isEmpty && !next.failed)
    }

    @Test func aFailureDuringTheCommitRestoresThePreviousOutputs() throws {
        let box = try Sandbox(manifest: Self.first)
        defer { box.remove() }
        #expect(try !box.build().failed)
        let previous = try box.project.tree("Out")
        let folder = try #require(try OutputFolder.open(box.output, create: false, allowLink: false))
        var journal = CommitJournal(staging: try folder.makeUniqueFolder(prefix: CommitJournal.stagingPrefix + "-"))
        for (index, path) in ["PNG/heart.png", "PNG/star.png", "Icons.swift"].enumerated() {
            let identity = try folder.create(journal.new(index), bytes: Array("new".utf8))
            journal.steps.append(.put(path: path, index: index, identity: identity))
        }
        try journal.write(in: folder)
        try folder.removeFile(journal.new(2))  // the third move fails after two have succeeded
        #expect(throws: Diagnostic.self) { try journal.apply(in: folder) }
        #expect(try box.project.tree("Out") == previous)
        #expect(try box.isConsistent())
    }
}
