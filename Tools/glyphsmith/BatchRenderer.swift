import Dispatch
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
}

/// What a batch did.
struct BatchSummary: Sendable {
    var rendered = 0
    var failed = 0
    var seconds = 0.0
}

/// Renders many files in parallel in one process: each worker pulls the next file from a shared counter
/// and owns its own Cairo surfaces; only PNG bytes and diagnostics cross between threads.
struct BatchRenderer: Sendable {
    var options: RenderOptions
    var workers: Int

    /// The cores this process may use: the default for `--jobs`.
    static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    func run(_ jobs: [RenderJob], console: Console) -> BatchSummary {
        let start = DispatchTime.now().uptimeNanoseconds
        let next = Atomic<Int>(0)
        let failures = Atomic<Int>(0)
        let renderer = options.renderer
        let workerCount = max(1, min(workers, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < jobs.count else { return }
                let job = jobs[index]
                do {
                    let warnings = try renderer.renderFile(job.input, to: job.output, format: options.format)
                    console.progress(job.input, warnings: warnings, total: jobs.count, failed: false)
                } catch {
                    failures.add(1, ordering: .relaxed)
                    console.report(error)
                    console.progress(job.input, warnings: [], total: jobs.count, failed: true)
                }
            }
        }
        let failed = failures.load(ordering: .relaxed)
        return BatchSummary(rendered: jobs.count - failed, failed: failed,
                            seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}
