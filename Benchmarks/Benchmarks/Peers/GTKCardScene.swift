import Benchmark
import BenchmarkSupport
import CGtkPeer
import Foundation

/// `CardScene`'s twin in GTK4: the same 50 cards — rounded, bordered, shadowed, each with a
/// rounded icon, a bordered badge and two lines of text — snapshotted as a GTK widget's
/// `snapshot()` would (outset shadow, rounded clip around the background colour, border,
/// text from a `PangoLayout` the widget keeps) and rendered offscreen at scale 2 by GSK's
/// Cairo renderer into a texture of 2732×2048 pixels.
///
/// Matches: geometry, colours, corner radii, border widths, shadow (Core Animation's
/// `shadowRadius` 8 is CSS's blur radius 16), Inter at 13 pixels wrapped in 88 points. As GTK
/// does, a card's render node is kept until the card changes and text layouts are made once,
/// as labels keep theirs. Differs: no CSS cascade or widget tree is walked (their cost is
/// GTK's, and left out, which favours GTK).
final class GTKCardScene {
    private let renderer: OpaquePointer
    private var layouts: [OpaquePointer] = []
    private var cardNodes: [OpaquePointer] = []
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private var flip = false
    private var badgeBlue = false
    static let scale: Float = 2
    static let size = (width: Float(1366), height: Float(1024))

