import SymbolFormat
import SymbolCore

/// The roles of a catalog's colors, which no `Contents.json` key can hold: `Assets.xcassets.roles.json`, next to
/// the catalog (Documentation/Colors.md §2).
///
/// ```json
/// {
///   "colors" : {
///     "BrandText" : { "background" : "systemBackground", "role" : "text" },
///     "Divider" : { "role" : "nonText" }
///   },
///   "images" : {
///     "speaker" : { "background" : "secondarySystemBackground", "role" : "nonText" }
///   },
///   "level" : "AA",
///   "version" : 1
/// }
/// ```
///
/// Outside the catalog, so Xcode never sees it; `catalog` writes it from the manifest's `role` and `background`,
/// and a hand-written one works the same for any catalog.
struct ContrastSidecar: Sendable {
    /// One color's declaration.
    struct Declaration: Sendable {
        var role: ContrastRole
        /// Another color of the catalog or a system color; `nil`: `systemBackground`.
        var background: String?
        /// Where the declaration is, for findings about it.
        var location: FileLocation
    }

    /// The file: the catalog's path with `.roles.json` appended.
    var file: String
    /// Declarations by color name (as the catalog names colors: `Brand/Text` inside a namespace).
    var colors: [String: Declaration] = [:]
    /// Declarations by image or symbol image set name: their layers are measured from their pixels.
    var images: [String: Declaration] = [:]
    /// The level the file asks for.
    var level: ContrastLevel?
    /// Problems with the file itself.
    var findings: [CatalogLintReport.Finding] = []

    /// The sidecar's path relative to the same folder as `catalog`.
    static func path(forCatalog catalog: String) -> String {
        (catalog.utf8.count > 1 && catalog.utf8.last == UInt8(ascii: "/") ? String(decoding: catalog.utf8.dropLast(), as: UTF8.self) : catalog) + ".roles.json"
    }

    /// The sidecar `catalog` writes for a manifest, or nil when no color or image has a role.
    static func bytes(_ manifest: AssetManifest) -> [UInt8]? {
        func declaration(_ role: ContrastRole, _ background: String?) -> JSONValue {
            var fields: [(key: String, value: JSONValue)] = [("role", .string(role.rawValue))]
            if let background { fields.append(("background", .string(background))) }
            return .object(fields)
        }
        let colors = manifest.colors.compactMap { color in color.role.map { (key: color.name, value: declaration($0, color.background)) } }
        let prefix = manifest.namespace.map { $0 + "/" } ?? ""
        var images = manifest.images.compactMap { image -> (key: String, value: JSONValue)? in
            let options = manifest.defaults.applying(image.options)
            return options.role.map { (key: prefix + image.name, value: declaration($0, options.contrastBackground)) }
        }
        images += manifest.symbols.compactMap { symbol in symbol.role.map { (key: prefix + symbol.name, value: declaration($0, symbol.contrastBackground)) } }
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        var members: [(key: String, value: JSONValue)] = [("colors", .object(colors))]
        if !images.isEmpty { members.append(("images", .object(images))) }
        members += [("level", .string((manifest.contrastLevel ?? .aa).rawValue)), ("version", .number(1))]
        return ContentsJSON.bytes(.object(members))
    }

    /// Reads the sidecar of the catalog at `catalog`; nil when there is none.
    static func read(catalog: String) -> ContrastSidecar? {
        let file = path(forCatalog: catalog)
        guard LintFileSystem.entry(file).isFile else { return nil }
        var sidecar = ContrastSidecar(file: file)
        let document: JSONDocument
        do {
            document = try JSONReader.parseDocument(LintFileSystem.read(file, maximumSize: 1 << 20), file: file)
        } catch {
            sidecar.findings.append(CatalogLintReport.Finding(.contrastRoles, error.inFile(file)))
            return sidecar
        }
        func fail(_ message: String, at pointer: String) {
            sidecar.findings.append(.init(rule: LintRule.contrastRoles.rawValue, severity: .error, message: message,
                                          file: file, at: document.location(of: pointer)))
        }
        guard case .object(let top) = document.root else {
            fail("a roles file must be an object with \"colors\"", at: "")
            return sidecar
        }
        for member in top {
            switch member.key {
            case "version":
                if member.value.numberValue != 1 { fail("\"version\" must be 1", at: "/version") }
            case "level":
                if let text = member.value.stringValue, let level = ContrastLevel(rawValue: text.uppercased()) { sidecar.level = level } else {
                    fail("\"level\" must be \"AA\" or \"AAA\"", at: "/level")
                }
            case "colors", "images":
                let isColors = member.key == "colors"
                guard case .object(let colors) = member.value else { fail("\"\(member.key)\" must be an object of asset names", at: "/" + member.key); continue }
                for color in colors {
                    let pointer = "/\(member.key)/" + JSONDocument.escape(color.key)
                    guard case .object = color.value else { fail("\"\(color.key)\" must be an object with \"role\"", at: pointer); continue }
                    guard let text = color.value["role"]?.stringValue, let role = ContrastRole(name: text) else {
                        fail("\"\(color.key)\" needs a \"role\": \(ContrastRole.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))", at: pointer)
                        continue
                    }
                    let background = color.value["background"]?.stringValue
                    if color.value["background"] != nil && background == nil { fail("\"background\" must be a color name", at: pointer + "/background") }
                    let declared = Declaration(role: role, background: background, location: document.location(of: pointer))
                    if isColors { sidecar.colors[color.key] = declared } else { sidecar.images[color.key] = declared }
                }
            default:
                fail("unknown key \"\(member.key)\" (expected colors, images, level, version)", at: "/" + JSONDocument.escape(member.key))
            }
        }
        return sidecar
    }
}
