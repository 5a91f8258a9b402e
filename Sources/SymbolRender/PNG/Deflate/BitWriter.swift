/// Writes deflate's bit stream, least significant bit first, into a buffer the caller sized.
///
/// Bits gather in a 64-bit word; whole bytes go out eight at a time with one unaligned store, so the buffer needs
/// eight bytes of slack past the last byte written.
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var next: UnsafeMutablePointer<UInt8>
    private var bits: UInt64 = 0
    private var count = 0

    init(_ buffer: UnsafeMutablePointer<UInt8>) {
        start = buffer
        next = buffer
    }

    /// Bytes written so far, counting a partly filled last byte.
    var byteCount: Int { next - start + (count + 7) / 8 }

    /// Appends the low `width` bits of `value` (width ≤ 32).
    @inline(__always)
    mutating func write(_ value: UInt32, width: Int) {
        bits |= UInt64(value) << UInt64(count)
        count &+= width
        if count >= 32 {
            UnsafeMutableRawPointer(next).storeBytes(of: bits.littleEndian, as: UInt64.self)
            let whole = count >> 3
            next += whole
            bits = whole == 8 ? 0 : bits >> UInt64(whole << 3)
            count &-= whole << 3
        }
    }

    /// Pads to a byte boundary with zero bits and writes out everything pending.
    mutating func alignToByte() {
        while count > 0 {
            next.pointee = UInt8(truncatingIfNeeded: bits)
            next += 1
            bits >>= 8
            count = max(0, count - 8)
        }
        bits = 0
    }

    /// Appends raw bytes; only at a byte boundary.
    mutating func writeBytes(_ source: UnsafePointer<UInt8>, count byteCount: Int) {
        precondition(count == 0, "raw bytes must start on a byte boundary")
        next.update(from: source, count: byteCount)
        next += byteCount
    }
}
