import SymbolFormat

/// One input file and where its PNG goes.
struct RenderJob: Sendable {
    var input: String
    var output: String

    /// Pairs inputs with output paths; several inputs with one stem would overwrite each other, so that is an error.
    static func plan(_ files: [String], output: String, singleFile: Bool, fileExtension: String = "png") throws -> [RenderJob] {
        if singleFile, let file = files.first {
            return [RenderJob(input: file, output: output)]
        }
        try FileSystem.createDirectory(output)
        var seen: [String: String] = [:]
        var jobs: [RenderJob] = []
        for file in files {
            let stem = FileSystem.stem(FileSystem.lastComponent(file), droppingExtension: ".svg")
            if let earlier = seen[stem] {
                throw Diagnostic(.error, "'\(file)' and '\(earlier)' would both be written to \(stem).\(fileExtension)", file: file)
            }
            seen[stem] = file
            jobs.append(RenderJob(input: file, output: FileSystem.join(output, stem + "." + fileExtension)))
        }
        return jobs
    }
}
