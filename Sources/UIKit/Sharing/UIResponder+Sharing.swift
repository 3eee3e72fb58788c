import CoreGraphics
import Foundation

/// File ▸ Share…: the share sheet for a responder's activity items configuration.
extension UIResponder {
    /// Presents the share sheet for this responder's `activityItemsConfiguration` from the
    /// nearest view controller up the chain (the topmost one it presents), in a popover at the
    /// window's top trailing corner, where the desktop's main menu opens.
    func shareFromMainMenu(_ sender: Any?) {
        guard let configuration = activityItemsConfiguration, let (presenter, window) = sharingPresenter() else { return }
        let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
        let corner = window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? window.bounds.minX : window.bounds.maxX - 44
        sheet.popoverPresentationController?.sourceView = window
        sheet.popoverPresentationController?.sourceRect = CGRect(x: corner, y: window.safeAreaInsets.top, width: 44, height: 1)
        sheet.popoverPresentationController?.permittedArrowDirections = .up
        presenter.present(sheet, animated: true)
    }

    /// The view controller that shows what sharing this responder's items presents — the
    /// nearest one up the chain, or its window's root, then the topmost one it presents —
    /// and its window; nil when the responder is in no window.
    func sharingPresenter() -> (UIViewController, UIWindow)? {
        var cursor: UIResponder? = self
        var controller: UIViewController?
        while let responder = cursor, controller == nil {
            controller = responder as? UIViewController
            cursor = responder.next
        }
        let window = controller?.viewIfLoaded?.window ?? (self as? UIView)?.window ?? (self as? UIWindow)
        guard var presenter = controller ?? window?.rootViewController, let window else { return nil }
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        return (presenter, window)
    }

    /// The first responder from this one up the chain whose activity items configuration
    /// supports sharing; nil when none has one.
    var sharingResponder: UIResponder? {
        var cursor: UIResponder? = self
        while let responder = cursor {
            if responder.activityItemsConfiguration?.activityItemsConfigurationSupports(interaction: .share) == true { return responder }
            cursor = responder.next
        }
        return nil
    }
}

extension Selector {
    /// File ▸ Share… (Mac Catalyst's File ▸ Share).
    @MainActor static let shareActivityItems = Selector("shareActivityItems:", UIResponder.shareFromMainMenu)
}
