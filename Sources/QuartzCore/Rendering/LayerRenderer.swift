@_implementationOnly import CCairo

/// Records layer trees into a `DisplayList` (played back with Cairo by `DisplayListPlayer`),
/// in Core Animation's order for each layer:
///
/// 1. its shadow, beneath everything;
/// 2. background (rounded by `cornerRadius`);
/// 3. contents, then sublayers in z order — both clipped to the rounded bounds when
///    `masksToBounds`;
/// 4. border, on top of the sublayers.
///
/// A translucent layer with sublayers (or several painted parts) is drawn into a group and
/// composited once with its opacity, so overlapping parts do not show through each other;
/// a `mask` layer multiplies that group by its alpha.
@MainActor
struct LayerRenderer {
    /// What has been recorded so far.
    var list = DisplayList()
    /// Device-pixel rectangles being redrawn; subtrees whose last known extent misses all of
    /// them are skipped. Nil draws everything (and never trusts cached extents).
    var damage: [CGRect]?
    /// What later layers paint over, numbered in this walk's order; nil paints everything.
    var occlusion: OcclusionMap?
    private(set) var layersDrawn = 0
    /// Layers whose own painting (or whole subtree) the occlusion map hid.
    private(set) var layersOccluded = 0
    /// The number of the next layer drawn, as the occlusion map counts them.
    private var paintIndex = 0
    /// Whether layers in a transition (`CATransition`) draw it; off to take a look.
    var showsTransitions = true
    /// The layer whose transition is being drawn: it draws its new look plainly.
    private var layerInTransition: CALayer?
    /// The layer being drawn into its rasterized bitmap: it draws plainly.
    var layerBeingRasterized: CALayer?
    /// Device pixels the layers being drawn are clipped to by their ancestors' `masksToBounds`
    /// (nil: not clipped). A tiled layer draws only the tiles that show through it.
    var clipInDevice: CGRect?
    /// Whether this walk draws a frame for the screen (the compositor's): a tiled layer's new
    /// tiles fade in there, and show whole in snapshots.
    var drawsForScreen = false
    /// While a layer's own painting is drawn inside the clips that give it hard edges
    /// (LayerRenderer+EdgeAntialiasing): how far past those edges its fills reach.
    var edgeBleed: EdgeBleed?

    init(damage: [CGRect]? = nil) {
        self.damage = damage
    }

    /// Draws `layer` (see `renderContent`) straight into a Cairo context on this thread;
    /// `drawsRootPlainly` draws a rasterized `layer` itself, not its bitmap.
    static func draw(_ layer: CALayer, into cairo: OpaquePointer, transform: CGAffineTransform,
                     includeShadow: Bool = true, applyOpacity: Bool = true, showsTransitions: Bool = true,
                     drawsRootPlainly: Bool = false) {
        var renderer = LayerRenderer()
        renderer.showsTransitions = showsTransitions
        if drawsRootPlainly { renderer.layerBeingRasterized = layer }
        renderer.renderContent(of: layer, transform: transform, alpha: 1, includeShadow: includeShadow, applyOpacity: applyOpacity)
        var player = DisplayListPlayer(cairo: cairo)
        player.play(renderer.list)
    }

