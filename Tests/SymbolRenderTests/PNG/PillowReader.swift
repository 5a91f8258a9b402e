import Foundation

/// An independent APNG reader: Pillow, run through python3 when both are installed (the tests that use it are
/// skipped otherwise, with the reason in the test's trait).
enum PillowReader {
    /// Whether `python3 -c 'import PIL'` succeeds.
    static let isAvailable: Bool = (try? run(["-c", "import PIL"]).status) == 0

    /// What Pillow decoded: the frame count it reports, whether the still image is outside the animation, the play
    /// count, each frame's duration in ms, and each frame as straight RGBA bytes.
    struct Decoded {
        var frameCount: Int
        var defaultImageOutsideAnimation: Bool
        var loop: Int
        var durations: [Double]
        var frames: [[UInt8]]
    }

    static func decode(_ png: [UInt8]) throws -> Decoded {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pillow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png")
        try Data(png).write(to: input)
        let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            n = getattr(im, "n_frames", 1)
            print(n, 1 if im.info.get("default_image") else 0, im.info.get("loop", -1))
            for i in range(n):
                im.seek(i)
                print(im.info.get("duration", 0))
                open("%s/%d.rgba" % (sys.argv[2], i), "wb").write(im.convert("RGBA").tobytes())
            """
        let result = try run(["-c", script, input.path, folder.path])
        guard result.status == 0 else { throw PillowError(message: result.output) }
        let lines = result.output.split(separator: "\n")
        let header = lines[0].split(separator: " ")
        let count = Int(header[0])!
        let frames = try (0..<count).map { [UInt8](try Data(contentsOf: folder.appendingPathComponent("\($0).rgba"))) }
        return Decoded(frameCount: count, defaultImageOutsideAnimation: header[1] == "1", loop: Int(header[2])!,
                       durations: lines.dropFirst().map { Double($0)! }, frames: frames)
    }

    struct PillowError: Error { var message: String }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
