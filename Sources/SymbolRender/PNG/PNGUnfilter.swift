/// Undoes PNG row filters (None, Sub, Up, Average, Paeth; PNG spec §9.2): the one unfilter, which the decoder runs
/// on every byte and the lint's alpha scan on the alpha bytes alone.
enum PNGUnfilter {
    /// Unfilters the bytes `first`, `first + step`, … of one row: `raw` is the row's filtered bytes (after the filter
    /// byte), `previous` the row above unfiltered (zeros above the first row), `out` this row. A filter predicts
    /// each byte from the same channel of the pixel `bpp` bytes to its left and of the row above, so one channel
    /// (`first` = its offset, `step` = `bpp`) unfilters on its own. False for an unknown filter type.
    static func row(filter: UInt8, _ raw: UnsafePointer<UInt8>, previous up: UnsafePointer<UInt8>,
                    into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int, first: Int = 0, step: Int = 1) -> Bool {
        var i = first
        switch filter {
        case 0:
            while i < count { out[i] = raw[i]; i += step }
        case 1:
            while i < count { out[i] = raw[i] &+ (i >= bpp ? out[i - bpp] : 0); i += step }
        case 2:
            while i < count { out[i] = raw[i] &+ up[i]; i += step }
        case 3:
            while i < count {
                let a = i >= bpp ? Int(out[i - bpp]) : 0
                out[i] = raw[i] &+ UInt8((a + Int(up[i])) / 2)
                i += step
            }
        case 4:
            while i < count {
                let a = i >= bpp ? Int(out[i - bpp]) : 0, b = Int(up[i]), c = i >= bpp ? Int(up[i - bpp]) : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                out[i] = raw[i] &+ UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                i += step
            }
        default:
            return false
        }
        return true
    }
}
