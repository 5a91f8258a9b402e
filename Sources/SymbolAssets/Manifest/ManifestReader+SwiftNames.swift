/// Manifest names that become Swift members, checked where the manifest names them.
extension ManifestReader {
    /// The names that become Swift members (the PNG accessor's images, the elevated colors) must make members
    /// that compile: a name with no letter or digit has none, and a member the generated type or the framework
    /// type it extends already has would be redeclared.
    static func checkSwiftNames(_ manifest: AssetManifest, into top: inout ManifestFields) {
        func check(_ name: String, pointer: String, taken: Set<String>, owner: String) {
            let message: String
            if let identifier = SwiftAccessorWriter.identifier(for: name) {
                let bare = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
                guard taken.contains(bare) else { return }
                message = "the name '\(name)' becomes the Swift member '\(bare)', which \(owner) already has; rename it with 'name'"
            } else {
                message = "the name '\(name)' has no letter or digit to make a Swift member of; rename it with 'name'"
            }
            top.diagnostics.append(top.document.diagnostic(.error, message, at: pointer + "/name"))
        }
        if manifest.pngFolder?.accessor != nil {
            let typeName = manifest.pngFolder?.typeName ?? "Icons"
            for image in manifest.images {
                check(image.name, pointer: image.pointer, taken: Set(SwiftAccessorWriter.namesOfTheAccessorType), owner: "the accessor \(typeName)")
            }
        }
        if manifest.elevatedColors != nil {
            for color in manifest.colors where color.color.hasElevatedVariant {
                check(color.name, pointer: color.pointer, taken: ElevatedColorWriter.frameworkMembers, owner: "UIColor or SwiftUI's Color")
            }
        }
    }
}