    init() {
        // GSK registers its node types when GTK starts; without a display, ask for them.
        g_type_ensure(gsk_color_node_get_type())
        renderer = gsk_cairo_renderer_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
            fatalError("GSK's Cairo renderer did not start: \(String(cString: error!.pointee.message))")
        }
        fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)
        let font = pango_font_description_new()
        pango_font_description_set_family(font, "Inter")
        pango_font_description_set_absolute_size(font, Double(13 * PANGO_SCALE))
        for index in 0..<CardScene.cardCount {
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, CardScene.text(index), -1)
            pango_layout_set_width(layout, Int32(CardScene.textFrame.width) * PANGO_SCALE)
            pango_layout_set_height(layout, Int32(CardScene.textFrame.height) * PANGO_SCALE)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            layouts.append(layout)
        }
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(context))
        cardNodes = (0..<CardScene.cardCount).map(snapshotCard)
    }

    deinit {
        for node in cardNodes { gsk_render_node_unref(node) }
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        gsk_renderer_unrealize(renderer)
        g_object_unref(UnsafeMutableRawPointer(renderer))
        g_object_unref(fontMap)
    }

    /// A frame after the window's background changed: every widget snapshotted, the whole
    /// window rendered.
    func fullFrame() {
        flip.toggle()
        render(viewport: graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                         size: graphene_size_t(width: Self.size.width * Self.scale, height: Self.size.height * Self.scale)))
    }

    /// A frame after one badge changed colour: GTK snapshots the window again and renders
    /// only the damaged rectangle (the changed card, as its render-node diff reports it).
    func changeOneBadge() {
        badgeBlue.toggle()
        gsk_render_node_unref(cardNodes[CardScene.changingBadge])
        cardNodes[CardScene.changingBadge] = snapshotCard(CardScene.changingBadge)
        let card = CardScene.cardFrame(CardScene.changingBadge)
        let badge = CardScene.badgeFrame.offsetBy(dx: card.minX, dy: card.minY)
        render(viewport: graphene_rect_t(origin: graphene_point_t(x: Float(badge.minX) * Self.scale, y: Float(badge.minY) * Self.scale),
                                         size: graphene_size_t(width: Float(badge.width) * Self.scale, height: Float(badge.height) * Self.scale)))
    }

    private func render(viewport: graphene_rect_t) {
        let node = snapshot()
        var viewport = viewport
        let texture = gsk_renderer_render_texture(renderer, node, &viewport)
        g_object_unref(UnsafeMutableRawPointer(texture))
        gsk_render_node_unref(node)
    }

    /// The window's snapshot, in device pixels: its background, then each card's node — kept
    /// from the card's last snapshot, as GTK keeps the render nodes of widgets that did not
    /// change.
    private func snapshot() -> OpaquePointer {
        let snapshot = gtk_snapshot_new()!
        let gray: Float = flip ? 0.94 : 0.95
        var background = GdkRGBA(red: gray, green: gray, blue: gray, alpha: 1)
        var window = rect(CGRect(x: 0, y: 0, width: 1366 * CGFloat(Self.scale), height: 1024 * CGFloat(Self.scale)))
        gtk_snapshot_append_color(snapshot, &background, &window)
        for node in cardNodes { gtk_snapshot_append_node(snapshot, node) }
        return gtk_snapshot_free_to_node(snapshot)!
    }

    /// One card's render node, as its widget's `snapshot()` makes it.
    private func snapshotCard(_ index: Int) -> OpaquePointer {
        let snapshot = gtk_snapshot_new()!
        // At scale 2, as GTK renders a window on a HiDPI surface: GtkSnapshot folds the scale
        // into the nodes' geometry (a transform node around cached nodes instead sends GSK's
        // Cairo renderer down a path five times slower, which would not be GTK's real cost).
        gtk_snapshot_scale(snapshot, Self.scale, Self.scale)
        let card = CardScene.cardFrame(index)
        var shadow = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0.2)
        var outline = rounded(card, radius: 14)
        gtk_snapshot_append_outset_shadow(snapshot, &outline, &shadow, 0, 4, 0, 16)
        box(snapshot, card, radius: 14, color: GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1),
            border: 1, borderColor: GdkRGBA(red: 0.8, green: 0.8, blue: 0.8, alpha: 1))
        let icon = CardScene.iconFrame.offsetBy(dx: card.minX, dy: card.minY)
        box(snapshot, icon, radius: 12, color: GdkRGBA(red: Float(index % 7) / 7, green: 0.5, blue: 0.9, alpha: 1))
        let badge = CardScene.badgeFrame.offsetBy(dx: card.minX, dy: card.minY)
        let blue = badgeBlue && index == CardScene.changingBadge
        box(snapshot, badge, radius: 11, color: blue ? GdkRGBA(red: 0, green: 0.48, blue: 1, alpha: 1) : GdkRGBA(red: 1, green: 0.23, blue: 0.19, alpha: 1),
            border: 2, borderColor: GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1))
        let text = CardScene.textFrame.offsetBy(dx: card.minX, dy: card.minY)
        gtk_snapshot_save(snapshot)
        var origin = graphene_point_t(x: Float(text.minX), y: Float(text.minY))
        gtk_snapshot_translate(snapshot, &origin)
        var ink = GdkRGBA(red: 0.333, green: 0.333, blue: 0.333, alpha: 1)
        gtk_snapshot_append_layout(snapshot, layouts[index], &ink)
        gtk_snapshot_restore(snapshot)
        return gtk_snapshot_free_to_node(snapshot)!
    }

    /// A rounded background, clipped as GTK's CSS background is, with an optional border.
    private func box(_ snapshot: OpaquePointer, _ frame: CGRect, radius: Float, color: GdkRGBA,
                     border: Float = 0, borderColor: GdkRGBA = GdkRGBA()) {
        var outline = rounded(frame, radius: radius)
        var bounds = rect(frame)
        var color = color
        gtk_snapshot_push_rounded_clip(snapshot, &outline)
        gtk_snapshot_append_color(snapshot, &color, &bounds)
        gtk_snapshot_pop(snapshot)
        guard border > 0 else { return }
        var widths: (Float, Float, Float, Float) = (border, border, border, border)
        var colors = (borderColor, borderColor, borderColor, borderColor)
        withUnsafePointer(to: &widths) { widthPointer in
            withUnsafePointer(to: &colors) { colorPointer in
                widthPointer.withMemoryRebound(to: Float.self, capacity: 4) { widthsBase in
                    colorPointer.withMemoryRebound(to: GdkRGBA.self, capacity: 4) { colorsBase in
                        gtk_snapshot_append_border(snapshot, &outline, widthsBase, colorsBase)
                    }
                }
            }
        }
    }

    private func rect(_ frame: CGRect) -> graphene_rect_t {
        graphene_rect_t(origin: graphene_point_t(x: Float(frame.minX), y: Float(frame.minY)),
                        size: graphene_size_t(width: Float(frame.width), height: Float(frame.height)))
    }

    private func rounded(_ frame: CGRect, radius: Float) -> GskRoundedRect {
        var result = GskRoundedRect()
        var bounds = rect(frame)
        gsk_rounded_rect_init_from_rect(&result, &bounds, radius)
        return result
    }
}

extension GTKCardScene {
    /// Measures frames of a fresh scene, each made by `frame`.
    static func measureFrames(_ benchmark: Benchmark, _ frame: (GTKCardScene) -> Void) {
        let scene = GTKCardScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame(scene)
        }
        benchmark.stopMeasurement()
    }
}
