import Foundation

extension UISearchBar {
    /// The icons a search bar's field shows, whose images and positions can be changed.
    public enum Icon: Int, Sendable {
        /// The magnifying glass before the text.
        case search
        /// The clear button (ⓧ) at the trailing end while there is text.
        case clear
        /// The bookmark button (an open book), `showsBookmarkButton`.
        case bookmark
        /// The results-list button, `showsSearchResultsButton`.
        case resultsList
    }
}
