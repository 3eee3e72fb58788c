import Foundation

/// Hears the user pick a tab. A tab bar controller is its own tab bar's delegate: it selects
/// the tab's child in `tabBar(_:didSelect:)` (a subclass overriding it calls super).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` (a standalone bar has already made it `selectedItem`).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// `beginCustomizing(_:)` is about to show the sheet of `items` the user drags onto the bar.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet is showing.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The user is done customizing (or `endCustomizing(animated:)` was called): `items` are
    /// the bar's tabs now; `changed`, whether they differ from before.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The customizing sheet is gone.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
