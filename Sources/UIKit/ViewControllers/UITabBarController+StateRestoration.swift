import Foundation

/// A tab bar controller saves which tab is selected.
extension UITabBarController {
    private static let restorableSelectionKey = "UITabBarControllerSelectedIndex"

    func encodeRestorableSelection(with coder: NSCoder) {
        coder.encode(selectedIndex, forKey: Self.restorableSelectionKey)
    }

    func decodeRestorableSelection(with coder: NSCoder) {
        guard coder.containsValue(forKey: Self.restorableSelectionKey) else { return }
        let index = coder.decodeInteger(forKey: Self.restorableSelectionKey)
        if (viewControllers ?? []).indices.contains(index) { selectedIndex = index }
    }
}
