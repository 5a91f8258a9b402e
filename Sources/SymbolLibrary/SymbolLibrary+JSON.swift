import SymbolCore

/// The library's names and categories as `glyphsmith list --json` prints them.
extension SymbolLibrary {
    /// Per entry: `name`, `base`, `categories`, `keywords`, `preferredRenderingMode`, `variableValue`,
    /// `multicolor` and `composed` (how the name was composed from other drawings, or null for a drawn one); keys
    /// sorted, two-space indent, no final newline.
    public static func json(_ entries: [Entry]) -> String {
        JSONWriter.report.string(.array(entries.map { entry in
            .object([
                ("name", .string(entry.name)), ("base", .string(entry.base)),
                ("categories", .array(entry.categories.map(JSONValue.string))),
                ("keywords", .array(entry.keywords.map(JSONValue.string))),
                ("preferredRenderingMode", .string(entry.preferredRenderingMode.rawValue)),
                ("variableValue", .bool(entry.hasVariableValue)), ("multicolor", .bool(entry.hasMulticolor)),
                ("composed", entry.composition.map(JSONValue.string) ?? .null),
            ])
        }))
    }

    /// Each category with the number of names in it, in the library's order.
    public var categoryCounts: [(name: String, count: Int)] {
        categories.map { category in (category, entries.filter { $0.categories.contains(category) }.count) }
    }

    /// ``categoryCounts`` as JSON: per category its `name` and `count`.
    public func categoriesJSON() -> String {
        JSONWriter.report.string(.array(categoryCounts.map { .object([("name", .string($0.name)), ("count", .number(Double($0.count)))]) }))
    }
}
