/// Upper bounds the XML reader enforces, so that a hostile or broken file fails with an error
/// instead of exhausting memory or time.
///
/// Exceeding any limit is an `XMLError` pointing at the place where the limit was crossed.
public struct XMLLimits: Sendable, Hashable {
    /// The largest accepted file, in bytes.
    public var maximumFileSize: Int
    /// The deepest accepted element nesting; the root element is at depth 1.
    public var maximumDepth: Int
    /// The longest accepted attribute value, in bytes as written in the file.
    public var maximumAttributeLength: Int
    /// The largest accepted number of elements in one document.
    public var maximumElementCount: Int
    /// The largest number of elements a drawing may expand to once every `<use>` is followed (a file of a few
    /// hundred bytes can otherwise ask for millions: ten levels of four `<use>` each).
    public var maximumDrawnElements: Int
    /// The largest total number of path segments in a drawing, `<use>` expansions included.
    public var maximumPathSegments: Int
    /// The work a drawing may ask for, in work units: gradient stops per use, path segments, CSS selectors tested,
    /// image pixels decoded and drawn, and passes over the canvas by layers, masks and filters (a pass over the
    /// whole canvas costs 2²⁰ units at any output size, so a file is accepted or refused alike at every size).
    public var maximumWork: Int
    /// The folder `<image>` may read files from (`render --image-dir`), or nil, the default: then an image is drawn
    /// only from a `data:` URI and rendering reads nothing outside its input. A file is found relative to the SVG
    /// that names it and read only when it lies inside this folder, reached without following a symbolic link
    /// below it; an SVG image reads no files of its own (only `data:` URIs), as SVG 2 has browsers do.
    public var imageFolder: String?
    /// How deep SVG images may nest (an SVG image drawing an SVG image …); deeper ones are skipped with a warning.
    public var maximumImageNesting = 4

    /// Creates limits; every argument defaults to the value in `XMLLimits.default`.
    public init(
        maximumFileSize: Int = 16 << 20,
        maximumDepth: Int = 256,
        maximumAttributeLength: Int = 4 << 20,
        maximumElementCount: Int = 250_000,
        maximumDrawnElements: Int = 200_000,
        maximumPathSegments: Int = 4_000_000,
        maximumWork: Int = 1 << 28
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumAttributeLength = maximumAttributeLength
        self.maximumElementCount = maximumElementCount
        self.maximumDrawnElements = maximumDrawnElements
        self.maximumPathSegments = maximumPathSegments
        self.maximumWork = maximumWork
    }

    /// 16 MiB files, 256 levels of nesting, 4 MiB attribute values, 250,000 elements (each costs a few hundred bytes
    /// as a tree: a file of 900,000 `<stop/>` took a quarter of a gigabyte before anything could weigh what they ask
    /// for), 200,000 drawn elements, 4 million path segments and 2²⁸ work units (256 passes over the canvas, or 16
    /// decoded 4096² images): far beyond any real icon (the largest of 17,000 corpus icons draws a few thousand
    /// elements), far below anything that could hurt the process.
    public static let `default` = XMLLimits()
}
