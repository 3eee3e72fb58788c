import Foundation

/// One animation on a layer.
struct AnimationEntry {
    let key: String
    let animation: CAAnimation
    let begin: CFTimeInterval
    var started = false
    var stopped = false
}

/// Animations on a layer: adding and removing them, and the values they present.
extension CALayer {
    /// The transition being shown, and how far it has gone at `globalNow`.
    func activeTransition(at globalNow: CFTimeInterval) -> (transition: CATransition, progress: CGFloat)? {
        let now = localTime(fromGlobal: globalNow)
        for entry in animationEntries.reversed() where !entry.stopped {
            if let transition = entry.animation as? CATransition, let progress = transition.progress(at: now, begin: entry.begin) {
                return (transition, progress)
            }
        }
        return nil
    }

    /// This layer and its sublayers that have animations.
    var animatedLayersInSubtree: [CALayer] {
        (animationEntries.isEmpty ? [] : [self]) + (sublayers ?? []).flatMap(\.animatedLayersInSubtree)
    }

    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copyAnimation()
        // The transaction's defaults fill what the animation leaves unset.
        if copy.duration <= 0, CATransaction.value(forKey: kCATransactionAnimationDuration) != nil {
            copy.duration = CATransaction.animationDuration()
        }
        if copy.timingFunction == nil, let function = CATransaction.animationTimingFunction() {
            copy.timingFunction = function
        }
        if let transition = copy as? CATransition { transition.oldLook = transitionLook() }
        // A begin time is a time of the layer's own timeline; none means its present.
        let begin = anim.beginTime > 0 ? anim.beginTime : localTime(fromGlobal: CACurrentMediaTime())
        copy.beginTime = begin
        if let key { removeAnimations { $0.key == key } }
        let name = key ?? "animation-\(AnimationClock.nextAnonymousKey())"
        animationEntries.append(AnimationEntry(key: name, animation: copy, begin: begin))
        AnimationClock.register(self)
        CATransaction.noteAnimationAdded(copy)
        changed(animatedChanges(of: copy))
    }

    func removeAnimations(where shouldRemove: (AnimationEntry) -> Bool) {
        let removed = animationEntries.filter(shouldRemove)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll(where: shouldRemove)
        var kinds: LayerChange = []
        for entry in removed {
            kinds.formUnion(animatedChanges(of: entry.animation))
            animationLeft(entry.animation)
            if !entry.stopped { AnimationClock.stopped(entry.animation, finished: false) }
        }
        changed(kinds)
    }

    /// The kinds of change an animation's key paths make.
    func animatedChanges(of animation: CAAnimation) -> LayerChange {
        var kinds: LayerChange = []
        // Asked of every running animation on every tick: the key paths are visited where
        // they are rather than gathered into an array each time.
        Self.forEachKeyPath(of: animation) { keyPath in
            if let property = LayerKeyPath.property(of: keyPath, on: self), let descriptor = LayerKeyPath.descriptor(property, of: self) {
                kinds.insert(descriptor.change)
            }
        }
        return kinds.isEmpty ? .appearance : kinds
    }

    static func forEachKeyPath(of animation: CAAnimation, _ body: (String) -> Void) {
        if let property = animation as? CAPropertyAnimation {
            if let keyPath = property.keyPath { body(keyPath) }
        } else if let group = animation as? CAAnimationGroup {
            for member in group.animations ?? [] { forEachKeyPath(of: member, body) }
        }
    }

    /// The property values the animations present when `CACurrentMediaTime()` reads
    /// `globalNow`, by property name.
    func presentationValues(at globalNow: CFTimeInterval) -> [String: AnimationValue] {
        var values = PresentedValues()
        presentationValues(at: globalNow, into: &values)
        return Dictionary(uniqueKeysWithValues: values.entries.lazy.map { ($0.property, $0.value) })
    }

    /// Replaces `values` with what the animations present at `globalNow`. Evaluated into the
    /// caller's storage and a lent buffer, a frame's presentation allocates nothing once
    /// they have grown.
    func presentationValues(at globalNow: CFTimeInterval, into values: inout PresentedValues) {
        values.removeAll()
        let now = localTime(fromGlobal: globalNow)
        var contributions = Self.spareContributions
        Self.spareContributions = []
        defer {
            contributions.removeAll(keepingCapacity: true)
            Self.spareContributions = contributions
        }
        for entry in animationEntries {
            contributions.removeAll(keepingCapacity: true)
            entry.animation.contribute(at: now, begin: entry.begin, base: { keyPath in
                guard let property = LayerKeyPath.property(of: keyPath, on: self), let descriptor = LayerKeyPath.descriptor(property, of: self) else {
                    return nil
                }
                return LayerKeyPath.value(of: keyPath, in: values[property] ?? descriptor.get(self))
            }, to: &contributions)
            for contribution in contributions {
                guard let property = LayerKeyPath.property(of: contribution.keyPath, on: self),
                      let descriptor = LayerKeyPath.descriptor(property, of: self) else { continue }
                let whole = values[property] ?? descriptor.get(self)
                var part = contribution.value
                if contribution.isAdditive, let current = LayerKeyPath.value(of: contribution.keyPath, in: whole) {
                    part = current.adding(contribution.value)
                }
                if let replaced = LayerKeyPath.replacing(contribution.keyPath, in: whole, with: part) { values[property] = replaced }
            }
        }
    }

    /// Buffers lent to one evaluation at a time. One that runs inside another (a custom key's
    /// getter asking for a presentation layer) finds them lent and starts its own.
    private static var spareContributions: [AnimationContribution] = []
    private static var spareValues = PresentedValues()

    func presentationCopy<Layer: CALayer>() -> Layer? {
        let copy = Layer(layer: self)
        var values = presentationValues(at: CACurrentMediaTime())
        if let (key, value) = pendingPresentedValue(), let property = LayerKeyPath.property(of: key, on: self) {
            values[property] = value
        }
        CALayer.isApplyingPresentation = true
        for (property, value) in values { LayerKeyPath.descriptor(property, of: copy)?.set(copy, value) }
        CALayer.isApplyingPresentation = false
        return copy
    }

    /// Sets the presented values in place of the model's, without recording changes, and
    /// appends the model values to put back to `saved`.
    func applyPresentation(at now: CFTimeInterval, saving saved: inout [SavedModelValue]) {
        var values = Self.spareValues
        Self.spareValues = PresentedValues()
        defer {
            values.removeAll()
            Self.spareValues = values
        }
        presentationValues(at: now, into: &values)
        for (property, value) in values.entries {
            guard let descriptor = LayerKeyPath.descriptor(property, of: self) else { continue }
            saved.append(SavedModelValue(layer: self, property: property, value: descriptor.get(self)))
            descriptor.set(self, value)
        }
    }

    /// Puts saved values back (callers set `isApplyingPresentation`, so nothing records them as changes).
    static func restore(_ saved: [SavedModelValue]) {
        for item in saved { LayerKeyPath.descriptor(item.property, of: item.layer)?.set(item.layer, item.value) }
    }
}

