@_implementationOnly import CCairo
import Foundation

/// A text layer's text drawn into a bitmap, and what it was drawn from.
struct RenderedText {
    struct Key: Equatable {
        var version: Int
        var fontSize: CGFloat
        var color: [CGFloat]?
        var wrapped: Bool
        var truncation: CATextLayerTruncationMode
        var alignment: CATextLayerAlignmentMode
        var size: CGSize
        var scale: CGFloat
    }

    let key: Key
    let surface: ImageSurface?
}

extension CATextLayer {
    /// The text drawn at `contentsScale` over the bounds (kept while nothing it depends on
    /// changes, presented values included), and where it goes in layer coordinates.
    var textBitmap: (surface: ImageSurface, destination: CGRect)? {
        guard hasText else { return nil }
        let scale = max(contentsScale, 0.01)
        let key = RenderedText.Key(version: textVersion, fontSize: fontSize, color: foregroundColor?.components,
                                   wrapped: isWrapped, truncation: truncationMode, alignment: alignmentMode,
                                   size: bounds.size, scale: scale)
        if renderedText?.key != key {
            renderedText = RenderedText(key: key, surface: TextLayerEngine.shared.draw(self, scale: scale))
        }
        guard let surface = renderedText?.surface else { return nil }
        let destination = CGRect(x: bounds.minX, y: bounds.minY,
                                 width: CGFloat(surface.width) / scale, height: CGFloat(surface.height) / scale)
        return (surface, destination)
    }
}

/// The Pango that text layers draw with: a font map and context of their own on the main
/// actor, set up as UIKit's text engine is (72 dpi, so layouts are in points; metrics
/// unhinted; glyph positions not rounded).
@MainActor
final class TextLayerEngine {
    static let shared = TextLayerEngine()

    private let context: OpaquePointer
    private var fonts: PangoFontSetup
    /// Inter when installed (UIKit's system face), else DejaVu Sans.
    var systemFamily: String { fonts.systemFamily }

    private init() {
        fonts = PangoFontSetup()
        context = fonts.context
    }

