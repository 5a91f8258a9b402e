import CPlatform
import SVGPath

/// The shape commands of the drawing language as centerlines: `line`, `polygon`, `path`, `rect`, `circle`,
/// `ellipse`, `arc`, `dot`, `disk`, each followed by options (`fill`, `cap=`, `join=`, `weight=`, `heavier=`).
package enum ShapeCenterlines {
    /// An error in one shape line.
    package struct ShapeError: Error {
        package var message: String
    }

    /// The shape a command line describes.
    package static func shape(_ command: String, arguments words: [String]) throws(ShapeError) -> SketchShape {
        var shape = SketchShape(centerline: VectorPath())
        var operands: [String] = []
        for word in words {
            if word == "fill" {
                shape.filled = true
            } else if word.hasPrefix("cap=") {
                guard let cap = StrokeGeometry.Cap(rawValue: String(word.dropFirst(4))) else { throw ShapeError(message: "expected cap=butt|round|square") }
                shape.cap = cap
            } else if word.hasPrefix("join=") {
                switch word.dropFirst(5) {
                case "round": shape.join = .round
                case "miter": shape.join = .miter(limit: 4)
                case "bevel": shape.join = .bevel
                default: throw ShapeError(message: "expected join=round|miter|bevel")
                }
            } else if word.hasPrefix("weight=") {
                guard let w = Double(word.dropFirst(7)), w > 0, w <= 4 else { throw ShapeError(message: "expected weight=NUMBER in (0, 4]") }
                shape.weight = w
            } else if word.hasPrefix("heavier=") {
                guard let share = Double(word.dropFirst(8)), share >= 0, share <= 1 else {
                    throw ShapeError(message: "expected heavier=SHARE in [0, 1]: the share of the Regular-to-Black progression this shape takes")
                }
                shape.heavierShare = share
            } else {
                operands.append(word)
            }
        }
        if command == "path" {
            // A path with no data would be a shape with no ink: a name drawn with a part missing.
            guard !operands.isEmpty else { throw ShapeError(message: "`path` has no path data: expected `path M X Y …`") }
            do { shape.centerline = try PathParser.parseStrict(operands.joined(separator: " ")) } catch {
                throw ShapeError(message: "path data: \(error.message) at byte \(error.offset)")
            }
            return shape
        }
        var numbers: [Double] = []
        for operand in operands {
            guard let n = Double(operand), n.isFinite else {
                let hint = operand.first.map { "MLHVCSQTAZmlhvcsqtaz".contains($0) } == true ? " (path data goes on a `path` line)" : ""
                throw ShapeError(message: "`\(command)`: `\(operand)` is not a number\(hint)")
            }
            numbers.append(n)
        }
        func need(_ counts: [Int], _ usage: String) throws(ShapeError) {
            guard counts.contains(numbers.count) else { throw ShapeError(message: "expected `\(usage)`") }
        }
        switch command {
        case "line", "polygon":
            guard numbers.count >= 4, numbers.count % 2 == 0 else { throw ShapeError(message: "expected `\(command) X1 Y1 X2 Y2 …`") }
            let points = stride(from: 0, to: numbers.count, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
            shape.centerline = polyline(points, closed: command == "polygon")
        case "rect":
            try need([4, 5], "rect X Y WIDTH HEIGHT [RADIUS]")
            shape.centerline = roundedRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3],
                                           radius: numbers.count == 5 ? numbers[4] : 0)
        case "circle", "disk":
            try need([3], "\(command) CX CY R")
            shape.centerline = ellipse(center: Point(x: numbers[0], y: numbers[1]), rx: numbers[2], ry: numbers[2])
            if command == "disk" { shape.filled = true }
        case "ellipse":
            try need([4], "ellipse CX CY RX RY")
            shape.centerline = ellipse(center: Point(x: numbers[0], y: numbers[1]), rx: numbers[2], ry: numbers[3])
        case "arc":
            try need([5], "arc CX CY R FROM TO (degrees, 0 = 3 o'clock, 90 = 6 o'clock)")
            var elements: [PathElement] = [.move(to: onCircle(Point(x: numbers[0], y: numbers[1]), numbers[2], numbers[2], numbers[3]))]
            elements += arc(center: Point(x: numbers[0], y: numbers[1]), rx: numbers[2], ry: numbers[2], from: numbers[3], to: numbers[4])
            shape.centerline = VectorPath(elements)
        case "dot":
            try need([2], "dot X Y")
            let p = Point(x: numbers[0], y: numbers[1])
            shape.centerline = VectorPath([.move(to: p), .line(to: p)])
            shape.cap = .round
        default:
            throw ShapeError(message: "unknown command `\(command)`: expected symbol, category, keywords, alias, mode, enclose, slash, heavier, layer, or a shape (line, polygon, path, rect, circle, ellipse, arc, dot, disk)")
        }
        guard shape.filled == false || isClosed(shape.centerline) else { throw ShapeError(message: "`fill` needs a closed shape") }
        return shape
    }

    package static func isClosed(_ path: VectorPath) -> Bool { path.elements.last == .close }

    package static func polyline(_ points: [Point], closed: Bool) -> VectorPath {
        var elements: [PathElement] = [.move(to: points[0])]
        elements += points.dropFirst().map { .line(to: $0) }
        if closed { elements.append(.close) }
        return VectorPath(elements)
    }

    /// A rounded rectangle, clockwise on screen from the top edge; corners are quarter arcs.
    package static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) -> VectorPath {
        let r = max(0, min(radius, width / 2, height / 2))
        if r == 0 {
            return polyline([Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)], closed: true)
        }
        var elements: [PathElement] = [.move(to: Point(x: x + r, y: y))]
        let corners: [(Point, Double)] = [(Point(x: x + width - r, y: y + r), -90), (Point(x: x + width - r, y: y + height - r), 0),
                                          (Point(x: x + r, y: y + height - r), 90), (Point(x: x + r, y: y + r), 180)]
        for (center, start) in corners {
            let from = onCircle(center, r, r, start)
            if elements.count > 1 || from != Point(x: x + r, y: y) { elements.append(.line(to: from)) }
            elements += arc(center: center, rx: r, ry: r, from: start, to: start + 90)
        }
        elements.append(.close)
        return VectorPath(elements)
    }

    /// A full ellipse from 3 o'clock, clockwise on screen, as four quarter arcs.
    package static func ellipse(center: Point, rx: Double, ry: Double) -> VectorPath {
        var elements: [PathElement] = [.move(to: onCircle(center, rx, ry, 0))]
        elements += arc(center: center, rx: rx, ry: ry, from: 0, to: 360)
        elements.append(.close)
        return VectorPath(elements)
    }

    package static func onCircle(_ center: Point, _ rx: Double, _ ry: Double, _ degrees: Double) -> Point {
        let a = degrees * .pi / 180
        return Point(x: center.x + rx * cos(a), y: center.y + ry * sin(a))
    }

    /// Cubic arcs of at most 90° each from `from` to `to` degrees (positive = clockwise on screen).
    package static func arc(center: Point, rx: Double, ry: Double, from: Double, to: Double) -> [PathElement] {
        let sweep = to - from
        let pieces = Int(clamping: (abs(sweep) / 90 - 1e-9).rounded(.up), to: 1...64)
        let step = sweep / Double(pieces) * .pi / 180
        let k = 4.0 / 3.0 * tan(step / 4)
        var elements: [PathElement] = []
        var a = from * .pi / 180
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(x: center.x + rx * cos(a), y: center.y + ry * sin(a))
            let p3 = Point(x: center.x + rx * cos(b), y: center.y + ry * sin(b))
            let c1 = Point(x: p0.x - k * rx * sin(a), y: p0.y + k * ry * cos(a))
            let c2 = Point(x: p3.x + k * rx * sin(b), y: p3.y - k * ry * cos(b))
            elements.append(.cubic(control1: c1, control2: c2, to: p3))
            a = b
        }
        return elements
    }
}
