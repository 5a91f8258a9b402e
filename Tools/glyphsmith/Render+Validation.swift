import ArgumentParser
import SymbolRender
import SymbolAssets
import SymbolCore

/// What `render` checks before running, and the slice and format its options describe.
extension Render {
    func validate() throws {
        if let height = size?.height, !(height > 0 && height == height.rounded()) {
            throw ValidationError("--size takes whole numbers of pixels above 0, got a height of \(NumberFormatting.described(height))")
        }
        if let opacity, !(opacity >= 0 && opacity <= 1) { throw ValidationError("--opacity \(NumberFormatting.described(opacity)) is out of range: use a value in 0…1") }
        if (fit != nil || position != nil) && size == nil { throw ValidationError("--fit and --position place the drawing in the --size box; add --size") }
        for value in size?.values ?? [] {
            guard value > 0, value == value.rounded() else { throw ValidationError("--size takes whole numbers of pixels above 0, got \(NumberFormatting.described(value))") }
            let side = Int(clamping: value * (symbol.pixelScale.values.max() ?? 1), to: 1...1_000_000_000)
            do { try Rasterizer().checkCanvas(width: side, height: side) } catch {
                throw ValidationError("--size \(NumberFormatting.described(value)): \(error.description)")
            }
        }
        if let outputPattern, !outputPattern.contains("{name}") {
            throw ValidationError("--output-pattern must contain {name}, or every input would write the same file")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if cicp && colorSpace != .displayP3 { throw ValidationError("--cicp tags Display P3 PNGs; add --color-space display-p3") }
        if colorSpace == .displayP3, try outputFormat() != .png {
            throw ValidationError("--color-space display-p3 writes PNGs; PDF and SVG documents are written in sRGB")
        }
        _ = try outputFormat()
        if slice == nil && (sliceCenter != nil || slicePeriod != nil || capInsets != nil) {
            throw ValidationError("--slice-center, --slice-period and --cap-insets describe a slice; add --slice 3-part-horizontal|3-part-vertical|9-part")
        }
        if let slice = try imageSlice() {
            do { try slice.validate() } catch { throw ValidationError("--slice: \(error.description)") }
            if let scale = symbol.pixelScale.values.first(where: { $0 != $0.rounded() || $0 < 1 }) {
                throw ValidationError("--slice needs whole pixel scales (1, 2, 3), got \(NumberFormatting.described(scale))")
            }
            if format != nil && format != .png { throw ValidationError("a sliced image is written as PNG (Xcode keeps no vector data with resizing)") }
        }
        if direction == .both { throw ValidationError("--direction both names two drawings; render each file with its own direction") }
        if let locale, !SymbolAssets.LocalizedSource.isLocaleCode(locale.replacing("_", with: "-")) {
            throw ValidationError("--locale '\(locale)' is not a locale code: use a language such as ar, he, ja or zh-Hans")
        }
        if let background, (try? SymbolColor(parsing: background)) == nil {
            throw ValidationError("--background '\(background)' is not a color (try '#ffffff', 'white' or 'systemBackground')")
        }
    }

    /// The slice `--slice`, `--slice-center`, `--slice-period` and `--cap-insets` describe, or nil.
    func imageSlice() throws -> ImageSlice? {
        guard let slice else { return nil }
        var insets = ImageSlice.CapInsets.auto
        if let capInsets, capInsets != "auto" {
            let parts = capInsets.split(separator: ",", omittingEmptySubsequences: false)
            let values = parts.compactMap { NumberScanner.parse(String($0.filter { $0 != " " })) }
            guard parts.count == 4, values.count == 4 else {
                throw ValidationError("--cap-insets '\(capInsets)' must be auto or four numbers of points: top,left,bottom,right")
            }
            insets = .points(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        return ImageSlice(mode: slice, center: sliceCenter ?? .stretch, capInsets: insets, period: slicePeriod)
    }

    /// The format: `--format`, else the single output's extension, else PNG; a clash between the two is an error
    /// (`--format pdf -o x.png` would write a PDF named .png).
    func outputFormat() throws -> OutputFormat {
        let lowered = output.lowercased()
        let implied = OutputFormat.allCases.first { lowered.hasSuffix("." + $0.rawValue) }
        if let format, let implied, format != implied {
            throw ValidationError("--format \(format.rawValue) does not match the output's extension (\(output)); name it .\(format.rawValue) or drop --format")
        }
        return format ?? implied ?? .png
    }
}
