import SymbolFormat
import SymbolCore

/// The JSON types of the `Contents.json` keys Xcode writes (Documentation/SymbolFormat.md §7; S13), checked wherever the keys
/// appear so that `"scale": 2` is reported at the `2`. Unknown keys are left alone: Xcode adds keys over time.
enum ContentsSchema {
    enum Kind: String {
        case string, number, bool, array, object
        /// Color components: Xcode writes strings, hand-written files often numbers (§7.4).
        case stringOrNumber = "string or a number"
    }

    static let kinds: [String: Kind] = [
        "images": .array, "colors": .array, "symbols": .array, "data": .array, "appearances": .array,
        "on-demand-resource-tags": .array,
        "info": .object, "properties": .object, "color": .object, "components": .object, "resizing": .object,
        "cap-insets": .object, "alignment-insets": .object, "locale": .string,
        "idiom": .string, "filename": .string, "scale": .string, "size": .string, "platform": .string,
        "subtype": .string, "role": .string, "display-gamut": .string, "language-direction": .string,
        "screen-width": .string, "width-class": .string, "height-class": .string, "appearance": .string,
        "value": .string, "color-space": .string, "reference": .string, "author": .string,
        "template-rendering-intent": .string, "symbol-rendering-intent": .string, "compression-type": .string,
        "version": .number,
        "provides-namespace": .bool, "preserves-vector-representation": .bool, "localizable": .bool,
        "pre-rendered": .bool,
        "red": .stringOrNumber, "green": .stringOrNumber, "blue": .stringOrNumber, "alpha": .stringOrNumber,
        "white": .stringOrNumber,
    ]

    /// Errors for a root that is not an object and for known keys holding the wrong type.
    static func typeFindings(_ document: JSONDocument) -> [Diagnostic] {
        guard case .object = document.root else {
            return [document.diagnostic(.error, "Contents.json must hold an object, found \(describe(document.root))", at: "")]
        }
        var findings: [Diagnostic] = []
        check(document.root, pointer: "", in: document, into: &findings)
        return findings
    }

    private static func check(_ value: JSONValue, pointer: String, in document: JSONDocument, into findings: inout [Diagnostic]) {
        switch value {
        case .object(let members):
            for member in members {
                let child = pointer + "/" + JSONDocument.escape(member.key)
                if let kind = kinds[member.key], !matches(member.value, kind) {
                    findings.append(document.diagnostic(
                        .error, "\"\(member.key)\" must be \(article(kind)) \(kind.rawValue), found \(describe(member.value))", at: child))
                    continue
                }
                check(member.value, pointer: child, in: document, into: &findings)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                check(element, pointer: pointer + "/\(index)", in: document, into: &findings)
            }
        default:
            break
        }
    }

    private static func matches(_ value: JSONValue, _ kind: Kind) -> Bool {
        switch (kind, value) {
        case (.string, .string), (.number, .number), (.bool, .bool), (.array, .array), (.object, .object),
             (.stringOrNumber, .string), (.stringOrNumber, .number):
            return true
        default:
            return false
        }
    }

    private static func article(_ kind: Kind) -> String {
        kind == .array || kind == .object ? "an" : "a"
    }

    /// A value for messages: its type, and the value itself when it is short.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "\(flag)"
        case .number(let number):
            return "the number " + (number == number.rounded() && abs(number) < 1e15 ? String(Int64(clamping: number, to: Int64.min...Int64.max)) : String(number))
        case .string(let text): return "the string \"\(text)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
