import Foundation

/// Hears about a popover: its presentation and repositioning, and — inherited — adaptation and
/// the user dismissing it (spec POP-13, POP-18 … POP-20). Every method is optional.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: a last chance to set its anchor (POP-19).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// The source view was laid out anew (the window resized or rotated): change `rect` (in
    /// `view`'s coordinates) or `view` to anchor the arrow elsewhere (POP-20).
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout UIView)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {}
}
