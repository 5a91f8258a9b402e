import Foundation
import SymbolAssets
import Testing

/// One set of every type Xcode's asset catalogs hold, written intact by the tests, with what each test breaks:
/// a file an entry names, the folder whose `Contents.json` to mangle, and (where Apple fixes pixel sizes) an
/// image to replace with one of the wrong size.
struct SetTypeCase: Sendable, CustomTestStringConvertible {
    /// The set type, as its folder extension.
    var type: String
    /// Writes the intact set into a catalog.
    var write: @Sendable (CatalogFixture) throws -> Void
    /// A file an entry names: `(path inside the catalog, line:col of its "filename" value)`.
    var namedFile: (path: String, position: String)
    /// The set folder that gets a stray file and a malformed `Contents.json`.
    var folder: String
    /// An image whose size Apple fixes, with a writer of a wrong-size copy and the rule that reports it.
    var wrongSize: (path: String, write: @Sendable (CatalogFixture, String) throws -> Void, rule: String)?

    var testDescription: String { "." + type }

    static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

    /// A `Contents.json` with `list` holding one entry per line: the first entry's `filename` value is on line 3,
    /// column 20 when the entry starts with it.
    static func contents(_ list: String, _ entries: [String], properties: String? = nil) -> String {
        var text = "{\n  \"\(list)\" : [\n    " + entries.joined(separator: ",\n    ") + "\n  ],\n"
        if let properties { text += "  \"properties\" : \(properties),\n" }
        return text + "  \(info)\n}\n"
    }

