import ArgumentParser

/// What `render` writes.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case png, pdf, svg
}
