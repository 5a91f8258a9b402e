// A stand-in for the parts of SwiftUI that glyphsmith's generated Swift uses (see UIKit.swift beside it).
import UIKit

public struct Color: Sendable, Hashable {
    public init(uiColor: UIColor) {}
    public static let red = Color(uiColor: .red)
    public static let primary = Color(uiColor: .label)
}

public struct Image: Sendable {
    public init(_ name: String) {}
}
