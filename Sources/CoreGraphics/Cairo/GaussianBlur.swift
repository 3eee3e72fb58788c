/// Blurs alpha masks for shadows.
///
/// Three successive box blurs approximate a Gaussian within a few percent; each pass costs
/// the same per pixel whatever the radius, which matters for large shadow radii.
package enum GaussianBlur {
    /// The standard deviation CoreGraphics and Core Animation use for a shadow blur/radius:
    /// the radius is about two standard deviations.
    package static func sigma(forShadowRadius radius: Double) -> Double { radius / 2 }

    /// How far a blur with `sigma` spreads: pad masks by this many pixels.
    package static func extent(sigma: Double) -> Int { Int((sigma * 3).rounded(.up)) }

    /// Blurs an A8 surface in place.
    package static func blurAlpha(_ surface: ImageSurface, sigma: Double) {
        precondition(surface.format == .a8, "GaussianBlur.blurAlpha needs an A8 surface")
        guard sigma > 0.2, surface.isValid else { return }
        surface.flush()
        blurAlpha(surface.data, width: surface.width, height: surface.height, bytesPerRow: surface.bytesPerRow, sigma: sigma)
        surface.markDirty()
    }

    /// Blurs `height` rows of `width` alpha bytes, `bytesPerRow` apart, in place.
    package static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow stride: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        // The vertical passes read a copy of the rows and keep a running sum per column, so
        // that memory is read row after row: a pass column by column missed the cache on
        // every pixel of a large mask (a popover's shadow took 10 ms).
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer { sums.deallocate() }
        for size in boxSizes(sigma: sigma) {
            let radius = (size - 1) / 2
            guard radius > 0 else { continue }
            let divide = Divider(size)
            for y in 0..<height {
                boxBlurRow(data + y * stride, count: width, radius: radius, divide: divide, scratch: scratch)
            }
            boxBlurColumns(data, width: width, height: height, stride: stride, radius: radius, divide: divide, copy: copy, sums: sums)
        }
    }

    /// Box widths for three passes whose combination has standard deviation `sigma`.
    static func boxSizes(sigma: Double, passes: Int = 3) -> [Int] {
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let mIdeal = (12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
        let m = Int(mIdeal.rounded())
        return (0..<passes).map { $0 < m ? lower : upper }
    }

    /// A running-sum box blur of one row; samples outside the row count as 0.
    private static func boxBlurRow(
        _ line: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, divide: Divider, scratch: UnsafeMutablePointer<UInt8>
    ) {
        scratch.update(from: line, count: count)
        var sum = 0
        for i in 0..<min(radius, count) { sum &+= Int(scratch[i]) }
        // Below `leaves` no sample leaves the window; from `stopsEntering` on none enters:
        // the loops between them test neither.
        let leaves = min(radius + 1, count), stopsEntering = max(count - radius, 0)
        for i in 0..<min(leaves, stopsEntering) {
            sum &+= Int(scratch[i + radius])
            line[i] = divide.rounded(sum)
        }
        if leaves <= stopsEntering {
            for i in leaves..<stopsEntering {
                sum = sum &+ Int(scratch[i + radius]) &- Int(scratch[i - radius - 1])
                line[i] = divide.rounded(sum)
            }
        } else {
            for i in stopsEntering..<leaves { line[i] = divide.rounded(sum) }
        }
        for i in max(leaves, stopsEntering)..<count {
            sum &-= Int(scratch[i - radius - 1])
            line[i] = divide.rounded(sum)
        }
    }

    /// The same running-sum box blur down every column at once, a row at a time: `sums`
    /// holds each column's window, `copy` the rows as they were before the pass.
    private static func boxBlurColumns(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int, divide: Divider,
        copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>
    ) {
        for y in 0..<height { (copy + y * width).update(from: data + y * stride, count: width) }
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = copy + y * width
            for x in 0..<width { sums[x] &+= Int32(row[x]) }
        }
        for y in 0..<height {
            let entering = y + radius, leaving = y - radius - 1
            let out = data + y * stride
            switch (entering < height, leaving >= 0) {
            case (true, true):
                let enteringRow = copy + entering * width, leavingRow = copy + leaving * width
                for x in 0..<width {
                    sums[x] = sums[x] &+ Int32(enteringRow[x]) &- Int32(leavingRow[x])
                    out[x] = divide.rounded(sums[x])
                }
            case (true, false):
                let enteringRow = copy + entering * width
                for x in 0..<width {
                    sums[x] &+= Int32(enteringRow[x])
                    out[x] = divide.rounded(sums[x])
                }
            case (false, true):
                let leavingRow = copy + leaving * width
                for x in 0..<width {
                    sums[x] &-= Int32(leavingRow[x])
                    out[x] = divide.rounded(sums[x])
                }
            case (false, false):
                for x in 0..<width { out[x] = divide.rounded(sums[x]) }
            }
        }
    }

    /// `(sum + window / 2) / window` for the sums of a box of `window` bytes, by a multiply and
    /// a shift where that is exact (windows under 4,096 bytes), which costs a fraction of a
    /// division per pixel.
    struct Divider {
        let window: Int
        let reciprocal: UInt64

        init(_ window: Int) {
            self.window = window
            // ⌈2³² / window⌉: exact for every numerator below 2³² / window, and the largest
            // here is 255 × window + window / 2.
            reciprocal = window < 4_096 ? ((UInt64(1) << 32) + UInt64(window) - 1) / UInt64(window) : 0
        }

        @inline(__always)
        func rounded(_ sum: Int) -> UInt8 {
            let numerator = sum &+ window / 2
            guard reciprocal != 0 else { return UInt8(numerator / window) }
            return UInt8(truncatingIfNeeded: (UInt64(truncatingIfNeeded: numerator) &* reciprocal) >> 32)
        }

        @inline(__always)
        func rounded(_ sum: Int32) -> UInt8 { rounded(Int(sum)) }
    }
}
