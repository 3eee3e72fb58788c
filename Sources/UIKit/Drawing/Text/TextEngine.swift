@_implementationOnly import CCairo
import Foundation
import QuartzCore

/// The one place Slate talks to Pango.
///
/// Pango's font map and contexts are not thread-safe, and UIKit text drawing may run on any
/// thread (image renderers), so every Pango call goes through `withPango`.
///
/// Text is laid out in points: the context's resolution is 72 dpi, and hinting of metrics is
/// off, so a layout measures the same at every scale and draws crisply at any CTM.
package final class TextEngine: @unchecked Sendable {
    package static let shared = TextEngine()

    private let lock = NSRecursiveLock()
    private let context: OpaquePointer

    /// The family used for the system font: Inter (close to San Francisco) when installed,
    /// else DejaVu Sans.
    package let systemFamily: String
    package let monospacedFamily: String
    private let fonts: PangoFontSetup

    private init() {
        fonts = PangoFontSetup()
        context = fonts.context
        systemFamily = fonts.systemFamily
        monospacedFamily = fonts.family(named: "DejaVu Sans Mono") ?? "Monospace"
    }

    /// Runs `body` holding the Pango lock, with the shared measuring context.
    package func withPango<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(context)
    }

    /// The installed family matching `name`, ignoring case and spaces ("DejaVuSans" finds
    /// "DejaVu Sans", as PostScript names drop the spaces).
    package func installedFamily(named name: String) -> String? {
        fonts.family(named: name)
    }

    package var familyNames: [String] { fonts.families.values.sorted() }

    /// Metrics of a font, in points.
    package struct FontMetrics: Sendable {
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
        var capHeight: CGFloat
        var xHeight: CGFloat
    }

    private var metricsCache: [FontKey: FontMetrics] = [:]

    package func metrics(for key: FontKey) -> FontMetrics {
        withPango { context in
            if let cached = metricsCache[key] { return cached }
            let description = key.makePangoDescription()
            defer { pango_font_description_free(description) }
            let metrics = pango_context_get_metrics(context, description, nil)
            defer { pango_font_metrics_unref(metrics) }
            let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE)
            let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE)
            let height = CGFloat(pango_font_metrics_get_height(metrics)) / CGFloat(PANGO_SCALE)
            var capHeight = ascent * 0.7
            var xHeight = ascent * 0.5
            if let font = pango_context_load_font(context, description) {
                if let hbFont = pango_font_get_hb_font(font) {
                    var position: hb_position_t = 0
                    var xScale: Int32 = 0, yScale: Int32 = 0
                    hb_font_get_scale(hbFont, &xScale, &yScale)
                    let unitsToPoints = yScale != 0 ? key.size / CGFloat(yScale) : 0
                    if hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &position) != 0 {
                        capHeight = CGFloat(position) * unitsToPoints
                    }
                    if hb_ot_metrics_get_position(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &position) != 0 {
                        xHeight = CGFloat(position) * unitsToPoints
                    }
                }
                g_object_unref(UnsafeMutableRawPointer(font))
            }
            let result = FontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                                     capHeight: capHeight, xHeight: xHeight)
            metricsCache[key] = result
            return result
        }
    }
}

/// What identifies a concrete font: family, weight, slant, size and OpenType features.
package struct FontKey: Hashable, Sendable {
    package var family: String
    /// UIKit's weight scale (−1…1; regular 0, bold 0.4).
    package var weight: CGFloat
    package var italic: Bool
    package var size: CGFloat
    /// OpenType features to enable, e.g. "tnum" for monospaced digits.
    package var features: [String] = []

    /// UIKit weight → CSS/Pango weight (100…900).
    var pangoWeight: Int32 {
        switch weight {
        case ..<(-0.7): return 100
        case ..<(-0.5): return 200
        case ..<(-0.2): return 300
        case ..<0.115: return 400
        case ..<0.265: return 500
        case ..<0.35: return 600
        case ..<0.48: return 700
        case ..<0.59: return 800
        default: return 900
        }
    }

    /// A new description; the caller frees it.
    func makePangoDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(pangoWeight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        return description
    }
}
