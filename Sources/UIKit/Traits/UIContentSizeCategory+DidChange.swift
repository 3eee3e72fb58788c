import Foundation

extension UIContentSizeCategory {
    /// Posted, with the application as object, when the user's text size
    /// (`UIApplication.preferredContentSizeCategory`) changes — on Linux, the desktop's text
    /// scaling factor. The `userInfo` holds the new category under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The `userInfo` key of `didChangeNotification`: the new `UIContentSizeCategory`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
