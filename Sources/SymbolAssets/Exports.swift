@_exported import SymbolRender
