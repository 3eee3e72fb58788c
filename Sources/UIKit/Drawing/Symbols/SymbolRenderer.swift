@_implementationOnly import CImaging
import CoreGraphics
import Foundation

/// Draws symbol images: an icon theme's symbolic SVG rendered by librsvg at the size asked
/// for, black with the icon's own opacities (symbol images are templates: what shows is
/// their alpha, in the tint colour), made heavier or lighter for the weight, and set in a
/// circle or rounded square for the `.circle`/`.square` names.
///
/// Images are cached by everything that changes their pixels. Images are made on any thread,
/// one at a time.
enum SymbolRenderer {
    private struct Key: Hashable {
        let icon: String
        let enclosure: SymbolCatalog.Enclosure?
        let pixels: Int
        let weight: UIImage.SymbolWeight
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Key: CGImage] = [:]
    nonisolated(unsafe) private static var handles: [String: UnsafeMutablePointer<RsvgHandle>] = [:]

    /// The side, in points, of a symbol's square image for text of `pointSize`: 1.2 times the
    /// text size, as SF Symbols' images are about, and 0.8 or 1.25 times that small or large.
    static func side(pointSize: CGFloat, scale: UIImage.SymbolScale) -> CGFloat {
        let factor: CGFloat = switch scale {
        case .small: 0.8
        case .large: 1.25
        default: 1
        }
        return max(1, (pointSize * 1.2 * factor).rounded())
    }

    /// The image for `icon` at `side` points and `displayScale` pixels per point; nil when the
    /// icon theme lacks the icon or it does not draw.
    static func image(icon: String, enclosure: SymbolCatalog.Enclosure?, side: CGFloat, weight: UIImage.SymbolWeight,
                      displayScale: CGFloat) -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        let pixels = max(1, Int((side * displayScale).rounded()))
        let key = Key(icon: icon, enclosure: enclosure, pixels: pixels, weight: weight)
        if let cached = cache[key] { return cached }
        guard let handle = handle(for: icon) else { return nil }
        let glyphSide = enclosure == nil ? pixels : max(1, Int((Double(pixels) * 0.5).rounded()))
        guard let glyph = drawGlyph(handle, side: glyphSide), let weighted = adjust(glyph, for: weight, side: glyphSide) else { return nil }
        let result = ImageSurface(width: pixels, height: pixels)
        guard result.isValid else { return nil }
        let cairo = result.makeCairoContext()
        defer { cairo_destroy(cairo) }
        cairo_set_source_rgb(cairo, 0, 0, 0)
        let offset = Double(pixels - glyphSide) / 2
        let side = Double(pixels)
        switch enclosure {
        case nil:
            cairo_mask_surface(cairo, weighted.pointer, 0, 0)
        case .circle?, .square?:
            let line = max(1, side * 0.075)
            enclosurePath(cairo, enclosure!, side: side, inset: line / 2 + side * 0.04)
            cairo_set_line_width(cairo, line)
            cairo_stroke(cairo)
            cairo_mask_surface(cairo, weighted.pointer, offset, offset)
        case .circleFill?, .squareFill?:
            enclosurePath(cairo, enclosure!, side: side, inset: side * 0.04)
            cairo_fill(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
            cairo_mask_surface(cairo, weighted.pointer, offset, offset)
        }
        result.flush()
        let image = CGImage(surface: result)
        if cache.count > 512 { cache.removeAll() }
        cache[key] = image
        return image
    }

    /// The icon drawn as a vector into a square of `side` pixels.
    private static func drawGlyph(_ handle: UnsafeMutablePointer<RsvgHandle>, side: Int) -> ImageSurface? {
        let surface = ImageSurface(width: side, height: side)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        defer { cairo_destroy(cairo) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(side), height: Double(side))
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0
        if let error { g_error_free(error) }
        surface.flush()
        guard drawn else { return nil }
        normalizeOpacity(surface)
        return surface
    }

