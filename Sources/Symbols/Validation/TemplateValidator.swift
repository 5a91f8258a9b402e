import SymbolCore
/// The checks the SF Symbols app and Xcode's asset compiler make on templates (Documentation/SymbolFormat.md §1.3–1.6), as
/// located diagnostics. Never crashes: any input gives a list of findings.
public enum TemplateValidator {
    /// Validates the template file at `path`.
    public static func validate(file path: String, limits: XMLLimits = .default) -> [Diagnostic] {
        do {
            let bytes = try FileReader.read(path, maximumSize: limits.maximumFileSize)
            return validate(bytes, file: path, limits: limits)
        } catch {
            return [error]
        }
    }

    /// Validates template bytes.
    public static func validate(_ bytes: [UInt8], file: String? = nil, limits: XMLLimits = .default) -> [Diagnostic] {
        let document: XMLTree
        do {
            document = try XMLReader.parse(bytes, file: file, limits: limits)
        } catch {
            return [error]
        }
        var findings = elementFindings(document, file: file)
        let result: TemplateReader.Result
        do {
            result = try TemplateReader.read(document, file: file)
        } catch {
            return findings + [error]
        }
        findings += result.diagnostics
        findings += modelFindings(result.template, document: document, file: file)
        return findings.sorted { ($0.location?.offset ?? -1) < ($1.location?.offset ?? -1) }
    }

    private static func modelFindings(_ template: SymbolTemplate, document: XMLTree, file: String?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let root = document.root.location
        func error(_ message: String, _ location: FileLocation? = nil) {
            findings.append(Diagnostic(.error, message, file: file, at: location ?? root))
        }
        if template.version > TemplateVersion(7) {
            error("template format \(template.version) is newer than the newest supported (7.0)")
        }
        for scale in SymbolScale.allCases where template.capHeights[scale] == nil {
            error("missing a baseline or capline guide for scale \(scale.templateLetter) (Baseline-\(scale.templateLetter), Capline-\(scale.templateLetter))")
        }
        let v3 = template.version >= TemplateVersion(3)
        let masters = template.hasMasters
        let regularM = TemplateSlotID(.regular, .medium)
        if template.slots[regularM] == nil && !(v3 && masters) {
            error("must have a glyph for Regular weight Medium size (Regular-M)" + (v3 ? ", or the three masters Ultralight-S, Regular-S and Black-S" : ""))
        }
        if v3 {
            let mastersHaveMargins = TemplateSlotID.masters.allSatisfy { template.margins[$0] != nil && template.slots[$0] != nil }
            let regularS = TemplateSlotID(.regular, .small)
            let regularSMargins = template.margins[regularS] != nil && template.slots[regularS] != nil
            let regularMMargins = template.margins[regularM] != nil && template.slots[regularM] != nil
            if !(mastersHaveMargins || regularSMargins || regularMMargins) {
                error("missing margins: give left/right margins for Ultralight-S, Regular-S and Black-S, or for Regular-S, or for Regular-M")
            }
        } else if template.margins[regularM] == nil {
            error("missing the left-margin/right-margin guides of Regular-M")
        }
        if v3 && masters, let problem = SlotResolver.interpolationProblem(template) {
            let complete = TemplateSlotID.all.allSatisfy { template.slots[$0] != nil }
            findings.append(Diagnostic(complete ? .warning : .error, "masters cannot interpolate: \(problem)", file: file,
                                       at: template.slots[TemplateSlotID(.regular, .small)]?.location ?? root))
        }
        if v3 && masters {
            findings += scaleFindings(template, file: file, root: root)
        }
        for slot in template.slots.values.sorted(by: { $0.id < $1.id }) {
            if slot.paths.isEmpty {
                error("slot \(slot.id) is empty", slot.location)
            } else if let box = slot.bounds, box.width <= 0 || box.height <= 0 {
                error("slot \(slot.id) has zero size", slot.location)
            } else if slot.bounds == nil {
                error("slot \(slot.id) has zero size", slot.location)
            }
        }
        return findings
    }

