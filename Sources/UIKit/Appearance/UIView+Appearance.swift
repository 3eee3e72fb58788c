import Foundation

/// Appearance proxies' settings reaching a view (and the bar item it shows) as it enters a
/// window.
extension UIView: AppearanceCustomizable {
    /// This view and its subtree entered a window, their traits already those of their new
    /// place: each takes the settings of the proxies that match it (and a bar's button, its
    /// item's), parents before children. Views already in a window are left alone, as in
    /// UIKit: a proxy changed later reaches a view when it next enters a window.
    func applyAppearanceEnteringWindow(includingSubviews: Bool = true) {
        guard AppearanceStore.hasSettings else { return }
        // The subviews as they were on entering: one a replayed setting adds is applied as it is added.
        let subviews = storedSubviews
        applyAppearance(traits: traitCollection, containers: self.appearanceContainerChain)
        if let item = appearanceItem {
            item.applyAppearance(traits: traitCollection, containers: [self] + self.appearanceContainerChain)
        }
        guard includingSubviews else { return }
        for subview in subviews { subview.applyAppearanceEnteringWindow() }
    }
}
