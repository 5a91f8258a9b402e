import Foundation

/// A problem with a target's manifest, reported by SwiftPM or Xcode as the plugin's error.
struct PluginError: Error, CustomStringConvertible, LocalizedError {
    /// The message, `path: …` when it concerns a file (SwiftPM adds `error: `).
    var description: String

    init(_ description: String) {
        self.description = description
    }

    var errorDescription: String? { description }
}