    /// A face by family name or PostScript-style name ("DejaVuSerif-BoldItalic"); the system
    /// face for names of faces that are not installed (Helvetica among them).
    func face(named name: String) -> (family: String, weight: Int, italic: Bool) {
        fonts.takeInAppFonts()
        if let family = fonts.family(named: name) { return (family, 400, false) }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let first = parts.first, let family = fonts.family(named: first) else { return (systemFamily, 400, false) }
        var style = parts.count > 1 ? parts[1].lowercased() : ""
        var italic = false
        for marker in ["italic", "oblique"] where style.contains(marker) {
            italic = true
            style = style.replacingOccurrences(of: marker, with: "")
        }
        let weights = ["thin": 100, "ultralight": 200, "extralight": 200, "light": 300, "medium": 500,
                       "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "heavy": 800, "black": 900]
        return (family, weights[style] ?? 400, italic)
    }

    /// The face of a text layer's `font`.
    func face(of font: AnyObject?) -> (family: String, weight: Int, italic: Bool) {
        if let face = font as? TextLayerFontFace { return (face.textLayerFamily, face.textLayerWeight, face.textLayerItalic) }
        if let name = font as? String { return face(named: name) }
        return (systemFamily, 400, false)
    }

    private func description(family: String, weight: Int, italic: Bool, size: CGFloat) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(weight, 100), 900))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(max(size, 0)) * Double(PANGO_SCALE))
        return description
    }

    /// `layer`'s text laid out in its bounds and drawn at `scale`; nil when nothing shows.
    func draw(_ layer: CATextLayer, scale: CGFloat) -> ImageSurface? {
        let size = layer.bounds.size
        let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        fonts.takeInAppFonts()
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var color = CGColor(gray: 0, alpha: 1)

        if let attributed = layer.string as? NSAttributedString {
            let text = attributed.string
            pango_layout_set_text(layout, text, -1)
            let fallback = description(family: systemFamily, weight: 400, italic: false, size: 12)
            pango_layout_set_font_description(layout, fallback)
            pango_font_description_free(fallback)
            let attributes = pango_attr_list_new()!
            attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { values, range, _ in
                guard let start = Self.utf8Offset(range.location, in: text),
                      let end = Self.utf8Offset(range.location + range.length, in: text), end > start else { return }
                func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
                    attribute.pointee.start_index = UInt32(start)
                    attribute.pointee.end_index = UInt32(end)
                    pango_attr_list_insert(attributes, attribute)
                }
                if let font = values[NSAttributedString.Key("NSFont")] as? TextLayerFontFace {
                    let runDescription = description(family: font.textLayerFamily, weight: font.textLayerWeight,
                                                     italic: font.textLayerItalic, size: font.textLayerSize)
                    insert(pango_attr_font_desc_new(runDescription))
                    pango_font_description_free(runDescription)
                }
                let value = values[NSAttributedString.Key("NSColor")]
                if let runColor = (value as? TextLayerColor)?.textLayerColor ?? Self.cgColor(value) {
                    let c = runColor.sRGBA
                    func channel(_ v: CGFloat) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
                    insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
                    insert(pango_attr_foreground_alpha_new(max(1, channel(c.alpha))))
                }
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        } else if let text = layer.string as? String {
            pango_layout_set_text(layout, text, -1)
            let face = face(of: layer.font)
            let layerDescription = description(family: face.family, weight: face.weight, italic: face.italic, size: layer.fontSize)
            pango_layout_set_font_description(layout, layerDescription)
            pango_font_description_free(layerDescription)
            color = layer.foregroundColor ?? color
        } else {
            return nil
        }

        // Where lines break and where they are cut.
        let width = Int32((size.width * CGFloat(PANGO_SCALE)).rounded(.down))
        let truncation = layer.truncationMode
        let limitsWidth = layer.isWrapped || truncation != .none
        if limitsWidth {
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if truncation != .none {
            let mode: PangoEllipsizeMode = truncation == .start ? PANGO_ELLIPSIZE_START
                : truncation == .middle ? PANGO_ELLIPSIZE_MIDDLE : truncation == .end ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE
            pango_layout_set_ellipsize(layout, mode)
            // Wrapped: as many lines as fit the height, the last cut. Unwrapped: one line each.
            if layer.isWrapped { pango_layout_set_height(layout, Int32((size.height * CGFloat(PANGO_SCALE)).rounded(.down))) }
        }
        switch layer.alignmentMode {
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        // Natural alignment follows each paragraph's direction; the others are absolute.
        pango_layout_set_auto_dir(layout, layer.alignmentMode == .natural ? 1 : 0)

        // Unwrapped lines are placed across the bounds as a block (Pango aligns them within
        // the widest line).
        var offsetX: CGFloat = 0
        if !limitsWidth {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let free = size.width - CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            switch layer.alignmentMode {
            case .right: offsetX = free
            case .center: offsetX = free / 2
            case .natural where pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL: offsetX = free
            default: break
            }
        }

        let surface = ImageSurface(width: pixelWidth, height: pixelHeight)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, Double(scale), Double(scale))
        let c = color.sRGBA
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_move_to(cairo, Double(offsetX), 0)
        pango_cairo_show_layout(cairo, layout)
        surface.flush()
        return surface
    }

    private static func utf8Offset(_ utf16Offset: Int, in text: String) -> Int? {
        let utf16 = text.utf16
        guard utf16Offset >= 0, utf16Offset <= utf16.count,
              let index = utf16.index(utf16.startIndex, offsetBy: utf16Offset, limitedBy: utf16.endIndex)?
                .samePosition(in: text.utf8) else { return nil }
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    private static func cgColor(_ value: Any?) -> CGColor? { value as? CGColor }
}
