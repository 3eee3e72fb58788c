import Foundation

/// Hears a split view controller change: columns showing and hiding, display modes, collapsing
/// and expanding, the edge swipe (spec SPLIT-29 … SPLIT-34). Every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// A column is about to show (SPLIT-29).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide (SPLIT-29).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The display mode is about to change (SPLIT-33).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Collapsing: which column shows on top of the collapsed interface; return the proposal
    /// to accept it (SPLIT-30).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// Expanding: the display mode to expand into; return the proposal to accept it (SPLIT-31).
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// After collapsing (SPLIT-32).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// After expanding (SPLIT-32).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// The user began or ended the edge swipe that drags hidden columns in (SPLIT-34); the end
    /// comes whether or not the columns stay.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)

    // MARK: Classic splits (style .unspecified)

    /// Collapsing a classic split: return true when you have put the secondary controller
    /// where you want it; false lets the primary's `collapseSecondaryViewController(_:for:)`
    /// take it (a navigation controller pushes it).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Expanding a classic split: the secondary controller to use (taking it off the primary is
    /// then yours to do), or nil to let the primary's `separateSecondaryViewController(for:)`
    /// give it (a navigation controller pops it off its stack).
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// Collapsing a classic split: the controller to be its primary while collapsed (the
    /// secondary is then collapsed onto it), or nil to keep the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Expanding a classic split: the controller to be its primary when expanded (the
    /// secondary is then separated from it), or nil to keep the primary.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// The display mode the display mode button goes to when tapped; `.automatic` (the
    /// default answer) for the split's own choice, showing or hiding the primary column.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// The split's `supportedInterfaceOrientations`; not implemented, the split's own.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    /// The split's `preferredInterfaceOrientationForPresentation`; not implemented, the split's own.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
    /// Handles `showDetailViewController(_:sender:)` itself when true.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// Handles `show(_:sender:)` itself when true.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask {
        OptionalRequirement.markDefault()
        return .all
    }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation {
        OptionalRequirement.markDefault()
        return .portrait
    }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
}
