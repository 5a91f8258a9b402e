import CPlatform
import SymbolCore

/// The font files of a manifest's `fontDirectories`, found as sources are read: each folder is spelled inside the
/// manifest's folder tree and opened one component at a time without following a link, and its files and subfolders
/// are listed through that open folder, links skipped with a warning. A manifest from a pull request therefore
/// cannot show the build a font (or learn of one) outside its own tree. `allowsOutside`
/// (`--allow-sources-outside`) lifts both, as it does for sources.
///
/// fontconfig then opens each listed file by its path; a link swapped in between the listing and that open is not
/// caught (the source reads are, being the same open as the check). The files' bytes are hashed into every
/// output's recipe, so a changed font redraws what uses it.
struct FontFolders {
    /// The font files found, as paths fontconfig can open, in a stable order.
    var files: [String] = []
    /// A hash over every file's place and bytes; nil when the manifest names no font folder.
    var fingerprint: String?
    /// Links skipped, files over the limits.
    var warnings: [Diagnostic] = []

    /// The file name extensions read as fonts.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    /// At most this many font files over all folders, this many folders deep, this large each (as the shaper reads).
    static let maximumFiles = 1_000
    static let maximumDepth = 8
    static let maximumFontSize = 64 << 20

    /// Lists the manifest's font folders; a folder that cannot be opened, is outside the manifest's folder or has a
    /// link on the way is an error at its line and column in the manifest.
    static func read(_ manifest: AssetManifest, allowsOutside: Bool) throws(Diagnostic) -> FontFolders {
        var result = FontFolders()
        guard !manifest.fontDirectories.isEmpty else { return result }
        let sources = SourceCache(baseFolder: manifest.baseFolder, allowsOutside: allowsOutside)
        var hash = SHA256()
        for folder in manifest.fontDirectories {
            let location = manifest.sourceLocations[folder]
            let descriptor = try open(folder, manifest: manifest, sources: sources, allowsOutside: allowsOutside, location: location)
            defer { close(descriptor) }
            hash.update(field: "folder " + folder)
            try result.scan(descriptor, path: sources.path(folder), shown: folder, depth: 0, followsLinks: allowsOutside,
                            hash: &hash, manifest: manifest, location: location)
        }
        result.fingerprint = hash.hexDigest()
        return result
    }

    /// A descriptor of the folder `spelled` names, opened as ``FontFolders`` describes.
    private static func open(_ spelled: String, manifest: AssetManifest, sources: SourceCache, allowsOutside: Bool,
                             location: FileLocation?) throws(Diagnostic) -> Int32 {
        func failure(_ message: String) -> Diagnostic {
            Diagnostic(.error, "font folder '\(spelled)' \(message)", file: manifest.file, at: location)
        }
        func reason() -> String { String(cString: strerror(cplatform_errno())) }
        if allowsOutside {
            let fd = cplatform_open(sources.path(spelled), O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
            guard fd >= 0 else { throw failure("cannot be opened: \(reason())") }
            return fd
        }
        guard let relative = sources.contained(spelled) else {
            throw failure("is outside the manifest's folder; fonts are read only from the manifest's folder tree unless --allow-sources-outside is given")
        }
        var current = cplatform_open(manifest.baseFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard current >= 0 else { throw failure("cannot be opened: the manifest's folder: \(reason())") }
        var walked = ""
        for component in FileSystem.components(relative) {
            walked = walked.isEmpty ? component : walked + "/" + component
            let next = cplatform_openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
            let problem = reason()
            let link = next < 0 && isLink(component, in: current)
            close(current)
            guard next >= 0 else {
                throw failure(link ? "passes through the symbolic link '\(walked)'; font folders are opened without following links (--allow-sources-outside follows them)"
                                   : "cannot be opened: \(problem)")
            }
            current = next
        }
        return current
    }

    /// Adds the font files under the open folder `fd` (spelled `path` for fontconfig, `shown` in messages).
    private mutating func scan(_ fd: Int32, path: String, shown: String, depth: Int, followsLinks: Bool, hash: inout SHA256,
                               manifest: AssetManifest, location: FileLocation?) throws(Diagnostic) {
        let copy = dup(fd)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw Diagnostic(.error, "font folder '\(shown)' cannot be listed: \(String(cString: strerror(cplatform_errno())))", file: manifest.file, at: location)
        }
        let names = FileSystem.names(in: stream)
        closedir(stream)
        for name in names {
            let entryPath = FileSystem.join(path, name), entryShown = FileSystem.join(shown, name)
            var info = stat()
            guard fstatat(fd, name, &info, followsLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch info.st_mode & mode_t(S_IFMT) {
            case mode_t(S_IFLNK):
                warnings.append(Diagnostic(.warning, "'\(entryShown)' is a symbolic link, which a font folder's listing does not follow (--allow-sources-outside follows it); skipped",
                                           file: manifest.file, at: location))
            case mode_t(S_IFDIR):
                guard depth < Self.maximumDepth else {
                    warnings.append(Diagnostic(.warning, "'\(entryShown)' is more than \(Self.maximumDepth) folders deep in a font folder; skipped", file: manifest.file, at: location))
                    continue
                }
                let sub = cplatform_openat(fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followsLinks ? 0 : O_NOFOLLOW), 0)
                guard sub >= 0 else { continue }
                defer { close(sub) }
                try scan(sub, path: entryPath, shown: entryShown, depth: depth + 1, followsLinks: followsLinks, hash: &hash,
                         manifest: manifest, location: location)
            case mode_t(S_IFREG):
                guard let dot = name.lastIndex(of: "."), Self.fontExtensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
                guard files.count < Self.maximumFiles else {
                    throw Diagnostic(.error, "font folder '\(shown)' holds more than \(Self.maximumFiles) font files; name a folder with the fonts the sources use", file: manifest.file, at: location)
                }
                let file = cplatform_openat(fd, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followsLinks ? 0 : O_NOFOLLOW), 0)
                guard file >= 0 else { continue }
                defer { close(file) }
                let bytes: [UInt8]
                do { bytes = try FileReader.read(descriptor: file, path: entryPath, maximumSize: Self.maximumFontSize) } catch {
                    warnings.append(Diagnostic(.warning, "font '\(entryShown)' is not read: \(error.message)", file: manifest.file, at: location))
                    continue
                }
                hash.update(field: entryShown)
                hash.update(field: SHA256.hex(bytes))
                files.append(entryPath)
            default:
                continue
            }
        }
    }

    private static func isLink(_ name: String, in folder: Int32) -> Bool {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & mode_t(S_IFMT)) == mode_t(S_IFLNK)
    }
}
