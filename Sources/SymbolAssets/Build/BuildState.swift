import SymbolCore
/// What a build wrote, kept beside its outputs in `.glyphsmith-outputs.json`: for each file the hash of its recipe
/// (sources, options and tool version) and of its bytes. It decides what the next build may skip, and it is the
/// record of what the tool owns: only files listed here are ever removed.
struct BuildState: Sendable, Equatable {
    /// The state file's name inside the output folder.
    static let fileName = ".glyphsmith-outputs.json"

    struct Entry: Sendable, Equatable {
        var recipe: String
        var content: String
    }

    var files: [String: Entry] = [:]

    /// Reads the state of `folder`; an absent file is an empty state, a damaged one an error (ownership unknown).
    /// The record is data to verify, never an instruction: a link in its place, or an entry that is not a path
    /// inside the folder, refuses the build.
    static func read(_ folder: OutputFolder) throws(Diagnostic) -> BuildState {
        let path = folder.fullPath(fileName)
        switch try folder.kind(fileName) {
        case .missing: return BuildState()
        case .file: break
        case .link: throw Diagnostic(.error, "the output record is a symbolic link; glyphsmith does not follow links in its output folder (remove it to rebuild from scratch)", file: path)
        case .directory, .other: throw Diagnostic(.error, "is in the way of the output record (not a regular file)", file: path)
        }
        let document = try JSONReader.parseDocument(try folder.read(fileName, maximumSize: 256 << 20), file: path)
        let root = document.root
        guard case .object(let members)? = root["files"] else {
            throw Diagnostic(.error, "not a glyphsmith output record (no \"files\" object); remove it to rebuild from scratch", file: path)
        }
        var state = BuildState()
        for member in members {
            // Located only when reported: finding a line walks the file from its start.
            var location: FileLocation { document.keyLocation(of: "/files/" + JSONDocument.escape(member.key)) }
            if let problem = OutputPath.problem(path: member.key, what: "a recorded output") {
                throw Diagnostic(.error, "the output record lists '\(member.key)': \(problem); refusing to trust it (remove the record to rebuild from scratch)", file: path, at: location)
            }
            guard let recipe = member.value["recipe"]?.stringValue, let content = member.value["sha256"]?.stringValue else {
                throw Diagnostic(.error, "entry '\(member.key)' lacks \"recipe\" or \"sha256\"; remove the file to rebuild from scratch", file: path, at: location)
            }
            state.files[member.key] = Entry(recipe: recipe, content: content)
        }
        return state
    }

    /// The state as deterministic JSON (sorted keys, no times or paths outside the folder).
    func bytes() -> [UInt8] {
        let members = files.keys.map { key -> (key: String, value: JSONValue) in
            (key, .object([("recipe", .string(files[key]!.recipe)), ("sha256", .string(files[key]!.content))]))
        }
        return ContentsJSON.bytes(.object([("files", .object(members)), ("generator", .string("glyphsmith"))]))
    }
}