    /// Draws `layer` and its sublayers; `transform` maps the layer's own coordinates to device
    /// pixels. `includeShadow` and `applyOpacity` are turned off when drawing the silhouette a
    /// shadow is made from.
    /// `parentTransform` is what the superlayer handed its sublayers (see
    /// `CALayer.drawingTransform(in:)`); a transform layer hands it on to its own.
    mutating func renderContent(of layer: CALayer, transform: CGAffineTransform, alpha: Double,
                                includeShadow: Bool = true, applyOpacity: Bool = true, parentTransform: CGAffineTransform? = nil) {
        guard layer.isDrawn(with: transform) else { return }
        if let damage, !layer.renderState.subtreeRect.intersectsAny(damage) { return }
        if showsTransitions, layer !== layerInTransition, !layer.animationEntries.isEmpty,
           let (transition, progress) = layer.activeTransition(at: CACurrentMediaTime()), let old = transition.oldLook {
            return drawTransition(of: layer, transition, progress: progress, old: old, transform: transform, alpha: alpha,
                                  includeShadow: includeShadow, applyOpacity: applyOpacity)
        }
        var ownPaintingHidden = false
        if let occlusion {
            let index = paintIndex
            paintIndex += 1
            if let end = occlusion.hiddenSubtreeEnd(of: index, in: layer.renderState.subtreeRect) {
                layersOccluded += end - index + 1
                paintIndex = end + 1
                return
            }
            ownPaintingHidden = occlusion.hidesOwnPainting(of: index, in: layer.renderState.contentRect)
            if ownPaintingHidden { layersOccluded += 1 }
        }
        layersDrawn += 1

        let opacity = (applyOpacity ? Double(layer.opacity) : 1) * alpha
        if layer.shouldRasterize, layer !== layerBeingRasterized, let raster = rasterBitmap(of: layer) {
            // The bitmap paints the whole subtree: the walk's numbering goes past it.
            if let occlusion, let end = occlusion.subtreeEnd(of: paintIndex - 1) { paintIndex = end + 1 }
            setMatrix(transform)
            let whole = CGRect(x: 0, y: 0, width: raster.surface.width, height: raster.surface.height)
            drawImage(raster.surface, source: whole, into: raster.rect, layer: layer, transform: transform, alpha: opacity,
                      filter: CAIRO_FILTER_GOOD)
            return
        }
        let children = layer.sublayersInDrawingOrder
        if !layer.flattensSublayers {
            // Nothing of its own and no group: its opacity reaches each sublayer on its own.
            drawSublayers(children, transform: parentTransform ?? layer.transformToSuperlayer.inverted().concatenating(transform),
                          alpha: opacity)
            return
        }
        let emitter = layer as? CAEmitterLayer
        let shape = (layer as? CAShapeLayer).flatMap { $0.paintsShape ? $0 : nil }
        let parts = (layer.hasVisibleBackground ? 1 : 0) + (layer.hasVisibleBorder ? 1 : 0) + (layer.contents != nil || layer is CATiledLayer ? 1 : 0)
            + (shape?.fillColor.map { $0.alpha > 0 ? 1 : 0 } ?? 0) + (shape?.strokedPath != nil ? 1 : 0)
            + ((layer as? CAGradientLayer)?.gradientStops != nil ? 1 : 0) + ((layer as? CATextLayer)?.hasText == true ? 1 : 0)
            + (emitter?.simulation.particles.isEmpty == false ? 2 : 0)
        let groupsOpacity = opacity < 1 && layer.allowsGroupOpacity && (!children.isEmpty || parts > 1)
        let vibrancy = (layer as? CAVibrancyLayer)?.vibrancyColor
        let needsGroup = groupsOpacity || layer.mask != nil || vibrancy != nil
        let partAlpha = needsGroup ? 1 : opacity

        setMatrix(transform)
        if includeShadow && layer.hasVisibleShadow && !ownPaintingHidden {
            drawShadow(of: layer, transform: transform, alpha: opacity)
        }
        // What lies behind, blurred, beneath everything the layer draws itself.
        if let backdrop = layer as? CABackdropLayer, !ownPaintingHidden {
            let rect = layer.bounds.applying(transform)
            list.append(.backdrop(BackdropDraw(rect: rect, sigma: Double(backdrop.blurRadius * transform.scaleFactor),
                                               alpha: opacity, bounds: trustedBounds(rect))))
        }
        // Extents are only kept current where damage is tracked (by the compositor).
        let groupStart = needsGroup ? list.beginRange(.beginGroup(bounds: trustedBounds(layer.renderState.subtreeRect), end: 0)) : nil

        let hardEdges = layer.aliasedEdges(under: transform)
        if !ownPaintingHidden, layer.hasVisibleBackground || (layer as? CAGradientLayer)?.gradientStops != nil {
            withHardEdges(hardEdges, of: layer, transform: transform) { renderer in
                renderer.drawBackground(of: layer, transform: transform, alpha: partAlpha)
                if let gradient = layer as? CAGradientLayer { renderer.drawGradient(of: gradient, transform: transform, alpha: partAlpha) }
            }
        }
        let clipStarts: [Int]
        if !layer.masksToBounds {
            clipStarts = []
        } else if !hardEdges.isEmpty {
            clipStarts = beginEdgeClips(hardEdges, of: layer.bounds, transform: transform)
        } else {
            clipStarts = [list.beginRange(.beginClip(ClipRange(path: layer.cachedBoundsShape(), bounds: trustedBounds(layer.bounds.applying(transform)), end: 0)))]
        }
        if !ownPaintingHidden, layer.contents != nil || layer is CATiledLayer {
            withHardEdges(hardEdges, of: layer, area: layer.contentsPlacement?.destination, transform: transform) { renderer in
                renderer.drawContents(of: layer, transform: transform, alpha: partAlpha)
            }
        }
        if !ownPaintingHidden, let shape { drawShape(of: shape, transform: transform, alpha: partAlpha) }
        if !ownPaintingHidden, let text = layer as? CATextLayer, let (surface, destination) = text.textBitmap {
            withHardEdges(hardEdges, of: layer, area: destination, transform: transform) { renderer in
                renderer.drawImage(surface, source: CGRect(x: 0, y: 0, width: surface.width, height: surface.height), into: destination,
                                   layer: layer, transform: transform, alpha: partAlpha)
            }
        }
        let savedClip = clipInDevice
        if layer.masksToBounds, transform.b == 0, transform.c == 0 {
            let bounds = layer.bounds.applying(transform)
            clipInDevice = clipInDevice.map { $0.intersection(bounds) } ?? bounds
        }
        if let replicator = layer as? CAReplicatorLayer {
            drawInstances(of: replicator, children: children, transform: transform, alpha: partAlpha)
        } else {
            drawSublayers(children, transform: transform, alpha: partAlpha)
        }
        clipInDevice = savedClip
        endClips(startedAt: clipStarts)
        setMatrix(transform)
        if layer.hasVisibleBorder {
            withHardEdges(hardEdges, of: layer, transform: transform) { renderer in
                renderer.drawBorder(of: layer, transform: transform, alpha: partAlpha)
            }
        }
        // Above the border, and drawn even where sublayers would hide the layer's own painting.
        if let emitter { drawParticles(of: emitter, transform: transform, alpha: partAlpha) }

        if let groupStart {
            if let mask = layer.mask {
                list.append(.endGroup(.holdForMask))
                let maskStart = list.beginRange(.beginGroup(bounds: nil, end: 0))
                let (savedDamage, savedOcclusion) = (damage, occlusion)
                (damage, occlusion) = (nil, nil)
                renderContent(of: mask, transform: mask.transformToSuperlayer.concatenating(transform),
                              alpha: groupsOpacity ? opacity : 1)
                (damage, occlusion) = (savedDamage, savedOcclusion)
                setMatrix(transform)
                list.append(.endGroup(.maskHeld))
                list.endRange(startedAt: maskStart)
            } else if let vibrancy {
                list.append(.endGroup(.tint(DrawColor(vibrancy, alpha: opacity))))
            } else {
                list.append(.endGroup(.paint(alpha: opacity)))
            }
            list.endRange(startedAt: groupStart)
        }
    }

