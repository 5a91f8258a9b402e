// An effect is applied to symbols: whoever animates one has the symbol model too.
@_exported import Symbols
