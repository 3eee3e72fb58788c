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
            case .gradient(let gradient):
                if misses(gradient.bounds) { break }
                draw(gradient)
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
                if clip.aliased {
                    let antialias = cairo_get_antialias(cairo)
                    cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
                    cairo_clip(cairo)
                    cairo_set_antialias(cairo, antialias)
                } else {
                    cairo_clip(cairo)
                }
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
            case .backdrop(let backdrop):
                if misses(backdrop.bounds) { break }
                draw(backdrop)
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

    private func draw(_ gradient: GradientDraw) {
        cairo_save(cairo)
        gradient.clip.append(to: cairo)
        cairo_clip(cairo)
        let pattern: OpaquePointer
        switch gradient.kind {
        case .axial(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            addStops(gradient, to: pattern)
        case .radial(let center, let radii):
            // A unit circle, stretched into the ellipse by the pattern's matrix.
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            addStops(gradient, to: pattern)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / Double(radii.width), 1 / Double(radii.height))
            cairo_matrix_translate(&matrix, -Double(center.x), -Double(center.y))
            cairo_pattern_set_matrix(pattern, &matrix)
        case .conic(let center, let angle, let reach):
            pattern = conicMesh(gradient, center: center, angle: angle, reach: reach)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_pattern_destroy(pattern)
        cairo_restore(cairo)
    }

    private func addStops(_ gradient: GradientDraw, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    /// A conic gradient as a fan of thin patches round the centre, each shading from the
    /// colour at its first edge to the colour at its second.
    private func conicMesh(_ gradient: GradientDraw, center: CGPoint, angle: CGFloat, reach: CGFloat) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let wedges = 180
        func point(_ fraction: Double) -> (Double, Double) {
            let a = Double(angle) + 2 * Double.pi * fraction
            return (Double(center.x) + Double(reach) * cos(a), Double(center.y) + Double(reach) * sin(a))
        }
        for index in 0..<wedges {
            let t0 = Double(index) / Double(wedges), t1 = Double(index + 1) / Double(wedges)
            let c0 = gradient.color(at: t0), c1 = gradient.color(at: t1)
            let p0 = point(t0), p1 = point(t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
            cairo_mesh_pattern_line_to(mesh, p1.0, p1.1)
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
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
        if image.adds {
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, image.alpha)
            cairo_restore(cairo)
        } else if image.alpha < 1 {
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
        case .tint(let color):
            setSource(color)
            cairo_mask(cairo, group)
            cairo_pattern_destroy(group)
        case .multiply(let color):
            Self.multiply(group, by: color)
            cairo_set_source(cairo, group)
            cairo_paint(cairo)
            cairo_pattern_destroy(group)
        case .maskHeld:
            defer { cairo_pattern_destroy(group) }
            guard let content = heldGroups.popLast() else { return }
            defer { cairo_pattern_destroy(content) }
            cairo_set_source(cairo, content)
            cairo_mask(cairo, group)
        }
    }

    /// Multiplies every premultiplied pixel of a group by `color`: red by red × alpha and so
    /// on, alpha by alpha.
    private static func multiply(_ group: OpaquePointer, by color: DrawColor) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let factors = [color.blue * color.alpha, color.green * color.alpha, color.red * color.alpha, color.alpha]
            .map { UInt32(($0 * 256).rounded()) }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let pixel = row + x * 4
                for channel in 0..<4 {
                    pixel[channel] = UInt8((UInt32(pixel[channel]) * factors[channel]) >> 8)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Blurs what the current target (the band, or the group being drawn) holds under the
    /// backdrop, within the clip, and puts it back mixed by the backdrop's alpha.
    private func draw(_ backdrop: BackdropDraw) {
        guard let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(target)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(target) else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let surfaceRect = CGRect(x: -offsetX, y: -offsetY, width: Double(width), height: Double(height))
        let area = backdrop.rect.pixelAligned.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).pixelAligned)
            .intersection(surfaceRect)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        let output = (x: Int(area.minX + offsetX), y: Int(area.minY + offsetY), width: Int(area.width), height: Int(area.height))
        let blurred = BackdropBlur.blur(source: data, bytesPerRow: Int(cairo_image_surface_get_stride(target)),
                                        width: width, height: height, output: output, sigma: backdrop.sigma)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, blurred.pointer, Double(area.minX), Double(area.minY))
        let r = backdrop.rect
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cairo)
        cairo_paint_with_alpha(cairo, backdrop.alpha)
        withExtendedLifetime(blurred) {}
    }
}
