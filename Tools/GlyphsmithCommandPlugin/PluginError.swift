import Foundation

/// A problem with the command's arguments or a target's manifest, reported by SwiftPM as the plugin's error.
struct PluginError: Error, CustomStringConvertible, LocalizedError {
    /// The message.
    var description: String

    init(_ description: String) {
        self.description = description
    }

    var errorDescription: String? { description }
}
