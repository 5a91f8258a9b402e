import Foundation
import Testing

/// `kill -9` at any moment of `glyphsmith catalog` (rendering, staging, committing) leaves the output folder as
/// the previous tree or the new one, or mid-commit with a journal that the next build rolls back to exactly the
/// previous tree before it does anything else.
@Suite("glyphsmith catalog: killed builds")
struct CatalogKillTests {
    static let old = #"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg", "Icons/arcs.svg", "Icons/badge.svg"], "pngs" : { "folder" : "PNG", "accessor" : "Icons.swift" }, "defaults" : { "scales" : [1, 2, 3], "appearances" : ["any", "dark"] } }"#
    static let new = ##"{ "catalog" : "Assets", "images" : ["Icons/heart.svg", "Icons/star.svg", "Icons/arcs.svg", "Icons/moon-mask.svg"], "pngs" : { "folder" : "PNG", "accessor" : "Icons.swift" }, "defaults" : { "color" : "#ff0000", "scales" : [1, 2, 3], "appearances" : ["any", "dark"] } }"##

    /// The files of `folder` by relative path, without staging folders.
    static func tree(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let path = walker.nextObject() as? String {
            if path.hasPrefix(".glyphsmith-staging") { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            }
        }
        return result
    }

    static func stagingFolders(_ output: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).filter { $0.hasPrefix(".glyphsmith-staging") }
    }

    static func hasJournal(_ output: String) -> Bool {
        stagingFolders(output).contains { FileManager.default.fileExists(atPath: output + "/" + $0 + "/journal") }
    }

    @Test func aKilledBuildLeavesTheOldTreeTheNewTreeOrACommitTheNextBuildRollsBack() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Icons", withIntermediateDirectories: true)
        for name in ["heart", "star", "arcs", "badge", "moon-mask"] {
            try FileManager.default.copyItem(atPath: CommandLine.fixtures + "/SVG/\(name).svg", toPath: folder + "/Icons/\(name).svg")
        }
        try Self.old.write(toFile: folder + "/old.json", atomically: true, encoding: .utf8)
        try Self.new.write(toFile: folder + "/new.json", atomically: true, encoding: .utf8)
        let out = folder + "/Out"
        #expect(try CommandLine.run(["catalog", folder + "/new.json", "-o", folder + "/NewReference"]).status == 0)
        #expect(try CommandLine.run(["catalog", folder + "/old.json", "-o", out]).status == 0)
        let oldTree = try Self.tree(out), newTree = try Self.tree(folder + "/NewReference")
        #expect(oldTree != newTree)

        var phases: [String: Int] = [:]
        for trial in 0..<24 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.binary)
            process.arguments = ["catalog", folder + "/new.json", "-o", out, "--quiet", "--jobs", "1"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Kill while rendering (after a delay), once staging has begun, or once the commit journal exists.
            let deadline = Date().addingTimeInterval(10)
            switch trial % 3 {
            case 0: usleep(useconds_t(2_000 + 4_000 * (trial / 3)))
            // Polled every 100 µs, not in a spin: a spinning poll took a core from the build it waits for.
            case 1: while Self.stagingFolders(out).isEmpty && process.isRunning && Date() < deadline { usleep(100) }
            default:
                while !Self.hasJournal(out) && process.isRunning && Date() < deadline { usleep(100) }
                usleep(useconds_t(150 * (trial / 3)))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let after = try Self.tree(out)
            let midCommit = Self.hasJournal(out)
            let phase = midCommit ? "mid-commit" : after == oldTree ? "old" : after == newTree ? "new" : "mixed"
            phases[phase, default: 0] += 1
            #expect(phase != "mixed", "trial \(trial): a killed build left old and new files together without a journal")

            // The next build rolls back (writing nothing when it is the old manifest again) and succeeds.
            if trial % 2 == 0 {
                let next = try CommandLine.run(["catalog", folder + "/old.json", "-o", out, "--json"])
                #expect(next.status == 0, "\(next.stderr)")
                if midCommit || phase == "old" { #expect(next.stdout.contains("\"written\" : [\n\n  ]") || next.stdout.contains("\"written\" : []"), "trial \(trial): \(next.stdout)") }
                #expect(try Self.tree(out) == oldTree)
            } else {
                let next = try CommandLine.run(["catalog", folder + "/new.json", "-o", out])
                #expect(next.status == 0, "trial \(trial) (\(phase)): \(next.stderr)")
                #expect(try Self.tree(out) == newTree)
                #expect(try CommandLine.run(["catalog", folder + "/old.json", "-o", out]).status == 0)
            }
            #expect(Self.stagingFolders(out).isEmpty)
        }
        // Every phase was reached at least once; print what was hit for the record.
        print("kill phases: \(phases.sorted { $0.key < $1.key })")
        #expect((phases["old"] ?? 0) > 0 && (phases["mid-commit"] ?? 0) + (phases["new"] ?? 0) > 0, "\(phases)")
    }
}
