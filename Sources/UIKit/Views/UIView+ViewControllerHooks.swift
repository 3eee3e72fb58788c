import Foundation

/// Points where view controllers take part in their main view's layout. Until view
/// controllers arrive they do nothing.
extension UIView {
    func willLayoutSubviewsHook() {}
    func didLayoutSubviewsHook() {}
    /// A view controller's `systemMinimumLayoutMargins` for its main view.
    var minimumLayoutMarginsHook: UIEdgeInsets? { nil }
    /// A view controller's `additionalSafeAreaInsets` for its main view.
    var additionalSafeAreaInsetsHook: UIEdgeInsets? { nil }
}
