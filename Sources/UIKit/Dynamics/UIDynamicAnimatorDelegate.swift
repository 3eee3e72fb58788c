import Foundation

/// Told when a dynamic animator starts moving items and when they come to rest.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to start (or start again) moving its items.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator's items came to rest (or it lost its behaviors) and it stopped.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
