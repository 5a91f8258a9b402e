import SymbolFormat
import Symbols

/// Symbol sets: each SVG the set names must pass the template checks the SF Symbols app and Xcode make.
enum SymbolSetRules {
    static func findings(_ contents: SetContents) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for entry in contents.entries {
            guard let name = entry.filename, SetContents.isPlainName(name), name.lowercased().hasSuffix(".svg") else { continue }
            let path = FileSystem.join(contents.set.path, name)
            guard FileSystem.kind(of: path) == .file else { continue }  // SetFileRules reports it
            findings += TemplateValidator.validate(file: path).map { $0.inFile(path) }
        }
        return findings
    }
}