    /// Own slots farther than this (template units) from what the Small masters interpolate to are reported;
    /// Apple's own 27-slot exports stay within 0.05.
    static let slotDeviationTolerance = 0.5

    /// Scales that disagree: masters copied from another scale (the same size, moved), and own slots that differ
    /// from the masters' interpolation, so that one weight sweep would mix drawings of two sizes.
    private static func scaleFindings(_ template: SymbolTemplate, file: String?, root: FileLocation?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for copy in SlotResolver.copiedMasters(template) {
            let names = [SymbolWeight.ultralight, .regular, .black].map { TemplateSlotID($0, copy.scale).description }
            let move = "(\(NumberFormatting.string(copy.dx, maximumFractionDigits: 2)), \(NumberFormatting.string(copy.dy, maximumFractionDigits: 2)))"
            findings.append(Diagnostic(.warning, "\(names.joined(separator: ", ")) are copies of the \(copy.from) masters moved by \(move), not drawn at \(copy.scale)'s size: every \(copy.scale) weight is drawn at \(copy.from) size",
                                       file: file, at: template.slots[TemplateSlotID(.regular, copy.scale)]?.location ?? root))
        }
        let off = SlotResolver.slotDeviations(template).filter { $0.deviation > slotDeviationTolerance }
        if let worst = off.max(by: { $0.deviation < $1.deviation }) {
            let names = off.prefix(8).map(\.slot.description).joined(separator: ", ") + (off.count > 8 ? " and \(off.count - 8) more" : "")
            let amount = worst.deviation.isFinite ? "up to \(NumberFormatting.string(worst.deviation, maximumFractionDigits: 1)) units" : "in their commands"
            findings.append(Diagnostic(.warning, "own slots differ from what the Small masters interpolate to \(amount) (tolerance \(NumberFormatting.string(slotDeviationTolerance, maximumFractionDigits: 2))): \(names); weights drawn from the masters will not match them",
                                       file: file, at: template.slots[worst.slot]?.location ?? root))
        }
        return findings
    }

    /// Element-level checks inside slots: strokes, hidden shapes, unsupported elements.
    private static func elementFindings(_ document: XMLTree, file: String?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var pending: [(XMLElement, inSlot: String?)] = [(document.root, nil)]
        while let (element, slot) = pending.popLast() {
            var slot = slot
            if element.localName == "g", let id = element.attribute("id"), TemplateSlotID(templateID: id) != nil {
                slot = id
            } else if let slot {
                findings += check(element, slot: slot, file: file)
            }
            for child in element.elementChildren.reversed() { pending.append((child, slot)) }
        }
        return findings
    }

    private static func check(_ element: XMLElement, slot: String, file: String?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        func add(_ severity: Diagnostic.Severity, _ message: String) {
            findings.append(Diagnostic(severity, "slot \(slot): " + message, file: file, at: element.location))
        }
        switch element.localName {
        case "path", "g":
            break
        case "rect", "circle", "ellipse", "polygon":
            add(.warning, "<\(element.localName)> should be converted to a <path>")
        case "line", "polyline":
            add(.error, "<\(element.localName)> draws a stroke; convert it to a filled <path>")
        default:
            add(.error, "<\(element.name)> is not supported in a symbol slot (only paths)")
        }
        var properties: [String: String] = [:]
        for attribute in element.attributes { properties[attribute.name] = attribute.value }
        if let style = element.attribute("style") {
            for declaration in StyleDeclarations.parse(Substring(style)) { properties[declaration.name] = declaration.value }
        }
        if let stroke = properties["stroke"], stroke != "none" {
            add(.error, "stroke '\(stroke)': symbols are filled outlines; convert strokes to paths")
        }
        if properties["display"] == "none" || properties["visibility"] == "hidden" || properties["opacity"].flatMap(Double.init) == 0
            || properties["fill"] == "none" {
            add(.error, "hidden shape: it still counts as outline in the compiled symbol; remove it")
        }
        return findings
    }
}
