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
        let width = surface.width, height = surface.height, stride = surface.bytesPerRow
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        let data = surface.data
        for size in boxSizes(sigma: sigma) {
            let radius = (size - 1) / 2
            for y in 0..<height {
                boxBlurLine(data + y * stride, count: width, step: 1, radius: radius, scratch: scratch)
            }
            for x in 0..<width {
                boxBlurLine(data + x, count: height, step: stride, radius: radius, scratch: scratch)
            }
        }
        surface.markDirty()
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

    /// A running-sum box blur of one row or column; samples outside the line count as 0.
    private static func boxBlurLine(
        _ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: UnsafeMutablePointer<UInt8>
    ) {
        guard radius > 0 else { return }
        for i in 0..<count { scratch[i] = line[i * step] }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(scratch[entering]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            line[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
