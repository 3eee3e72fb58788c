import CoreGraphics
import Foundation

/// File ▸ Share…: the share sheet for a responder's activity items configuration.
extension UIResponder {
    /// Presents the share sheet for this responder's `activityItemsConfiguration` from the
    /// nearest view controller up the chain (the topmost one it presents), in a popover at the
    /// window's top trailing corner, where the desktop's main menu opens.
    func shareFromMainMenu(_ sender: Any?) {
        guard let configuration = activityItemsConfiguration else { return }
        var cursor: UIResponder? = self
        var controller: UIViewController?
        while let responder = cursor, controller == nil {
            controller = responder as? UIViewController
            cursor = responder.next
        }
        let window = controller?.viewIfLoaded?.window ?? (self as? UIView)?.window ?? (self as? UIWindow)
        guard var presenter = controller ?? window?.rootViewController, let window else { return }
        while let presented = presenter.presentedViewController, !presented.isBeingDismissed { presenter = presented }
        let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
        let corner = window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? window.bounds.minX : window.bounds.maxX - 44
        sheet.popoverPresentationController?.sourceView = window
        sheet.popoverPresentationController?.sourceRect = CGRect(x: corner, y: window.safeAreaInsets.top, width: 44, height: 1)
        sheet.popoverPresentationController?.permittedArrowDirections = .up
        presenter.present(sheet, animated: true)
    }
}

extension Selector {
    /// File ▸ Share… (Mac Catalyst's File ▸ Share).
    @MainActor static let shareActivityItems = Selector("shareActivityItems:", UIResponder.shareFromMainMenu)
}
