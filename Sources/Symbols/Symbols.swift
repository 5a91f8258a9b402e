@_exported import SymbolFormat
@_exported import SVGPath
