import SVGPath

// Path data, then the stroker on whatever parsed (width, caps and joins from the first bytes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    let result = PathParser.parse(String(decoding: bytes.dropFirst(), as: UTF8.self))
    let caps = StrokeGeometry.Cap.allCases
    let joins: [StrokeGeometry.Join] = [.round, .miter(limit: 4), .bevel]
    let style = StrokeGeometry(width: Double(first % 40) / 2, cap: caps[Int(first) % 3], join: joins[Int(first / 3) % 3])
    _ = Stroker.outline(of: result.path, style: style)
    _ = Stroker.filledOutline(of: result.path, style: style)
    _ = result.path.bounds
    return 0
}
