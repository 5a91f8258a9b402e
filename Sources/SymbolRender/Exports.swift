@_exported import Symbols
