import Dispatch
import SymbolFormat
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import SymbolRender

/// Options shared by every file of a batch.
struct RenderOptions: Sendable {
    var renderer: SymbolRenderer
    var format: VectorRenderer.Format?
    /// Where files go, and what they may not overwrite (the run's inputs).
    var writer: OutputWriter? = nil
    /// Fail inputs that have warnings.
    var warningsAsErrors = false
}

/// What a batch did.
struct BatchSummary: Sendable {
    var rendered = 0
    var failed = 0
    var seconds = 0.0
    /// Per job, in job order (kept for `--json`).
    var results: [JobResult] = []
}

/// What one job gave: its warnings and metrics, or the error that stopped it.
struct JobResult: Sendable {
    var warnings: [Diagnostic] = []
    var metrics: SymbolMetrics?
    var error: String?
    /// The slice written (`--slice`).
    var slice: ImageSlicer.Result?
}

/// Renders many files in parallel in one process: each worker pulls the next file from a shared counter
/// and owns its own Cairo surfaces; only PNG bytes and diagnostics cross between threads.
struct BatchRenderer: Sendable {
    var options: RenderOptions
    var workers: Int
    /// Set by the first write that finds the disk full: the jobs after it are not attempted, so that a full disk
    /// gives one error instead of one per remaining file.
    private let diskFull = SharedFlag()

    init(options: RenderOptions, workers: Int) {
        self.options = options
        self.workers = workers
    }

    func run(_ jobs: [RenderJob], console: Console) -> BatchSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        let results = ParallelWork.map(jobs.count, workers: workers) { render(jobs[$0], total: jobs.count, console: console) }
        let skipped = results.filter { $0.error == Self.skippedMarker }.count
        if skipped > 0 {
            console.report(Diagnostic(.error, "the disk is full: stopped; \(skipped) of \(jobs.count) files were not attempted"))
        }
        let failures = results.filter { $0.error != nil }.count
        return BatchSummary(rendered: jobs.count - failures, failed: failures,
                            seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, results: results)
    }

    static func meansDiskFull(_ reason: String) -> Bool {
        reason.contains(String(cString: strerror(ENOSPC))) || reason.contains(String(cString: strerror(EDQUOT)))
    }

    static let skippedMarker = "not attempted: the disk is full"

    /// Renders one job (its pixel scale and size laid over the shared configuration) and reports it.
    private func render(_ job: RenderJob, total: Int, console: Console) -> JobResult {
        if diskFull.value.load(ordering: .relaxed) { return JobResult(error: Self.skippedMarker) }
        var renderer = options.renderer
        renderer.configuration.pixelScale = job.pixelScale
        if let size = job.size { renderer.configuration.fittingSize = Double(size) }
        do {
            let rendered = try renderer.renderFile(job.input, to: job.output, format: options.format, writer: options.writer,
                                                   warningsAsErrors: options.warningsAsErrors)
            console.progress(job.input, warnings: rendered.warnings, total: total, failed: false)
            return JobResult(warnings: rendered.warnings, metrics: rendered.metrics, slice: rendered.slice)
        } catch var error {
            // A configuration error is about this input (an option a plain SVG does not take): name the file.
            if let configurationError = error as? SymbolConfigurationError {
                error = Diagnostic(.error, configurationError.description, file: job.input)
            }
            // Write failures arrive as RenderError.write or as the Diagnostic that names the output.
            if Self.meansDiskFull("\(error)") {
                // Only the first full-disk error is reported; the others are the same news.
                guard diskFull.value.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else {
                    return JobResult(error: Self.skippedMarker)
                }
            }
            console.report(error)
            console.progress(job.input, warnings: [], total: total, failed: true)
            return JobResult(error: "\(error)")
        }
    }
}

/// A flag the workers of one batch share.
final class SharedFlag: Sendable {
    let value = Atomic<Bool>(false)
}
