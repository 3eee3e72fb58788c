import Foundation

/// Where a view controller takes part in its main view's life: layout (LIFE, LAY-13, SAFE-02),
/// constraint updates (`updateViewConstraints`), traits (the view inherits its controller's)
/// and appearance (the view entering or leaving a window).
extension UIView {
    func willLayoutSubviewsHook() { owningViewController?.mainViewWillLayoutSubviews() }
    func didLayoutSubviewsHook() { owningViewController?.mainViewDidLayoutSubviews() }
    /// A view controller's `systemMinimumLayoutMargins` for its main view.
    var minimumLayoutMarginsHook: UIEdgeInsets? { owningViewController?.minimumLayoutMarginsForMainView }
    /// A view controller's `additionalSafeAreaInsets` for its main view.
    var additionalSafeAreaInsetsHook: UIEdgeInsets? {
        guard let controller = owningViewController else { return nil }
        let extra = controller.additionalSafeAreaInsets, bars = controller.containerBarInsets
        guard extra != .zero || bars != .zero else { return nil }
        return UIEdgeInsets(top: extra.top + bars.top, left: extra.left + bars.left, bottom: extra.bottom + bars.bottom, right: extra.right + bars.right)
    }

    /// The traits a controller's main view inherits: its controller's.
    var controllerTraitCollectionHook: UITraitCollection? {
        guard let controller = owningViewController else { return nil }
        return controller.cachedTraitCollection ?? controller.refreshTraitCollection()
    }
}
