import CPlatform
import Dispatch
import Synchronization

/// The one way the package spreads independent work over cores: the batch renderer, the asset builder and the
/// importer each hand it a count and a body.
///
/// Each worker pulls the next index from a shared counter, so a slow item holds back only its own worker rather
/// than a fixed share of the list; results come back in index order whatever order they finished in, which keeps
/// every output independent of scheduling.
package enum ParallelWork {
    /// `body(0) … body(count - 1)` on up to `workers` threads, the results in index order. One worker (or one item)
    /// runs on the calling thread: a one-file run should not pay for starting a pool.
    package static func map<Result: Sendable>(_ count: Int, workers: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        if workers <= 1 || count == 1 { return (0..<count).map(body) }
        let next = Atomic<Int>(0)
        let results = Mutex<[Result?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: min(workers, count)) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = body(index)
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// The cores this process may run on (its CPU affinity, as `taskset` and container runtimes set it): the default
    /// worker count. Read from `/proc/self/status` because glibc's `sched_getaffinity` is not visible to Swift and
    /// `sysconf` counts every online core.
    package static var processorCount: Int {
        let online = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        guard let status = fopen("/proc/self/status", "r") else { return online }
        defer { fclose(status) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), status) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("Cpus_allowed:") else { continue }
            let allowed = text.dropFirst("Cpus_allowed:".count).reduce(0) { count, character in
                count + (character.hexDigitValue?.nonzeroBitCount ?? 0)
            }
            return allowed > 0 ? min(allowed, online) : online
        }
        return online
    }
}
