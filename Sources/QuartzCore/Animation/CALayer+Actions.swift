import Foundation

/// Finding and running a layer's actions (its implicit animations among them).
extension CALayer {
    /// The change whose action is being looked up (it has already reached the model). What
    /// it started from on screen is worked out only when an action animates it: most changes
    /// (every view's own layer) find no action, and layout makes many of them each frame.
    private struct PendingChange {
        let layer: ObjectIdentifier
        let key: String
        let oldValue: Any?
    }

    /// The value on screen when the pending change to `key` was made, if that change is this
    /// layer's: the presentation of a running animation, or else the old model value.
    private func pendingFrom(forKey key: String) -> Any?? {
        guard let pending = Self.pendingChange, pending.layer == ObjectIdentifier(self), pending.key == key else { return nil }
        return hasAnimation(forProperty: key) ? presentedValue(forKey: key, modelValue: pending.oldValue) : pending.oldValue
    }

    @exclusivity(unchecked) private static var pendingChange: PendingChange?

    /// The property whose action is being looked up and the value on screen before its
    /// change, when that change is this layer's: what `presentation()` shows for it during
    /// the lookup, as Core Animation's presentation layer (last committed) still does — an
    /// action that starts `fromValue: presentation()?.value` starts from there.
    func pendingPresentedValue() -> (key: String, value: AnimationValue)? {
        guard let pending = Self.pendingChange, pending.layer == ObjectIdentifier(self),
              let from = pendingFrom(forKey: pending.key), let value = AnimationValue(from) else { return nil }
        return (pending.key, value)
    }

    /// Set by tests of compositing (`.withoutImplicitActions`), whose layers should show each
    /// change at once, as if every change were made with `setDisableActions(true)`.
    @exclusivity(unchecked) package static var suppressesAllActions = false

    /// Whether a transaction that saw this layer has committed.
    var hasBeenCommitted: Bool { CATransaction.commitCount > createdAtCommit }

    func lookUpAction(forKey event: String) -> CAAction? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] {
            return found is NSNull ? nil : found
        }
        if let found = type(of: self).defaultAction(forKey: event) {
            return found is NSNull ? nil : found
        }
        return implicitAnimation(forKey: event)
    }

    /// Core Animation's implicit animation for a change of an animatable property: from the
    /// value on screen before the change to the model value, over the transaction's duration.
    private func implicitAnimation(forKey key: String) -> CAAction? {
        guard LayerKeyPath.builtInDescriptor(key, of: self) != nil else { return nil }
        var from = pendingFrom(forKey: key) ?? animatableValue(forKey: key, presented: true)
        // Only values that interpolate animate (a count or an image swaps at once).
        // A color that was nil showed as clear.
        if AnimationValue(from) == nil, case .color? = LayerKeyPath.descriptor(key, of: self)?.get(self) {
            from = CGColor(gray: 0, alpha: 0)
        }
        guard AnimationValue(from) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// A property changed in the model: find its action and run it, unless the transaction
    /// disables actions or the layer has not been committed yet.
    func runActionForChange(of key: String, from oldValue: Any?) {
        guard !suppressesActions, !Self.suppressesAllActions, hasBeenCommitted, !CATransaction.disableActions() else { return }
        let saved = Self.pendingChange
        Self.pendingChange = PendingChange(layer: ObjectIdentifier(self), key: key, oldValue: oldValue)
        defer { Self.pendingChange = saved }
        action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
    }

    /// Runs the action for an event that is not a property change (`kCAOnOrderIn`, `kCAOnOrderOut`).
    func runAction(forEvent event: String) {
        guard !suppressesActions, !Self.suppressesAllActions, !CATransaction.disableActions() else { return }
        action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
    }

    /// Adds an animation run as the action for `event`, filling what Core Animation fills.
    func addAction(_ animation: CAAnimation, forKey event: String) {
        guard let property = animation as? CAPropertyAnimation,
              property.keyPath == nil || (property as? CABasicAnimation).map({ $0.fromValue == nil && $0.toValue == nil && $0.byValue == nil }) == true
        else {
            add(animation, forKey: event)
            return
        }
        let filled = property.copyAnimation() as! CAPropertyAnimation
        if filled.keyPath == nil { filled.keyPath = event }
        if let basic = filled as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let key = basic.keyPath, let from = pendingFrom(forKey: key) {
            basic.fromValue = from
        }
        add(filled, forKey: event)
    }

    /// A plain layer for UIKit's own drawing, which never acts on its changes.
    package static func withoutActions() -> CALayer {
        let layer = CALayer()
        layer.suppressesActions = true
        return layer
    }
}
