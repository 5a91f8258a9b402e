import SymbolAnimation

/// Paths of the shared fixtures under `Tests/Fixtures`.
enum FixtureFiles {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)  // SymbolAnimationTests/FixtureFiles.swift
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static func template(_ name: String) -> String { root + "/Templates/" + name + ".svg" }
    static func svg(_ name: String) -> String { root + "/SVG/" + name + ".svg" }

    /// Geometry of `count` side-by-side 10 px layers in a 100 px box.
    static func layers(_ count: Int, variable: Bool = false) -> AnimationGeometry {
        AnimationGeometry(layers: (0..<count).map { index in
            AnimationGeometry.Layer(bounds: Rect(x: Double(index) * 10, y: 0, width: 10, height: 10), pathLength: 40, isVariable: variable)
        }, symbolBox: Rect(x: 0, y: 0, width: 100, height: 100))
    }
}
