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
    static func read(_ folder: String) throws(Diagnostic) -> BuildState {
        let path = FileSystem.join(folder, fileName)
        guard FileSystem.kind(of: path) == .file else { return BuildState() }
        let root = try JSONReader.read(path)
        guard case .object(let members)? = root["files"] else {
            throw Diagnostic(.error, "not a glyphsmith output record (no \"files\" object); remove it to rebuild from scratch", file: path)
        }
        var state = BuildState()
        for member in members {
            guard let recipe = member.value["recipe"]?.stringValue, let content = member.value["sha256"]?.stringValue else {
                throw Diagnostic(.error, "entry '\(member.key)' lacks \"recipe\" or \"sha256\"; remove the file to rebuild from scratch", file: path)
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
