import Foundation

/// Hears about a popover: its presentation and repositioning, and — inherited — adaptation and
/// the user dismissing it (spec POP-13, POP-18 … POP-20). Every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: a last chance to set its anchor (POP-19).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// The source view was laid out anew (the window resized or rotated): change `rect` (in
    /// `view`'s coordinates) or `view` to anchor the arrow elsewhere (POP-20).
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout UIView)
    /// Whether a tap outside may dismiss the popover. Deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, which asks this one unless implemented — so
    /// code written for iOS 12 still works, as on iOS 14.
    @available(iOS, introduced: 8.0, deprecated: 13.0, renamed: "presentationControllerShouldDismiss(_:)")
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// The user dismissed the popover. Deprecated in iOS 13 for
    /// `presentationControllerDidDismiss(_:)`, which tells this one unless implemented.
    @available(iOS, introduced: 8.0, deprecated: 13.0, renamed: "presentationControllerDidDismiss(_:)")
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}

    /// Unless implemented: the deprecated popover question, as iOS 14 asks it.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let popover = presentationController as? UIPopoverPresentationController else { return true }
        return popoverPresentationControllerShouldDismissPopover(popover)
    }

    /// Unless implemented: tells the deprecated popover method, as iOS 14 does.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let popover = presentationController as? UIPopoverPresentationController else { return }
        popoverPresentationControllerDidDismissPopover(popover)
    }
}
