import Foundation

/// Hears the user pick a tab. A tab bar controller is its own tab bar's delegate: it selects
/// the tab's child in `tabBar(_:didSelect:)` (a subclass overriding it calls super).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` (a standalone bar has already made it `selectedItem`).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
