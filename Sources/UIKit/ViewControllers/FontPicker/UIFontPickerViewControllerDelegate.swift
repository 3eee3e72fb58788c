import Foundation

/// Hears what the user does in a `UIFontPickerViewController`. Every method is optional.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// The user closed the picker without choosing: its Cancel button, Escape, or a tap
    /// outside its popover.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    /// The user chose a font: read it from `selectedFontDescriptor`.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
}
