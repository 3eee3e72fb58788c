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
    /// Guarded by `lock`: the app's fonts arrive while the app runs (`AppFonts`).
    private var fonts: PangoFontSetup

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
        if fonts.takeInAppFonts() {
            // Names that fell back before may name an app font now.
            metricsCache = [:]
            familyClassCache = [:]
        }
        return try body(context)
    }

    /// The installed family matching `name`, ignoring case and spaces ("DejaVuSans" finds
    /// "DejaVu Sans", as PostScript names drop the spaces). The app's own fonts count.
    package func installedFamily(named name: String) -> String? {
        withPango { _ in fonts.family(named: name) }
    }

    package var familyNames: [String] { withPango { _ in fonts.families.values.sorted() } }

    /// Metrics of a font, in points.
    package struct FontMetrics: Sendable {
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
        var capHeight: CGFloat
        var xHeight: CGFloat
        /// Where Pango draws the font's underline and strikethrough: each bar's top edge
        /// above the baseline (an underline's is negative) and its thickness, in points.
        var underlinePosition: CGFloat = 0
        var underlineThickness: CGFloat = 1
        var strikethroughPosition: CGFloat = 0
        var strikethroughThickness: CGFloat = 1
    }

    private var metricsCache: [FontKey: FontMetrics] = [:]
    private var familyClassCache: [FontKey: UInt32] = [:]

    /// The OpenType class of the face `key` draws with (its OS/2 table's `sFamilyClass`:
    /// 1 old-style serifs … 8 sans serif … 12 symbolic), 0 when the face does not say.
    package func familyClass(for key: FontKey) -> UInt32 {
        var face = key
        face.size = 12
        face.features = []
        return withPango { context in
            if let cached = familyClassCache[face] { return cached }
            var found: UInt32 = 0
            let description = face.makePangoDescription()
            defer { pango_font_description_free(description) }
            if let font = pango_context_load_font(context, description) {
                if let hbFont = pango_font_get_hb_font(font), let hbFace = hb_font_get_face(hbFont) {
                    // 'OS/2'
                    let blob = hb_face_reference_table(hbFace, 0x4F53_2F32)
                    var length: UInt32 = 0
                    if let data = hb_blob_get_data(blob, &length), length >= 32 {
                        // sFamilyClass: a big-endian 16-bit value at offset 30, the class in its high byte.
                        found = UInt32(UInt8(bitPattern: data[30]))
                    }
                    hb_blob_destroy(blob)
                }
                g_object_unref(UnsafeMutableRawPointer(font))
            }
            familyClassCache[face] = found
            return found
        }
    }

    /// Whether the font `key` loads as (an installed face, for the names matching gives) has a
    /// glyph for every scalar of `scalars`.
    func face(_ key: FontKey, drawsAll scalars: [UInt32]) -> Bool {
        withPango { context in
            let description = key.makePangoDescription()
            defer { pango_font_description_free(description) }
            guard let font = pango_context_load_font(context, description) else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            return scalars.allSatisfy { pango_font_has_char(font, $0) != 0 }
        }
    }

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
            let units = CGFloat(PANGO_SCALE)
            let result = FontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                                     capHeight: capHeight, xHeight: xHeight,
                                     underlinePosition: CGFloat(pango_font_metrics_get_underline_position(metrics)) / units,
                                     underlineThickness: CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / units,
                                     strikethroughPosition: CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / units,
                                     strikethroughThickness: CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / units)
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
    /// UIKit's width scale (−1…1; condensed −0.2, expanded 0.2): the face's stretch.
    package var width: CGFloat = 0
    /// Families to draw characters this one lacks with, before the system's fallback
    /// (`UIFontDescriptor.AttributeName.cascadeList`).
    package var cascade: [String] = []
    /// Points added to the room each line of this font takes, below its baseline: −2 with
    /// `traitTightLeading`, 2 with `traitLooseLeading`.
    package var leadingAdjustment: CGFloat = 0

    /// The stretches Pango names, as percentages of the normal width (CSS's font-stretch).
    private static let stretches: [(percent: CGFloat, stretch: PangoStretch)] = [
        (50, PANGO_STRETCH_ULTRA_CONDENSED), (62.5, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
        (87.5, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (112.5, PANGO_STRETCH_SEMI_EXPANDED),
        (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED),
    ]

    /// UIKit width → the nearest Pango stretch: a width of 1 is 162.5 % (so condensed, −0.2,
    /// is 87.5 %, the width of DejaVu Sans Condensed and of most condensed faces).
    var pangoStretch: PangoStretch {
        let percent = 100 + min(max(width, -1), 1) * 62.5
        return Self.stretches.min { abs($0.percent - percent) < abs($1.percent - percent) }!.stretch
    }

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
        pango_font_description_set_family(description, ([family] + cascade).joined(separator: ","))
        if width != 0 { pango_font_description_set_stretch(description, pangoStretch) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(pangoWeight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        return description
    }
}
