import Dispatch
import Foundation
import SymbolRender

/// Feeds randomly mutated templates to the reader, validator and renderer, in process, and fails loudly on a crash
/// (the process dies with the case number printed just before) or a hang (a case slower than the limit).
///
///     swift run -c release glyphsmith-fuzz [CASES] [SEED] TEMPLATE.svg...
@main
struct TemplateFuzzer {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let cases = arguments.first.flatMap(Int.init) ?? 100_000
        if Int(arguments.first ?? "") != nil { arguments.removeFirst() }
        var seed = arguments.first.flatMap(UInt64.init) ?? 0x5eed
        if UInt64(arguments.first ?? "") != nil { arguments.removeFirst() }
        let corpus = try arguments.map { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
        guard !corpus.isEmpty else {
            FileHandle.standardError.write(Data("usage: glyphsmith-fuzz [CASES] [SEED] TEMPLATE.svg...\n".utf8))
            exit(64)
        }
        var configuration = SymbolConfiguration(pointSize: 12, weight: .bold, scale: .large, pixelScale: 1)
        configuration.renderingMode = .hierarchical
        configuration.variableValue = 0.5
        let renderer = SymbolRenderer(configuration: configuration)
        var outcomes: [String: Int] = [:]
        var slowest = (seconds: 0.0, index: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<cases {
            var bytes = corpus[Int(next(&seed) % UInt64(corpus.count))]
            let mutations = 1 + Int(next(&seed) % 4)
            for _ in 0..<mutations { mutate(&bytes, corpus: corpus, seed: &seed) }
            let caseStart = DispatchTime.now().uptimeNanoseconds
            let outcome: String
            do {
                let symbol = try Symbol(svg: bytes, name: "fuzz")
                _ = TemplateValidator.validate(bytes)
                _ = try renderer.render(symbol)
                outcome = "rendered"
            } catch {
                outcome = "rejected"
            }
            outcomes[outcome, default: 0] += 1
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - caseStart) / 1e9
            if seconds > slowest.seconds { slowest = (seconds, index) }
            if seconds > 2 {
                print("case \(index): took \(seconds) s — a hang?")
                exit(1)
            }
            if index % 10_000 == 0 { FileHandle.standardError.write(Data("[\(index)/\(cases)]\n".utf8)) }
        }
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print("\(cases) cases in \(Int(clamping: total, to: 0...Int.max)) s: \(outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")); "
              + "no crash; slowest case \(slowest.index) took \(Int(clamping: slowest.seconds * 1000, to: 0...Int.max)) ms")
    }

    /// xorshift64*: deterministic for a seed.
    static func next(_ state: inout UInt64) -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2685821657736338717
    }

    static let interesting: [[UInt8]] = ["1e308", "-1e308", "NaN", "0", "-", ".", "e", "<", ">", "\"", "&", "&#0;", "&#x110000;",
                                          "<g>", "</g>", "<!ENTITY a \"b\">", "]]>", "<![CDATA[", "matrix(0 0 0 0 0 0)",
                                          "id=\"Regular-S\"", "Template v.9.0", "class=\"hierarchical-9:x\""].map { Array($0.utf8) }

    static func mutate(_ bytes: inout [UInt8], corpus: [[UInt8]], seed: inout UInt64) {
        guard !bytes.isEmpty else { bytes = interesting[0]; return }
        let position = Int(next(&seed) % UInt64(bytes.count))
        switch next(&seed) % 7 {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: next(&seed))
        case 1: bytes.insert(UInt8(truncatingIfNeeded: next(&seed) % 128), at: position)
        case 2:
            let length = min(bytes.count - position, Int(next(&seed) % 64))
            bytes.removeSubrange(position..<(position + length))
        case 3:
            let length = min(bytes.count - position, Int(next(&seed) % 256))
            bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
        case 4: bytes.insert(contentsOf: interesting[Int(next(&seed) % UInt64(interesting.count))], at: position)
        case 5:
            let other = corpus[Int(next(&seed) % UInt64(corpus.count))]
            let from = Int(next(&seed) % UInt64(other.count))
            let length = min(other.count - from, Int(next(&seed) % 512))
            bytes.insert(contentsOf: other[from..<(from + length)], at: position)
        default: bytes.removeSubrange(position...)
        }
    }
}
