import Foundation

/// A layer's own timeline (`CAMediaTiming`): Core Animation's hierarchical time.
///
/// Every layer maps its superlayer's time to its own — `(parent − beginTime) × speed +
/// timeOffset`, then, when it has a `duration`, into one cycle of that length as an animation
/// does (repeats, autoreversing, filling) — and a layer's animations run on that local time:
/// an animation's `beginTime`, and the "now" it is sampled at, are times of its layer. A root
/// layer's parent time is `CACurrentMediaTime()`. Setting `speed` to 0 with `timeOffset` at
/// the current local time pauses every animation below the layer where it is (Apple's
/// technical Q&A 1673); `speed` 2 plays them twice as fast.
///
/// No app sets these on most layers, so the walk up the tree is skipped until one does.
extension CALayer: CAMediaTiming {}

extension CALayer {
    /// Whether any layer has ever had timing of its own: until then local time is global time.
    @exclusivity(unchecked) static var timingInUse = false

    /// Whether this layer's timeline differs from its superlayer's.
    var hasOwnTiming: Bool {
        speed != 1 || timeOffset != 0 || beginTime != 0 || duration > 0
    }

    /// The layer whose time this layer's is measured from: its superlayer, or for a mask the
    /// layer it masks.
    private var timeParent: CALayer? { superlayer ?? maskOwner }

    /// This layer's time when its superlayer's is `parentTime`.
    func localTime(fromParent parentTime: CFTimeInterval) -> CFTimeInterval {
        let active = (parentTime - beginTime) * Double(speed) + timeOffset
        guard duration > 0, duration.isFinite else { return active }
        let activeDuration = activeDuration(ofCycle: duration)
        if active < 0 {
            return fillMode == .backwards || fillMode == .both ? 0 : active
        }
        if active >= activeDuration {
            guard fillMode == .forwards || fillMode == .both else { return active }
            return timeWithinCycle(activeDuration, ofCycle: duration, atEnd: true)
        }
        return timeWithinCycle(active, ofCycle: duration, atEnd: false)
    }

    /// The superlayer's time when this layer's is `localTime`, within the first cycle (a
    /// repeating layer's later cycles map back to the first). A paused layer (speed 0) holds
    /// every parent time at one local time; its `beginTime` is answered.
    func parentTime(fromLocal localTime: CFTimeInterval) -> CFTimeInterval {
        guard speed != 0 else { return beginTime }
        return beginTime + (localTime - timeOffset) / Double(speed)
    }

    /// The layer's time when `CACurrentMediaTime()` reads `globalTime`.
    func localTime(fromGlobal globalTime: CFTimeInterval) -> CFTimeInterval {
        guard Self.timingInUse else { return globalTime }
        let parentTime = timeParent?.localTime(fromGlobal: globalTime) ?? globalTime
        return hasOwnTiming ? localTime(fromParent: parentTime) : parentTime
    }

    /// `CACurrentMediaTime()`'s reading when this layer's time is `localTime`.
    func globalTime(fromLocal localTime: CFTimeInterval) -> CFTimeInterval {
        guard Self.timingInUse else { return localTime }
        return time(fromLocal: localTime, upTo: nil)
    }

    /// This layer's `localTime` in the time of `ancestor` (absolute time when nil).
    private func time(fromLocal localTime: CFTimeInterval, upTo ancestor: CALayer?) -> CFTimeInterval {
        var time = localTime
        var cursor: CALayer? = self
        while let layer = cursor, layer !== ancestor {
            if layer.hasOwnTiming { time = layer.parentTime(fromLocal: time) }
            cursor = layer.timeParent
        }
        return time
    }

    /// `time` of `ancestor` (absolute time when nil) in this layer's time.
    private func time(_ time: CFTimeInterval, downFrom ancestor: CALayer?) -> CFTimeInterval {
        guard self !== ancestor else { return time }
        let parentTime = timeParent.map { $0.time(time, downFrom: ancestor) } ?? time
        return hasOwnTiming ? localTime(fromParent: parentTime) : parentTime
    }

    /// Converts `t` from `layer`'s time (absolute time when nil) to this layer's, through
    /// their nearest common ancestor: two sublayers of a paused layer keep their own offsets,
    /// where a detour through absolute time would lose them.
    func convertedTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        guard Self.timingInUse else { return t }
        let common = layer.flatMap(commonTimeAncestor(with:))
        let inCommon = layer?.time(fromLocal: t, upTo: common) ?? t
        return time(inCommon, downFrom: common)
    }

    private func commonTimeAncestor(with other: CALayer) -> CALayer? {
        var mine = Set<ObjectIdentifier>()
        var cursor: CALayer? = self
        while let layer = cursor {
            mine.insert(ObjectIdentifier(layer))
            cursor = layer.timeParent
        }
        cursor = other
        while let layer = cursor {
            if mine.contains(ObjectIdentifier(layer)) { return layer }
            cursor = layer.timeParent
        }
        return nil
    }

    /// How many seconds of this layer's time pass in one second of real time: the product of
    /// the speeds above it. Zero when it or an ancestor is paused; negative when its time runs
    /// backwards.
    var effectiveSpeed: Float {
        guard Self.timingInUse else { return 1 }
        var product: Float = 1
        var cursor: CALayer? = self
        while let layer = cursor {
            product *= layer.speed
            cursor = layer.timeParent
        }
        return product
    }

    /// The layer's timeline changed: what its animations, and those below it, present moves.
    func timingDidChange() {
        if hasOwnTiming { Self.timingInUse = true }
        markAnimationsMoved()
    }

    /// This layer's animations, its mask's and those of the layers below it present anew.
    private func markAnimationsMoved() {
        if !animationEntries.isEmpty {
            var kinds: LayerChange = []
            for entry in animationEntries { kinds.formUnion(animatedChanges(of: entry.animation)) }
            changed(kinds)
        }
        mask?.markAnimationsMoved()
        for sublayer in sublayers ?? [] { sublayer.markAnimationsMoved() }
    }
}
