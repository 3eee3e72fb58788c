import Foundation

/// What a navigation bar shows for one view controller: its title or title view, a prompt,
/// bar button items, and the back button it lends to the controller pushed after it
/// (spec NAV-07 … NAV-09, NAV-15, NAV-16). Changes show at once in the bar displaying it.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    public enum BackButtonDisplayMode: Int, Sendable {
        case `default`, generic, minimal
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    open var title: String? { didSet { if title != oldValue { changed() } } }
    open var titleView: UIView? { didSet { if titleView !== oldValue { changed() } } }
    /// A line of text above the title (the bar grows to show it).
    open var prompt: String? { didSet { if prompt != oldValue { changed() } } }
    /// The button shown by the next controller's bar to come back here (NAV-08).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// Replaces only the back button's title (iOS 11).
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    open var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    open var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { changed() } } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { if largeTitleDisplayMode != oldValue { changed() } } }
    /// The bar's look while this item is on top, instead of the bar's own (copied when set).
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { if standardAppearance !== oldValue { standardAppearance = standardAppearance?.copy() as? UINavigationBarAppearance; changed() } }
    }
    /// The look in a compact-height bar while this item is on top.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { if compactAppearance !== oldValue { compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance; changed() } }
    }
    /// The look while this item shows a large title (Slate: a large title is at the scroll edge).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { if scrollEdgeAppearance !== oldValue { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UINavigationBarAppearance; changed() } }
    }

    /// A search controller whose bar the navigation bar shows below the title (iOS 11).
    open var searchController: UISearchController? { didSet { if searchController !== oldValue { changed() } } }
    /// Whether the search bar folds away as the content scrolls up, showing only with the
    /// content at its top: it starts folded, and pulling the content down reveals it (default
    /// true, as in UIKit). Needs a content scroll view: the controller's view, or its first
    /// subview.
    open var hidesSearchBarWhenScrolling = true { didSet { if hidesSearchBarWhenScrolling != oldValue { changed() } } }

    /// Leftmost first (NAV-16).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { observeItems(); changed() } }
    /// Rightmost first (NAV-16).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { observeItems(); changed() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    // MARK: Change tracking

    /// The bars showing this item.
    private var observers: [WeakObserver] = []

    final func addObserver(_ observer: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        observers.removeAll { $0.object == nil || $0.object === observer }
        observers.append(WeakObserver(object: observer, handler: handler))
        observeItems()
    }

    func removeObserver(_ observer: AnyObject) {
        observers.removeAll { $0.object == nil || $0.object === observer }
    }

    private func changed() {
        for observer in observers where observer.object != nil { observer.handler() }
    }

    /// Item changes (an item's title, `isEnabled`) count as changes of this navigation item.
    private func observeItems() {
        guard !observers.isEmpty else { return }
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) + [backBarButtonItem].compactMap({ $0 }) {
            item.addObserver(self) { [weak self] in self?.changed() }
        }
    }
}
