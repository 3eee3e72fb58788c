/// The blur behind a `CABackdropLayer`: three box blurs, which together approximate a
/// Gaussian, over premultiplied ARGB32 pixels, with the source's edges extended.
///
/// Only the output rectangle is produced, from the pixels within three box radii of it: the
/// horizontal passes run over that margin's rows, the vertical passes only over the output's
/// columns. Each pass keeps a running sum per channel, so the cost does not grow with the
/// radius. A blur wider than 8 pixels runs on an image averaged down 2× or 4× and is scaled
/// back up bilinearly: a blurred image has no detail to lose.
enum BackdropBlur {
    static let passes = 3

    /// The box radius (pixels) whose three passes have about the variance of a Gaussian of
    /// standard deviation `sigma`: a box of width 2r+1 has variance r(r+1)/3.
    static func boxRadius(sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        return max(0, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
    }

    /// How far beyond its output a blur of `sigma` reads, in pixels.
    static func reach(sigma: Double) -> Int {
        let k = downsampling(sigma: sigma)
        let radius = boxRadius(sigma: sigma / Double(k))
        // Downsampled: a cell more for scaling and one for the grid's alignment.
        return k == 1 ? radius * passes : (radius * passes + 2) * k
    }

    /// How many pixels a side one blurred pixel stands for: a wide blur is computed on a
    /// smaller image (as Core Animation's backdrops are) and scaled back up, bilinearly.
    static func downsampling(sigma: Double) -> Int { sigma >= 16 ? 4 : sigma >= 8 ? 2 : 1 }

    /// `output` (in `source`'s pixels) blurred, as a surface of the output's size.
    static func blur(source: UnsafePointer<UInt8>, bytesPerRow: Int, width: Int, height: Int,
                     output: (x: Int, y: Int, width: Int, height: Int), sigma: Double) -> ImageSurface {
        let result = ImageSurface(width: output.width, height: output.height)
        let k = downsampling(sigma: sigma)
        let radius = boxRadius(sigma: sigma / Double(k))
        let reach = radius * passes
        // The small grid is anchored at the source's origin (cell i covers pixels i·k ..< i·k+k),
        // so that a frame and its redraw sample alike. Bilinear scaling reads one more cell
        // either side.
        let extra = k > 1 ? 1 : 0
        let columns = (floorDivide(output.x, k) - extra)..<(floorDivide(output.x + output.width - 1, k) + 1 + extra)
        let rows = (floorDivide(output.y, k) - extra)..<(floorDivide(output.y + output.height - 1, k) + 1 + extra)
        let regionX = columns.lowerBound - reach, regionY = rows.lowerBound - reach
        let regionWidth = columns.count + 2 * reach, regionHeight = rows.count + 2 * reach
        var a = [UInt32](repeating: 0, count: regionWidth * regionHeight)
        var b = a
        a.withUnsafeMutableBufferPointer { region in
            for row in 0..<regionHeight {
                for column in 0..<regionWidth {
                    region[row * regionWidth + column] = cell(source, bytesPerRow: bytesPerRow, width: width, height: height,
                                                              x: regionX + column, y: regionY + row, size: k)
                }
            }
        }
        if radius > 0 {
            for _ in 0..<passes {
                horizontal(from: a, into: &b, width: regionWidth, height: regionHeight, radius: radius)
                swap(&a, &b)
            }
            for _ in 0..<passes {
                vertical(from: a, into: &b, width: regionWidth, height: regionHeight,
                         columns: reach..<(reach + columns.count), radius: radius)
                swap(&a, &b)
            }
        }
        let stride = result.bytesPerRow
        a.withUnsafeBufferPointer { region in
            if k == 1 {
                for row in 0..<output.height {
                    let line = UnsafeMutableRawPointer(result.data + row * stride).assumingMemoryBound(to: UInt32.self)
                    let start = (row + reach) * regionWidth + reach
                    for column in 0..<output.width { line[column] = region[start + column] }
                }
                return
            }
            // Pixel p's centre lies at (p + ½)/k − ½ in cells.
            func place(_ pixel: Int, origin: Int) -> (Int, Int) {
                let scaled = (2 * pixel + 1) * 128 / k - 128   // in 1/256 of a cell
                let cell = floorDivide(scaled, 256)
                return (cell - origin, scaled - cell * 256)
            }
            let xs = (0..<output.width).map { place(output.x + $0, origin: regionX) }
            for row in 0..<output.height {
                let (cellRow, fy) = place(output.y + row, origin: regionY)
                let line = UnsafeMutableRawPointer(result.data + row * stride).assumingMemoryBound(to: UInt32.self)
                let top = cellRow * regionWidth, bottom = top + regionWidth
                for column in 0..<output.width {
                    let (cellColumn, fx) = xs[column]
                    line[column] = bilinear(region[top + cellColumn], region[top + cellColumn + 1],
                                            region[bottom + cellColumn], region[bottom + cellColumn + 1], fx, fy)
                }
            }
        }
        result.markDirty()
        return result
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// The average of the k×k source pixels of cell (x, y), the source's edges extended.
    @inline(__always)
    private static func cell(_ source: UnsafePointer<UInt8>, bytesPerRow: Int, width: Int, height: Int,
                             x: Int, y: Int, size k: Int) -> UInt32 {
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
        for dy in 0..<k {
            let line = UnsafeRawPointer(source + min(max(y * k + dy, 0), height - 1) * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for dx in 0..<k {
                let p = Int(line[min(max(x * k + dx, 0), width - 1)])
                s0 &+= p & 0xFF; s1 &+= (p >> 8) & 0xFF; s2 &+= (p >> 16) & 0xFF; s3 &+= (p >> 24) & 0xFF
            }
        }
        let n = k * k, half = n / 2
        return UInt32((s0 + half) / n) | UInt32((s1 + half) / n) << 8 | UInt32((s2 + half) / n) << 16 | UInt32((s3 + half) / n) << 24
    }

    /// Four pixels mixed by fractions of 256.
    @inline(__always)
    private static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: Int, _ fy: Int) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let c00 = Int((p00 >> UInt32(shift)) & 0xFF), c10 = Int((p10 >> UInt32(shift)) & 0xFF)
            let c01 = Int((p01 >> UInt32(shift)) & 0xFF), c11 = Int((p11 >> UInt32(shift)) & 0xFF)
            let top = c00 * (256 - fx) + c10 * fx, bottom = c01 * (256 - fx) + c11 * fx
            out |= UInt32(min(255, (top * (256 - fy) + bottom * fy + 32768) >> 16)) << UInt32(shift)
        }
        return out
    }

