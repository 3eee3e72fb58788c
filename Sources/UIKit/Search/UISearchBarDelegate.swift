import Foundation

/// Hears about, and decides, a search bar's editing and its buttons. Every method is
/// optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Asked before editing begins; false keeps the search field from becoming first responder.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asked before editing ends; false keeps the search field first responder.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Each change the user makes (typing, deleting, the clear button) — not `text` set in code.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asked before each edit the user makes.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return (the keyboard's Search key).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button (`showsBookmarkButton`) was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button (`showsSearchResultsButton`) was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked a scope in the scope bar — not `selectedScopeButtonIndex` set in code.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
