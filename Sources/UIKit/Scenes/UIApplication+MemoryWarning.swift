import Foundation
import SlatePlatform

extension UIApplication {
    /// Posted when the system is low on memory, after the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)` and before view controllers hear.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The memory warning, in UIKit's order: the app delegate, the notification, then every
    /// living view controller's `didReceiveMemoryWarning()` (on screen or not), oldest first.
    package func deliverMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for controller in UIViewController.livingControllers() {
            controller.didReceiveMemoryWarning()
        }
    }
}
