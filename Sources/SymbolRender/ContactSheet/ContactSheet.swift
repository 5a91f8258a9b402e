/// A grid of rendered images with row and column labels, drawn twice — on a light and on a dark background — into
/// one image, so a reviewer sees every variant in both appearances at a glance.
public struct ContactSheet: Sendable {
    /// One cell: an image, or nothing (an empty cell).
    public struct Cell: Sendable {
        /// The image shown on the light panel.
        public var light: Bitmap?
        /// The image shown on the dark panel (defaults to the light one).
        public var dark: Bitmap?
        /// A line of text under the image (shortened with "…" to the cell's width), such as a file name.
        public var caption: String?

        /// Creates a cell; give `dark` when the image differs by appearance.
        public init(light: Bitmap?, dark: Bitmap? = nil, caption: String? = nil) {
            self.light = light
            self.dark = dark ?? light
            self.caption = caption
        }
    }

    /// The sheet's title, printed at the top.
    public var title: String
    /// Column labels.
    public var columns: [String]
    /// Row labels.
    public var rows: [String]
    /// Cells in row-major order (`rows.count × columns.count`).
    public var cells: [Cell]

    /// Creates a sheet.
    public init(title: String, columns: [String], rows: [String], cells: [Cell]) {
        self.title = title
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    static let header = 28.0, columnHeader = 20.0

    /// The least height of a sheet of `rows` rows (every cell empty): a list too long for Cairo's side limit is
    /// refused by it before its cells are rendered.
    static func minimumHeight(rows: Int, captioned: Bool) -> Double {
        header + 2 * (columnHeader + (48 + (captioned ? 14 : 0)) * Double(rows)) + 8
    }

    static let lightBackground = RGBAColor(red8: 255, green8: 255, blue8: 255)
    static let darkBackground = RGBAColor(red8: 28, green8: 28, blue8: 30)

    /// Renders the sheet.
    public func render() throws(RenderError) -> Bitmap {
        let images = cells.flatMap { [$0.light, $0.dark] }.compactMap { $0 }
        let hasCaptions = cells.contains { $0.caption != nil }
        let captionHeight = hasCaptions ? 14.0 : 0
        let cellWidth = Double(max(hasCaptions ? 96 : 64, (images.map(\.width).max() ?? 0) + 16))
        let cellHeight = Double(max(48, (images.map(\.height).max() ?? 0) + 16)) + captionHeight
        let labelWidth = Double(max(80, (rows.map(\.count).max() ?? 0) * 7 + 16))
        let header = Self.header, columnHeader = Self.columnHeader
        let panelHeight = columnHeader + cellHeight * Double(rows.count)
        // Wide enough for the grid and for the title (about 8 px per character at 13 px bold).
        // Clamped: past Int.max the check below refuses the sheet all the same, before Cairo is asked for it.
        let width = Int(clamping: max(labelWidth + cellWidth * Double(columns.count) + 8, Double(title.count * 8 + 16)), to: 1...Int.max)
        let height = Int(clamping: header + 2 * panelHeight + 8, to: 1...Int.max)
        try Rasterizer().checkCanvas(width: width, height: height)
        let canvas = try CairoCanvas(width: width, height: height)
        // Shortened once for both panels (measuring text is the slow part of a sheet).
        let captions = cells.map { cell in cell.caption.map { canvas.fitting($0, width: cellWidth - 6, size: 9) } }
        canvas.paint(Self.lightBackground)
        canvas.drawText(title, x: 8, y: 19, size: 13, color: .black, bold: true)
        for (panel, dark) in [false, true].enumerated() {
            let top = header + Double(panel) * panelHeight
            let background = dark ? Self.darkBackground : Self.lightBackground
            let ink = dark ? RGBAColor(red8: 235, green8: 235, blue8: 245) : RGBAColor(red8: 60, green8: 60, blue8: 67)
            canvas.fillRect(x: 0, y: top, width: Double(width), height: panelHeight, color: background)
            for (c, label) in columns.enumerated() {
                canvas.drawText(label, x: labelWidth + cellWidth * (Double(c) + 0.5), y: top + 14, size: 10, color: ink, centered: true)
            }
            for (r, label) in rows.enumerated() {
                let rowTop = top + columnHeader + cellHeight * Double(r)
                canvas.drawText(label, x: 8, y: rowTop + cellHeight / 2 + 4, size: 10, color: ink)
                for c in columns.indices {
                    let index = r * columns.count + c
                    guard index < cells.count else { continue }
                    let cellLeft = labelWidth + cellWidth * Double(c)
                    if let caption = captions[index] {
                        canvas.drawText(caption, x: cellLeft + cellWidth / 2,
                                        y: rowTop + cellHeight - 5, size: 9, color: ink, centered: true)
                    }
                    guard let image = dark ? cells[index].dark : cells[index].light else { continue }
                    // Whole-pixel placement keeps images crisp and the sheet deterministic.
                    let x = (cellLeft + (cellWidth - Double(image.width)) / 2).rounded(.down)
                    let y = (rowTop + (cellHeight - captionHeight - Double(image.height)) / 2).rounded(.down)
                    canvas.draw(image, x: x, y: y)
                }
            }
        }
        return canvas.bitmap()
    }
}
