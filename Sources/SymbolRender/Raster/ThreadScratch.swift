import CPlatform
import CCairo
import CDeflate

/// Buffers a worker thread keeps from one render to the next: the canvas surface, the filtered PNG rows and the
/// libdeflate compressors. At 1024 px a fresh 4 MB surface and row buffer per icon cost more in page faults than
/// the drawing itself; reusing them keeps a batch's memory flat and its kernel time low.
///
/// One per thread (a pthread key whose destructor frees it), never shared, so it needs no lock. Only the top-level
/// canvas of a render and the encoder that reads it use it, one after the other on the same thread.
final class ThreadScratch {
    private var pixels: ScratchMemory?
    private var pixelsInUse = false
    private var rows: ScratchMemory?
    /// By level 1…12. An array, not a dictionary: a dictionary's metadata makes the runtime scan every protocol
    /// conformance of the binary for `Hashable`, which a one-icon process would pay at start-up.
    private var compressors = [OpaquePointer?](repeating: nil, count: 13)

    /// The calling thread's scratch.
    static var current: ThreadScratch {
        if let existing = pthread_getspecific(scratchKey) {
            return Unmanaged<ThreadScratch>.fromOpaque(existing).takeUnretainedValue()
        }
        let scratch = ThreadScratch()
        pthread_setspecific(scratchKey, Unmanaged.passRetained(scratch).toOpaque())
        return scratch
    }

    /// A cleared ARGB32 surface over the thread's pixel buffer (the caller destroys it as usual; the buffer is
    /// kept). Every render's canvas is made this way, over zeroed memory, even when the buffer is busy or too
    /// large to keep: Cairo treats a fresh surface as known-clear and takes slightly different paths for nearly
    /// transparent pixels, so mixing the two kinds would make output depend on which thread drew what.
    func surface(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let count = stride * height
        guard stride > 0, count > 0 else { return nil }
        let keep = !pixelsInUse && count <= 4096 * 4096 * 4
        let buffer: UnsafeMutableRawBufferPointer
        if keep {
            if pixels == nil || pixels!.buffer.count < count {
                pixels?.release()
                pixels = ScratchMemory(byteCount: count)
            }
            buffer = pixels!.buffer
            pixelsInUse = true
        } else {
            buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        }
        memset(buffer.baseAddress!, 0, count)
        guard let surface = cairo_image_surface_create_for_data(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if keep { pixelsInUse = false } else { buffer.deallocate() }
            return nil
        }
        // When Cairo lets go of the surface: hand the buffer back, or free a one-off buffer.
        let release = SurfaceRelease(scratch: keep ? self : nil, buffer: keep ? nil : buffer)
        cairo_surface_set_user_data(surface, &surfaceReleaseKey, Unmanaged.passRetained(release).toOpaque()) { pointer in
            guard let pointer else { return }
            let release = Unmanaged<SurfaceRelease>.fromOpaque(pointer).takeRetainedValue()
            release.scratch?.pixelsInUse = false
            release.buffer?.deallocate()
        }
        return surface
    }

    /// A buffer of at least `count` bytes for filtered PNG rows (contents undefined).
    func rowBuffer(count: Int) -> UnsafeMutableRawBufferPointer {
        if let rows, rows.buffer.count >= count { return rows.buffer }
        rows?.release()
        let fresh = ScratchMemory(byteCount: count)
        rows = fresh
        return fresh.buffer
    }

    /// A libdeflate compressor for a level, made once per thread.
    func compressor(level: Int32) -> OpaquePointer? {
        let index = Int(min(max(level, 1), 12))
        if let existing = compressors[index] { return existing }
        let fresh = libdeflate_alloc_compressor(Int32(index))
        compressors[index] = fresh
        return fresh
    }

    /// The tables of the icon deflater, made once per thread.
    private(set) lazy var deflater = DeflaterScratch()

    deinit {
        pixels?.release()
        rows?.release()
        for case let compressor? in compressors { libdeflate_free_compressor(compressor) }
    }
}

/// The key whose value is each thread's scratch; its destructor releases the scratch when the thread ends.
private let scratchKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<ThreadScratch>.fromOpaque(pointer).release()
    }
    return key
}()

/// What a surface's destroy callback gives back: the scratch's buffer, or a one-off buffer to free.
private final class SurfaceRelease {
    let scratch: ThreadScratch?
    let buffer: UnsafeMutableRawBufferPointer?

    init(scratch: ThreadScratch?, buffer: UnsafeMutableRawBufferPointer?) {
        self.scratch = scratch
        self.buffer = buffer
    }
}

/// The user-data key under which a surface keeps its `SurfaceRelease` (only its address matters).
nonisolated(unsafe) private var surfaceReleaseKey = cairo_user_data_key_t()
