import SymbolRender

/// The command line's inputs: files, folders, and names of the bundled library (`heart.fill`), which become their
/// templates.
enum InputCollector {
    static func collect(_ inputs: [String], recursive: Bool = false, locale: String? = nil) -> BatchInputs.Result {
        BatchInputs.collect(inputs, recursive: recursive) { input in
            LibraryInputs.looksLikeName(input) ? LibraryInputs.resolve(input, locale: locale) : nil
        }
    }
}

extension BatchRenderer {
    /// Runs the batch with its progress and problems on the console.
    func run(_ jobs: [RenderJob], console: Console) -> Summary {
        run(jobs) { event in
            switch event {
            case .problem(let error): console.report(error)
            case .finished(let input, let warnings, let total, let failed):
                console.progress(input, warnings: warnings, total: total, failed: failed)
            }
        }
    }
}
