import ArgumentParser
import SymbolAssets

/// `catalog --init`: a commented example manifest listing a folder's SVGs, never replacing one.
extension Catalog {
    func writeExample() throws {
        do {
            let (path, count) = try AssetManifest.writeExample(listingSVGsIn: manifest ?? ".")
            printError("wrote \(path) listing \(count) SVG file\(count == 1 ? "" : "s"); edit it, then run: glyphsmith catalog \(path) -o Generated")
        } catch {
            printError("\(error.file ?? ""): error: \(error.message)")
            throw ExitCode.failure
        }
    }
}
