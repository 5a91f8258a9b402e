import SymbolFormat

/// One set folder of a catalog (`Star.imageset`) with the asset name it resolves to (`Icons/Star` inside a
/// namespace folder).
struct AssetSet: Sendable, Hashable {
    /// The set types the linter checks; every other set folder still counts for names.
    enum Kind: String, Sendable, Hashable {
        case imageSet = "imageset"
        case colorSet = "colorset"
        case symbolSet = "symbolset"
        case appIconSet = "appiconset"
        case other
    }

    /// Folder extensions Xcode treats as one asset (Asset Catalog Format Reference, S13); the walk does not enter
    /// them. Any other folder is a group.
    static let setExtensions: Set<String> = [
        "imageset", "colorset", "symbolset", "appiconset", "dataset", "iconset", "launchimage", "textureset",
        "cubetextureset", "mipmapset", "arimageset", "arresourcegroup", "complicationset", "imagestack",
        "solidimagestack", "brandassets", "stickerpack", "sticker", "stickersequence",
    ]

    var path: String
    var kind: Kind
    /// The full asset name: namespaces joined with `/`, then the folder's stem.
    var name: String

    /// The folder's own name, `Star.imageset`.
    var folderName: String { FileSystem.lastComponent(path) }
    /// The set's `Contents.json`.
    var contentsPath: String { FileSystem.join(path, "Contents.json") }

    /// The folder's extension when it names a set type, else `nil` (a group).
    static func setExtension(of folderName: String) -> String? {
        guard let dot = folderName.lastIndex(of: "."), dot != folderName.startIndex else { return nil }
        let suffix = folderName[folderName.index(after: dot)...].lowercased()
        return setExtensions.contains(suffix) ? suffix : nil
    }
}
