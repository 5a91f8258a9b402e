@_exported import Symbols
// Symbol effects sit beside SymbolConfiguration: whoever renders symbols can animate them.
@_exported import SymbolAnimation
