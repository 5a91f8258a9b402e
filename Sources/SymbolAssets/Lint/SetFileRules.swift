import SymbolFormat

/// Files named in `Contents.json` that the folder lacks (an error: Xcode's build fails or the slot is empty) and
/// files in the folder that no entry names (a warning: Xcode ignores them).
enum SetFileRules {
    static func findings(_ contents: SetContents) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var named = Set<String>()
        let folderName = contents.set.folderName
        for entry in contents.entries {
            guard let name = entry.filename else { continue }
            let at = entry.pointer(to: "filename")
            guard SetContents.isPlainName(name) else {
                findings.append(contents.diagnostic(.error, "\"filename\" must name a file in \(folderName), found \"\(name)\"", at: at))
                continue
            }
            if contents.files.contains(name) {
                named.insert(name)
                if FileSystem.kind(of: FileSystem.join(contents.set.path, name)) != .file {
                    findings.append(contents.diagnostic(.error, "\"\(name)\" in \(folderName) is not a file", at: at))
                }
            } else if let other = contents.files.first(where: { $0.lowercased() == name.lowercased() }) {
                // Works on macOS's case-insensitive disks, fails on case-sensitive ones (and in CI on Linux).
                named.insert(other)
                findings.append(contents.diagnostic(
                    .error, "\"\(name)\" is missing from \(folderName); the folder has \"\(other)\", which differs in letter case", at: at))
            } else {
                findings.append(contents.diagnostic(.error, "\"\(name)\" is missing from \(folderName)", at: at))
            }
        }
        for file in contents.files where !named.contains(file) {
            findings.append(Diagnostic(.warning, "no entry in \(folderName)/Contents.json names this file; Xcode ignores it",
                                       file: FileSystem.join(contents.set.path, file)))
        }
        return findings
    }
}
