@_implementationOnly import CCairo

/// Display machinery: marking layers dirty, drawing them into backing stores, and rendering
/// a layer tree into a context.
extension CALayer {
    func requestDisplay(in rect: CGRect?) {
        if let rect {
            let clipped = rect.intersection(bounds)
            guard !clipped.isNull, !clipped.isEmpty else { return }
            if !needsDisplayFlag {
                needsDisplayRect = clipped
            } else if let pending = needsDisplayRect {
                needsDisplayRect = pending.union(clipped)
            }
        } else {
            needsDisplayRect = nil
        }
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        CATransaction.enqueueDisplay(self)
    }

    func performDisplay() {
        needsDisplayFlag = false
        presentedDrawingValues = nil
        if let delegate {
            delegate.display(self)
        } else {
            displayIntoBackingStore()
        }
        needsDisplayRect = nil
    }

    /// Core Animation's default display: draw into a backing store of `bounds.size ×
    /// contentsScale` pixels through `draw(in:)` and make it the contents.
    ///
    /// A partial redraw (`setNeedsDisplay(_:)`) reuses the existing store and redraws only
    /// the dirty rectangle. When `draw(in:)` paints nothing, `contents` becomes nil, so
    /// layers that do not draw cost no memory.
    ///
    /// Without `clearing` (a view whose `clearsContextBeforeDrawing` is false) a store of the
    /// same size is drawn over as it is, for a whole redraw too: what was there stays under
    /// what `draw(in:)` paints, where UIKit leaves it undefined.
    package func displayIntoBackingStore(clearing: Bool = true) {
        // A tiled layer has no backing store: its tiles are drawn as frames show them.
        if let tiled = self as? CATiledLayer {
            tiled.invalidateTiles(in: needsDisplayRect)
            needsDisplayRect = nil
            return
        }
        let dirty = needsDisplayRect ?? (clearing ? nil : bounds)
        needsDisplayRect = nil
        let scale = max(contentsScale, 0.01)
        let pixelWidth = Int((bounds.width * scale).rounded(.up))
        let pixelHeight = Int((bounds.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else {
            if contents is BackingStore { contents = nil }
            return
        }
        delegate?.layerWillDraw(self)

        var reused: BackingStore?
        if let dirty, let store = contents as? BackingStore, store.scale == scale,
           store.surface.width == pixelWidth, store.surface.height == pixelHeight, dirty != bounds || !clearing {
            reused = store
        }
        let surface = reused?.surface ?? ImageSurface(width: pixelWidth, height: pixelHeight)
        // A layer over Cairo's 32,767 pixels a side has no backing store: it is not drawn.
        guard surface.isValid else {
            contents = nil
            return
        }
        let context = CGContext(uikitSurface: surface, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if reused != nil, let dirty {
            context.clip(to: dirty)
            if clearing { context.clear(dirty) }
        }
        if isOpaque, clearing || reused == nil {
            // iOS quirk, emulated: an opaque layer's store starts black, not transparent.
            context.setFillColor(.black)
            context.fill(reused != nil ? dirty! : bounds)
        }
        let paintedBefore = context.paintOperationCount
        draw(in: context)
        surface.flush()

        if reused != nil {
            changed(.contents, inContentsRect: dirty)
        } else if context.paintOperationCount == paintedBefore {
            // Nothing drawn: like a delegate that does not draw, no backing store at all.
            contents = nil
        } else {
            contents = BackingStore(surface: surface, scale: scale)
        }
    }

    func renderTree(in ctx: CGContext) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(ctx.cairo, &matrix)
        cairo_save(ctx.cairo)
        LayerRenderer.draw(self, into: ctx.cairo, transform: CGAffineTransform(matrix))
        cairo_restore(ctx.cairo)
    }
}
