import SymbolFormat

/// The CSS named colors (CSS Color 3 keywords) as static members.
extension SymbolColor {
    /// CSS `aliceblue` (#f0f8ff).
    public static let aliceblue = SymbolColor(RGBAColor(red8: 240, green8: 248, blue8: 255))
    /// CSS `antiquewhite` (#faebd7).
    public static let antiquewhite = SymbolColor(RGBAColor(red8: 250, green8: 235, blue8: 215))
    /// CSS `aqua` (#00ffff).
    public static let aqua = SymbolColor(RGBAColor(red8: 0, green8: 255, blue8: 255))
    /// CSS `aquamarine` (#7fffd4).
    public static let aquamarine = SymbolColor(RGBAColor(red8: 127, green8: 255, blue8: 212))
    /// CSS `azure` (#f0ffff).
    public static let azure = SymbolColor(RGBAColor(red8: 240, green8: 255, blue8: 255))
    /// CSS `beige` (#f5f5dc).
    public static let beige = SymbolColor(RGBAColor(red8: 245, green8: 245, blue8: 220))
    /// CSS `bisque` (#ffe4c4).
    public static let bisque = SymbolColor(RGBAColor(red8: 255, green8: 228, blue8: 196))
    /// CSS `black` (#000000).
    public static let black = SymbolColor(RGBAColor(red8: 0, green8: 0, blue8: 0))
    /// CSS `blanchedalmond` (#ffebcd).
    public static let blanchedalmond = SymbolColor(RGBAColor(red8: 255, green8: 235, blue8: 205))
    /// CSS `blue` (#0000ff).
    public static let blue = SymbolColor(RGBAColor(red8: 0, green8: 0, blue8: 255))
    /// CSS `blueviolet` (#8a2be2).
    public static let blueviolet = SymbolColor(RGBAColor(red8: 138, green8: 43, blue8: 226))
    /// CSS `brown` (#a52a2a).
    public static let brown = SymbolColor(RGBAColor(red8: 165, green8: 42, blue8: 42))
    /// CSS `burlywood` (#deb887).
    public static let burlywood = SymbolColor(RGBAColor(red8: 222, green8: 184, blue8: 135))
    /// CSS `cadetblue` (#5f9ea0).
    public static let cadetblue = SymbolColor(RGBAColor(red8: 95, green8: 158, blue8: 160))
    /// CSS `chartreuse` (#7fff00).
    public static let chartreuse = SymbolColor(RGBAColor(red8: 127, green8: 255, blue8: 0))
    /// CSS `chocolate` (#d2691e).
    public static let chocolate = SymbolColor(RGBAColor(red8: 210, green8: 105, blue8: 30))
    /// CSS `coral` (#ff7f50).
    public static let coral = SymbolColor(RGBAColor(red8: 255, green8: 127, blue8: 80))
    /// CSS `cornflowerblue` (#6495ed).
    public static let cornflowerblue = SymbolColor(RGBAColor(red8: 100, green8: 149, blue8: 237))
    /// CSS `cornsilk` (#fff8dc).
    public static let cornsilk = SymbolColor(RGBAColor(red8: 255, green8: 248, blue8: 220))
    /// CSS `crimson` (#dc143c).
    public static let crimson = SymbolColor(RGBAColor(red8: 220, green8: 20, blue8: 60))
    /// CSS `cyan` (#00ffff).
    public static let cyan = SymbolColor(RGBAColor(red8: 0, green8: 255, blue8: 255))
    /// CSS `darkblue` (#00008b).
    public static let darkblue = SymbolColor(RGBAColor(red8: 0, green8: 0, blue8: 139))
    /// CSS `darkcyan` (#008b8b).
    public static let darkcyan = SymbolColor(RGBAColor(red8: 0, green8: 139, blue8: 139))
    /// CSS `darkgoldenrod` (#b8860b).
    public static let darkgoldenrod = SymbolColor(RGBAColor(red8: 184, green8: 134, blue8: 11))
    /// CSS `darkgray` (#a9a9a9).
    public static let darkgray = SymbolColor(RGBAColor(red8: 169, green8: 169, blue8: 169))
    /// CSS `darkgreen` (#006400).
    public static let darkgreen = SymbolColor(RGBAColor(red8: 0, green8: 100, blue8: 0))
    /// CSS `darkgrey` (#a9a9a9).
    public static let darkgrey = SymbolColor(RGBAColor(red8: 169, green8: 169, blue8: 169))
    /// CSS `darkkhaki` (#bdb76b).
    public static let darkkhaki = SymbolColor(RGBAColor(red8: 189, green8: 183, blue8: 107))
    /// CSS `darkmagenta` (#8b008b).
    public static let darkmagenta = SymbolColor(RGBAColor(red8: 139, green8: 0, blue8: 139))
    /// CSS `darkolivegreen` (#556b2f).
    public static let darkolivegreen = SymbolColor(RGBAColor(red8: 85, green8: 107, blue8: 47))
    /// CSS `darkorange` (#ff8c00).
    public static let darkorange = SymbolColor(RGBAColor(red8: 255, green8: 140, blue8: 0))
    /// CSS `darkorchid` (#9932cc).
    public static let darkorchid = SymbolColor(RGBAColor(red8: 153, green8: 50, blue8: 204))
    /// CSS `darkred` (#8b0000).
    public static let darkred = SymbolColor(RGBAColor(red8: 139, green8: 0, blue8: 0))
    /// CSS `darksalmon` (#e9967a).
    public static let darksalmon = SymbolColor(RGBAColor(red8: 233, green8: 150, blue8: 122))
    /// CSS `darkseagreen` (#8fbc8f).
    public static let darkseagreen = SymbolColor(RGBAColor(red8: 143, green8: 188, blue8: 143))
    /// CSS `darkslateblue` (#483d8b).
    public static let darkslateblue = SymbolColor(RGBAColor(red8: 72, green8: 61, blue8: 139))
    /// CSS `darkslategray` (#2f4f4f).
    public static let darkslategray = SymbolColor(RGBAColor(red8: 47, green8: 79, blue8: 79))
    /// CSS `darkslategrey` (#2f4f4f).
    public static let darkslategrey = SymbolColor(RGBAColor(red8: 47, green8: 79, blue8: 79))
    /// CSS `darkturquoise` (#00ced1).
    public static let darkturquoise = SymbolColor(RGBAColor(red8: 0, green8: 206, blue8: 209))
    /// CSS `darkviolet` (#9400d3).
    public static let darkviolet = SymbolColor(RGBAColor(red8: 148, green8: 0, blue8: 211))
    /// CSS `deeppink` (#ff1493).
    public static let deeppink = SymbolColor(RGBAColor(red8: 255, green8: 20, blue8: 147))
    /// CSS `deepskyblue` (#00bfff).
    public static let deepskyblue = SymbolColor(RGBAColor(red8: 0, green8: 191, blue8: 255))
    /// CSS `dimgray` (#696969).
    public static let dimgray = SymbolColor(RGBAColor(red8: 105, green8: 105, blue8: 105))
    /// CSS `dimgrey` (#696969).
    public static let dimgrey = SymbolColor(RGBAColor(red8: 105, green8: 105, blue8: 105))
    /// CSS `dodgerblue` (#1e90ff).
    public static let dodgerblue = SymbolColor(RGBAColor(red8: 30, green8: 144, blue8: 255))
    /// CSS `firebrick` (#b22222).
    public static let firebrick = SymbolColor(RGBAColor(red8: 178, green8: 34, blue8: 34))
    /// CSS `floralwhite` (#fffaf0).
    public static let floralwhite = SymbolColor(RGBAColor(red8: 255, green8: 250, blue8: 240))
    /// CSS `forestgreen` (#228b22).
    public static let forestgreen = SymbolColor(RGBAColor(red8: 34, green8: 139, blue8: 34))
    /// CSS `fuchsia` (#ff00ff).
    public static let fuchsia = SymbolColor(RGBAColor(red8: 255, green8: 0, blue8: 255))
    /// CSS `gainsboro` (#dcdcdc).
    public static let gainsboro = SymbolColor(RGBAColor(red8: 220, green8: 220, blue8: 220))
    /// CSS `ghostwhite` (#f8f8ff).
    public static let ghostwhite = SymbolColor(RGBAColor(red8: 248, green8: 248, blue8: 255))
    /// CSS `gold` (#ffd700).
    public static let gold = SymbolColor(RGBAColor(red8: 255, green8: 215, blue8: 0))
    /// CSS `goldenrod` (#daa520).
    public static let goldenrod = SymbolColor(RGBAColor(red8: 218, green8: 165, blue8: 32))
    /// CSS `gray` (#808080).
    public static let gray = SymbolColor(RGBAColor(red8: 128, green8: 128, blue8: 128))
    /// CSS `grey` (#808080).
    public static let grey = SymbolColor(RGBAColor(red8: 128, green8: 128, blue8: 128))
    /// CSS `green` (#008000).
    public static let green = SymbolColor(RGBAColor(red8: 0, green8: 128, blue8: 0))
    /// CSS `greenyellow` (#adff2f).
    public static let greenyellow = SymbolColor(RGBAColor(red8: 173, green8: 255, blue8: 47))
    /// CSS `honeydew` (#f0fff0).
    public static let honeydew = SymbolColor(RGBAColor(red8: 240, green8: 255, blue8: 240))
    /// CSS `hotpink` (#ff69b4).
    public static let hotpink = SymbolColor(RGBAColor(red8: 255, green8: 105, blue8: 180))
    /// CSS `indianred` (#cd5c5c).
    public static let indianred = SymbolColor(RGBAColor(red8: 205, green8: 92, blue8: 92))
    /// CSS `indigo` (#4b0082).
    public static let indigo = SymbolColor(RGBAColor(red8: 75, green8: 0, blue8: 130))
    /// CSS `ivory` (#fffff0).
    public static let ivory = SymbolColor(RGBAColor(red8: 255, green8: 255, blue8: 240))
    /// CSS `khaki` (#f0e68c).
    public static let khaki = SymbolColor(RGBAColor(red8: 240, green8: 230, blue8: 140))
    /// CSS `lavender` (#e6e6fa).
    public static let lavender = SymbolColor(RGBAColor(red8: 230, green8: 230, blue8: 250))
    /// CSS `lavenderblush` (#fff0f5).
    public static let lavenderblush = SymbolColor(RGBAColor(red8: 255, green8: 240, blue8: 245))
    /// CSS `lawngreen` (#7cfc00).
    public static let lawngreen = SymbolColor(RGBAColor(red8: 124, green8: 252, blue8: 0))
    /// CSS `lemonchiffon` (#fffacd).
    public static let lemonchiffon = SymbolColor(RGBAColor(red8: 255, green8: 250, blue8: 205))
    /// CSS `lightblue` (#add8e6).
    public static let lightblue = SymbolColor(RGBAColor(red8: 173, green8: 216, blue8: 230))
    /// CSS `lightcoral` (#f08080).
    public static let lightcoral = SymbolColor(RGBAColor(red8: 240, green8: 128, blue8: 128))
    /// CSS `lightcyan` (#e0ffff).
    public static let lightcyan = SymbolColor(RGBAColor(red8: 224, green8: 255, blue8: 255))
    /// CSS `lightgoldenrodyellow` (#fafad2).
    public static let lightgoldenrodyellow = SymbolColor(RGBAColor(red8: 250, green8: 250, blue8: 210))
    /// CSS `lightgray` (#d3d3d3).
    public static let lightgray = SymbolColor(RGBAColor(red8: 211, green8: 211, blue8: 211))
    /// CSS `lightgreen` (#90ee90).
    public static let lightgreen = SymbolColor(RGBAColor(red8: 144, green8: 238, blue8: 144))
    /// CSS `lightgrey` (#d3d3d3).
    public static let lightgrey = SymbolColor(RGBAColor(red8: 211, green8: 211, blue8: 211))
    /// CSS `lightpink` (#ffb6c1).
    public static let lightpink = SymbolColor(RGBAColor(red8: 255, green8: 182, blue8: 193))
    /// CSS `lightsalmon` (#ffa07a).
    public static let lightsalmon = SymbolColor(RGBAColor(red8: 255, green8: 160, blue8: 122))
    /// CSS `lightseagreen` (#20b2aa).
    public static let lightseagreen = SymbolColor(RGBAColor(red8: 32, green8: 178, blue8: 170))
    /// CSS `lightskyblue` (#87cefa).
    public static let lightskyblue = SymbolColor(RGBAColor(red8: 135, green8: 206, blue8: 250))
    /// CSS `lightslategray` (#778899).
    public static let lightslategray = SymbolColor(RGBAColor(red8: 119, green8: 136, blue8: 153))
    /// CSS `lightslategrey` (#778899).
    public static let lightslategrey = SymbolColor(RGBAColor(red8: 119, green8: 136, blue8: 153))
    /// CSS `lightsteelblue` (#b0c4de).
    public static let lightsteelblue = SymbolColor(RGBAColor(red8: 176, green8: 196, blue8: 222))
    /// CSS `lightyellow` (#ffffe0).
    public static let lightyellow = SymbolColor(RGBAColor(red8: 255, green8: 255, blue8: 224))
    /// CSS `lime` (#00ff00).
    public static let lime = SymbolColor(RGBAColor(red8: 0, green8: 255, blue8: 0))
    /// CSS `limegreen` (#32cd32).
    public static let limegreen = SymbolColor(RGBAColor(red8: 50, green8: 205, blue8: 50))
    /// CSS `linen` (#faf0e6).
    public static let linen = SymbolColor(RGBAColor(red8: 250, green8: 240, blue8: 230))
    /// CSS `magenta` (#ff00ff).
    public static let magenta = SymbolColor(RGBAColor(red8: 255, green8: 0, blue8: 255))
    /// CSS `maroon` (#800000).
    public static let maroon = SymbolColor(RGBAColor(red8: 128, green8: 0, blue8: 0))
    /// CSS `mediumaquamarine` (#66cdaa).
    public static let mediumaquamarine = SymbolColor(RGBAColor(red8: 102, green8: 205, blue8: 170))
    /// CSS `mediumblue` (#0000cd).
    public static let mediumblue = SymbolColor(RGBAColor(red8: 0, green8: 0, blue8: 205))
    /// CSS `mediumorchid` (#ba55d3).
    public static let mediumorchid = SymbolColor(RGBAColor(red8: 186, green8: 85, blue8: 211))
    /// CSS `mediumpurple` (#9370db).
    public static let mediumpurple = SymbolColor(RGBAColor(red8: 147, green8: 112, blue8: 219))
    /// CSS `mediumseagreen` (#3cb371).
    public static let mediumseagreen = SymbolColor(RGBAColor(red8: 60, green8: 179, blue8: 113))
    /// CSS `mediumslateblue` (#7b68ee).
    public static let mediumslateblue = SymbolColor(RGBAColor(red8: 123, green8: 104, blue8: 238))
    /// CSS `mediumspringgreen` (#00fa9a).
    public static let mediumspringgreen = SymbolColor(RGBAColor(red8: 0, green8: 250, blue8: 154))
    /// CSS `mediumturquoise` (#48d1cc).
    public static let mediumturquoise = SymbolColor(RGBAColor(red8: 72, green8: 209, blue8: 204))
    /// CSS `mediumvioletred` (#c71585).
    public static let mediumvioletred = SymbolColor(RGBAColor(red8: 199, green8: 21, blue8: 133))
    /// CSS `midnightblue` (#191970).
    public static let midnightblue = SymbolColor(RGBAColor(red8: 25, green8: 25, blue8: 112))
    /// CSS `mintcream` (#f5fffa).
    public static let mintcream = SymbolColor(RGBAColor(red8: 245, green8: 255, blue8: 250))
    /// CSS `mistyrose` (#ffe4e1).
    public static let mistyrose = SymbolColor(RGBAColor(red8: 255, green8: 228, blue8: 225))
    /// CSS `moccasin` (#ffe4b5).
    public static let moccasin = SymbolColor(RGBAColor(red8: 255, green8: 228, blue8: 181))
    /// CSS `navajowhite` (#ffdead).
    public static let navajowhite = SymbolColor(RGBAColor(red8: 255, green8: 222, blue8: 173))
    /// CSS `navy` (#000080).
    public static let navy = SymbolColor(RGBAColor(red8: 0, green8: 0, blue8: 128))
    /// CSS `oldlace` (#fdf5e6).
    public static let oldlace = SymbolColor(RGBAColor(red8: 253, green8: 245, blue8: 230))
    /// CSS `olive` (#808000).
    public static let olive = SymbolColor(RGBAColor(red8: 128, green8: 128, blue8: 0))
    /// CSS `olivedrab` (#6b8e23).
    public static let olivedrab = SymbolColor(RGBAColor(red8: 107, green8: 142, blue8: 35))
    /// CSS `orange` (#ffa500).
    public static let orange = SymbolColor(RGBAColor(red8: 255, green8: 165, blue8: 0))
    /// CSS `orangered` (#ff4500).
    public static let orangered = SymbolColor(RGBAColor(red8: 255, green8: 69, blue8: 0))
    /// CSS `orchid` (#da70d6).
    public static let orchid = SymbolColor(RGBAColor(red8: 218, green8: 112, blue8: 214))
    /// CSS `palegoldenrod` (#eee8aa).
    public static let palegoldenrod = SymbolColor(RGBAColor(red8: 238, green8: 232, blue8: 170))
    /// CSS `palegreen` (#98fb98).
    public static let palegreen = SymbolColor(RGBAColor(red8: 152, green8: 251, blue8: 152))
    /// CSS `paleturquoise` (#afeeee).
    public static let paleturquoise = SymbolColor(RGBAColor(red8: 175, green8: 238, blue8: 238))
    /// CSS `palevioletred` (#db7093).
    public static let palevioletred = SymbolColor(RGBAColor(red8: 219, green8: 112, blue8: 147))
    /// CSS `papayawhip` (#ffefd5).
    public static let papayawhip = SymbolColor(RGBAColor(red8: 255, green8: 239, blue8: 213))
    /// CSS `peachpuff` (#ffdab9).
    public static let peachpuff = SymbolColor(RGBAColor(red8: 255, green8: 218, blue8: 185))
    /// CSS `peru` (#cd853f).
    public static let peru = SymbolColor(RGBAColor(red8: 205, green8: 133, blue8: 63))
    /// CSS `pink` (#ffc0cb).
    public static let pink = SymbolColor(RGBAColor(red8: 255, green8: 192, blue8: 203))
    /// CSS `plum` (#dda0dd).
    public static let plum = SymbolColor(RGBAColor(red8: 221, green8: 160, blue8: 221))
    /// CSS `powderblue` (#b0e0e6).
    public static let powderblue = SymbolColor(RGBAColor(red8: 176, green8: 224, blue8: 230))
    /// CSS `purple` (#800080).
    public static let purple = SymbolColor(RGBAColor(red8: 128, green8: 0, blue8: 128))
    /// CSS `red` (#ff0000).
    public static let red = SymbolColor(RGBAColor(red8: 255, green8: 0, blue8: 0))
    /// CSS `rosybrown` (#bc8f8f).
    public static let rosybrown = SymbolColor(RGBAColor(red8: 188, green8: 143, blue8: 143))
    /// CSS `royalblue` (#4169e1).
    public static let royalblue = SymbolColor(RGBAColor(red8: 65, green8: 105, blue8: 225))
    /// CSS `saddlebrown` (#8b4513).
    public static let saddlebrown = SymbolColor(RGBAColor(red8: 139, green8: 69, blue8: 19))
    /// CSS `salmon` (#fa8072).
    public static let salmon = SymbolColor(RGBAColor(red8: 250, green8: 128, blue8: 114))
    /// CSS `sandybrown` (#f4a460).
    public static let sandybrown = SymbolColor(RGBAColor(red8: 244, green8: 164, blue8: 96))
    /// CSS `seagreen` (#2e8b57).
    public static let seagreen = SymbolColor(RGBAColor(red8: 46, green8: 139, blue8: 87))
    /// CSS `seashell` (#fff5ee).
    public static let seashell = SymbolColor(RGBAColor(red8: 255, green8: 245, blue8: 238))
    /// CSS `sienna` (#a0522d).
    public static let sienna = SymbolColor(RGBAColor(red8: 160, green8: 82, blue8: 45))
    /// CSS `silver` (#c0c0c0).
    public static let silver = SymbolColor(RGBAColor(red8: 192, green8: 192, blue8: 192))
    /// CSS `skyblue` (#87ceeb).
    public static let skyblue = SymbolColor(RGBAColor(red8: 135, green8: 206, blue8: 235))
    /// CSS `slateblue` (#6a5acd).
    public static let slateblue = SymbolColor(RGBAColor(red8: 106, green8: 90, blue8: 205))
    /// CSS `slategray` (#708090).
    public static let slategray = SymbolColor(RGBAColor(red8: 112, green8: 128, blue8: 144))
    /// CSS `slategrey` (#708090).
    public static let slategrey = SymbolColor(RGBAColor(red8: 112, green8: 128, blue8: 144))
    /// CSS `snow` (#fffafa).
    public static let snow = SymbolColor(RGBAColor(red8: 255, green8: 250, blue8: 250))
    /// CSS `springgreen` (#00ff7f).
    public static let springgreen = SymbolColor(RGBAColor(red8: 0, green8: 255, blue8: 127))
    /// CSS `steelblue` (#4682b4).
    public static let steelblue = SymbolColor(RGBAColor(red8: 70, green8: 130, blue8: 180))
    /// CSS `tan` (#d2b48c).
    public static let tan = SymbolColor(RGBAColor(red8: 210, green8: 180, blue8: 140))
    /// CSS `teal` (#008080).
    public static let teal = SymbolColor(RGBAColor(red8: 0, green8: 128, blue8: 128))
    /// CSS `thistle` (#d8bfd8).
    public static let thistle = SymbolColor(RGBAColor(red8: 216, green8: 191, blue8: 216))
    /// CSS `tomato` (#ff6347).
    public static let tomato = SymbolColor(RGBAColor(red8: 255, green8: 99, blue8: 71))
    /// CSS `turquoise` (#40e0d0).
    public static let turquoise = SymbolColor(RGBAColor(red8: 64, green8: 224, blue8: 208))
    /// CSS `violet` (#ee82ee).
    public static let violet = SymbolColor(RGBAColor(red8: 238, green8: 130, blue8: 238))
    /// CSS `wheat` (#f5deb3).
    public static let wheat = SymbolColor(RGBAColor(red8: 245, green8: 222, blue8: 179))
    /// CSS `white` (#ffffff).
    public static let white = SymbolColor(RGBAColor(red8: 255, green8: 255, blue8: 255))
    /// CSS `whitesmoke` (#f5f5f5).
    public static let whitesmoke = SymbolColor(RGBAColor(red8: 245, green8: 245, blue8: 245))
    /// CSS `yellow` (#ffff00).
    public static let yellow = SymbolColor(RGBAColor(red8: 255, green8: 255, blue8: 0))
    /// CSS `yellowgreen` (#9acd32).
    public static let yellowgreen = SymbolColor(RGBAColor(red8: 154, green8: 205, blue8: 50))
}
