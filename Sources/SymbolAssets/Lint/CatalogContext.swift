import SymbolFormat
import SymbolCore

/// What a catalog is for, where that changes which rules hold: a catalog of an app extension ships no App Store
/// icon, and a watch-only catalog has one appearance.
///
/// The evidence is the target's `Info.plist` next to the catalog (Xcode keeps both in the target's folder) and
/// the idioms of the catalog's own entries.
struct CatalogContext: Sendable {
    /// The catalog belongs to an app extension (`NSExtensionPointIdentifier`): its icons are share-sheet glyphs
    /// or extension icons, never the App Store's.
    var isExtension = false
    /// Every idiom the catalog names is a watch's (or its target is a watch app): watchOS has no light/dark switch.
    var isWatchOnly = false
    /// The target fixes its appearance (`UIUserInterfaceStyle` Light or Dark in its `Info.plist`): colors need
    /// no second appearance.
    var hasFixedAppearance = false
    /// How many `.appiconset`s the catalog holds: the only one is the app's icon whatever its name.
    var appIconSetCount = 0

    /// Idioms and platforms that place a catalog on a device with an appearance switch.
    private static let appearanceIdioms: Set<String> = [
        "iphone", "ipad", "mac", "tv", "vision", "car", "ios-marketing", "mac-catalyst", "reality",
    ]
    private static let watchIdioms: Set<String> = ["watch", "watch-marketing"]

    init() {}

    /// Whether an entry is for the watch only (a `watch` idiom or the `watchos` platform): watchOS has no light/dark switch.
    static func isForWatch(_ entry: AssetEntry) -> Bool {
        (entry.idiom.map(watchIdioms.contains) ?? false) || entry.platform == "watchos"
    }

    init(catalog root: String, sets: [SetContents]) {
        let plist = Self.targetInfoPlist(near: root)
        isExtension = plist.contains("NSExtensionPointIdentifier")
        hasFixedAppearance = ["Light", "Dark"].contains { style in
            plist.replacing(" ", with: "").replacing("\n", with: "").replacing("\t", with: "")
                .contains("<key>UIUserInterfaceStyle</key><string>\(style)</string>")
        }
        var sawWatch = ["WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier", "com.apple.watchkit"].contains { plist.contains($0) }
        var sawOther = false
        appIconSetCount = sets.count { $0.set.kind == .appIconSet }
        for contents in sets {
            for entry in contents.entries {
                if let idiom = entry.idiom { if Self.watchIdioms.contains(idiom) { sawWatch = true } else if Self.appearanceIdioms.contains(idiom) { sawOther = true } }
                if let platform = entry.platform { if platform == "watchos" { sawWatch = true } else { sawOther = true } }
            }
            if contents.set.kind == .complicationSet { sawWatch = true }
        }
        isWatchOnly = sawWatch && !sawOther
    }

    /// The text of the target's `Info.plist`: the one in the catalog's folder, else in the folder above (targets
    /// often keep catalogs in a `Resources` folder). Empty when there is none or it is not a small regular file;
    /// enough to look for a key, not parsed.
    private static func targetInfoPlist(near root: String) -> String {
        var folder = root.utf8.count > 1 && root.utf8.last == UInt8(ascii: "/") ? String(decoding: root.utf8.dropLast(), as: UTF8.self) : root
        for _ in 0..<2 {
            guard let parent = FileSystem.parent(folder) else { folder = "."; break }
            folder = parent
            let path = FileSystem.join(folder, "Info.plist")
            if LintFileSystem.entry(path).isFile, let bytes = try? LintFileSystem.read(path, maximumSize: 1 << 20) {
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        let path = FileSystem.join(folder, "Info.plist")
        if folder == ".", LintFileSystem.entry(path).isFile, let bytes = try? LintFileSystem.read(path, maximumSize: 1 << 20) {
            return String(decoding: bytes, as: UTF8.self)
        }
        return ""
    }
}
