import SymbolFormat
import SymbolCore

/// One set folder of a catalog (`Star.imageset`) with the asset name it resolves to (`Icons/Star` inside a
/// namespace folder).
struct AssetSet: Sendable, Hashable {
    /// The set types Xcode's asset catalogs hold (Asset Catalog Format Reference), by folder extension.
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case imageSet = "imageset", colorSet = "colorset", symbolSet = "symbolset", dataSet = "dataset"
        case appIconSet = "appiconset", iconSet = "iconset", launchImage = "launchimage"
        case brandAssets = "brandassets", imageStack = "imagestack", imageStackLayer = "imagestacklayer"
        case solidImageStack = "solidimagestack", solidImageStackLayer = "solidimagestacklayer"
        case stickerPack = "stickerpack", sticker = "sticker", stickerSequence = "stickersequence"
        case stickersIconSet = "stickersiconset"
        case complicationSet = "complicationset", spriteAtlas = "spriteatlas"
        case textureSet = "textureset", cubeTextureSet = "cubetextureset", mipmapSet = "mipmapset"
        case arResourceGroup = "arresourcegroup", arReferenceImage = "arreferenceimage", arImageSet = "arimageset"

        /// The array of `Contents.json` whose elements name the set's files or member sets; `nil` for types
        /// whose members are found by folder (layers, atlases) or named in `properties` (a sticker).
        var entryList: String? {
            switch self {
            case .imageSet, .appIconSet, .launchImage, .stickersIconSet, .arReferenceImage, .arImageSet: return "images"
            case .colorSet: return "colors"
            case .symbolSet: return "symbols"
            case .dataSet: return "data"
            case .brandAssets, .complicationSet: return "assets"
            case .imageStack, .solidImageStack: return "layers"
            case .stickerPack: return "stickers"
            case .stickerSequence: return "frames"
            case .textureSet, .cubeTextureSet: return "textures"
            case .mipmapSet: return "levels"
            case .iconSet, .imageStackLayer, .solidImageStackLayer, .sticker, .spriteAtlas, .arResourceGroup: return nil
            }
        }

        /// Types whose folder holds member sets, linted as sets of their own.
        var holdsSets: Bool {
            switch self {
            case .brandAssets, .imageStack, .imageStackLayer, .solidImageStack, .solidImageStackLayer, .stickerPack,
                 .complicationSet, .spriteAtlas, .textureSet, .cubeTextureSet, .arResourceGroup:
                return true
            default:
                return false
            }
        }

        /// Which lookup an asset name belongs to: names collide only within one (an image and a color may share
        /// a name; an image and a symbol may not, since both load as images).
        var nameSpace: String {
            switch self {
            case .colorSet: return "color"
            case .dataSet: return "data"
            case .textureSet, .cubeTextureSet, .mipmapSet: return "texture"
            case .arResourceGroup, .arReferenceImage, .arImageSet: return "AR resource"
            // One icon name per platform type is how a multi-platform target names its icons (`AppIcon` as an
            // iOS .appiconset and a visionOS .solidimagestack), so each icon type is a lookup of its own.
            case .appIconSet, .brandAssets, .solidImageStack, .iconSet, .stickersIconSet: return rawValue
            default: return "image"
            }
        }
    }

    /// The path lint was given joined with `relativePath`: what findings name as their file.
    var path: String
    /// The path inside the catalog, for messages that read the same in every checkout.
    var relativePath: String
    /// `nil` for a folder whose extension looks like a set type lint does not know.
    var kind: Kind?
    var name: String
    /// The set that holds this one (a layer in a stack, a sticker in a pack), if any: nested sets have no
    /// catalog-wide name.
    var parent: String?

    /// The folder's own name, `Star.imageset`.
    var folderName: String { FileSystem.lastComponent(path) }
    /// The set's `Contents.json`.
    var contentsPath: String { FileSystem.join(path, "Contents.json") }

    /// What a folder name says. The Asset Catalog Format Reference ("Group Type") allows no period in a group's
    /// name: a folder with an extension is an asset of that type, known or not (`.xyzset` is reported, never
    /// walked as a group).
    enum FolderRole: Equatable {
        case set(Kind)
        case unknownSet(String)
        case group
    }

    static func role(of folderName: String) -> FolderRole {
        guard let dot = folderName.lastIndex(of: "."), dot != folderName.startIndex,
              folderName.index(after: dot) != folderName.endIndex else { return .group }
        let suffix = folderName[folderName.index(after: dot)...].lowercased()
        if let kind = Kind(rawValue: suffix) { return .set(kind) }
        return .unknownSet(suffix)
    }
}
