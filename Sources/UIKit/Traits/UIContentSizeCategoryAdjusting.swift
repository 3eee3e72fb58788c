import Foundation

/// An object whose font follows the user's text size: labels, text fields and text views.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the font is made again for the new content size category when it changes (a font
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
