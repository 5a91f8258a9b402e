import ArgumentParser
import SymbolAssets
import SymbolImport
import SymbolFormat

extension SymbolImportWriter.Format: ExpressibleByArgument {}

/// `--insets auto | N | LEFT,RIGHT`.
struct InsetsArgument: ExpressibleByArgument {
    var value: SymbolImportOptions.Insets?

    init(value: SymbolImportOptions.Insets?) { self.value = value }

    init?(argument: String) {
        if argument == "auto" { value = nil; return }
        let numbers = argument.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0.filter { $0 != " " })) }
        guard numbers.count == 1 || numbers.count == 2, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        value = SymbolImportOptions.Insets(left: numbers[0]!, right: numbers[numbers.count - 1]!)
    }

    var defaultValueDescription: String { "auto" }
}

/// A `--foreground` color (any CSS color the SVG reader knows).
struct ForegroundColor: ExpressibleByArgument {
    var color: RGBAColor

    init?(argument: String) {
        guard let color = ColorParser.parseColor(Substring(argument)) else { return nil }
        self.color = color
    }
}

extension SymbolImportOptions.Weights: ExpressibleByArgument {}
extension SymbolImportOptions.Fit: ExpressibleByArgument {}
extension SymbolImportOptions.Levels: ExpressibleByArgument {}
extension SymbolImportOptions.Layers: ExpressibleByArgument {}
