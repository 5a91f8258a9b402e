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

    /// One case per weight, so that Swift Testing spreads the library's renders over the cores. Every name is
    /// drawn in monochrome at all 27 slots (where its outlines change), and in the three colour modes at one scale
    /// per weight, each scale three times: a colour mode paints the same layers at every slot (a template's layers
    /// do not vary by slot), so what it can get wrong — a level, a palette slot, a multicolor colour — shows at any
    /// one. That is 54 renders per name instead of 108; `glyphsmith-author --check` draws every slot's shape in
    /// the release build.
    @Test(arguments: SymbolWeight.allCases)
    func everyNameRendersInEverySlotAndMode(weight: SymbolWeight) throws {
        let colourModes: [SymbolConfiguration] = [
            SymbolConfiguration(hierarchicalColor: .systemBlue),
            SymbolConfiguration(paletteColors: [.systemRed, .systemGreen, .systemBlue]),
            SymbolConfiguration(renderingMode: .multicolor),
        ]
        let colourScale = SymbolScale.allCases[SymbolWeight.allCases.firstIndex(of: weight)! % SymbolScale.allCases.count]
        var failures: [String] = []
        // One renderer per slot and mode, each drawing every name.
        for scale in SymbolScale.allCases {
            let modes = [SymbolConfiguration(renderingMode: .monochrome)] + (scale == colourScale ? colourModes : [])
            for paint in modes {
                let renderer = SymbolRenderer(configuration: SymbolConfiguration(pointSize: 6, weight: weight, scale: scale).applying(paint))
                for (entry, symbol) in Self.symbols {
                    do {
                        let pixels = try renderer.render(symbol).bitmap.pixels
                        let drawn = pixels.withUnsafeBufferPointer { pixels in stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] > 0 } }
                        if !drawn { failures.append("\(entry.name) \(weight)-\(scale) \(paint.renderingMode!): nothing drawn") }
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
        let drawings = try LibraryAuthor.readSketches(in: Self.library.folder + "/Sketches")
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
///
/// The loops read and write through buffer pointers and allocate nothing per pixel: the test target is built for
/// debugging, where a small array per pixel cost more than the arithmetic (the measure ran 8 s of the suite).
enum StrokeWidthEstimate {
    static func width(_ bitmap: Bitmap) -> Double? {
        let w = bitmap.width, h = bitmap.height
        return distances(bitmap).withUnsafeBufferPointer { distance -> Double? in
            func at(_ x: Int, _ y: Int) -> Double { x < 0 || y < 0 || x >= w || y >= h ? 0 : distance[y * w + x] }
            var ridge = 0
            // Staircase edges make spurious shallow maxima; the deep ridge of the strokes is the most common depth.
            var histogram: [Int: Int] = [:]
            for y in 0..<h { for x in 0..<w {
                let d = distance[y * w + x]
                guard d > 1 else { continue }
                // A local maximum across the stroke: along the stroke the neighbours are equal, which does not count.
                func peak(_ dx: Int, _ dy: Int) -> Bool {
                    let a = at(x - dx, y - dy), b = at(x + dx, y + dy)
                    return d >= a && d >= b && (d > a || d > b)
                }
                guard peak(1, 0) || peak(0, 1) || peak(1, 1) || peak(1, -1) else { continue }
                ridge += 1
                if d > 2 { histogram[Int((d * 2).rounded()), default: 0] += 1 }
            } }
            guard ridge > 10 else { return nil }
            guard let mode = histogram.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key else { return nil }
            return Double(mode)
        }
    }

    /// For each ink pixel (alpha ≥ 50 %), the exact distance to the nearest background pixel, less the half pixel
    /// between pixel centres and edges, plus that pixel's coverage (the edge lies inside it by that much); 0 elsewhere.
    /// Outside the bitmap is background with no coverage.
    ///
    /// A background pixel's coverage is below one half, so the nearest one by centre (squared distance D², from an
    /// exact distance transform) bounds the result below D, and only background pixels closer than D + ½ can reach
    /// it: those in a thin ring, not a disc, are searched.
    static func distances(_ bitmap: Bitmap) -> [Double] {
        let w = bitmap.width, h = bitmap.height
        let squared = squaredDistanceToBackground(bitmap)
        var distance = [Double](repeating: 0, count: w * h)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            squared.withUnsafeBufferPointer { squared in
                distance.withUnsafeMutableBufferPointer { distance in
                    func alpha(_ x: Int, _ y: Int) -> UInt8 { x >= 0 && y >= 0 && x < w && y < h ? pixels[(y * w + x) * 4 + 3] : 0 }
                    for y in 0..<h { for x in 0..<w where alpha(x, y) >= 128 {
                        let nearest = squared[(y + 1) * (w + 2) + x + 1]
                        let limit = (nearest.squareRoot() + 0.5) * (nearest.squareRoot() + 0.5)
                        let reach = Int(limit.squareRoot())
                        var best = Double.infinity
                        func consider(_ sx: Int, _ dy: Int) {
                            let a = alpha(x + sx, y + dy)
                            guard a < 128 else { return }
                            let coverage = Double(a) / 255
                            best = min(best, Double(sx * sx + dy * dy).squareRoot() - 0.5 + coverage)
                        }
                        for dy in -reach...reach {
                            // Columns with nearest ≤ dx² + dy² < limit, both sides; nearer ones are ink by definition.
                            var dx = max(0, Int((max(0, nearest - Double(dy * dy))).squareRoot()) - 1)
                            while Double(dx * dx + dy * dy) < limit {
                                if Double(dx * dx + dy * dy) >= nearest {
                                    if dx == 0 { consider(0, dy) } else { consider(-dx, dy); consider(dx, dy) }
                                }
                                dx += 1
                            }
                        }
                        distance[y * w + x] = best
                    } }
                }
            }
        }
        return distance
    }

    /// Squared distance from each pixel of the bitmap framed by one background pixel to the nearest background pixel
    /// centre: Felzenszwalb and Huttenlocher's separable transform, columns then rows.
    static func squaredDistanceToBackground(_ bitmap: Bitmap) -> [Double] {
        let w = bitmap.width + 2, h = bitmap.height + 2
        var grid = [Double](repeating: 0, count: w * h)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            grid.withUnsafeMutableBufferPointer { grid in
                for y in 0..<bitmap.height { for x in 0..<bitmap.width where pixels[(y * bitmap.width + x) * 4 + 3] >= 128 {
                    grid[(y + 1) * w + x + 1] = .infinity
                } }
                let line = Transform(capacity: max(w, h))
                for x in 0..<w { line.run(grid.baseAddress! + x, count: h, stride: w) }
                for y in 0..<h { line.run(grid.baseAddress! + y * w, count: w, stride: 1) }
                line.deallocate()
            }
        }
        return grid
    }

    /// The 1-D squared distance transform: the lower envelope of parabolas rooted at the finite samples, in place
    /// along a strided line, with scratch space reused from line to line.
    struct Transform {
        let f: UnsafeMutablePointer<Double>
        let roots: UnsafeMutablePointer<Int>
        let bounds: UnsafeMutablePointer<Double>

        init(capacity: Int) {
            f = .allocate(capacity: capacity)
            roots = .allocate(capacity: capacity)
            bounds = .allocate(capacity: capacity)
        }

        func deallocate() {
            f.deallocate(); roots.deallocate(); bounds.deallocate()
        }

        func run(_ line: UnsafeMutablePointer<Double>, count n: Int, stride: Int) {
            for q in 0..<n { f[q] = line[q * stride] }
            var count = 0
            for q in 0..<n where f[q].isFinite {
                while count > 0 {
                    let last = roots[count - 1]
                    let s = ((f[q] + Double(q * q)) - (f[last] + Double(last * last))) / Double(2 * (q - last))
                    if s <= bounds[count - 1] { count -= 1 } else { roots[count] = q; bounds[count] = s; count += 1; break }
                }
                if count == 0 { roots[0] = q; bounds[0] = -.infinity; count = 1 }
            }
            guard count > 0 else { return }
            var k = 0
            for q in 0..<n {
                while k + 1 < count, bounds[k + 1] < Double(q) { k += 1 }
                let d = q - roots[k]
                line[q * stride] = Double(d * d) + f[roots[k]]
            }
        }
    }
}