    /// 2^24 / (2r+1), so that a channel sum divides by a multiply and a shift.
    private static func reciprocal(_ radius: Int) -> Int { (1 << 24) / (2 * radius + 1) + 1 }

    @inline(__always)
    private static func pack(_ s0: Int, _ s1: Int, _ s2: Int, _ s3: Int, _ m: Int) -> UInt32 {
        let half = 1 << 23
        return UInt32(min(255, (s0 &* m &+ half) >> 24)) | UInt32(min(255, (s1 &* m &+ half) >> 24)) << 8
            | UInt32(min(255, (s2 &* m &+ half) >> 24)) << 16 | UInt32(min(255, (s3 &* m &+ half) >> 24)) << 24
    }

    private static func horizontal(from source: [UInt32], into target: inout [UInt32], width: Int, height: Int, radius: Int) {
        let m = reciprocal(radius)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for row in 0..<height {
                    let base = row * width
                    var s0 = 0, s1 = 0, s2 = 0, s3 = 0
                    for offset in -radius...radius {
                        let p = Int(src[base + min(max(offset, 0), width - 1)])
                        s0 &+= p & 0xFF; s1 &+= (p >> 8) & 0xFF; s2 &+= (p >> 16) & 0xFF; s3 &+= (p >> 24) & 0xFF
                    }
                    for x in 0..<width {
                        dst[base + x] = pack(s0, s1, s2, s3, m)
                        let add = Int(src[base + min(x + radius + 1, width - 1)])
                        let drop = Int(src[base + max(x - radius, 0)])
                        s0 &+= (add & 0xFF) &- (drop & 0xFF)
                        s1 &+= ((add >> 8) & 0xFF) &- ((drop >> 8) & 0xFF)
                        s2 &+= ((add >> 16) & 0xFF) &- ((drop >> 16) & 0xFF)
                        s3 &+= ((add >> 24) & 0xFF) &- ((drop >> 24) & 0xFF)
                    }
                }
            }
        }
    }

    /// Row by row, a running sum per column and channel: memory is read in order.
    private static func vertical(from source: [UInt32], into target: inout [UInt32], width: Int, height: Int,
                                 columns: Range<Int>, radius: Int) {
        let m = reciprocal(radius)
        let count = columns.count
        var sums = [Int](repeating: 0, count: count * 4)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { sum in
                    for offset in -radius...radius {
                        let base = min(max(offset, 0), height - 1) * width + columns.lowerBound
                        for c in 0..<count {
                            let p = Int(src[base + c])
                            sum[c * 4] &+= p & 0xFF; sum[c * 4 + 1] &+= (p >> 8) & 0xFF
                            sum[c * 4 + 2] &+= (p >> 16) & 0xFF; sum[c * 4 + 3] &+= (p >> 24) & 0xFF
                        }
                    }
                    for y in 0..<height {
                        let out = y * width + columns.lowerBound
                        let addBase = min(y + radius + 1, height - 1) * width + columns.lowerBound
                        let dropBase = max(y - radius, 0) * width + columns.lowerBound
                        for c in 0..<count {
                            dst[out + c] = pack(sum[c * 4], sum[c * 4 + 1], sum[c * 4 + 2], sum[c * 4 + 3], m)
                            let add = Int(src[addBase + c]), drop = Int(src[dropBase + c])
                            sum[c * 4] &+= (add & 0xFF) &- (drop & 0xFF)
                            sum[c * 4 + 1] &+= ((add >> 8) & 0xFF) &- ((drop >> 8) & 0xFF)
                            sum[c * 4 + 2] &+= ((add >> 16) & 0xFF) &- ((drop >> 16) & 0xFF)
                            sum[c * 4 + 3] &+= ((add >> 24) & 0xFF) &- ((drop >> 24) & 0xFF)
                        }
                    }
                }
            }
        }
    }
}
