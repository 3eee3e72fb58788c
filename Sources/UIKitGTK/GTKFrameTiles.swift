@_implementationOnly import CGtk
import CoreGraphics
import Foundation

/// Shows the compositor's frame in a window as a grid of tiles, each a `GtkDrawingArea` that
/// paints its part of the frame, and has GTK redraw only the tiles a frame damaged.
///
/// Why tiles: one drawing area the size of the window gives GTK one Cairo node, new every
/// frame, so GTK takes the whole window as damaged — it cleared a surface the window's size,
/// copied the 22 MB frame into it, rendered that into the window's surface and sent it all to
/// the display server, for a caret's blink as for a scroll (at 2732×2048, four passes over
/// 22 MB: most of the time from a click to its pixels on screen). GTK keeps the render node of
/// a widget it was not asked to redraw and diffs the window's nodes: with a node per tile, a
/// frame that changed one label paints, renders and sends the tiles under it. (Textures would
/// not do: GSK's Cairo renderer downloads every texture node of the window each frame, drawn
/// or clipped away.)
///
/// Invariants: the tiles cover the frame exactly, in device pixels, and `tileSize` is a
/// multiple of the scale, so every tile's origin and size are whole points and GTK's surface
/// for a tile has one pixel per frame pixel; a tile paints a copy of the frame's pixels as they
/// are when GTK asks, which is after the last frame that damaged it.
@MainActor
final class GTKFrameTiles {
    /// The tiles' container, laid over the window's drawing area (which takes the events): it
    /// takes no events itself and does not count in the window's size.
    let widget: UnsafeMutablePointer<GtkWidget>
    private var fixed: UnsafeMutablePointer<GtkFixed> { UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkFixed.self) }
    private var tiles: [UnsafeMutablePointer<GtkWidget>] = []
    private var columns = 0, rows = 0
    private var pixelWidth = 0, pixelHeight = 0, scale = 1
    private var tileSize = GTKFrameTiles.preferredTileSize
    /// The frame the tiles copy from (the compositor's buffer, replaced when it resizes).
    private var frame: ImageSurface?

    /// Device pixels a side: 256 keeps a small change small (a label, a caret) and a full
    /// frame at 2732×2048 to 88 tiles.
    static let preferredTileSize = 256

    init() {
        widget = gtk_fixed_new()
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_can_focus(widget, 0)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        // The frame is a picture of the window's content, which Slate's own AT-SPI bridge
        // describes; GTK's accessibility tree should not list its tiles.
        slate_accessible_hide(widget)
    }

    /// Shows `frame` (`scale` device pixels a point): GTK redraws the tiles that `damage`
    /// (device pixels) touches, or all of them when the frame's size or scale changed.
    func show(_ frame: ImageSurface, scale: Int, damage: [CGRect]) {
        self.frame = frame
        frame.flush()
        guard frame.width == pixelWidth, frame.height == pixelHeight, scale == self.scale else {
            rebuild(width: frame.width, height: frame.height, scale: scale)
            return
        }
        var touched = [Bool](repeating: false, count: tiles.count)
        for rect in damage {
            let bounded = rect.intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
            guard !bounded.isEmpty else { continue }
            let columns = Int(bounded.minX) / tileSize...min((Int(bounded.maxX.rounded(.up)) - 1) / tileSize, self.columns - 1)
            for row in Int(bounded.minY) / tileSize...min((Int(bounded.maxY.rounded(.up)) - 1) / tileSize, rows - 1) {
                for column in columns { touched[row * self.columns + column] = true }
            }
        }
        for index in touched.indices where touched[index] {
            gtk_widget_queue_draw(tiles[index])
        }
    }

    /// A new grid for a frame of `width` × `height` device pixels at `scale`.
    private func rebuild(width: Int, height: Int, scale: Int) {
        for tile in tiles { gtk_fixed_remove(fixed, tile) }
        tiles.removeAll()
        pixelWidth = width
        pixelHeight = height
        self.scale = max(1, scale)
        tileSize = max(self.scale, Self.preferredTileSize / self.scale * self.scale)
        columns = (width + tileSize - 1) / tileSize
        rows = (height + tileSize - 1) / tileSize
        let me = Unmanaged.passUnretained(self).toOpaque()
        for row in 0..<rows {
            for column in 0..<columns {
                let x = column * tileSize, y = row * tileSize
                let tile = gtk_drawing_area_new()!
                gtk_widget_set_can_target(tile, 0)
                // A tile's size in points is its minimum, which is what GtkFixed gives it.
                gtk_widget_set_size_request(tile, Int32(min(tileSize, width - x) / self.scale), Int32(min(tileSize, height - y) / self.scale))
                gtk_drawing_area_set_draw_func(UnsafeMutableRawPointer(tile).assumingMemoryBound(to: GtkDrawingArea.self), { tile, cairo, _, _, data in
                    guard let tile, let cairo, let data else { return }
                    let tiles = Unmanaged<GTKFrameTiles>.fromOpaque(data).takeUnretainedValue()
                    MainActor.assumeIsolated { tiles.paint(UnsafeMutableRawPointer(tile).assumingMemoryBound(to: GtkWidget.self), into: cairo) }
                }, me, nil)
                gtk_fixed_put(fixed, tile, Double(x / self.scale), Double(y / self.scale))
                tiles.append(tile)
            }
        }
    }

    /// Paints `tile`'s part of the frame: a copy of those pixels, one on each device pixel of
    /// GTK's surface for the tile, copied (the surface starts transparent, so copying is what
    /// compositing over it would give).
    ///
    /// A copy, not the frame itself: GTK records a tile's drawing to replay it later, and Cairo
    /// keeps a recorded source surface as it was by copying the whole of it the next time it
    /// changes — 22 MB after every frame, were the source the frame.
    private func paint(_ tile: UnsafeMutablePointer<GtkWidget>, into cairo: OpaquePointer) {
        var x = 0.0, y = 0.0
        gtk_fixed_get_child_position(fixed, tile, &x, &y)
        let scale = Double(self.scale)
        guard let pixels = frame?.cropped(x: Int((x * scale).rounded()), y: Int((y * scale).rounded()),
                                          width: tileSize, height: tileSize) else { return }
        cairo_save(cairo)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_set_source_surface(cairo, pixels.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
