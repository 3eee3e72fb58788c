@_implementationOnly import CCairo
import Foundation

/// Measures one line of plain Latin text in one font with HarfBuzz alone, for the sizes that
/// labels report: the same advances and line height Pango would give, at half the cost.
///
/// A list row's label is measured each time the row shows new text, and Pango spends about
/// as long itemizing, choosing fonts and building the line as HarfBuzz spends shaping it.
/// For text Pango would lay out as one item in the family's first face — printable Latin-1,
/// every character in that face, one run of plain attributes, left-to-right, no paragraph
/// geometry — a line's width is the sum of the shaped advances and its height the face's
/// ascent plus descent, exactly as Pango computes them (tests compare the two across faces,
/// sizes and strings). Anything else is left to `TextLayout`.
enum PlainLineMeasure {
    /// The size `TextLayout(text, options:)` has, or nil where this cannot tell it.
    static func size(of text: StyledText, options: TextLayout.Options) -> CGSize? {
        guard isEnabled, text.length > 0, text.length <= 4_096, text.runs.count == 1, options.minimumScaleFactor == 0 else {
            return nil
        }
        let attributes = text.runs[0].attributes
        guard attributes.keys.allSatisfy(allowedKeys.contains), let font = attributes[.font] as? UIFont,
              font.key.features.isEmpty else { return nil }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle, !isPlain(style) { return nil }
        var hasLatinLetter = false
        for unit in text.string.utf16 {
            switch unit {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: hasLatinLetter = true
            case 0x20...0x7E, 0xA0...0xAC, 0xAE...0xBF, 0xD7, 0xF7: continue
            default: return nil
            }
        }
        guard let line = TextEngine.shared.withPango({ context in
            measure(text.string, in: font.key, script: hasLatinLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON, context: context)
        }) else { return nil }
        // Not narrower than the width Pango breaks at (whole Pango units): it may wrap or
        // truncate, or TextLayout lays it out as one line at that width.
        if let width = options.width, width > 0, line.width >= Int32((width * CGFloat(PANGO_SCALE)).rounded(.down)) {
            return nil
        }
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(line.width) / scale, height: CGFloat(line.height) / scale)
    }

    /// Off, every label is measured through Pango (tests compare the two).
    nonisolated(unsafe) static var isEnabled = true

    private static let allowedKeys: Set<NSAttributedString.Key> = [.font, .foregroundColor, .backgroundColor, .paragraphStyle]

    /// A style that leaves one line where Pango puts it: left-aligned, left-to-right, no
    /// indents, the font's own line height.
    private static func isPlain(_ style: NSParagraphStyle) -> Bool {
        (style.alignment == .natural || style.alignment == .left) && style.baseWritingDirection != .rightToLeft
            && style.headIndent == 0 && style.firstLineHeadIndent == 0 && style.tailIndent == 0
            && style.lineHeightMultiple == 0 && style.minimumLineHeight == 0 && style.maximumLineHeight == 0
    }

    /// A face ready to shape with, and its line metrics in Pango units.
    private struct Face {
        let font: UnsafeMutablePointer<PangoFont>
        let hbFont: OpaquePointer
        let ascent: Int32
        let descent: Int32
    }

    // Guarded by TextEngine's lock, as everything Pango.
    nonisolated(unsafe) private static var faces: [FontKey: Face?] = [:]
    nonisolated(unsafe) private static let buffer = hb_buffer_create()!
    nonisolated(unsafe) private static let language = hb_language_from_string(pango_language_to_string(pango_language_get_default()), -1)

    /// The family's first face for `key`: the one Pango gives characters it covers.
    private static func face(for key: FontKey, context: OpaquePointer) -> Face? {
        if let cached = faces[key] { return cached }
        var face: Face?
        let description = key.makePangoDescription()
        if let font = pango_context_load_font(context, description), let hbFont = pango_font_get_hb_font(font) {
            var extents = hb_font_extents_t()
            hb_font_get_h_extents(hbFont, &extents)
            face = Face(font: font, hbFont: hbFont, ascent: extents.ascender, descent: -extents.descender)
        }
        pango_font_description_free(description)
        faces[key] = face
        return face
    }

    /// The line's width and height in Pango units.
    private static func measure(_ string: String, in key: FontKey, script: hb_script_t, context: OpaquePointer)
        -> (width: Int32, height: Int32)? {
        guard let face = face(for: key, context: context) else { return nil }
        hb_buffer_clear_contents(buffer)
        var string = string
        string.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
        }
        // Every character in the face, or Pango would take another for it.
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        var glyph: hb_codepoint_t = 0
        for index in 0..<Int(count) where hb_font_get_nominal_glyph(face.hbFont, infos[index].codepoint, &glyph) == 0 {
            return nil
        }
        // As Pango sets up its buffer for one item of a paragraph.
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        // Pango's items carry the context's language, which is the locale's unless set (it is
        // not): the same language gives the same shaping, and HarfBuzz reuses Pango's plan.
        hb_buffer_set_language(buffer, language)
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
        hb_shape(face.hbFont, buffer, nil, 0)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var width: Int32 = 0
        for index in 0..<Int(count) { width &+= positions[index].x_advance }
        return (width, face.ascent + face.descent)
    }
}
