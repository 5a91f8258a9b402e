import SVGPath

/// Writes templates back to SVG in the SF Symbols app's layout (3300×2200, `Notes`/`Guides`/`Symbols`,
/// `<line>` guides, `matrix(1 0 0 1 x baseline)` slot transforms), so Xcode and the SF Symbols app accept them.
///
/// Two forms (Documentation/SymbolFormat.md §1.3): a *variable* template holds the three small masters with their margins; a
/// *static* template holds all 27 slots, each with its own margins. Numbers are formatted by our own code with
/// six decimals, so a read → write → read round trip keeps geometry to 1e-6 units.
package enum TemplateWriter {
    /// Which slots to write.
    package enum Form: Sendable, Hashable {
        /// Ultralight-S, Regular-S and Black-S with margins (template v3+).
        case variable
        /// All 27 slots.
        case `static`
    }

    /// One slot to write: paths in slot-local coordinates and margins.
    package struct Slot: Sendable {
        /// Which slot.
        package var id: TemplateSlotID
        /// The paths with their classes.
        package var paths: [TemplatePath]
        /// Margins in local x.
        package var margins: TemplateMargins

        /// Creates a slot.
        package init(id: TemplateSlotID, paths: [TemplatePath], margins: TemplateMargins) {
            self.id = id
            self.paths = paths
            self.margins = margins
        }
    }

    /// Column centres of Apple's layout, Ultralight … Black (§1.5).
    static let columnCenters: [Double] = (0..<9).map { 559.711 + 296.711 * Double($0) }
    /// Baselines of the S, M and L rows.
    static let baselines: [SymbolScale: Double] = [.small: 696, .medium: 1126, .large: 1556]

    /// The SVG text of a template with the given slots.
    package static func write(version: TemplateVersion, capHeights: [SymbolScale: Double], slots: [Slot],
                             layerRules: [LayerRule], name: String, pathFractionDigits: Int = 6) -> String {
        func n(_ v: Double) -> String { NumberFormatting.string(v, maximumFractionDigits: 6) }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg
            PUBLIC "-//W3C//DTD SVG 1.1//EN"
                   "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
             <!--glyph: "\(escape(name))", template writer: glyphsmith-->

            """
        if !layerRules.isEmpty {
            out += " <style>\n"
            for rule in layerRules {
                out += "  .\(rule.className) {" + rule.properties.map { "\($0.name):\($0.value)" }.joined(separator: ";") + "}\n"
            }
            out += " </style>\n"
        }
        out += """
             <g id="Notes">
              <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
              <text id="template-version" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:end;" transform="matrix(1 0 0 1 3036 1933)">Template v.\(version)</text>
              <text id="descriptive-name" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:end;" transform="matrix(1 0 0 1 3036 1969)">Generated from \(escape(name))</text>
             </g>
             <g id="Guides">

            """
        for scale in SymbolScale.allCases {
            let baseline = baselines[scale]!
            let capline = baseline - (capHeights[scale] ?? capHeights[.medium] ?? 70.459)
            out += "  <line id=\"Baseline-\(scale.templateLetter)\" style=\"fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;\" x1=\"263\" x2=\"3036\" y1=\"\(n(baseline))\" y2=\"\(n(baseline))\"/>\n"
            out += "  <line id=\"Capline-\(scale.templateLetter)\" style=\"fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;\" x1=\"263\" x2=\"3036\" y1=\"\(n(capline))\" y2=\"\(n(capline))\"/>\n"
        }
        var placed: [(Slot, Double)] = []
        for slot in slots.sorted(by: { $0.id < $1.id }) {
            let center = columnCenters[slot.id.weight.rawValue - 1]
            let width = slot.margins.right - slot.margins.left
            // The slot's origin is its left margin; margins are centred on the column as Apple lays them out.
            let originX = center - width / 2 - slot.margins.left
            placed.append((slot, originX))
            let baseline = baselines[slot.id.scale]!
            let (top, bottom) = (baseline - 95.216, baseline + 24.121)
            for (side, x) in [("left", slot.margins.left), ("right", slot.margins.right)] {
                out += "  <line id=\"\(side)-margin-\(slot.id)\" style=\"fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;\" x1=\"\(n(originX + x))\" x2=\"\(n(originX + x))\" y1=\"\(n(top))\" y2=\"\(n(bottom))\"/>\n"
            }
        }
        out += " </g>\n <g id=\"Symbols\">\n"
        for (slot, originX) in placed.reversed() {
            out += "  <g id=\"\(slot.id)\" transform=\"matrix(1 0 0 1 \(n(originX)) \(n(baselines[slot.id.scale]!)))\">\n"
            for path in slot.paths {
                let classes = path.classes.isEmpty ? "" : " class=\"\(escape(path.classes.joined(separator: " ")))\""
                out += "   <path\(classes) d=\"\(PathWriter.string(for: path.path, maximumFractionDigits: pathFractionDigits))\"/>\n"
            }
            out += "  </g>\n"
        }
        out += " </g>\n</svg>\n"
        return out
    }

    private static func escape(_ text: String) -> String { XMLEscaping.escaped(text) }
}
