import Foundation

/// A view controller that holds a search controller as its content: the search bar at the
/// top and the results controller's view below it, without presenting anything — a search
/// screen of its own, such as a tab or a split view's column given over to searching.
///
/// The search starts when the user types in the bar (or `searchController.isActive` is set),
/// and the results show as they would in a presented search; ending it (`isActive = false`)
/// leaves the screen as it is. The bar shows no Cancel button of its own here, as on tvOS.
open class UISearchContainerViewController: UIViewController {
    open private(set) var searchController: UISearchController

    public init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(nibName: nil, bundle: nil)
    }

    /// Slate's storyboards make no search container (Interface Builder has none to place).
    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(searchController)
        let content = searchController.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
        searchController.searchViewIfLoaded?.holdSearchBar(searchController.searchBar)
        searchController.didMove(toParent: self)
    }
}
