// A stand-in for the parts of UIKit that glyphsmith's generated Swift uses, so that tests on Linux can type-check
// the generated files (`swiftc -typecheck`). Declarations only as the generated code calls them; no behaviour.
public final class UITraitCollection: Sendable {
    public enum UserInterfaceStyle: Sendable { case unspecified, light, dark }
    public enum AccessibilityContrast: Sendable { case unspecified, normal, high }
    public enum UserInterfaceLevel: Sendable { case unspecified, base, elevated }
    public let userInterfaceStyle: UserInterfaceStyle = .light
    public let accessibilityContrast: AccessibilityContrast = .normal
    public let userInterfaceLevel: UserInterfaceLevel = .base
}

open class UIColor: @unchecked Sendable {
    public init(red: Double, green: Double, blue: Double, alpha: Double) {}
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

open class UIImage: @unchecked Sendable {
    public init?(named name: String) {}
}
