import Foundation

/// What a presentation is to a screen reader: modal — the reader stays in the presented
/// content, as VoiceOver does in a sheet, a popover or an alert — and dismissed by the escape
/// gesture as a user could dismiss it: a popover as by a tap outside, an alert by its cancel
/// action, a card sheet as by a swipe down (each refused where that would be).
extension PresentationContainerView: AccessibilityDefaultsProviding, AccessibilityEscapable {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, isModal: true)
    }

    func accessibilityEscapeByDefault() -> Bool {
        guard let controller = presentationController, controller.isPresenting else { return false }
        let presented = controller.presentedViewController
        if let alert = presented as? UIAlertController {
            guard alert.actions.contains(where: { $0.style == .cancel }) else { return false }
            alert.cancel(nil)
            return true
        }
        if let popover = controller as? UIPopoverPresentationController, popover.isShownAsPopover {
            popover.outsideTapped()
            return true
        }
        guard SheetMetrics.isCard(in: controller.environmentTraitCollection) else { return false }
        if SheetDismissal.isModal(controller.shownViewController)
            || controller.delegate?.presentationControllerShouldDismiss(controller) == false {
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            return true
        }
        controller.delegate?.presentationControllerWillDismiss(controller)
        controller.presentingViewController.dismissInternal(animated: true) { [weak controller] in
            controller?.reportDismissalByUser()
        }
        return true
    }
}
