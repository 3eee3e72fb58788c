import Foundation

extension UIApplication {
    /// The text size the user chose for applications (Dynamic Type): the desktop's text
    /// scaling factor as a content size category (see docs/porting.md). `.large` by default.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIContentSizeCategory(rawValue: DesktopSettings.current.contentSizeCategory)
    }
}
