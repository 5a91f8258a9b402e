// What a client of the symbol model names with it: templates, colours and weights (SymbolFormat), geometry (SVGPath)
// and the located diagnostics every API throws (SymbolCore). Re-exported so that `import Symbols` (or any product
// above it) keeps working as before SymbolCore split off; inside the package every file imports what it uses.
@_exported import SymbolCore
@_exported import SymbolFormat
@_exported import SVGPath
