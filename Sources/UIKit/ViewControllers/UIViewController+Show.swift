import Foundation

extension Selector {
    /// `show(_:sender:)`: performing it on a controller shows the controller passed as the
    /// object, as Objective-C's `performSelector:withObject:` would (docs/porting.md).
    public static let show = Selector("showViewController:sender:") { (target: UIViewController) in
        { (shown: UIViewController) in target.show(shown, sender: nil) }
    }

    /// `showDetailViewController(_:sender:)`.
    public static let showDetailViewController = Selector("showDetailViewController:sender:") { (target: UIViewController) in
        { (shown: UIViewController) in target.showDetailViewController(shown, sender: nil) }
    }
}

/// Percolation of `show` and `showDetailViewController` (spec PERC-01 … PERC-04).
///
/// UIKit finds the controller that "overrides" an action with the Objective-C runtime. Slate
/// asks `canPerformAction(_:withSender:)` instead: UIViewController answers false for `.show`
/// and `.showDetailViewController`, and the controllers that handle them — navigation
/// controllers (`.show`), split view controllers, and any custom container — override it to
/// answer true. Custom actions percolate the same way (docs/porting.md).
extension UIViewController {
    func findTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if canPerformAction(action, withSender: sender) { return self }
        if let parent = storedParent { return parent.targetViewController(forAction: action, sender: sender) }
        if let presenting = presentingViewController { return presenting.targetViewController(forAction: action, sender: sender) }
        return nil
    }

    /// PERC-03: re-sent to the target this controller's own `targetViewController(forAction:
    /// sender:)` names (an override there is asked first, as UIKit asks it), else presented
    /// from here (animated). A target that is this controller itself would only send the
    /// message back here: it presents too.
    func showInternal(_ shown: UIViewController, sender: Any?, action: Selector) {
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            if action == .show { target.show(shown, sender: sender) } else { target.showDetailViewController(shown, sender: sender) }
            return
        }
        present(shown, animated: true)
    }
}
