import Foundation

/// Runs layer animations on Core Animation's clock: tells delegates when animations start and
/// stop, removes finished ones, marks moving layers for redrawing, and lets the compositor
/// draw presented values.
///
/// Hosts call `FrameScheduler.tick(at:)` once a frame; the compositor calls
/// `applyPresentation(at:)` before drawing and `restoreModels()` after, so that drawing sees
/// presented values while everything else — layout, hit testing — sees the model.
@MainActor
package enum AnimationClock {
    private static var layers: [WeakAnimatedLayer] = []
    /// `layers` by identity, so that registering is O(1) however many layers animate. An
    /// entry whose layer is gone (or is another layer at a reused address) counts as absent.
    private static var registered: [ObjectIdentifier: WeakAnimatedLayer] = [:]
    private static var anonymousCounter = 0
    /// The model values the frame's presentation replaced, layer by layer; emptied with its
    /// capacity kept, so that presenting allocates nothing frame after frame.
    private static var applied: [SavedModelValue] = []

    static func nextAnonymousKey() -> Int {
        anonymousCounter += 1
        return anonymousCounter
    }

    static func register(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if let entry = registered[id], entry.layer === layer { return }
        let entry = WeakAnimatedLayer(layer)
        layers.append(entry)
        registered[id] = entry
    }

    /// Stops running the animations of every layer added so far, without ending them or telling
    /// their delegates: their layers belong to a display that is gone (a test's earlier
    /// `HeadlessScreen`, whose clock had another origin) and nothing will draw them again.
    package static func forgetAll() {
        layers.removeAll()
        registered.removeAll()
    }

    /// Whether an animation still needs frames: it moves, or it has ended but no frame has
    /// delivered its end yet (its final values drawn, its delegate told). A host's frame clock
    /// does not tick on the animation's schedule, so "ended by now" is not "ended on screen".
    /// A paused animation (speed 0) holds still and needs none.
    package static var isRunning: Bool {
        layers.contains { weak in
            guard let layer = weak.layer else { return false }
            return layer.animationEntries.contains { !$0.stopped && $0.animation.speed != 0 } && layer.effectiveSpeed != 0
        }
    }

    /// Start and stop bookkeeping at `now`, and damage for layers whose presented values move.
    static func tick(at now: CFTimeInterval) {
        let before = layers.count
        layers.removeAll { $0.layer == nil || $0.layer?.animationEntries.isEmpty == true }
        if layers.count != before {
            registered = Dictionary(layers.compactMap { entry in entry.layer.map { (ObjectIdentifier($0), entry) } },
                                    uniquingKeysWith: { first, _ in first })
        }
        for weak in layers {
            guard let layer = weak.layer else { continue }
            // The layer's animations run on its own timeline; a paused one holds still.
            let local = layer.localTime(fromGlobal: now)
            let layerSpeed = layer.effectiveSpeed
            let holdsStill = layerSpeed == 0
            var moving: LayerChange = []
            var finished: [Int] = []
            for index in layer.animationEntries.indices {
                var entry = layer.animationEntries[index]
                let phase = entry.animation.phase(at: local, begin: entry.begin, runsBackwards: layerSpeed < 0)
                // Time running backwards starts an animation as it reaches it from its end.
                if !entry.started && (local >= entry.begin || layerSpeed < 0) {
                    entry.started = true
                    layer.animationEntries[index] = entry
                    entry.animation.delegate?.animationDidStart(entry.animation)
                }
                if !entry.stopped {
                    if !holdsStill { moving.formUnion(layer.animatedChanges(of: entry.animation)) }
                    if phase.ended && entry.started {
                        finished.append(index)
                    }
                }
            }
            for index in finished.reversed() where layer.animationEntries.indices.contains(index) {
                var entry = layer.animationEntries[index]
                entry.stopped = true
                if entry.animation.isRemovedOnCompletion {
                    layer.animationEntries.remove(at: index)
                } else {
                    layer.animationEntries[index] = entry
                }
                // A drawn key shows the model again (or, filling, is drawn once more as it ends).
                layer.animationLeft(entry.animation)
                stopped(entry.animation, finished: true)
            }
            if !moving.isEmpty { layer.changed(moving) }
        }
    }

    /// An animation stopped: its delegate hears it, and transactions waiting for it may finish.
    static func stopped(_ animation: CAAnimation, finished: Bool) {
        animation.delegate?.animationDidStop(animation, finished: finished)
        CATransaction.animationDidStop(animation)
    }

    /// Presented values in place of model values, for drawing.
    package static func applyPresentation(at now: CFTimeInterval) {
        guard applied.isEmpty else { return }
        CALayer.isApplyingPresentation = true
        defer { CALayer.isApplyingPresentation = false }
        for weak in layers {
            guard let layer = weak.layer, !layer.animationEntries.isEmpty else { continue }
            layer.applyPresentation(at: now, saving: &applied)
        }
        // Layers that draw an animated key draw its presented value, with every layer's
        // presented values in place. A layer's saved values lie together.
        var previous: CALayer?
        for saved in applied where saved.layer !== previous {
            previous = saved.layer
            saved.layer.displayPresentedValuesIfMoved()
        }
    }

    /// Runs `body` with `layers` presenting their animations at `time` instead of the frame's
    /// time (a replicator's delayed copies), then puts the frame's presented values back.
    static func presenting(_ layers: [CALayer], at time: CFTimeInterval, _ body: () -> Void) {
        guard !layers.isEmpty else { return body() }
        let wasApplying = CALayer.isApplyingPresentation
        CALayer.isApplyingPresentation = true
        var undo: [(presented: [SavedModelValue], model: [SavedModelValue])] = []
        for layer in layers {
            let model = applied.filter { $0.layer === layer }
            let presented = model.compactMap { saved in
                LayerKeyPath.descriptor(saved.property, of: layer).map { SavedModelValue(layer: layer, property: saved.property, value: $0.get(layer)) }
            }
            CALayer.restore(model)
            var atTime: [SavedModelValue] = []
            layer.applyPresentation(at: time, saving: &atTime)
            undo.append((presented, atTime))
        }
        CALayer.isApplyingPresentation = wasApplying
        body()
        CALayer.isApplyingPresentation = true
        for (presented, model) in undo.reversed() {
            CALayer.restore(model)
            CALayer.restore(presented)
        }
        CALayer.isApplyingPresentation = wasApplying
    }

    package static func restoreModels() {
        CALayer.isApplyingPresentation = true
        defer { CALayer.isApplyingPresentation = false }
        CALayer.restore(applied)
        applied.removeAll(keepingCapacity: true)
    }
}

private struct WeakAnimatedLayer {
    weak var layer: CALayer?
    init(_ layer: CALayer) { self.layer = layer }
}
