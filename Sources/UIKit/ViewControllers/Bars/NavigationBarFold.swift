import Foundation

/// How far a navigation bar's foldable parts are folded away by its content scrolling up: the
/// large title, and the search bar of an item that hides it when scrolling
/// (`hidesSearchBarWhenScrolling`). The search bar sits below the title, so it folds first and
/// unfolds last. Invariant: each part's fold lies between zero and that part's height, and the
/// title folds only once the search bar has folded away.
struct NavigationBarFold: Equatable {
    /// Points of the large title folded away.
    private(set) var largeTitle: CGFloat = 0
    /// Points of the search bar folded away.
    private(set) var searchBar: CGFloat = 0

    /// Nothing folded.
    init() {}

    /// The fold that leaves `visible` points of the parts showing (clamped to what they have).
    init(visible: CGFloat, largeTitleHeight: CGFloat, searchBarHeight: CGFloat) {
        let shown = min(max(visible, 0), largeTitleHeight + searchBarHeight)
        largeTitle = largeTitleHeight - min(shown, largeTitleHeight)
        searchBar = searchBarHeight - (shown - min(shown, largeTitleHeight))
    }

    /// Everything folded away but the large title: how an item that hides its search bar when
    /// scrolling starts.
    static func searchBarFolded(height: CGFloat) -> NavigationBarFold {
        var fold = NavigationBarFold()
        fold.searchBar = max(height, 0)
        return fold
    }

    /// Points folded away in all.
    var total: CGFloat { largeTitle + searchBar }
}
