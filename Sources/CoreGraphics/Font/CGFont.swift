@_implementationOnly import CCairo
import Foundation

/// A glyph's index in a font.
public typealias CGGlyph = UInt16
/// A glyph index in a font (`CGGlyph` and `CGFontIndex` are the same width).
public typealias CGFontIndex = UInt16
/// The largest valid glyph index.
public let kCGFontIndexMax: CGFontIndex = 0xFFFE
/// Not a glyph.
public let kCGFontIndexInvalid: CGFontIndex = 0xFFFF
/// The largest valid glyph.
public let kCGGlyphMax: CGFontIndex = kCGFontIndexMax

/// A font's outlines and metrics, read with HarfBuzz from its OpenType or TrueType data: its
/// names, metrics in font units, glyph advances, bounding boxes and names, tables and
/// variation axes. Drawing text is `NSString`/`NSAttributedString`'s (Pango); `CGFont` is
/// what code reads fonts' facts with.
public final class CGFont: @unchecked Sendable {
    /// The font's bytes, kept to make copies at other variations (HarfBuzz's blob holds its
    /// own copy).
    private let data: Data
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let lock = NSLock()

    private init?(data: Data, index: UInt32, variations: [String: Any]? = nil) {
        guard !data.isEmpty else { return nil }
        self.data = data
        blob = data.withUnsafeBytes { raw in
            hb_blob_create(raw.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(raw.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
        }
        face = hb_face_create(blob, index)
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return nil
        }
        font = hb_font_create(face)
        if let variations { Self.apply(variations, to: font, face: face) }
        // Immutable, HarfBuzz's font and face may be read from several threads at once; the
        // lock guards the calls that fill HarfBuzz's lazy caches.
        hb_font_make_immutable(font)
    }

    /// The font in `provider`'s bytes (OpenType, TrueType, a collection's first font); nil
    /// when they are not a font.
    public convenience init?(_ provider: CGDataProvider) {
        guard let bytes = provider.data else { return nil }
        self.init(data: bytes, index: 0)
    }

    /// The installed font whose PostScript name, full name or family is `name`
    /// ("DejaVuSans-Bold", "Inter"); nil when none is installed.
    public convenience init?(_ name: String) {
        guard let (path, index) = Self.installedFontFile(named: name), let bytes = FileManager.default.contents(atPath: path) else {
            return nil
        }
        self.init(data: bytes, index: index)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The same font at other variation-axis values (`[axis name: value]`), as
    /// `variationAxes` names them; nil for a font without variations.
    public func copy(withVariations variations: [String: Any]?) -> CGFont? {
        guard hb_ot_var_has_data(face) != 0 else { return nil }
        return CGFont(data: data, index: hb_face_get_index(face), variations: variations ?? [:])
    }

    // MARK: Facts

    public var numberOfGlyphs: Int { Int(hb_face_get_glyph_count(face)) }
    public var unitsPerEm: Int32 { Int32(hb_face_get_upem(face)) }

    /// The PostScript name ("DejaVuSans-Bold").
    public var postScriptName: String? { name(hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME)) }
    /// The full name ("DejaVu Sans Bold").
    public var fullName: String? { name(hb_ot_name_id_t(HB_OT_NAME_ID_FULL_NAME)) }

    /// Font units above the baseline (positive).
    public var ascent: Int32 { metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) }
    /// Font units below the baseline (negative).
    public var descent: Int32 { metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) }
    public var leading: Int32 { metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) }
    public var capHeight: Int32 { metric(HB_OT_METRICS_TAG_CAP_HEIGHT) }
    public var xHeight: Int32 { metric(HB_OT_METRICS_TAG_X_HEIGHT) }

    /// The box every glyph fits in, in font units (the `head` table's).
    public var fontBBox: CGRect {
        guard let head = table(for: Self.tag("head")), head.count >= 44 else { return .zero }
        func short(_ offset: Int) -> CGFloat { CGFloat(Int16(bitPattern: UInt16(head[offset]) << 8 | UInt16(head[offset + 1]))) }
        let minX = short(36), minY = short(38), maxX = short(40), maxY = short(42)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Degrees counter-clockwise from vertical (negative for a rightward slant).
    public var italicAngle: CGFloat {
        lock.lock()
        defer { lock.unlock() }
        return CGFloat(hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE))
    }

    /// The variation axes: one dictionary each with `variationAxisName`, `…MinValue`,
    /// `…MaxValue` and `…DefaultValue`; nil for a font without variations.
    public var variationAxes: [[String: Any]]? {
        let axes = axisInfos()
        guard !axes.isEmpty else { return nil }
        return axes.map { axis in
            [Self.variationAxisName: axisName(axis), Self.variationAxisMinValue: CGFloat(axis.min_value),
             Self.variationAxisMaxValue: CGFloat(axis.max_value), Self.variationAxisDefaultValue: CGFloat(axis.default_value)]
        }
    }

    /// The font's value on each variation axis, by axis name; nil without variations.
    public var variations: [String: Any]? {
        let axes = axisInfos()
        guard !axes.isEmpty else { return nil }
        lock.lock()
        var count: UInt32 = 0
        let coordinates = hb_font_get_var_coords_design(font, &count)
        lock.unlock()
        var result: [String: Any] = [:]
        for (index, axis) in axes.enumerated() {
            result[axisName(axis)] = CGFloat(index < count ? coordinates![index] : axis.default_value)
        }
        return result
    }

    public static let variationAxisName = "kCGFontVariationAxisName"
    public static let variationAxisMinValue = "kCGFontVariationAxisMinValue"
    public static let variationAxisMaxValue = "kCGFontVariationAxisMaxValue"
    public static let variationAxisDefaultValue = "kCGFontVariationAxisDefaultValue"

    // MARK: Glyphs

    /// Each glyph's advance in font units; false when a glyph is not in the font.
    public func getGlyphAdvances(glyphs: UnsafePointer<CGGlyph>, count: Int, advances: UnsafeMutablePointer<Int32>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        var ok = true
        for index in 0..<count {
            let glyph = UInt32(glyphs[index])
            ok = ok && glyph < hb_face_get_glyph_count(face)
            advances[index] = hb_font_get_glyph_h_advance(font, glyph)
        }
        return ok
    }

    /// Each glyph's bounding box in font units (y up); false when a glyph is not in the font.
    public func getGlyphBBoxes(glyphs: UnsafePointer<CGGlyph>, count: Int, bboxes: UnsafeMutablePointer<CGRect>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        var ok = true
        for index in 0..<count {
            var extents = hb_glyph_extents_t()
            if hb_font_get_glyph_extents(font, UInt32(glyphs[index]), &extents) != 0 {
                // HarfBuzz: the top-left bearing and a downward height.
                bboxes[index] = CGRect(x: CGFloat(extents.x_bearing), y: CGFloat(extents.y_bearing + extents.height),
                                       width: CGFloat(extents.width), height: CGFloat(-extents.height))
            } else {
                bboxes[index] = .zero
                ok = false
            }
        }
        return ok
    }

    /// The glyph named `name` ("A", "uni00E9"); 0 when the font has none of that name.
    public func getGlyphWithGlyphName(name: String) -> CGGlyph {
        lock.lock()
        defer { lock.unlock() }
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_glyph_from_name(font, name, Int32(name.utf8.count), &glyph) != 0 else { return 0 }
        return CGGlyph(truncatingIfNeeded: glyph)
    }

    /// The name of `glyph`; nil when the font names none.
    public func name(for glyph: CGGlyph) -> String? {
        lock.lock()
        defer { lock.unlock() }
        var buffer = [CChar](repeating: 0, count: 128)
        guard hb_font_get_glyph_name(font, UInt32(glyph), &buffer, UInt32(buffer.count)) != 0 else { return nil }
        return String(cString: buffer)
    }

    // MARK: Tables

    /// The tags of the font's tables (`'head'`, `'cmap'` … as 32-bit big-endian codes).
    public var tableTags: [UInt32]? {
        var count: UInt32 = 64
        var tags = [hb_tag_t](repeating: 0, count: 64)
        let total = hb_face_get_table_tags(face, 0, &count, &tags)
        if total > 64 {
            count = total
            tags = [hb_tag_t](repeating: 0, count: Int(total))
            _ = hb_face_get_table_tags(face, 0, &count, &tags)
        }
        return Array(tags.prefix(Int(count)))
    }

    /// The bytes of the table `tag`; nil when the font has none.
    public func table(for tag: UInt32) -> Data? {
        guard let table = hb_face_reference_table(face, tag) else { return nil }
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(table, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }

    // MARK: Helpers

    static func tag(_ text: String) -> UInt32 {
        text.utf8.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    private func name(_ id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: 256)
        let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
        guard total > 0 else { return nil }
        return String(cString: buffer)
    }

    private func metric(_ tag: hb_ot_metrics_tag_t) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        var value: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, tag, &value)
        return value
    }

    private func axisInfos() -> [hb_ot_var_axis_info_t] {
        var count = hb_ot_var_get_axis_count(face)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        return Array(infos.prefix(Int(count)))
    }

    private func axisName(_ axis: hb_ot_var_axis_info_t) -> String { Self.axisName(axis, in: face) }

    /// An axis's name in English ("Weight"), or its tag ("wght") when the font names none.
    private static func axisName(_ axis: hb_ot_var_axis_info_t, in face: OpaquePointer) -> String {
        var length: UInt32 = 128
        var buffer = [CChar](repeating: 0, count: 128)
        if hb_ot_name_get_utf8(face, axis.name_id, hb_language_from_string("en", -1), &length, &buffer) > 0 {
            return String(cString: buffer)
        }
        let tag = axis.tag
        return String(decoding: [UInt8(tag >> 24), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)], as: UTF8.self)
    }

    private static func apply(_ variations: [String: Any], to font: OpaquePointer, face: OpaquePointer) {
        var count = hb_ot_var_get_axis_count(face)
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        var settings: [hb_variation_t] = []
        for (name, value) in variations {
            let number = (value as? CGFloat).map(Double.init) ?? (value as? Double) ?? (value as? NSNumber)?.doubleValue
            guard let number else { continue }
            // An axis by its name ("Weight") or its tag ("wght").
            let match = infos.prefix(Int(count)).first { axisName($0, in: face) == name || $0.tag == tag(name) }
            if let match { settings.append(hb_variation_t(tag: match.tag, value: Float(number))) }
        }
        hb_font_set_variations(font, settings, UInt32(settings.count))
    }

    /// The file and face index fontconfig has for `name`, when an installed face's PostScript
    /// name, full name or family is that name.
    private static func installedFontFile(named name: String) -> (String, UInt32)? {
        let objects = FcObjectSetCreate()!
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FILE, FC_INDEX, FC_POSTSCRIPT_NAME, FC_FULLNAME, FC_FAMILY, FC_STYLE] { FcObjectSetAdd(objects, object) }
        let all = FcPatternCreate()!
        defer { FcPatternDestroy(all) }
        guard let set = FcFontList(nil, all, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        let wanted = name.lowercased()
        var familyMatch: (String, UInt32)?
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            func string(_ object: String) -> String? {
                var value: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
                return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
            }
            guard let file = string(FC_FILE) else { continue }
            var faceIndex: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
            if string(FC_POSTSCRIPT_NAME)?.lowercased() == wanted || string(FC_FULLNAME)?.lowercased() == wanted {
                return (file, UInt32(faceIndex))
            }
            if familyMatch == nil, string(FC_FAMILY)?.lowercased() == wanted, string(FC_STYLE)?.lowercased() == "regular" || string(FC_STYLE) == nil {
                familyMatch = (file, UInt32(faceIndex))
            }
        }
        return familyMatch
    }
}

extension CGFont: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 14 }
}
