import Foundation
import SymbolAssets

// The catalog builder: the input is a manifest, built beside two small sources in a scratch project. Besides not
// crashing, the build must stay inside its output folder: anything it leaves in the project outside `Out`, or
// beside the project, is a finding (trap).
let outer = NSTemporaryDirectory() + "glyphsmith-fuzz-catalog-\(getpid())"
let scratch: String = {
    let folder = outer + "/project"
    try? FileManager.default.createDirectory(atPath: folder + "/Icons", withIntermediateDirectories: true)
    let heart = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M12 21l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z"/></svg>"#
    let badge = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="#d33"/><rect x="11" y="6" width="2" height="8" fill="#fff"/></svg>"##
    try? heart.write(toFile: folder + "/Icons/heart.svg", atomically: true, encoding: .utf8)
    try? badge.write(toFile: folder + "/Icons/badge.svg", atomically: true, encoding: .utf8)
    return folder
}()
let expected: Set<String> = ["Icons", "Out"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let manifest = try? ManifestReader.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: scratch + "/glyphsmith.json"),
          let files = try? AssetBuilder.outputs(manifest), files.count <= 60 else { return 0 }
    _ = AssetBuilder(toolVersion: "fuzz", jobs: 1).build(manifest, into: scratch + "/Out")
    let left = Set((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? [])
    if !left.isSubset(of: expected) { fatalError("the build wrote outside its output folder: \(left.subtracting(expected))") }
    if (try? FileManager.default.contentsOfDirectory(atPath: outer)) != ["project"] { fatalError("the build wrote beside its project") }
    try? FileManager.default.removeItem(atPath: scratch + "/Out")
    return 0
}
