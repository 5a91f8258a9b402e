// What a client of the symbol model names with it: templates, colours and weights (SymbolFormat), geometry (SVGPath)
// and the located diagnostics every API throws (SymbolCore). Re-exported so that `import Symbols` (or any product
// above it) keeps working as before SymbolCore split off. A re-export reaches every file of a target that imports
// this module, so inside the package a file may use these modules without importing them (Documentation/Architecture.md).
@_exported import SymbolCore
@_exported import SymbolFormat
@_exported import SVGPath
