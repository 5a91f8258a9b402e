import SymbolFormat

/// Parses a string's UTF-8 bytes.
func parseXML(_ source: String, limits: XMLLimits = .default) throws(XMLError) -> XMLTree {
    try XMLReader.parse(Array(source.utf8), limits: limits)
}

/// The error `source` is rejected with, or nil if it parses.
func xmlError(_ source: String, limits: XMLLimits = .default) -> XMLError? {
    xmlError(Array(source.utf8), limits: limits)
}

/// The error `bytes` are rejected with, or nil if they parse.
func xmlError(_ bytes: [UInt8], limits: XMLLimits = .default) -> XMLError? {
    do {
        _ = try XMLReader.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}
