import Foundation

extension UIBarItem: UIAccessibilityIdentification {}

extension UIBarButtonItem {
    /// What a screen reader calls the item's button: the label the app set, its title, or
    /// what its system glyph means.
    var accessibilityName: String? {
        accessibilityLabel ?? title ?? systemItem.map { BarGlyph.fallbackTitle(for: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
