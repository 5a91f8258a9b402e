import SymbolCore
/// Everything wrong with a manifest, each with its line and column.
public struct ManifestError: Error, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    public var diagnostics: [Diagnostic]

    /// One `file:line:col: error: …` line per problem.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
