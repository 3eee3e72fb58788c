@_implementationOnly import CCairo
import Foundation

/// Plays a `DisplayList` into a Cairo context. Touches no layer, so it runs on any thread.
///
/// A player given a `band` skips every command whose device bounds miss it. A player that
/// runs beside others (`privateSources`) reads every image through a Cairo surface of its own
/// over the same pixels: Cairo's image compositor takes pixman references on a source's
/// pixman image, and pixman's reference count is not atomic, so two threads must never
/// composite from the same `cairo_surface_t` at once.
struct DisplayListPlayer {
    let cairo: OpaquePointer
    let band: CGRect?
    let privateSources: Bool
    private var wrappers: [ObjectIdentifier: OpaquePointer] = [:]
    private var heldGroups: [OpaquePointer] = []

    init(cairo: OpaquePointer, band: CGRect? = nil, privateSources: Bool = false) {
        self.cairo = cairo
        self.band = band
        self.privateSources = privateSources
    }

    /// Plays every command (those the band misses skipped), then lets go of its surfaces.
    mutating func play(_ list: DisplayList) {
        let commands = list.commands
        var index = 0
        while index < commands.count {
            switch commands[index] {
            case .setMatrix(var matrix):
                cairo_set_matrix(cairo, &matrix)
            case .fill(let shape, let color, let bounds):
                if misses(bounds) { break }
                fill(shape, color)
            case .image(let image):
                if misses(image.bounds) { break }
                draw(image)
            case .maskedColor(let masked):
                if misses(masked.bounds) { break }
                draw(masked)
            case .beginClip(let clip):
                if misses(clip.bounds) {
                    index = clip.end
                    continue
                }
                cairo_save(cairo)
                clip.path.append(to: cairo)
                cairo_clip(cairo)
            case .endClip:
                cairo_restore(cairo)
            case .beginGroup(let bounds, let end):
                if misses(bounds) {
                    index = end
                    continue
                }
                cairo_push_group(cairo)
            case .endGroup(let end):
                finishGroup(end)
            }
            index += 1
        }
        for held in heldGroups { cairo_pattern_destroy(held) }
        heldGroups.removeAll()
        for wrapper in wrappers.values { cairo_surface_destroy(wrapper) }
        wrappers.removeAll()
    }

    private func misses(_ bounds: CGRect?) -> Bool {
        guard let band, let bounds else { return false }
        return !bounds.intersects(band)
    }

    private func setSource(_ color: DrawColor) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    private func fill(_ shape: FillShape, _ color: DrawColor) {
        setSource(color)
        switch shape {
        case .rect(let r):
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_fill(cairo)
        case .path(let path):
            path.append(to: cairo)
            cairo_fill(cairo)
        case .ring(let outer, let inner):
            outer.append(to: cairo)
            inner.append(to: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        case .pathEvenOdd(let path):
            path.append(to: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        case .stroke(let path, let style):
            stroke(path, style)
        }
    }

    private func stroke(_ path: CGPath, _ style: StrokeStyle) {
        cairo_save(cairo)
        cairo_set_line_width(cairo, Double(style.width))
        let cap: cairo_line_cap_t = switch style.cap {
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        default: CAIRO_LINE_CAP_BUTT
        }
        let join: cairo_line_join_t = switch style.join {
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        default: CAIRO_LINE_JOIN_MITER
        }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, Double(max(style.miterLimit, 1)))
        if let dashes = style.dashes {
            let lengths = dashes.map(Double.init)
            cairo_set_dash(cairo, lengths, Int32(lengths.count), Double(style.dashPhase))
        }
        path.append(to: cairo)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    /// The Cairo surface to read `surface` through: its own, or this player's wrapper.
    private mutating func source(_ surface: ImageSurface) -> OpaquePointer {
        guard privateSources else { return surface.pointer }
        let key = ObjectIdentifier(surface)
        if let wrapper = wrappers[key] { return wrapper }
        let format = cairo_image_surface_get_format(surface.pointer)
        let wrapper = cairo_image_surface_create_for_data(surface.data, format, Int32(surface.width),
                                                          Int32(surface.height), Int32(surface.bytesPerRow))!
        wrappers[key] = wrapper
        return wrapper
    }

    private mutating func draw(_ image: ImageDraw) {
        let whole = source(image.surface)
        let sampled: OpaquePointer
        if let part = image.part {
            sampled = cairo_surface_create_for_rectangle(whole, Double(part.minX), Double(part.minY),
                                                         Double(part.width), Double(part.height))
        } else {
            sampled = cairo_surface_reference(whole)
        }
        defer { cairo_surface_destroy(sampled) }
        let pattern = cairo_pattern_create_for_surface(sampled)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = image.patternMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, image.filter)
        cairo_set_source(cairo, pattern)
        let d = image.destination
        cairo_rectangle(cairo, Double(d.minX), Double(d.minY), Double(d.width), Double(d.height))
        if image.alpha < 1 {
            cairo_save(cairo)
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, image.alpha)
            cairo_restore(cairo)
        } else {
            cairo_fill(cairo)
        }
    }

    private mutating func draw(_ masked: MaskedColor) {
        let mask = source(masked.mask)
        cairo_save(cairo)
        switch masked.clip {
        case .device(let r)?:
            cairo_identity_matrix(cairo)
            cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_clip(cairo)
        case .path(let path, var matrix)?:
            cairo_set_matrix(cairo, &matrix)
            path.append(to: cairo)
            cairo_clip(cairo)
        case nil:
            break
        }
        cairo_identity_matrix(cairo)
        setSource(masked.color)
        cairo_mask_surface(cairo, mask, Double(masked.origin.x), Double(masked.origin.y))
        cairo_restore(cairo)
    }

    private mutating func finishGroup(_ end: GroupEnd) {
        guard let group = cairo_pop_group(cairo) else { return }
        switch end {
        case .paint(let alpha):
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, alpha)
            cairo_pattern_destroy(group)
        case .holdForMask:
            heldGroups.append(group)
        case .maskHeld:
            defer { cairo_pattern_destroy(group) }
            guard let content = heldGroups.popLast() else { return }
            defer { cairo_pattern_destroy(content) }
            cairo_set_source(cairo, content)
            cairo_mask(cairo, group)
        }
    }
}
