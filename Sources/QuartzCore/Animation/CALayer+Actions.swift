import Foundation

/// Finding and running a layer's actions (its implicit animations among them).
extension CALayer {
    /// The presented value a change of the property started from, while the implicit
    /// animation for that change is looked up (the change has already reached the model).
    private struct PendingChange {
        let layer: ObjectIdentifier
        let key: String
        let from: Any?
    }

    @exclusivity(unchecked) private static var pendingChange: PendingChange?

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
        guard LayerKeyPath.descriptor(key, of: self) != nil else { return nil }
        var from: Any?
        if let pending = Self.pendingChange, pending.layer == ObjectIdentifier(self), pending.key == key {
            from = pending.from
        } else {
            from = animatableValue(forKey: key, presented: true)
        }
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
        let from = hasAnimation(forProperty: key) ? presentedValue(forKey: key, modelValue: oldValue) : oldValue
        let saved = Self.pendingChange
        Self.pendingChange = PendingChange(layer: ObjectIdentifier(self), key: key, from: from)
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
           let pending = Self.pendingChange, pending.layer == ObjectIdentifier(self), pending.key == basic.keyPath {
            basic.fromValue = pending.from
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
