import Dispatch
import Synchronization
import Testing
import SymbolRender
import SymbolTesting
import SymbolAuthoring
import SymbolImport
@testable import SymbolLibrary

/// Every name of the library, drawn as users will draw it.
@Suite struct LibraryRenderingTests {
    static let library = try! SymbolLibrary.bundled()
    static let symbols: [(SymbolLibrary.Entry, Symbol)] = library.entries.map { ($0, try! Symbol(contentsOf: library.templatePath(for: $0))) }

    /// One case per weight, so that Swift Testing spreads the library's 91,000 renders over the cores.
    @Test(arguments: SymbolWeight.allCases)
    func everyNameRendersInEverySlotAndMode(weight: SymbolWeight) throws {
        let modes: [SymbolConfiguration] = [
            SymbolConfiguration(renderingMode: .monochrome),
            SymbolConfiguration(hierarchicalColor: .systemBlue),
            SymbolConfiguration(paletteColors: [.systemRed, .systemGreen, .systemBlue]),
            SymbolConfiguration(renderingMode: .multicolor),
        ]
        var failures: [String] = []
        for (entry, symbol) in Self.symbols {
            for scale in SymbolScale.allCases {
                for paint in modes {
                    let configuration = SymbolConfiguration(pointSize: 6, weight: weight, scale: scale).applying(paint)
                    do {
                        let image = try SymbolRenderer(configuration: configuration).render(symbol)
                        if !image.bitmap.pixels.enumerated().contains(where: { $0.offset % 4 == 3 && $0.element > 0 }) {
                            failures.append("\(entry.name) \(weight)-\(scale) \(paint.renderingMode!): nothing drawn")
                        }
                    } catch {
                        failures.append("\(entry.name) \(weight)-\(scale): \(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(10))")
    }

    @Test func everyTemplateValidatesWithoutWarningsAndInterpolates() {
        for entry in Self.library.entries {
            let findings = TemplateValidator.validate(file: Self.library.templatePath(for: entry))
            #expect(findings.isEmpty, "\(entry.name): \(findings.map(\.description))")
        }
    }

    /// Ink of every symbol at Regular-M stays within the cap band widened by 15 % of the cap height on each side.
    @Test func inkStaysWithinTheCapBand() throws {
        var outside: [String] = []
        for (entry, symbol) in Self.symbols {
            let configuration = SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium, pixelScale: 4)
            let metrics = try #require(try SymbolRenderer(configuration: configuration).render(symbol).metrics)
            // Tight canvas: the image is the ink. Baseline offset from the bottom, cap height, image height, in points.
            let bottom = -metrics.baselineOffsetFromBottom
            let top = Double(metrics.pixelHeight) / metrics.pixelScale - metrics.baselineOffsetFromBottom
            let slack = 0.15 * metrics.capHeight
            if bottom < -slack - 0.3 || top > metrics.capHeight + slack + 0.3 {
                outside.append("\(entry.name) spans \(bottom)…\(top) pt (cap \(metrics.capHeight))")
            }
        }
        #expect(outside.isEmpty, "\(outside.count): \(outside.prefix(10))")
    }

    /// The stroke width of Regular symbols drawn with plain strokes, measured in pixels as the median of twice
    /// the distance to the background along the ink's ridge, varies by less than ±10 % around the library's median.
    @Test func strokeWidthIsConsistentAcrossTheLibrary() throws {
        // Drawn symbols made of plain strokes (no solid shapes, no thinner details, not dots alone).
        let drawings = try LibraryAuthor.readDrawings(in: Self.library.folder + "/Drawings")
        let stroked = Set(drawings.filter { drawing in
            let shapes = drawing.layers.flatMap(\.shapes)
            return shapes.allSatisfy { !$0.filled && $0.weight == 1 } && shapes.contains { ($0.centerline.bounds.map { max($0.width, $0.height) } ?? 0) > 1 }
        }.map(\.name))
        let measured = Self.symbols.filter { stroked.contains($0.0.name) }
        // Each symbol is measured on its own, on every core: the measure is the suite's most expensive loop.
        let results = Mutex<[Result<Double?, any Error>?]>(Array(repeating: nil, count: measured.count))
        DispatchQueue.concurrentPerform(iterations: measured.count) { index in
            let configuration = SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium, pixelScale: 16)
            let width = Result { try StrokeWidthEstimate.width(SymbolRenderer(configuration: configuration).render(measured[index].1).bitmap) }
            results.withLock { $0[index] = width }
        }
        var widths: [(String, Double)] = []
        for (index, result) in results.withLock({ $0 }).enumerated() {
            if let width = try #require(result).get() { widths.append((measured[index].0.name, width)) }
        }
        let sorted = widths.map(\.1).sorted()
        let median = sorted[sorted.count / 2]
        let off = widths.filter { abs($0.1 / median - 1) >= 0.10 }
        #expect(widths.count >= 100)
        #expect(off.isEmpty, "median \(median) px; off by 10 % or more: \(off.map { "\($0.0) \($0.1)" })")
    }

    /// Reference images of a sample of the library, through the package's own snapshot tool.
    @Test(arguments: ["heart", "speaker.wave.3", "trash", "wifi", "exclamationmark.triangle.fill", "person.2", "clock.circle.fill", "bell.slash", "cloud.rain", "paintpalette"])
    func sampleSnapshots(name: String) throws {
        let entry = try #require(Self.library.entry(named: name))
        let symbol = try Symbol(contentsOf: Self.library.templatePath(for: entry))
        let paints: [(String, SymbolConfiguration)] = [
            ("monochrome", SymbolConfiguration(renderingMode: .monochrome)),
            ("hierarchical", SymbolConfiguration(hierarchicalColor: .systemBlue)),
            ("palette", SymbolConfiguration(paletteColors: [.systemRed, .systemGreen, .systemBlue])),
            ("multicolor", SymbolConfiguration(renderingMode: .multicolor)),
        ]
        for (mode, paint) in paints {
            for appearance in [Appearance.light, .dark] {
                var configuration = SymbolConfiguration(pointSize: 24, weight: .regular, scale: .medium, pixelScale: 2).applying(paint)
                configuration.appearance = appearance
                assertSymbolSnapshot(of: try SymbolRenderer(configuration: configuration).render(symbol), named: "\(name)-\(mode)-\(appearance.rawValue)")
            }
        }
    }
}

/// Stroke width from pixels: the exact distance from each ink pixel (alpha ≥ 50 %) to the nearest background
/// pixel, then the median over ridge pixels (local maxima across the stroke) of twice that distance, less the
/// half pixel between pixel centres and edges. Straight runs and curves dominate, so joins barely move it.
enum StrokeWidthEstimate {
    static func width(_ bitmap: Bitmap) -> Double? {
        let w = bitmap.width, h = bitmap.height
        func ink(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < w && y < h && bitmap.pixels[(y * w + x) * 4 + 3] >= 128 }
        var distance = [Double](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w where ink(x, y) {
            // Growing square rings; a ring at Chebyshev radius r cannot hold anything closer than r.
            var best = Double.infinity
            // The result is 1-Lipschitz (a minimum of distances), and a background pixel's own term is at most
            // half a pixel below its distance, so with the left neighbour's result b no background pixel lies
            // nearer than b − 1.5: rings up to (b − 1.5)/√2 are all ink and need no search. Same result, half the work.
            let left = x > 0 ? distance[y * w + x - 1] : 0
            var r = left.isFinite ? max(1, Int(((left - 1.5) / 2.0.squareRoot()).rounded(.down))) : 1
            while Double(r) - 0.5 < best, r < 40 {
                for i in -r...r {
                    for (dx, dy) in [(i, -r), (i, r), (-r, i), (r, i)] where !ink(x + dx, y + dy) {
                        // The edge lies inside that background pixel by its coverage (sub-pixel correction).
                        let bx = x + dx, by = y + dy
                        let alpha = bx >= 0 && by >= 0 && bx < w && by < h ? Double(bitmap.pixels[(by * w + bx) * 4 + 3]) / 255 : 0
                        best = min(best, Double(dx * dx + dy * dy).squareRoot() - 0.5 + alpha)
                    }
                }
                r += 1
            }
            distance[y * w + x] = best
        } }
        func at(_ x: Int, _ y: Int) -> Double { x < 0 || y < 0 || x >= w || y >= h ? 0 : distance[y * w + x] }
        var ridge: [Double] = []
        for y in 0..<h { for x in 0..<w {
            let d = distance[y * w + x]
            guard d > 1 else { continue }
            // A local maximum across the stroke: along the stroke the neighbours are equal, which does not count.
            let across = [(1, 0), (0, 1), (1, 1), (1, -1)].contains {
                let a = at(x - $0.0, y - $0.1), b = at(x + $0.0, y + $0.1)
                return d >= a && d >= b && (d > a || d > b)
            }
            if across { ridge.append(d) }
        } }
        guard ridge.count > 10 else { return nil }
        // Staircase edges make spurious shallow maxima; the deep ridge of the strokes is the most common depth.
        var histogram: [Int: Int] = [:]
        for d in ridge where d > 2 { histogram[Int((d * 2).rounded()), default: 0] += 1 }
        guard let mode = histogram.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key else { return nil }
        return Double(mode)
    }
}