    /// `transform` is what the layer hands its sublayers: its own device transform, or a
    /// transform layer's parent's.
    private mutating func drawSublayers(_ children: [CALayer], transform: CGAffineTransform, alpha: Double) {
        for child in children {
            // What the guard at the top would skip, skipped before working out its transform.
            if let damage, !child.renderState.subtreeRect.intersectsAny(damage) { continue }
            renderContent(of: child, transform: child.drawingTransform(in: transform), alpha: alpha, parentTransform: transform)
        }
    }

    /// A layer in a transition: its old look and its new, placed and faded by the transition
    /// at `progress`; a cross-dissolve adds the two, faded, in a group. Neither cached extents
    /// nor the occlusion map know where the looks move, so neither culls them.
    private mutating func drawTransition(of layer: CALayer, _ transition: CATransition, progress: CGFloat,
                                         old: (surface: ImageSurface, scale: CGFloat, bounds: CGRect),
                                         transform: CGAffineTransform, alpha: Double, includeShadow: Bool, applyOpacity: Bool) {
        let index = paintIndex
        let (savedDamage, savedOcclusion, savedLayer) = (damage, occlusion, layerInTransition)
        (damage, occlusion, layerInTransition) = (nil, nil, layer)
        let placement = transition.placement(at: progress, size: layer.bounds.size)
        let opacity = (applyOpacity ? Double(layer.opacity) : 1) * alpha
        let dissolves = transition.type != .moveIn && transition.type != .push && transition.type != .reveal
        let groupStart = list.beginRange(.beginGroup(bounds: nil, end: 0))
        func drawOld(_ renderer: inout LayerRenderer, alpha: Double, adds: Bool) {
            renderer.setMatrix(transform)
            let destination = CGRect(x: layer.bounds.minX + placement.old.x, y: layer.bounds.minY + placement.old.y,
                                     width: CGFloat(old.surface.width) / old.scale, height: CGFloat(old.surface.height) / old.scale)
            let matrix = cairo_matrix_t(xx: Double(old.scale), yx: 0, xy: 0, yy: Double(old.scale),
                                        x0: -Double(destination.minX * old.scale), y0: -Double(destination.minY * old.scale))
            renderer.list.append(.image(ImageDraw(surface: old.surface, part: nil, patternMatrix: matrix, filter: CAIRO_FILTER_GOOD,
                                                  destination: destination, alpha: alpha, bounds: nil, adds: adds)))
        }
        func drawNew(_ renderer: inout LayerRenderer) {
            let shifted = CGAffineTransform(translationX: placement.new.x, y: placement.new.y).concatenating(transform)
            renderer.renderContent(of: layer, transform: shifted, alpha: 1, includeShadow: includeShadow, applyOpacity: false)
        }
        if dissolves {
            let newStart = list.beginRange(.beginGroup(bounds: nil, end: 0))
            drawNew(&self)
            setMatrix(transform)
            list.append(.endGroup(.paint(alpha: Double(progress))))
            list.endRange(startedAt: newStart)
            drawOld(&self, alpha: Double(1 - progress), adds: true)
        } else if placement.oldOnTop {
            drawNew(&self)
            drawOld(&self, alpha: 1, adds: false)
        } else {
            drawOld(&self, alpha: 1, adds: false)
            drawNew(&self)
        }
        setMatrix(transform)
        list.append(.endGroup(.paint(alpha: opacity)))
        list.endRange(startedAt: groupStart)
        (damage, occlusion, layerInTransition) = (savedDamage, savedOcclusion, savedLayer)
        // Keep counting as the occlusion map did: the layer's subtree once.
        if let savedOcclusion { paintIndex = (savedOcclusion.subtreeEnd(of: index) ?? index) + 1 }
    }

