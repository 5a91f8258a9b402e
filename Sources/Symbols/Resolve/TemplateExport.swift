/// Exports a symbol template as a variable (three masters) or static (27 resolved slots) template file.
package enum TemplateExport {
    /// The SVG text; nil when the template has nothing to export in that form (a variable export needs
    /// interpolatable masters).
    package static func svg(_ template: SymbolTemplate, form: TemplateWriter.Form, name: String) -> String? {
        var slots: [TemplateWriter.Slot] = []
        let ids: [TemplateSlotID]
        switch form {
        case .variable:
            guard SlotResolver.interpolationProblem(template) == nil else { return nil }
            ids = TemplateSlotID.masters
        case .static:
            ids = TemplateSlotID.all
        }
        for id in ids {
            guard let glyph = SlotResolver.resolve(template, weight: id.weight, scale: id.scale) else { return nil }
            let margins = glyph.margins ?? glyph.bounds.map { TemplateMargins(left: $0.minX, right: $0.maxX) }
                ?? TemplateMargins(left: 0, right: 0)
            slots.append(TemplateWriter.Slot(id: id, paths: glyph.paths, margins: margins))
        }
        // Interpolation and per-variant margins need v3; keep newer versions as they are.
        let version = max(template.version, TemplateVersion(3))
        var capHeights = template.capHeights
        for scale in SymbolScale.allCases where capHeights[scale] == nil {
            capHeights[scale] = SlotResolver.capHeight(template, scale)
        }
        return TemplateWriter.write(version: version, capHeights: capHeights, slots: slots, layerRules: template.layerRules, name: name)
    }
}
