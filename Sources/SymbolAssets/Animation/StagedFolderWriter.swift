import SymbolCore

/// Writes a set of files into a folder all or nothing, as `glyphsmith animate --format frames|stickers` needs: every
/// file is first written into a hidden staging folder beside the target (in its parent, so on the same file system),
/// and only when all of them are there are they moved into place. A new folder appears at once, with every file
/// (one rename); into an existing folder each file replaces its old one atomically, after every target was checked.
///
/// The tool owns these files: no symbolic link is followed inside the target (a link where a file or folder of
/// ours goes is an error naming it), nothing is written outside it, an input of the run is never replaced, and a
/// file that is not of the kind being written is replaced only with `force`.
public struct StagedFolderWriter: Sendable {
    /// The writer's rules for existing files: inputs protected, other kinds refused without `force`.
    public var output: OutputWriter

    /// Creates a writer with `output`'s protected inputs and `force`.
    public init(output: OutputWriter = OutputWriter()) {
        self.output = output
    }

    /// Writes `files` (paths relative to `folder`, `/`-separated, no `..`) into `folder`, all or nothing. Throws a
    /// `Diagnostic` naming the path at fault; then nothing has been written (the staging folder is removed).
    ///
    /// `isStale` names the files a set owns beside the ones written (the frames of an earlier, longer sequence of the
    /// same name): once the new files are in place, regular files in the folders written into that it accepts and
    /// that were not written this time are removed, so the folder holds exactly the new set. Links and folders are
    /// left alone.
    public func write(_ files: [(path: String, bytes: [UInt8])], into folder: String,
                      removingStale isStale: (String) -> Bool = { _ in false }) throws(Diagnostic) {
        let trimmed = folder.utf8.count > 1 && folder.utf8.last == UInt8(ascii: "/") ? String(decoding: folder.utf8.dropLast(), as: UTF8.self) : folder
        let name = FileSystem.lastComponent(trimmed)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw Diagnostic(.error, "name a folder to write into (not '.' or '..')", file: folder)
        }
        for file in files where file.path.isEmpty || FileSystem.isAbsolute(file.path) || FileSystem.components(file.path).contains("..") {
            throw Diagnostic(.error, "'\(file.path)' is not a path inside the output folder", file: folder)
        }
        let parentPath = FileSystem.parent(trimmed) ?? "."
        // The parent is the user's to name (it may be a link); everything from the target down is ours.
        guard let parent = try OutputFolder.open(parentPath, create: true, allowLink: true) else {
            throw Diagnostic(.error, "cannot open the folder", file: parentPath)
        }
        let existing = try parent.kind(name)
        switch existing {
        case .missing, .directory: break
        case .link: throw Diagnostic(.error, "is a symbolic link; glyphsmith writes these files into a real folder only (name the folder it points to)", file: trimmed)
        case .file, .other: throw Diagnostic(.error, "exists and is not a folder", file: trimmed)
        }
        if existing == .directory {
            for file in files { try check(file.path, in: parent, folder: name) }
        }
        let staging = try parent.makeUniqueFolder(prefix: "." + name + ".glyphsmith-")
        do {
            for file in files { try parent.create(staging + "/" + file.path, bytes: file.bytes) }
            if existing == .missing {
                try parent.rename(staging, to: name)
                return
            }
            for file in files { try parent.rename(staging + "/" + file.path, to: name + "/" + file.path) }
            try parent.removeTree(staging)
        } catch {
            try? parent.removeTree(staging)
            throw error
        }
        try removeStale(besides: files.map(\.path), in: parent, folder: name, isStale: isStale)
    }

    /// Removes the stale files of the folders `written` went into (see ``write(_:into:removingStale:)``).
    private func removeStale(besides written: [String], in parent: OutputFolder, folder: String,
                             isStale: (String) -> Bool) throws(Diagnostic) {
        let kept = Set(written)
        let folders = Set(written.map { path in FileSystem.parent(path) ?? "" })
        // Through the parent's descriptors, without following a link anywhere below it.
        for relative in folders.sorted() {
            let inside = relative.isEmpty ? folder : folder + "/" + relative
            for file in try parent.names(in: inside) where isStale(file) && !kept.contains(relative.isEmpty ? file : relative + "/" + file) {
                if try parent.kind(inside + "/" + file) == .file { try parent.removeFile(inside + "/" + file) }
            }
        }
    }

    /// Whether `relative` may be replaced: missing, or a regular file that is not an input and is of the kind
    /// written (unless forced); a link or a folder in its place is an error.
    private func check(_ relative: String, in parent: OutputFolder, folder: String) throws(Diagnostic) {
        let path = folder + "/" + relative
        switch try parent.kind(path) {
        case .missing: return
        case .link: throw Diagnostic(.error, "is a symbolic link; glyphsmith does not write through links inside its output folder", file: parent.fullPath(path))
        case .directory, .other: throw Diagnostic(.error, "exists and is not a file", file: parent.fullPath(path))
        case .file: break
        }
        if let identity = try parent.identity(path), output.protected.contains(identity) {
            throw Diagnostic(.error, "is one of the inputs; refusing to write over it", file: parent.fullPath(path))
        }
        let kind: OutputWriter.Kind = relative.lowercased().hasSuffix(".json") ? .json : .png
        if !output.force, let start = try parent.readIfFile(path, maximumSize: 1 << 30), !start.isEmpty, !kind.recognizes(start) {
            throw Diagnostic(.error, "exists and is not a \(kind.rawValue.uppercased()) file; pass --force to replace it", file: parent.fullPath(path))
        }
    }
}