    /// A replicator's sublayers, once a copy: copy k moved by its transform, multiplied by its
    /// colour, its animations `k × instanceDelay` behind. Cached extents and the occlusion map
    /// know the sublayers as drawn once, so neither culls the copies.
    private mutating func drawInstances(of replicator: CAReplicatorLayer, children: [CALayer], transform: CGAffineTransform,
                                        alpha: Double) {
        let index = paintIndex - 1
        let (savedDamage, savedOcclusion) = (damage, occlusion)
        (damage, occlusion) = (nil, nil)
        let delay = replicator.instanceDelay
        let animated = delay != 0 ? children.flatMap(\.animatedLayersInSubtree) : []
        let now = CACurrentMediaTime()
        for k in 0..<replicator.drawnInstanceCount {
            let instance = replicator.instanceAffineTransform(k).concatenating(transform)
            let tint = replicator.instanceTint(k)
            if let tint, tint.alpha <= 0 { continue }
            let groupStart = tint != nil ? list.beginRange(.beginGroup(bounds: nil, end: 0)) : nil
            AnimationClock.presenting(animated, at: now - Double(k) * delay) {
                for child in children {
                    renderContent(of: child, transform: child.drawingTransform(in: instance), alpha: alpha, parentTransform: instance)
                }
            }
            if let groupStart, let tint {
                setMatrix(transform)
                list.append(.endGroup(.multiply(DrawColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha))))
                list.endRange(startedAt: groupStart)
            }
        }
        (damage, occlusion) = (savedDamage, savedOcclusion)
        // Keep counting as the occlusion map did: the sublayers once.
        if let savedOcclusion, index >= 0, let end = savedOcclusion.subtreeEnd(of: index) { paintIndex = end + 1 }
    }

    mutating func setMatrix(_ transform: CGAffineTransform) {
        list.append(.setMatrix(transform.cairoMatrix))
    }

    /// Device bounds a band may cull by: only where damage is tracked are extents current.
    func trustedBounds(_ rect: CGRect) -> CGRect? {
        damage == nil || rect.isNull ? nil : rect.commandBounds
    }

    // MARK: Parts

    private mutating func drawBackground(of layer: CALayer, transform: CGAffineTransform, alpha: Double) {
        guard layer.hasVisibleBackground, let color = layer.backgroundColor else { return }
        var shape: FillShape = .rect(edgeBleed?.apply(to: layer.bounds, within: layer.bounds) ?? layer.bounds)
        // A rounded background is rasterized as a path — unless every damaged pixel it touches
        // lies inside its corners (a badge changing on a card), where a rectangle fills the
        // same pixels far more cheaply.
        if layer.isRounded, damageTouches(layer, transform: transform, outside: layer.wholePixelsInsideOutline(transform: transform)) {
            if fillFromCachedCoverage(of: layer, .background, color: DrawColor(color, alpha: alpha), transform: transform) { return }
            shape = .path(layer.cachedBoundsShape())
        }
        list.append(.fill(shape, DrawColor(color, alpha: alpha), bounds: trustedBounds(layer.bounds.applying(transform))))
    }

    /// A gradient layer's gradient over its bounds, rounded as its background is.
    private mutating func drawGradient(of layer: CAGradientLayer, transform: CGAffineTransform, alpha: Double) {
        guard let stops = layer.gradientStops, !layer.bounds.isEmpty else { return }
        let bounds = layer.bounds
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = place(layer.startPoint), end = place(layer.endPoint)
        let kind: GradientDraw.Kind
        switch layer.type {
        case .radial:
            var radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
            // A radius of zero along one axis: a circle of the other.
            if radii.width <= 0 { radii.width = radii.height }
            if radii.height <= 0 { radii.height = radii.width }
            guard radii.width > 0 else { return fillWithLastColor(stops, layer: layer, transform: transform, alpha: alpha) }
            kind = .radial(center: start, radii: radii)
        case .conic:
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            let reach = corners.map { hypot($0.x - start.x, $0.y - start.y) }.max()! + 1
            kind = .conic(center: start, angle: atan2(end.y - start.y, end.x - start.x), reach: reach)
        default:
            guard start != end else { return fillWithLastColor(stops, layer: layer, transform: transform, alpha: alpha) }
            kind = .axial(start: start, end: end)
        }
        setMatrix(transform)
        list.append(.gradient(GradientDraw(kind: kind, stops: stops.map { ($0.location, DrawColor($0.color, alpha: alpha)) },
                                           clip: paintedBoundsShape(of: layer),
                                           bounds: trustedBounds(bounds.applying(transform)))))
    }

    /// A gradient with no length or radius: its last colour everywhere, as past its end.
    private mutating func fillWithLastColor(_ stops: [(location: Double, color: CGColor)], layer: CALayer,
                                            transform: CGAffineTransform, alpha: Double) {
        guard let last = stops.last else { return }
        setMatrix(transform)
        list.append(.fill(.path(paintedBoundsShape(of: layer)), DrawColor(last.color, alpha: alpha), bounds: trustedBounds(layer.bounds.applying(transform))))
    }

    /// A shape layer's fill, then its stroke, as vector art in the layer's space.
    private mutating func drawShape(of layer: CAShapeLayer, transform: CGAffineTransform, alpha: Double) {
        guard let path = layer.path else { return }
        setMatrix(transform)
        let bounds = trustedBounds(layer.ownVectorPaintRect.applying(transform))
        if let fill = layer.fillColor, fill.alpha > 0 {
            let shape: FillShape = layer.fillRule == .evenOdd ? .pathEvenOdd(path) : .path(path)
            list.append(.fill(shape, DrawColor(fill, alpha: alpha), bounds: bounds))
        }
        if let stroked = layer.strokedPath, let color = layer.strokeColor {
            let style = StrokeStyle(width: layer.lineWidth, cap: layer.lineCap, join: layer.lineJoin, miterLimit: layer.miterLimit,
                                    dashes: layer.dashLengths, dashPhase: layer.lineDashPhase)
            list.append(.fill(.stroke(stroked, style), DrawColor(color, alpha: alpha), bounds: bounds))
        }
    }

    /// The border is the ring between the bounds outline and the outline inset by the border
    /// width, filled even-odd, so it lies entirely inside the bounds. It is left out when every
    /// damaged pixel the layer touches lies inside the inner outline, where it paints nothing.
    private mutating func drawBorder(of layer: CALayer, transform: CGAffineTransform, alpha: Double) {
        guard layer.hasVisibleBorder, let color = layer.borderColor else { return }
        let width = min(layer.borderWidth, min(layer.bounds.width, layer.bounds.height) / 2)
        guard damageTouches(layer, transform: transform, outside: layer.wholePixelsInsideOutline(insetBy: width, transform: transform)) else { return }
        if layer.isRounded,
           fillFromCachedCoverage(of: layer, .border(width: width), color: DrawColor(color, alpha: alpha), transform: transform) {
            return
        }
        list.append(.fill(.ring(outer: paintedBoundsShape(of: layer), inner: layer.cachedBoundsShape(insetBy: width)),
                          DrawColor(color, alpha: alpha), bounds: trustedBounds(layer.bounds.applying(transform))))
    }

    /// A rounded background or border ring drawn from cached coverage: a small shape through
    /// its whole mask (LayerRenderer+Coverage), a large one on whole pixels in slices
    /// (LayerRenderer+Slices); false when neither applies and the caller fills the path.
    private mutating func fillFromCachedCoverage(of layer: CALayer, _ shape: CoverageShape, color: DrawColor,
                                                 transform: CGAffineTransform) -> Bool {
        fillThroughCoverage(of: layer, shape, color: color, transform: transform)
            || fillInSlices(of: layer, shape, color: color, transform: transform)
    }

    /// Whether some damaged pixel that the layer's bounds reach lies outside `region` (device
    /// pixels; nil is nowhere). True whenever damage is not tracked.
    private func damageTouches(_ layer: CALayer, transform: CGAffineTransform, outside region: CGRect?) -> Bool {
        guard let damage, let region else { return true }
        let reach = layer.bounds.applying(transform).pixelAligned
        return damage.contains { rect in
            let part = rect.intersection(reach)
            return !part.isNull && !part.isEmpty && !region.contains(part)
        }
    }

    private mutating func drawContents(of layer: CALayer, transform: CGAffineTransform, alpha: Double) {
        if let tiled = layer as? CATiledLayer { return drawTiles(of: tiled, transform: transform, alpha: alpha) }
        guard let (surface, scale) = layer.contentsSurface, let placement = layer.contentsPlacement else { return }
        let destination = placement.destination
        guard destination.width > 0, destination.height > 0 else { return }
        let unitCenter = layer.contentsCenter
        if layer.contentsGravity == .resize, unitCenter != CGRect(x: 0, y: 0, width: 1, height: 1) {
            drawNinePart(surface, scale: scale, source: placement.source, center: unitCenter,
                         into: destination, layer: layer, transform: transform, alpha: alpha)
        } else {
            drawImage(surface, source: placement.source, into: destination, layer: layer, transform: transform, alpha: alpha)
        }
    }

    /// Draws the `source` pixels of `surface` stretched over `destination` (layer coordinates).
    /// A part of the surface is sampled through a sub-surface, so filtering clamps at the
    /// part's edges instead of bleeding in the neighbouring pixels.
    mutating func drawImage(_ surface: ImageSurface, source: CGRect, into destination: CGRect,
                           layer: CALayer, transform: CGAffineTransform, alpha: Double, filter chosen: cairo_filter_t? = nil) {
        guard destination.width > 0, destination.height > 0, source.width > 0, source.height > 0 else { return }
        let whole = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let part = source.intersection(whole)
        guard !part.isNull, part.width > 0, part.height > 0 else { return }
        let sx = Double(source.width / destination.width)
        let sy = Double(source.height / destination.height)
        let matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                                    x0: Double(source.minX - part.minX) - Double(destination.minX) * sx,
                                    y0: Double(source.minY - part.minY) - Double(destination.minY) * sy)
        let devicePixelsPerSourcePixel = Double(transform.scaleFactor) / sqrt(sx * sy)
        let filter = devicePixelsPerSourcePixel > 1.001 ? layer.magnificationFilter : layer.minificationFilter
        list.append(.image(ImageDraw(surface: surface, part: part == whole ? nil : part, patternMatrix: matrix,
                                     filter: chosen ?? (filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD),
                                     destination: edgeBleed?.apply(to: destination, within: layer.bounds) ?? destination, alpha: alpha,
                                     bounds: trustedBounds(destination.applying(transform)))))
    }

    /// `contentsCenter`: the corners keep their size, the edges stretch along one axis and the
    /// middle along both. When the destination is too small for the corners they shrink
    /// proportionally.
    private mutating func drawNinePart(_ surface: ImageSurface, scale: CGFloat, source: CGRect, center: CGRect,
                              into destination: CGRect, layer: CALayer, transform: CGAffineTransform, alpha: Double) {
        func stops(_ start: CGFloat, _ length: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> [CGFloat] {
            [start, start + length * max(0, min(1, lower)), start + length * max(0, min(1, upper)), start + length]
        }
        let sourceX = stops(source.minX, source.width, center.minX, center.maxX)
        let sourceY = stops(source.minY, source.height, center.minY, center.maxY)
        func destinationStops(_ s: [CGFloat], _ start: CGFloat, _ length: CGFloat) -> [CGFloat] {
            var head = (s[1] - s[0]) / scale
            var tail = (s[3] - s[2]) / scale
            if head + tail > length, head + tail > 0 {
                let shrink = length / (head + tail)
                head *= shrink
                tail *= shrink
            }
            return [start, start + head, start + length - tail, start + length]
        }
        let destinationX = destinationStops(sourceX, destination.minX, destination.width)
        let destinationY = destinationStops(sourceY, destination.minY, destination.height)
        for row in 0..<3 {
            for column in 0..<3 {
                let from = CGRect(x: sourceX[column], y: sourceY[row],
                                  width: sourceX[column + 1] - sourceX[column], height: sourceY[row + 1] - sourceY[row])
                let to = CGRect(x: destinationX[column], y: destinationY[row],
                                width: destinationX[column + 1] - destinationX[column],
                                height: destinationY[row + 1] - destinationY[row])
                drawImage(surface, source: from, into: to, layer: layer, transform: transform, alpha: alpha)
            }
        }
    }

}

extension CGRect {
    func intersectsAny(_ rects: [CGRect]) -> Bool {
        guard !isNull else { return false }
        return rects.contains { $0.intersects(self) }
    }
}
