import Foundation

/// Updates a search controller's results: told when the search becomes active and at each
/// change of the search text.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
