import Dispatch
import CPlatform
import Synchronization
import SymbolFormat
import Symbols
import SymbolCore

/// Renders many files in parallel in one process, as `glyphsmith render` does with many inputs: each worker
/// pulls the next job and owns its own Cairo surfaces; only PNG bytes and diagnostics cross between threads.
///
/// ```swift
/// let jobs = try RenderJob.plan([("icons/bell.svg", ""), ("icons/gear.svg", "")], output: "out", singleFile: false, scales: [1, 2])
/// let summary = BatchRenderer(options: .init(renderer: SymbolRenderer(configuration: SymbolConfiguration(pointSize: 24))))
///     .run(jobs)
/// print(summary.rendered, summary.failed)
/// ```
public struct BatchRenderer: Sendable {
    /// Options shared by every file of a batch.
    public struct Options: Sendable {
        /// The renderer and its configuration; each job lays its pixel scale and size over it.
        public var renderer: SymbolRenderer
        /// PDF or SVG instead of PNG.
        public var format: VectorRenderer.Format?
        /// Where files go, and what they may not overwrite (the batch's inputs).
        public var writer: OutputWriter?
        /// Fail inputs that have warnings.
        public var warningsAsErrors = false

        /// Options for a batch; by default PNGs written with an ``OutputWriter`` that protects nothing.
        public init(renderer: SymbolRenderer, format: VectorRenderer.Format? = nil, writer: OutputWriter? = nil,
                    warningsAsErrors: Bool = false) {
            self.renderer = renderer
            self.format = format
            self.writer = writer
            self.warningsAsErrors = warningsAsErrors
        }
    }

    /// What a batch did.
    public struct Summary: Sendable {
        /// Jobs that wrote their file.
        public var rendered = 0
        /// Jobs that failed (and, for a caller that adds them, inputs that could not be collected).
        public var failed = 0
        /// Wall-clock time of the batch.
        public var seconds = 0.0
        /// Per job, in job order.
        public var results: [JobResult] = []
    }

    /// What one job gave: its warnings and metrics, or the error that stopped it.
    public struct JobResult: Sendable {
        /// Warnings of the input (unsupported features, approximations).
        public var warnings: [Diagnostic] = []
        /// A symbol template's metrics at this job's configuration.
        public var metrics: SymbolMetrics?
        /// Why the job failed, or nil.
        public var error: String?
        /// The slice written, when the renderer slices (``SymbolRenderer/slice``).
        public var slice: ImageSlicer.Result?
    }

    /// What a batch tells its caller as it goes, from worker threads.
    public enum Event: Sendable {
        /// A problem to show: a job's error, or (once) that the disk is full.
        case problem(any Error)
        /// A job ended, written or failed.
        case finished(input: String, warnings: [Diagnostic], total: Int, failed: Bool)
    }

    /// The options of every job.
    public var options: Options
    /// At most this many jobs at once.
    public var workers: Int
    /// Set by the first write that finds the disk full: the jobs after it are not attempted, so that a full disk
    /// gives one error instead of one per remaining file.
    private let diskFull = SharedFlag()

    /// A batch renderer with one worker per core unless told otherwise.
    public init(options: Options, workers: Int = BatchRenderer.processorCount) {
        self.options = options
        self.workers = workers
    }

    /// The cores this process may run on (its CPU affinity, as `taskset` and container runtimes set it).
    public static var processorCount: Int { ParallelWork.processorCount }

    /// Renders every job; `events` hears of each job as it ends and of every problem, in the order a console prints them.
    public func run(_ jobs: [RenderJob], events: @Sendable (Event) -> Void = { _ in }) -> Summary {
        let start = DispatchTime.now().uptimeNanoseconds
        let results = ParallelWork.map(jobs.count, workers: workers) { render(jobs[$0], total: jobs.count, events: events) }
        let skipped = results.filter { $0.error == Self.skippedMarker }.count
        if skipped > 0 {
            events(.problem(Diagnostic(.error, "the disk is full: stopped; \(skipped) of \(jobs.count) files were not attempted")))
        }
        let failures = results.filter { $0.error != nil }.count
        return Summary(rendered: jobs.count - failures, failed: failures,
                            seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, results: results)
    }

    /// Whether an error's text is the system's word for a full disk or quota.
    static func meansDiskFull(_ reason: String) -> Bool {
        reason.contains(String(cString: strerror(ENOSPC))) || reason.contains(String(cString: strerror(EDQUOT)))
    }

    static let skippedMarker = "not attempted: the disk is full"

    /// Renders one job (its pixel scale and size laid over the shared configuration) and reports it.
    private func render(_ job: RenderJob, total: Int, events: @Sendable (Event) -> Void) -> JobResult {
        if diskFull.value.load(ordering: .relaxed) { return JobResult(error: Self.skippedMarker) }
        var renderer = options.renderer
        renderer.configuration.pixelScale = job.pixelScale
        if let size = job.size { renderer.configuration.fittingSize = Double(size) }
        do {
            let rendered = try renderer.renderFile(job.input, to: job.output, format: options.format, writer: options.writer,
                                                   warningsAsErrors: options.warningsAsErrors)
            events(.finished(input: job.input, warnings: rendered.warnings, total: total, failed: false))
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
            events(.problem(error))
            events(.finished(input: job.input, warnings: [], total: total, failed: true))
            return JobResult(error: "\(error)")
        }
    }
}

/// A flag the workers of one batch share.
private final class SharedFlag: Sendable {
    let value = Atomic<Bool>(false)
}