/// A layer property's value, set aside while another is in its place (the model's while a
/// frame draws the presented one).
struct SavedModelValue {
    let layer: CALayer
    let property: String
    let value: AnimationValue
}

/// What UIKit needs to build view animations from recorded changes.
extension CALayer {
    /// The property's value: the model's, or — with `presented` — what is on screen now.
    package func animatableValue(forKey key: String, presented: Bool) -> Any? {
        guard let descriptor = LayerKeyPath.descriptor(key, of: self) else { return nil }
        if presented, let value = presentationValues(at: CACurrentMediaTime())[key] { return value.object }
        return descriptor.get(self).object
    }

    /// `from − to`, the starting offset of an additive animation; nil for kinds that do not
    /// add (colors, transforms).
    package static func additiveOffset(from: Any?, to: Any?) -> Any? {
        guard let a = AnimationValue(from), let b = AnimationValue(to) else { return nil }
        return a.subtracting(b)?.object
    }

    /// The zero of a value's kind (the end of an additive animation).
    package static func zeroValue(like value: Any?) -> Any? {
        AnimationValue(value)?.zero.object
    }

    /// Whether two animatable values are the same.
    package static func animatableValuesEqual(_ a: Any?, _ b: Any?) -> Bool {
        AnimationValue(a) == AnimationValue(b)
    }

    /// Whether an animation of the layer is in flight for the property.
    package func hasAnimation(forProperty key: String) -> Bool {
        animationEntries.contains { entry in
            !entry.stopped && Self.animates(entry.animation, property: key)
        }
    }

    /// Whether a repeating animation (a count or a duration of repeats) is in flight for the
    /// property.
    package func hasRepeatingAnimation(forProperty key: String) -> Bool {
        animationEntries.contains { entry in
            !entry.stopped && (entry.animation.repeatCount > 0 || entry.animation.repeatDuration > 0)
                && Self.animates(entry.animation, property: key)
        }
    }

    /// Removes every animation of the property (their delegates hear they did not finish).
    package func removeAnimations(forProperty key: String) {
        removeAnimations { Self.animates($0.animation, property: key) }
    }

    /// What would be on screen for the property now had its model value been `modelValue`:
    /// where an animation block that has just changed the model starts from with
    /// `.beginFromCurrentState` (additive animations present on top of the model).
    package func presentedValue(forKey key: String, modelValue: Any?) -> Any? {
        guard let descriptor = LayerKeyPath.descriptor(key, of: self), let old = AnimationValue(modelValue) else {
            return animatableValue(forKey: key, presented: true)
        }
        let current = descriptor.get(self)
        let wasApplying = CALayer.isApplyingPresentation
        CALayer.isApplyingPresentation = true
        descriptor.set(self, old)
        let value = presentationValues(at: CACurrentMediaTime())[key]
        descriptor.set(self, current)
        CALayer.isApplyingPresentation = wasApplying
        return (value ?? old).object
    }

    private static func animates(_ animation: CAAnimation, property key: String) -> Bool {
        // A key path no CALayer property has is a subclass's own, whole property.
        var animates = false
        forEachKeyPath(of: animation) { keyPath in
            if (LayerKeyPath.property(of: keyPath) ?? keyPath) == key { animates = true }
        }
        return animates
    }
}

extension CALayer {
    /// Sets an animatable property from a value of its kind.
    package func setAnimatableValue(_ value: Any?, forKey key: String) {
        guard let descriptor = LayerKeyPath.descriptor(key, of: self), let animationValue = AnimationValue(value) else { return }
        descriptor.set(self, animationValue)
    }
}
