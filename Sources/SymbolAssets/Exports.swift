@_exported import SymbolRender
// A manifest's symbol entries carry SymbolImportOptions.
@_exported import SymbolImport