    static let templateSource: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // SymbolAssetsTests/Lint/SetTypeFixtures.swift
        return parts.joined(separator: "/") + "/Fixtures/Templates/ring.dot.svg"
    }()

    static let all: [SetTypeCase] = [
        SetTypeCase(type: "imageset", write: { catalog in
            try catalog.write("A.imageset/Contents.json", contents("images", [
                #"{ "filename" : "a.png", "idiom" : "universal", "scale" : "1x" }"#,
                #"{ "filename" : "a@2x.png", "idiom" : "universal", "scale" : "2x" }"#,
                #"{ "filename" : "a@3x.png", "idiom" : "universal", "scale" : "3x" }"#,
            ]))
            try catalog.writePNG("A.imageset/a.png", width: 10, height: 10)
            try catalog.writePNG("A.imageset/a@2x.png", width: 20, height: 20)
            try catalog.writePNG("A.imageset/a@3x.png", width: 30, height: 30)
        }, namedFile: ("A.imageset/a@2x.png", "4:20"), folder: "A.imageset",
           wrongSize: ("A.imageset/a@2x.png", { try $0.writePNG($1, width: 30, height: 30) }, "scale-mismatch")),
        SetTypeCase(type: "symbolset", write: { catalog in
            try catalog.write("S.symbolset/Contents.json", contents("symbols", [#"{ "filename" : "s.svg", "idiom" : "universal" }"#]))
            try catalog.write("S.symbolset/s.svg", Array(try Data(contentsOf: URL(fileURLWithPath: templateSource))))
        }, namedFile: ("S.symbolset/s.svg", "3:20"), folder: "S.symbolset", wrongSize: nil),
        SetTypeCase(type: "colorset", write: { catalog in
            try catalog.write("C.colorset/Contents.json", contents("colors", [
                #"{ "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "0x80", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" }"#,
                #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "display-p3", "components" : { "red" : "0.5", "green" : "128", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" }"#,
            ]))
        }, namedFile: ("", ""), folder: "C.colorset", wrongSize: nil),
        SetTypeCase(type: "appiconset", write: { catalog in
            try catalog.write("AppIcon.appiconset/Contents.json", contents("images", [
                #"{ "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }"#,
            ]))
            try catalog.writeOpaquePNG("AppIcon.appiconset/icon.png", width: 1024, height: 1024)
        }, namedFile: ("AppIcon.appiconset/icon.png", "3:20"), folder: "AppIcon.appiconset",
           wrongSize: ("AppIcon.appiconset/icon.png", { try $0.writeOpaquePNG($1, width: 1000, height: 1000) }, "icon-size")),
        SetTypeCase(type: "iconset", write: { catalog in
            try catalog.writePNG("Doc.iconset/icon_16x16.png", width: 16, height: 16)
            try catalog.writePNG("Doc.iconset/icon_16x16@2x.png", width: 32, height: 32)
            try catalog.writePNG("Doc.iconset/icon_512x512@2x.png", width: 1024, height: 1024)
        }, namedFile: ("", ""), folder: "Doc.iconset",
           wrongSize: ("Doc.iconset/icon_16x16@2x.png", { try $0.writePNG($1, width: 16, height: 16) }, "icon-size")),
        SetTypeCase(type: "dataset", write: { catalog in
            try catalog.write("D.dataset/Contents.json", contents("data", [#"{ "filename" : "d.json", "idiom" : "universal", "universal-type-identifier" : "public.json" }"#]))
            try catalog.write("D.dataset/d.json", "{}")
        }, namedFile: ("D.dataset/d.json", "3:20"), folder: "D.dataset", wrongSize: nil),
        SetTypeCase(type: "launchimage", write: { catalog in
            try catalog.write("LaunchImage.launchimage/Contents.json", contents("images", [
                #"{ "filename" : "l.png", "extent" : "full-screen", "idiom" : "iphone", "orientation" : "portrait", "scale" : "1x" }"#,
            ]))
            try catalog.writeOpaquePNG("LaunchImage.launchimage/l.png", width: 320, height: 480)
        }, namedFile: ("LaunchImage.launchimage/l.png", "3:20"), folder: "LaunchImage.launchimage",
           wrongSize: ("LaunchImage.launchimage/l.png", { try $0.writeOpaquePNG($1, width: 480, height: 320) }, "role-size")),
        SetTypeCase(type: "brandassets", write: { catalog in
            let brand = "Brand.brandassets"
            try catalog.write(brand + "/Contents.json", contents("assets", [
                #"{ "filename" : "Icon.imagestack", "idiom" : "tv", "role" : "primary-app-icon", "size" : "400x240" }"#,
                #"{ "filename" : "Shelf.imageset", "idiom" : "tv", "role" : "top-shelf-image", "size" : "200x75" }"#,
            ]))
            try catalog.write(brand + "/Icon.imagestack/Contents.json", contents("layers", [#"{ "filename" : "Front.imagestacklayer" }"#, #"{ "filename" : "Back.imagestacklayer" }"#]))
            for layer in ["Front", "Back"] {
                let folder = brand + "/Icon.imagestack/\(layer).imagestacklayer"
                try catalog.write(folder + "/Contents.json", "{ \(info) }")
                try catalog.write(folder + "/Content.imageset/Contents.json", contents("images", [#"{ "filename" : "l.png", "idiom" : "tv", "scale" : "1x" }"#]))
                try catalog.writePNG(folder + "/Content.imageset/l.png", width: layer == "Back" ? 400 : 200, height: layer == "Back" ? 240 : 120)
            }
            try catalog.write(brand + "/Shelf.imageset/Contents.json", contents("images", [#"{ "filename" : "s.png", "idiom" : "tv", "scale" : "1x" }"#]))
            try catalog.writePNG(brand + "/Shelf.imageset/s.png", width: 200, height: 75)
        }, namedFile: ("Brand.brandassets/Icon.imagestack/Back.imagestacklayer/Content.imageset/l.png", "3:20"),
           folder: "Brand.brandassets/Icon.imagestack",
           wrongSize: ("Brand.brandassets/Shelf.imageset/s.png", { try $0.writePNG($1, width: 150, height: 75) }, "role-size")),
        SetTypeCase(type: "solidimagestack", write: { catalog in
            try catalog.write("AppIcon.solidimagestack/Contents.json", contents("layers", [#"{ "filename" : "Front.solidimagestacklayer" }"#]))
            try catalog.write("AppIcon.solidimagestack/Front.solidimagestacklayer/Contents.json", "{ \(info) }")
            try catalog.write("AppIcon.solidimagestack/Front.solidimagestacklayer/Content.imageset/Contents.json", contents("images", [#"{ "filename" : "f.png", "idiom" : "vision", "scale" : "2x" }"#]))
            try catalog.writePNG("AppIcon.solidimagestack/Front.solidimagestacklayer/Content.imageset/f.png", width: 64, height: 64)
        }, namedFile: ("AppIcon.solidimagestack/Front.solidimagestacklayer/Content.imageset/f.png", "3:20"), folder: "AppIcon.solidimagestack", wrongSize: nil),
        SetTypeCase(type: "stickerpack", write: { catalog in
            let pack = "Stickers.stickerpack"
            try catalog.write(pack + "/Contents.json", contents("stickers", [#"{ "filename" : "Cat.sticker" }"#, #"{ "filename" : "Run.stickersequence" }"#], properties: #"{ "grid-size" : "regular" }"#))
            try catalog.write(pack + "/Cat.sticker/Contents.json", "{\n  \"properties\" : {\n    \"filename\" : \"cat.png\"\n  },\n  \(info)\n}\n")
            try catalog.writePNG(pack + "/Cat.sticker/cat.png", width: 408, height: 408)
            try catalog.write(pack + "/Run.stickersequence/Contents.json", contents("frames", [#"{ "filename" : "1.png" }"#, #"{ "filename" : "2.png" }"#], properties: #"{ "duration" : 15, "duration-type" : "fps", "repetitions" : 0 }"#))
            try catalog.writePNG(pack + "/Run.stickersequence/1.png", width: 408, height: 408)
            try catalog.writePNG(pack + "/Run.stickersequence/2.png", width: 408, height: 408)
        }, namedFile: ("Stickers.stickerpack/Cat.sticker/cat.png", "3:18"), folder: "Stickers.stickerpack",
           wrongSize: ("Stickers.stickerpack/Run.stickersequence/2.png", { catalog, path in
               // A valid header on 600 KB: past the 500 KB Messages accepts.
               try catalog.write(path, OpaquePNG.bytes(width: 408, height: 408, transparencyChunk: false) + [UInt8](repeating: 0, count: 600 * 1024))
           }, "file-too-large")),
        SetTypeCase(type: "complicationset", write: { catalog in
            try catalog.write("Complication.complicationset/Contents.json", contents("assets", [
                #"{ "filename" : "Circular.imageset", "idiom" : "watch", "role" : "circular" }"#,
            ]))
            try catalog.write("Complication.complicationset/Circular.imageset/Contents.json", contents("images", [#"{ "filename" : "c.png", "idiom" : "watch", "scale" : "2x", "screen-width" : "<=145" }"#]))
            try catalog.writePNG("Complication.complicationset/Circular.imageset/c.png", width: 32, height: 32)
        }, namedFile: ("Complication.complicationset/Circular.imageset", "3:20"), folder: "Complication.complicationset", wrongSize: nil),
        SetTypeCase(type: "spriteatlas", write: { catalog in
            try catalog.write("Sprites.spriteatlas/Contents.json", "{ \(info) }")
            try catalog.write("Sprites.spriteatlas/Ship.imageset/Contents.json", contents("images", [#"{ "filename" : "ship.png", "idiom" : "universal", "scale" : "1x" }"#]))
            try catalog.writePNG("Sprites.spriteatlas/Ship.imageset/ship.png", width: 8, height: 8)
        }, namedFile: ("Sprites.spriteatlas/Ship.imageset/ship.png", "3:20"), folder: "Sprites.spriteatlas", wrongSize: nil),
        SetTypeCase(type: "textureset", write: { catalog in
            try catalog.write("Rock.textureset/Contents.json", contents("textures", [#"{ "filename" : "Universal.mipmapset", "idiom" : "universal" }"#], properties: #"{ "origin" : "bottom-left", "interpretation" : "non-premultiplied-colors" }"#))
            try catalog.write("Rock.textureset/Universal.mipmapset/Contents.json", contents("levels", [#"{ "filename" : "rock.png", "mipmap-level" : "base" }"#]))
            try catalog.writePNG("Rock.textureset/Universal.mipmapset/rock.png", width: 16, height: 16)
        }, namedFile: ("Rock.textureset/Universal.mipmapset/rock.png", "3:20"), folder: "Rock.textureset/Universal.mipmapset", wrongSize: nil),
        SetTypeCase(type: "cubetextureset", write: { catalog in
            let faces = ["x+", "x-", "y+", "y-", "z+", "z-"]
            try catalog.write("Sky.cubetextureset/Contents.json", contents("textures", faces.enumerated().map { index, face in
                #"{ "filename" : "Face\#(index).mipmapset", "cube-face" : "\#(face)", "idiom" : "universal" }"#
            }))
            for index in faces.indices {
                try catalog.write("Sky.cubetextureset/Face\(index).mipmapset/Contents.json", contents("levels", [#"{ "filename" : "f.png", "mipmap-level" : "base" }"#]))
                try catalog.writePNG("Sky.cubetextureset/Face\(index).mipmapset/f.png", width: 8, height: 8)
            }
        }, namedFile: ("Sky.cubetextureset/Face5.mipmapset", "8:20"), folder: "Sky.cubetextureset", wrongSize: nil),
        SetTypeCase(type: "arresourcegroup", write: { catalog in
            try catalog.write("AR.arresourcegroup/Contents.json", "{ \(info) }")
            try catalog.write("AR.arresourcegroup/Poster.arreferenceimage/Contents.json", contents("images", [#"{ "filename" : "poster.png", "idiom" : "universal" }"#], properties: #"{ "width" : 0.3, "unit" : "meters" }"#))
            try catalog.writePNG("AR.arresourcegroup/Poster.arreferenceimage/poster.png", width: 32, height: 48)
        }, namedFile: ("AR.arresourcegroup/Poster.arreferenceimage/poster.png", "3:20"), folder: "AR.arresourcegroup/Poster.arreferenceimage", wrongSize: nil),
    ]
}
