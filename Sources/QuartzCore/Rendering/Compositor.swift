@_implementationOnly import CCairo

/// Flattens a layer tree into a frame buffer, redrawing only what changed.
///
/// Each frame:
/// 1. commits the current transaction (layout, then display into backing stores);
/// 2. walks the layers whose changes were recorded (`LayerRenderState`), and only those,
///    computing where each now draws in device pixels and adding where it drew before and
///    where it draws now to the damage;
/// 3. redraws the damaged rectangles, clipping to them and skipping every subtree whose
///    extent misses them, and what opaque layers above hide (`OcclusionMap`). Backing
///    stores and shadow masks are reused, not redrawn.
///
/// The frame buffer is `pixelWidth × pixelHeight` at `scale` pixels per point; the root
/// layer's coordinates are points.
@MainActor
package final class Compositor {
    package struct Statistics: Sendable {
        /// Frames that redrew something.
        package var framesRendered = 0
        /// Layers drawn in the last frame.
        package var layersDrawn = 0
        /// Layers in the last frame that later layers hid entirely — not painted — or whose
        /// own shadow, background and contents they hid (their sublayers drawn).
        package var layersOccluded = 0
        /// Device pixels redrawn in the last frame.
        package var damagedPixels = 0
        /// The rectangles redrawn in the last frame (device pixels).
        package var lastDamage: [CGRect] = []
    }

    package let rootLayer: CALayer
    /// The frame: every pixel is painted by the next frame after a resize, so a new buffer
    /// is not cleared first (at 2732×2048 that is 22 MB written for nothing); one read before
    /// that frame is cleared then.
    package var frameBuffer: ImageSurface {
        paintBufferIfNeeded()
        return buffer
    }
    private var buffer: ImageSurface
    private var frameBufferIsPainted = false
    package private(set) var scale: CGFloat
    /// Painted behind the root layer; nil leaves the frame transparent.
    package var backgroundColor: CGColor? {
        didSet { needsFullRedraw = true }
    }
    package private(set) var statistics = Statistics()
    private var needsFullRedraw = true

    package init(rootLayer: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.rootLayer = rootLayer
        self.scale = scale
        buffer = ImageSurface(uninitializedWidth: pixelWidth, height: pixelHeight)
    }

    package var pixelWidth: Int { buffer.width }
    package var pixelHeight: Int { buffer.height }

    /// A new frame buffer size or scale; the next frame redraws everything.
    package func resize(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard pixelWidth != buffer.width || pixelHeight != buffer.height || scale != self.scale else { return }
        buffer = ImageSurface(uninitializedWidth: pixelWidth, height: pixelHeight)
        frameBufferIsPainted = false
        self.scale = scale
        needsFullRedraw = true
    }

    package func setNeedsFullRedraw() {
        needsFullRedraw = true
    }

    /// Commits pending changes and redraws what they damaged. Returns the redrawn rectangles
    /// in device pixels (empty when nothing changed).
    @discardableResult
    package func renderFrame() -> [CGRect] {
        CATransaction.flush()
        // Draw what animations present; everything else keeps seeing the model.
        let now = CACurrentMediaTime()
        AnimationClock.applyPresentation(at: now)
        defer { AnimationClock.restoreModels() }
        CAEmitterLayer.advanceAll(to: now)
        CATiledLayer.advanceAll(to: now)
        let frameRect = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        var damage = DamageRegion(bounds: frameRect)
        let forced = needsFullRedraw
        updateExtents(of: rootLayer, parentTransform: nil, forced: forced, damage: &damage)
        if forced {
            damage.addAll()
            needsFullRedraw = false
        }
        let blursDamage = addBackdropDamage(to: &damage)
        statistics.lastDamage = damage.rects
        statistics.damagedPixels = Int(damage.area)
        guard !damage.rects.isEmpty else {
            statistics.layersDrawn = 0
            return []
        }
        redraw(damage.rects, occluding: !blursDamage)
        statistics.framesRendered += 1
        return damage.rects
    }

    /// A snapshot of the frame buffer.
    package func snapshot() -> CGImage {
        CGImage(surface: frameBuffer.copy())
    }

    // MARK: Damage

    /// Brings the cached extents of changed layers up to date and records the damage.
    /// Unchanged subtrees are not visited: their cached extents stay valid.
    /// The root layer's bounds fill the frame buffer: its own position and transform place
    /// it in a window, which the host does, not the compositor.
    private var rootTransform: CGAffineTransform {
        CGAffineTransform(translationX: -rootLayer.bounds.minX, y: -rootLayer.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// `parentTransform` is nil for the root layer.
    private func updateExtents(of layer: CALayer, parentTransform: CGAffineTransform?, forced: Bool,
                               damage: inout DamageRegion) {
        let state = layer.renderState
        let me = ObjectIdentifier(self)
        let isOurs = state.compositor == me
        // A change below a replicator shows in every copy: its whole extent is redrawn.
        let replicator = layer as? CAReplicatorLayer
        let changed = forced || !isOurs || !state.pendingChanges.isEmpty || (replicator != nil && state.descendantChanged)
        guard changed || state.descendantChanged else { return }

        for rect in state.removedDamage { damage.add(rect) }
        state.removedDamage.removeAll()
        // Shadows drawn from content depend on coverage only; the shadow key already holds
        // the layer's own geometry.
        if state.descendantReshaped || !state.pendingChanges.subtracting([.geometry, .paint]).isEmpty {
            state.contentVersion &+= 1
        }
        if state.descendantChanged || !state.pendingChanges.subtracting([.geometry, .visibility]).isEmpty {
            state.drawingVersion &+= 1
        }

        let transform = parentTransform.map { layer.drawingTransform(in: $0) } ?? rootTransform
        let visible = layer.isDrawn(with: transform)
        let wasVisible = state.transformToDevice != nil && !state.subtreeRect.isNull
        let moved = state.transformToDevice != transform
        // A transform layer's 3D change can move its sublayers while its own projection stays.
        let forceChildren = forced || !isOurs || moved || visible != wasVisible || (changed && !layer.flattensSublayers)
        let partialContents = isOurs && !moved && state.pendingChanges == [.contents] ? state.contentsDamage : nil

        if let partialContents {
            damage.add(partialContents.applying(transform))
        } else if changed {
            damage.add(state.subtreeRect)
        }

        state.compositor = me
        state.transformToDevice = transform
        state.pendingChanges = []
        state.contentsDamage = nil
        state.descendantChanged = false
        state.descendantReshaped = false

        guard visible else {
            state.contentRect = .null
            state.subtreeRect = .null
            return
        }

        var childrenRect = CGRect.null
        let handed = layer.sublayersParentTransform(own: transform, received: parentTransform)
        for child in layer.sublayers ?? [] {
            updateExtents(of: child, parentTransform: handed, forced: forceChildren, damage: &damage)
            childrenRect = childrenRect.union(child.renderState.subtreeRect)
        }
        if let replicator, !childrenRect.isNull {
            // Each copy draws where the sublayers do, moved by its transform (in layer space).
            let toLayer = transform.inverted()
            var copies = CGRect.null
            for k in 0..<replicator.drawnInstanceCount {
                copies = copies.union(childrenRect.applying(toLayer.concatenating(replicator.instanceAffineTransform(k)).concatenating(transform)))
            }
            childrenRect = copies
        }
        if layer.masksToBounds && layer.flattensSublayers {
            childrenRect = childrenRect.intersection(layer.bounds.applying(transform))
        }
        var content = layer.ownPaintRect.applying(transform)
        if !layer.animationEntries.isEmpty, let (transition, _) = layer.activeTransition(at: CACurrentMediaTime()) {
            // The looks in a transition fill the bounds, and move by up to a width or height.
            let bounds = layer.bounds
            let moves = transition.type == .moveIn || transition.type == .push || transition.type == .reveal
            content = content.union((moves ? bounds.insetBy(dx: -bounds.width, dy: -bounds.height) : bounds).applying(transform))
        }
        if layer.hasVisibleShadow, !layer.masksToBounds {
            let shape = layer.shadowPath.map { $0.boundingBox.applying(transform) } ?? content.union(childrenRect)
            if !shape.isNull {
                let offset = layer.shadowOffset.applying(transform)
                let spread = layer.shadowSpread(scale: transform.scaleFactor)
                content = content.union(shape.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
            }
        }
        state.contentRect = content
        state.subtreeRect = content.union(childrenRect)

        if changed && partialContents == nil {
            damage.add(state.subtreeRect)
        }
    }

    // MARK: Backdrops

    /// Where each visible backdrop layer of this tree reads: its bounds in device pixels grown
    /// by its blur's reach.
    private func backdropReaches() -> [CGRect] {
        let me = ObjectIdentifier(self)
        return CABackdropLayer.all.compactMap { layer in
            let state = layer.renderState
            guard state.compositor == me, let transform = state.transformToDevice else { return nil }
            var cursor: CALayer? = layer
            while let current = cursor, current !== rootLayer {
                guard current.isVisibleForDrawing else { return nil }
                cursor = current.superlayer
            }
            guard cursor === rootLayer else { return nil }
            let reach = CGFloat(BackdropBlur.reach(sigma: Double(layer.blurRadius * transform.scaleFactor)) + 1)
            return layer.bounds.applying(transform).insetBy(dx: -reach, dy: -reach)
        }
    }

    /// A change anywhere a backdrop reads changes its blur: the whole of what it reads is
    /// redrawn, so that every pixel the blur reads is this frame's (a pixel kept from the last
    /// frame would hold what was drawn above the backdrop). Returns whether a backdrop is
    /// redrawn.
    private func addBackdropDamage(to damage: inout DamageRegion) -> Bool {
        guard !damage.rects.isEmpty else { return false }
        let reaches = backdropReaches()
        var touched = false
        // Growing the damage for one backdrop can reach another: repeat until nothing grows.
        for _ in 0...reaches.count {
            var grew = false
            for reach in reaches where damage.rects.contains(where: { $0.overlaps(reach) }) {
                touched = true
                let clipped = reach.intersection(damage.bounds)
                if !damage.rects.contains(where: { $0.contains(clipped) }) {
                    damage.add(reach)
                    grew = true
                }
            }
            if !grew { break }
        }
        return touched
    }

    // MARK: Drawing

    /// Clears a buffer no frame has painted yet — unless what comes next paints all of it
    /// (the frame after a resize is a full one).
    private func paintBufferIfNeeded(fullyRepainting: Bool = false) {
        guard !frameBufferIsPainted else { return }
        frameBufferIsPainted = true
        guard !fullyRepainting else { return }
        let cairo = buffer.makeCairoContext()
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        buffer.flush()
    }

    private func redraw(_ rects: [CGRect], occluding: Bool) {
        let whole = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        paintBufferIfNeeded(fullyRepainting: rects.contains { $0.contains(whole) })

        var renderer = LayerRenderer(damage: rects)
        renderer.drawsForScreen = true
        // A blur reads pixels beneath layers that hide them: nothing is skipped then.
        renderer.occlusion = occluding ? OcclusionMap(root: rootLayer, transform: rootTransform, damage: rects) : nil
        renderer.renderContent(of: rootLayer, transform: rootTransform, alpha: 1)
        statistics.layersDrawn = renderer.layersDrawn
        statistics.layersOccluded = renderer.layersOccluded

        let bands = FrameBands(list: renderer.list, buffer: buffer, damage: rects,
                               background: backgroundColor.map { DrawColor($0) } ?? .clear)
        bands.play(inParallel: playsBandsInParallel ?? FrameBands.playsInParallel(damagedPixels: statistics.damagedPixels))
    }

    /// Whether frames are drawn on several threads; nil decides by the damage and the cores
    /// (`FrameBands.playsInParallel`). Tests set it to compare the two.
    package var playsBandsInParallel: Bool?
}
