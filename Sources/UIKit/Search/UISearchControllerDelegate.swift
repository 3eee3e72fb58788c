import Foundation

/// Hears a search controller come and go. Every method is optional.
///
/// `presentSearchController(_:)` does the presenting: its default presents the search
/// controller as UIKit does; a delegate that implements it presents it itself (UIKit calls it
/// only when implemented, docs/porting.md).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentFromSearchBar()
    }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