    /// Some symbolic icons are drawn faint throughout (Adwaita's unstarred star, its read
    /// mail): their most opaque part is made fully opaque, the rest in proportion, so that a
    /// symbol shows at full strength and a two-tone icon keeps its tones.
    private static func normalizeOpacity(_ surface: ImageSurface) {
        let rows = (0..<surface.height).map { UnsafeMutableRawPointer(surface.data + $0 * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self) }
        var strongest: UInt32 = 0
        for row in rows {
            for x in 0..<surface.width { strongest = max(strongest, row[x] >> 24) }
        }
        guard strongest > 0, strongest < 250 else { return }
        for row in rows {
            for x in 0..<surface.width {
                let pixel = row[x]
                func scaled(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift) & 0xFF) * 255 / strongest) << shift }
                row[x] = scaled(24) | scaled(16) | scaled(8) | scaled(0)
            }
        }
        surface.markDirty()
    }

    /// The glyph made heavier (its outline spread by copies drawn around it) or lighter (eaten
    /// into by copies kept only where they overlap), by up to a pixel at 16 pixels.
    private static func adjust(_ glyph: ImageSurface, for weight: UIImage.SymbolWeight, side: Int) -> ImageSurface? {
        let spread: Double = switch weight {
        case .ultraLight: -0.6
        case .thin: -0.45
        case .light: -0.25
        case .medium: 0.2
        case .semibold: 0.35
        case .bold: 0.55
        case .heavy: 0.75
        case .black: 0.95
        default: 0
        }
        guard spread != 0 else { return glyph }
        let radius = abs(spread) * Double(side) / 16
        let result = glyph.copy()
        let cairo = result.makeCairoContext()
        defer { cairo_destroy(cairo) }
        cairo_set_operator(cairo, spread > 0 ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_IN)
        for step in 0..<8 {
            let angle = Double(step) * .pi / 4
            cairo_set_source_surface(cairo, glyph.pointer, radius * cos(angle), radius * sin(angle))
            cairo_paint(cairo)
        }
        result.flush()
        return result
    }

    private static func enclosurePath(_ cairo: OpaquePointer, _ enclosure: SymbolCatalog.Enclosure, side: Double, inset: Double) {
        let extent = side - 2 * inset
        switch enclosure {
        case .circle, .circleFill:
            cairo_arc(cairo, side / 2, side / 2, extent / 2, 0, 2 * .pi)
        case .square, .squareFill:
            let radius = extent * 0.22
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, inset + extent - radius, inset + radius, radius, -.pi / 2, 0)
            cairo_arc(cairo, inset + extent - radius, inset + extent - radius, radius, 0, .pi / 2)
            cairo_arc(cairo, inset + radius, inset + extent - radius, radius, .pi / 2, .pi)
            cairo_arc(cairo, inset + radius, inset + radius, radius, .pi, 1.5 * .pi)
            cairo_close_path(cairo)
        }
    }

    // MARK: The icon theme

    /// A loaded SVG for the icon (or the custom symbol's file, when `file` is given), kept for
    /// the process's life (a few hundred at most).
    private static func handle(for icon: String, file: String? = nil) -> UnsafeMutablePointer<RsvgHandle>? {
        let key = file.map { "file:" + $0 } ?? icon
        if let handle = handles[key] { return handle }
        guard let path = file ?? SymbolIconTheme.path(for: icon) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        handles[key] = handle
        return handle
    }

    // MARK: Custom symbols

    /// A custom symbol's image (an asset catalog's symbol set): the glyph an SF Symbols
    /// template SVG draws for the weight and scale (its `Bold-L` layer …; else the scale's or
    /// the medium regular one, made heavier or lighter as icons are), fitted into a square of
    /// `side` points as the system symbols are; a plain SVG is drawn whole. nil when the file
    /// does not load or draw.
    static func image(symbolFile path: String, side: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale,
                      displayScale: CGFloat) -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        let pixels = max(1, Int((side * displayScale).rounded()))
        guard let handle = handle(for: path, file: path) else { return nil }
        let layer = templateLayer(handle, weight: weight, scale: scale)
        let remainingWeight = layer?.isForWeight == true ? .unspecified : weight
        let key = Key(icon: "file:\(path)#\(layer?.id ?? "")", enclosure: nil, pixels: pixels, weight: remainingWeight)
        if let cached = cache[key] { return cached }
        let drawn = layer.map { drawLayer(handle, id: $0.id, side: pixels) } ?? drawGlyph(handle, side: pixels)
        guard let glyph = drawn, let weighted = adjust(glyph, for: remainingWeight, side: pixels) else { return nil }
        let result = ImageSurface(width: pixels, height: pixels)
        guard result.isValid else { return nil }
        let cairo = result.makeCairoContext()
        cairo_set_source_rgb(cairo, 0, 0, 0)
        cairo_mask_surface(cairo, weighted.pointer, 0, 0)
        cairo_destroy(cairo)
        result.flush()
        let image = CGImage(surface: result)
        if cache.count > 512 { cache.removeAll() }
        cache[key] = image
        return image
    }

    /// The template layer to draw: `Weight-Scale` (`Semibold-S`), else the regular one of the
    /// scale, else `Regular-M`; nil for an SVG with none of them (not a symbol template).
    private static func templateLayer(_ handle: UnsafeMutablePointer<RsvgHandle>, weight: UIImage.SymbolWeight,
                                      scale: UIImage.SymbolScale) -> (id: String, isForWeight: Bool)? {
        let weightName = switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: "Regular"
        }
        let scaleName = switch scale {
        case .small: "S"
        case .large: "L"
        default: "M"
        }
        let candidates = [("\(weightName)-\(scaleName)", true), ("Regular-\(scaleName)", weightName == "Regular"),
                          ("Regular-M", weightName == "Regular")]
        for (id, isForWeight) in candidates where rsvg_handle_has_sub(handle, "#" + id) != 0 {
            return ("#" + id, isForWeight)
        }
        return nil
    }

    /// The layer `id` alone, its drawn extent centred and fitted in a square of `side` pixels
    /// less a sixteenth each side (the margin Adwaita's 16-pixel icons keep).
    private static func drawLayer(_ handle: UnsafeMutablePointer<RsvgHandle>, id: String, side: Int) -> ImageSurface? {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var lengthWidth = RsvgLength(), lengthHeight = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
            width = hasViewBox != 0 ? viewBox.width : 0
            height = hasViewBox != 0 ? viewBox.height : 0
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        let measured = rsvg_handle_get_geometry_for_layer(handle, id, &viewport, &ink, &logical, &error) != 0
        if let error { g_error_free(error) }
        error = nil
        guard measured, ink.width > 0, ink.height > 0 else { return nil }
        let surface = ImageSurface(width: side, height: side)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        defer { cairo_destroy(cairo) }
        let factor = Double(side) * 14 / 16 / max(ink.width, ink.height)
        cairo_translate(cairo, Double(side) / 2, Double(side) / 2)
        cairo_scale(cairo, factor, factor)
        cairo_translate(cairo, -(ink.x + ink.width / 2), -(ink.y + ink.height / 2))
        let drawn = rsvg_handle_render_layer(handle, cairo, id, &viewport, &error) != 0
        if let error { g_error_free(error) }
        surface.flush()
        return drawn ? surface : nil
    }
}

/// Where the symbolic icons are: Adwaita's scalable icons, in each of the desktop's data
/// directories (`XDG_DATA_DIRS`, else /usr/local/share and /usr/share).
enum SymbolIconTheme {
    nonisolated(unsafe) private static var index: [String: String]?

    static func path(for icon: String) -> String? {
        if index == nil { index = makeIndex() }
        return index?[icon]
    }

    private static func makeIndex() -> [String: String] {
        let dataDirectories = XDGBaseDirectories().dataDirectories.map(\.path)
        var index: [String: String] = [:]
        let suffix = "-symbolic.svg"
        for directory in dataDirectories.reversed() {
            let scalable = "\(directory)/icons/Adwaita/scalable"
            guard let contexts = try? FileManager.default.contentsOfDirectory(atPath: scalable) else { continue }
            for context in contexts {
                guard let files = try? FileManager.default.contentsOfDirectory(atPath: "\(scalable)/\(context)") else { continue }
                for file in files where file.hasSuffix(suffix) {
                    index[String(file.dropLast(suffix.count))] = "\(scalable)/\(context)/\(file)"
                }
            }
        }
        return index
    }
}
