import Foundation

/// Runs a search from its `searchBar`: activated when the bar begins editing (or `isActive`
/// is set), it tells its `searchResultsUpdater` of each change and shows its
/// `searchResultsController` over the searched content.
///
/// Put the bar in the interface — a navigation item's `searchController`, a table's header, a
/// title view — and the search controller, once active, covers the content below the bar:
/// dimmed (`obscuresBackgroundDuringPresentation`) until there is text, then the results
/// controller's view (`automaticallyShowsSearchResultsController`). With
/// `modalPresentationStyle = .popover` the results show in a popover anchored to the bar
/// instead, as on an iPad. Presented directly (`present(searchController, …)`, in a popover
/// from a bar button item, say), it shows its bar at its own top, the results below.
///
/// The Cancel button (shown while active) or `isActive = false` ends the search; a tap on the
/// dimmed content or outside the popover does too.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private let storedSearchBar = UISearchBar()
    open var searchBar: UISearchBar { storedSearchBar }
    public let searchResultsController: UIViewController?
    public weak var searchResultsUpdater: UISearchResultsUpdating?
    public weak var delegate: UISearchControllerDelegate?

    /// Dims the searched content while the search is active and the results do not show
    /// (true, as on iOS 14).
    open var obscuresBackgroundDuringPresentation = true {
        didSet { searchViewIfLoaded?.updateAppearance() }
    }
    /// The name `obscuresBackgroundDuringPresentation` had before iOS 12 (deprecated; the same
    /// property).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// In a navigation bar, the title row gives way to the search bar while the search is active.
    open var hidesNavigationBarDuringPresentation = true
    /// Shows the results controller's view as soon as there is search text.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows now.
    open var showsSearchResultsController = false {
        didSet { searchViewIfLoaded?.updateAppearance() }
    }
    /// Shows the search bar's Cancel button while the search is active. Setting the bar's
    /// `showsCancelButton` turns it false.
    open var automaticallyShowsCancelButton = true
    /// Shows the search bar's scope bar (when it has `scopeButtonTitles`) while the search is
    /// active (iOS 13). Setting the bar's `showsScopeBar` turns it false.
    open var automaticallyShowsScopeBar = true

    private var storedIsActive = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        // Through the property: a subclass may give its own bar.
        searchBar.searchController = self
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Being active

    /// Whether the search is on. Setting it presents or dismisses the search interface; it
    /// does not move the keyboard focus.
    open var isActive: Bool {
        get { storedIsActive }
        set { newValue ? activate() : deactivate(dismissing: true) }
    }

    private func activate() {
        guard !storedIsActive else { return }
        storedIsActive = true
        if automaticallyShowsCancelButton, searchBarIsInInterface { searchBar.setCancelButtonShown(true, animated: true) }
        if automaticallyShowsScopeBar { searchBar.setScopeBarShown(true, animated: true) }
        if hidesNavigationBarDuringPresentation { navigationBarHoldingSearchBar?.setSearchActive(true) }
        if searchBarIsInInterface, presentingViewController == nil {
            if let delegate { delegate.presentSearchController(self) } else { presentFromSearchBar() }
        }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Ends the search; `dismissing` takes the interface away (false when it is already going,
    /// dismissed from outside).
    private func deactivate(dismissing: Bool) {
        guard storedIsActive else { return }
        storedIsActive = false
        if automaticallyShowsCancelButton { searchBar.setCancelButtonShown(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.setScopeBarShown(false, animated: true) }
        navigationBarHoldingSearchBar?.setSearchActive(false)
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        if dismissing, presentingViewController != nil, !isBeingDismissed {
            dismiss(animated: true)
        }
    }

    /// The default presentation, `UISearchControllerDelegate.presentSearchController(_:)`'s:
    /// from the controller showing the search bar, over the content below the bar, or in a
    /// popover anchored to the bar.
    func presentFromSearchBar() {
        guard presentingViewController == nil, let contents = searchBar.enclosingViewController else { return }
        if modalPresentationStyle == .popover, let popover = popoverPresentationController {
            if popover.sourceView == nil, popover.barButtonItem == nil {
                popover.sourceView = searchBar.searchTextField
                popover.sourceRect = searchBar.searchTextField.bounds
            }
            // Typing in the bar goes on while the popover shows.
            var passthrough = popover.passthroughViews ?? []
            if !passthrough.contains(where: { $0 === searchBar }) { passthrough.append(searchBar) }
            popover.passthroughViews = passthrough
        }
        contents.present(self, animated: true)
    }

    /// Whether the bar stands in the interface (not in the search controller's own view).
    var searchBarIsInInterface: Bool {
        guard searchBar.window != nil else { return false }
        guard let ownView = viewIfLoaded else { return true }
        return !searchBar.isDescendant(of: ownView)
    }

    private var navigationBarHoldingSearchBar: UINavigationBar? {
        searchBar.superview as? UINavigationBar
    }

    // MARK: What the search bar reports

    func searchBarDidBeginEditing() {
        if !storedIsActive { activate() }
    }

    func searchTextDidChange() {
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel: the text goes, the results are told, the search ends.
    func cancelButtonTapped() {
        searchBar.text = ""
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        deactivate(dismissing: true)
    }

    private func updateResultsVisibility() {
        guard automaticallyShowsSearchResultsController else { return }
        let shows = !(searchBar.text ?? "").isEmpty
        if showsSearchResultsController != shows { showsSearchResultsController = shows }
    }

    // MARK: View

    open override func loadView() {
        view = SearchControllerView(controller: self)
    }

    var searchViewIfLoaded: SearchControllerView? { viewIfLoaded as? SearchControllerView }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let results = searchResultsController {
            addChild(results)
            searchViewIfLoaded?.resultsView = results.view
            results.didMove(toParent: self)
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard isBeingPresented else { return }
        // Presented directly: the bar comes along, at the top.
        if searchBar.superview == nil { searchViewIfLoaded?.holdSearchBar(searchBar) }
        if !storedIsActive {
            storedIsActive = true
            if automaticallyShowsScopeBar { searchBar.setScopeBarShown(true, animated: false) }
            updateResultsVisibility()
        }
        searchViewIfLoaded?.updateAppearance()
        delegate?.willPresentSearchController(self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard isBeingPresented else { return }
        delegate?.didPresentSearchController(self)
        if searchBar.isDescendant(of: view), !searchBar.searchTextField.isFirstResponder {
            searchBar.searchTextField.becomeFirstResponder()
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard isBeingDismissed else { return }
        // Dismissed from outside (a tap outside the popover, say): the search ends with it.
        deactivate(dismissing: false)
        delegate?.willDismissSearchController(self)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }
        delegate?.didDismissSearchController(self)
    }

    /// A tap on the dimmed content ends the search.
    func dimmedContentTapped() {
        deactivate(dismissing: true)
    }

    // MARK: Presentation

    override func makeBuiltInPresentationController(presenting: UIViewController) -> UIPresentationController? {
        SearchPresentationController(presentedViewController: self, presenting: presenting)
    }
}

extension UIView {
    /// The controller whose view (or whose descendants' views) holds this one: the nearest
    /// view up the chain that is a controller's main view.
    var enclosingViewController: UIViewController? {
        var cursor: UIView? = self
        while let view = cursor {
            if let controller = view.owningViewController { return controller }
            cursor = view.superview
        }
        return nil
    }
}
