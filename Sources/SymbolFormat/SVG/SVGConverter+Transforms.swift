import SVGPath
import SymbolCore

/// Transforms: an element's `transform` (SVG's attribute or CSS's property) about its `transform-origin`.
extension SVGConverter {
    /// An element's `transform` (from CSS when `style` has one, else the attribute) about its `transform-origin`
    /// (from `style`, else the attribute).
    mutating func elementTransform(_ element: XMLElement, style: SVGStyle? = nil) -> AffineTransform {
        var transform = AffineTransform.identity
        if let css = style?.cssTransform {
            do { transform = try TransformParser.parse(Self.unitlessTransform(css)) } catch {
                diagnose(.warning, "invalid transform in CSS ignored: \(error.message)", at: element)
            }
        } else if let attribute = element.attributeNode("transform") {
            do { transform = try TransformParser.parse(Substring(attribute.value)) } catch {
                let location = document.location(atOffset: attribute.valueLocation.offset + error.offset)
                diagnose(.warning, "invalid transform ignored: \(error.message)", location: location)
            }
        }
        guard transform != .identity, let origin = style?.transformOrigin ?? element.attribute("transform-origin") else { return transform }
        return originTransform(transform, origin: origin, at: element)
    }

    /// A CSS `transform` in SVG's syntax: the `px` and `deg` units after numbers dropped (`rotate(45deg)` is SVG's
    /// `rotate(45)`); anything else is left for the parser to accept or refuse.
    static func unitlessTransform(_ css: String) -> Substring {
        var out = ""
        var rest = Substring(css)
        while let first = rest.first {
            let afterNumber = out.last.map { $0.isNumber || $0 == "." } ?? false
            if afterNumber, let unit = ["px", "deg"].first(where: { rest.prefix(3).lowercased().hasPrefix($0) }) {
                rest = rest.dropFirst(unit.count)
                continue
            }
            out.append(first)
            rest = rest.dropFirst()
        }
        return Substring(out)
    }

    /// `transform` about a `transform-origin` value, percentages of the current viewport; an invalid origin is
    /// ignored with a warning.
    mutating func originTransform(_ transform: AffineTransform, origin: String, at element: XMLElement) -> AffineTransform {
        guard let point = TransformOrigin.parse(Substring(origin).trimmingSVGSpace(), box: viewport) else {
            warnOnce("invalid transform-origin '\(origin)' ignored", at: element)
            return transform
        }
        return TransformOrigin.apply(transform, about: point)
    }
}
