import SymbolFormat
import SVGPath
import SymbolCore

/// One render of a batch: an input, the variant (pixel scale, fitted size) and where the file goes.
public struct RenderJob: Sendable {
    /// The SVG file (a symbol template or a plain icon), or `-` for standard input.
    public var input: String
    /// The file to write, or `-` for standard output.
    public var output: String
    /// The pixel scale of this variant (1, 2, 3, …).
    public var pixelScale: Double = 1
    /// The box the image is fitted into, in points, or nil for the configuration's own size.
    public var size: Int?

    /// A job; the variant defaults to @1x at the configuration's size.
    public init(input: String, output: String, pixelScale: Double = 1, size: Int? = nil) {
        self.input = input
        self.output = output
        self.pixelScale = pixelScale
        self.size = size
    }

    /// What output names are made of.
    public struct Naming: Sendable {
        /// `{name}`, `{scale}`, `{size}`, `{mode}`, `{appearance}`, `{contrast}` and `{ext}`; nil for the default
        /// `{name}[-{size}][@{scale}x].{ext}` (size when several sizes are asked for, scale when it is not 1).
        public var pattern: String?
        /// The extension without its dot (`png`).
        public var fileExtension: String
        /// The rendering mode's name, for `{mode}`.
        public var mode: String
        /// The appearance's name, for `{appearance}`.
        public var appearance: String
        /// The contrast's name, for `{contrast}`.
        public var contrast: String

        /// A naming; the defaults name PNGs of a light, standard-contrast monochrome render.
        public init(pattern: String? = nil, fileExtension: String = "png", mode: String = "monochrome",
                    appearance: String = "light", contrast: String = "standard") {
            self.pattern = pattern
            self.fileExtension = fileExtension
            self.mode = mode
            self.appearance = appearance
            self.contrast = contrast
        }

        /// The file name of one variant of an input whose stem is `stem`.
        public func name(stem: String, scale: Double, size: Int?, manySizes: Bool) -> String {
            let scaleText = NumberFormatting.string(scale)
            guard let pattern else {
                return stem + (manySizes ? "-\(size ?? 0)" : "") + (scale == 1 ? "" : "@\(scaleText)x") + "." + fileExtension
            }
            return pattern.replacing("{name}", with: stem).replacing("{scale}", with: scaleText)
                .replacing("{size}", with: size.map(String.init) ?? "").replacing("{mode}", with: mode)
                .replacing("{appearance}", with: appearance).replacing("{contrast}", with: contrast)
                .replacing("{ext}", with: fileExtension)
        }
    }

    /// One job per input × size × pixel scale. A single input to a file path with one variant writes that path;
    /// otherwise outputs go into the folder `output`, mirroring input subfolders (`--recursive`). Two jobs with one
    /// output path would overwrite each other, so that is an error.
    public static func jobs(_ files: [(path: String, relativeFolder: String)], output: String, singleFile: Bool,
                            scales: [Double] = [1], sizes: [Int?] = [nil], naming: Naming = Naming()) throws(Diagnostic) -> [RenderJob] {
        let variants = sizes.flatMap { size in scales.map { (size, $0) } }
        if singleFile, let file = files.first, variants.count == 1, naming.pattern == nil {
            // Best effort: when a folder cannot be made, writing the file fails and names the output, as before.
            try? createParent(of: output)
            return [RenderJob(input: file.path, output: output, pixelScale: variants[0].1, size: variants[0].0)]
        }
        // Several files into what is named like one file would make a folder called `pngs.png`.
        let fileExtension = "." + naming.fileExtension
        if !singleFile, output.lowercased().hasSuffix(fileExtension), FileSystem.kind(of: output) != .directory {
            throw Diagnostic(.error, "-o names a \(naming.fileExtension.uppercased()) file, but \(files.count) inputs write one each: name a folder (it is created)",
                             file: output)
        }
        var folder = output, fixedStem: String?
        if singleFile, output.lowercased().hasSuffix("." + naming.fileExtension) {
            // One input, a file name, several variants: name.png, name@2x.png … beside it.
            let last = FileSystem.lastComponent(output)
            fixedStem = FileSystem.stem(last, droppingExtension: "." + naming.fileExtension)
            folder = output.count > last.count ? String(output.dropLast(last.count + 1)) : "."
        }
        var seen: [String: String] = [:]
        var jobs: [RenderJob] = []
        for file in files {
            let last = FileSystem.lastComponent(file.path)
            let stem = fixedStem ?? (file.path == "-" ? "stdin"
                : FileSystem.stem(last, droppingExtension: last.lowercased().hasSuffix(".svgz") ? ".svgz" : ".svg"))
            for (size, scale) in variants {
                let name = naming.name(stem: stem, scale: scale, size: size, manySizes: sizes.count > 1)
                let path = FileSystem.join(FileSystem.join(folder, file.relativeFolder), name)
                if let earlier = seen[path] {
                    throw Diagnostic(.error, "'\(file.path)' and '\(earlier)' would both be written to \(path)", file: file.path)
                }
                seen[path] = file.path
                jobs.append(RenderJob(input: file.path, output: path, pixelScale: scale, size: size))
            }
        }
        for folder in Set(jobs.map { job in FileSystem.parent(job.output) ?? "." }).sorted() {
            try FileSystem.createDirectory(folder)
        }
        return jobs
    }

    /// Creates the folders above a single output file, as `mkdir -p` would (not for standard output).
    public static func createParent(of output: String) throws(Diagnostic) {
        guard output != "-", let parent = FileSystem.parent(output), parent != "/" else { return }
        try FileSystem.createDirectory(parent)
    }
}
