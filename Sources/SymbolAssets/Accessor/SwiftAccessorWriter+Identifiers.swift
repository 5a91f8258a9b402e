/// Swift names made from manifest names, checked like any input: generated code that does not compile, written with
/// exit status 0, is found by the developer at their next build, far from the manifest line that caused it.
extension SwiftAccessorWriter {
    /// Whether `text` can be the accessor's type name as written: an identifier by Swift's grammar, not a keyword
    /// (a type named `` `class` `` would need backticks at every use), and not a name the generated file uses from
    /// Foundation or the standard library (a type named `Bundle` would shadow the `Bundle` it loads from).
    package static func typeNameProblem(_ text: String) -> String? {
        guard isIdentifier(text) else { return "must be a Swift identifier (a letter or _ first, then letters, digits or _)" }
        if text == "_" || keywords.contains(text) { return "is a Swift keyword" }
        if namesTheAccessorUses.contains(text) { return "would shadow the \(text) that the generated accessor uses" }
        return nil
    }

    /// Whether `text` is a plain Swift identifier (Swift's identifier-head, then identifier-characters).
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return text.unicodeScalars.allSatisfy(isIdentifierCharacter)
    }

    /// `speaker.wave.3` → `speakerWave3`, `arrow-left` → `arrowLeft`, `2fa` → `_2fa`, `default` → `` `default` ``,
    /// a name beginning with a combining mark → `_` and the name; nil for a name with no letter or digit (`+++`),
    /// which no identifier can stand for.
    static func identifier(for name: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isWordCharacter(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        // A digit or a combining mark may follow the head of an identifier but not be it.
        if let initial = result.unicodeScalars.first, !isIdentifierHead(initial) { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// Identifiers for names in order, made unique with trailing underscores. A name with no identifier (the
    /// manifest reader refuses those) stands as `image`.
    static func uniqueIdentifiers(_ names: [String]) -> [String] {
        var used = Set(namesOfTheAccessorType)
        return names.map { name in
            var identifier = identifier(for: name) ?? "image"
            while !used.insert(identifier).inserted { identifier += "_" }
            return identifier
        }
    }

    /// The members the accessor type declares besides the images: an image whose identifier is one of them would
    /// redeclare it.
    static let namesOfTheAccessorType = ["allImages", "Image", "Appearance"]

    /// The names the accessor's source refers to unqualified (the type name must not shadow them).
    static let namesTheAccessorUses: Set<String> = [
        "Foundation", "Swift", "Bundle", "URL", "Int", "String", "Sendable", "Hashable", "CaseIterable", "Image",
        "Appearance", "Optional", "Array", "Bool",
    ]

    /// Letters and digits of a word in a name, as far as Swift takes them in an identifier: no joiners, bidi
    /// controls or other invisible characters that Swift's grammar would accept.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        guard isIdentifierCharacter(scalar), scalar != "_" else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
             .nonspacingMark, .spacingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// Swift's identifier-head (The Swift Programming Language, Lexical Structure: Identifiers).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || v == 0x5F { return true }
        return identifierHeadRanges.contains { $0.contains(v) }
    }

    /// Swift's identifier-character: a head, a digit, or one of the combining-mark blocks.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return isIdentifierHead(scalar) || (0x30...0x39).contains(v) || (0x300...0x36F).contains(v)
            || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Swift's keywords (declarations, statements, expressions and types, and the contextual ones that cannot
    /// name a member unescaped), escaped with backticks where a member is named.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]
}
