@_implementationOnly import CCairo
import Dispatch
import Foundation

/// Plays a frame's display list band by band: the frame's rows cut at every multiple of
/// `rows`, each band played once, in parallel on every core when the damage is large.
///
/// Each band is a Cairo surface of its own over the buffer's rows (its device offset makes
/// its coordinates the frame's), clipped to the damage, and plays the whole list, skipping
/// what misses it. The bands are fixed rows of the frame, whatever the cores, so a frame's
/// pixels do not depend on the machine or on whether the bands ran in parallel (a test
/// compares them byte for byte). They can differ from one unbanded pass by a level or two
/// where a scaled image is sampled: pixman steps the sample position row by row from where a
/// composite starts, as a damaged rectangle starting mid-image always did.
struct FrameBands: Sendable {
    /// Rows in a band: a full 2732×2048 frame is 8 bands, four for each of two cores.
    static let rows = 256
    /// Below this many damaged pixels the bands are played one after another on the calling
    /// thread: handing them to other threads costs more than it saves (an incremental frame
    /// is about 2,000 pixels).
    static let minimumParallelPixels = 256 * 1024

    /// Read once: Foundation reads the cgroup's CPU quota from files each time it is asked.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    let list: DisplayList
    let buffer: ImageSurface
    let damage: [CGRect]
    let background: DrawColor

    /// Whether a frame with this much damage is worth spreading over the cores.
    static func playsInParallel(damagedPixels: Int, cores: Int = cores) -> Bool {
        cores > 1 && damagedPixels >= minimumParallelPixels
    }

    /// The bands the damage touches.
    var bands: [Range<Int>] {
        let union = damage.reduce(CGRect.null) { $0.union($1) }.pixelAligned
        guard !union.isNull else { return [] }
        let top = max(0, Int(union.minY)), bottom = min(buffer.height, Int(union.maxY))
        guard bottom > top else { return [] }
        // A blur reads rows of other bands: one band, played in order.
        if list.containsBackdrop { return [top..<bottom] }
        return stride(from: top / Self.rows * Self.rows, to: bottom, by: Self.rows).map { max($0, top)..<min($0 + Self.rows, bottom) }
    }

    /// Paints the background into the damage, then plays the list over it.
    func play(inParallel parallel: Bool) {
        let bands = self.bands
        buffer.flush()
        defer { buffer.markDirty() }
        if parallel && bands.count > 1 {
            DispatchQueue.concurrentPerform(iterations: bands.count) { @Sendable index in
                playBand(rows: bands[index], privateSources: true)
            }
            return
        }
        for rows in bands { playBand(rows: rows, privateSources: false) }
    }

    /// A band: a Cairo surface of its own over the band's rows of the buffer. On another
    /// thread it reads images through surfaces of its own too (`privateSources`).
    private func playBand(rows: Range<Int>, privateSources: Bool) {
        let stride = buffer.bytesPerRow
        guard let surface = cairo_image_surface_create_for_data(buffer.data + rows.lowerBound * stride, CAIRO_FORMAT_ARGB32,
                                                                 Int32(buffer.width), Int32(rows.count), Int32(stride)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        var player = DisplayListPlayer(cairo: cairo, band: CGRect(x: 0, y: rows.lowerBound, width: buffer.width, height: rows.count),
                                       privateSources: privateSources)
        prepare(cairo)
        player.play(list)
        cairo_surface_flush(surface)
    }

    /// Clips to the damage and paints the background there.
    private func prepare(_ cairo: OpaquePointer) {
        for rect in damage {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }
}
