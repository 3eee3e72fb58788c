import Foundation

/// A container that shows one page — a child view controller — at a time and turns to the
/// pages beside it: with a swipe (a finger, a pointer drag, a trackpad), or with
/// `setViewControllers(_:direction:animated:completion:)`.
///
/// The scroll transition is the one Slate has (`.pageCurl` is not available yet; see
/// `docs/porting.md`). Pages lie side by side, or one above another, `interPageSpacing` apart,
/// in a paging scroll view that holds at most three of them: the page shown and the two its
/// data source gives beside it when a drag begins. After each turn the scroll view is
/// centred on the new page again, so a thousand pages cost what three do.
@MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        /// Pages slide; the user's drag moves them.
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right.
        case horizontal = 0
        /// Pages turn up and down.
        case vertical = 1
    }

    public enum NavigationDirection: Int, Sendable {
        /// Toward the next page: leftward (rightward in a right-to-left layout), or upward.
        case forward = 0
        case reverse = 1
    }

    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The space between pages in points, a `CGFloat`, `Double` or `NSNumber` (default 0).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Set when created; never changes.
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation

    /// Gives the pages beside the one shown. Without one, swipes do not turn pages.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { pager?.dataSourceDidChange() }
    }

    open weak var delegate: UIPageViewControllerDelegate?

    /// The page shown (one, in the scroll transition); empty before the first is set.
    open var viewControllers: [UIViewController]? { currentPage.map { [$0] } ?? [] }

    /// Empty in the scroll transition, as in UIKit: the scroll view's own pan turns pages.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    let interPageSpacing: CGFloat
    var currentPage: UIViewController?
    /// The paging machinery, made with the view.
    var pager: PageScroller?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.spacing(options?[.interPageSpacing])
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    private static func spacing(_ value: Any?) -> CGFloat {
        let points: CGFloat = switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: 0
        }
        return points.isFinite ? max(0, points) : 0
    }

    // MARK: Showing pages

    /// Shows `viewControllers` — exactly one in the scroll transition — sliding in from the
    /// side `direction` says when animated. `completion` gets true when the slide ran to its
    /// end, false when another call cut it short. The delegate is not told: it hears only
    /// turns the user makes.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let pages = viewControllers ?? []
        guard pages.count == 1, let page = pages.first else {
            UIKitFailure.raise("UIPageViewController.setViewControllers(_:direction:animated:completion:): the number of view controllers provided (\(pages.count)) doesn't match the number required (1) for the scroll transition. Pass exactly one page.")
            return
        }
        guard canShow(page) else {
            UIKitFailure.raise("UIPageViewController.setViewControllers(_:direction:animated:completion:): \(type(of: page)) cannot be a page: it is the page view controller itself, one of its ancestors, or presented. Pass a view controller that is not shown elsewhere.")
            return
        }
        loadViewIfNeeded()
        pager?.show(page, direction: direction, animated: animated && viewIfLoaded?.window != nil, completion: completion)
        updatePageIndicator()
    }

    /// Whether `page` can be a page: not this controller, nor one that holds it, nor one
    /// presented (its view belongs to the presentation).
    func canShow(_ page: UIViewController) -> Bool {
        if page === self || page.presentingViewController != nil { return false }
        var ancestor = parent
        while let holder = ancestor {
            if holder === page { return false }
            ancestor = holder.parent
        }
        return true
    }

    // MARK: Page indicator

    /// The dots under the pages: shown when the data source implements both presentation
    /// methods and pages turn horizontally (as in UIKit).
    var pageIndicator: UIPageControl?

    /// Asks the data source for the dots after pages were set (not after a swipe: a swipe
    /// moves the current dot by one itself).
    func updatePageIndicator() {
        guard navigationOrientation == .horizontal, let dataSource else { return removePageIndicator() }
        let count = OptionalRequirement.probe { dataSource.presentationCount(for: self) }
        let index = OptionalRequirement.probe { dataSource.presentationIndex(for: self) }
        guard count.isImplemented, index.isImplemented else { return removePageIndicator() }
        let indicator = pageIndicator ?? makePageIndicator()
        indicator.numberOfPages = max(0, count.result)
        indicator.currentPage = index.result
        viewIfLoaded?.setNeedsLayout()
    }

    /// A completed swipe moves the current dot one step its way.
    func pageIndicatorFollowsTurn(_ direction: NavigationDirection) {
        guard let indicator = pageIndicator else { return }
        indicator.currentPage += direction == .forward ? 1 : -1
    }

    private func makePageIndicator() -> UIPageControl {
        let indicator = UIPageControl()
        // The dots report where the pages are; they do not turn them (UIKit's own indicator
        // in a page view controller does not either).
        indicator.isUserInteractionEnabled = false
        pageIndicator = indicator
        view.addSubview(indicator)
        return indicator
    }

    private func removePageIndicator() {
        guard let indicator = pageIndicator else { return }
        indicator.removeFromSuperview()
        pageIndicator = nil
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: View

    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        pager = PageScroller(controller: self, in: container)
    }

    /// Lays the pages and the dots out in the view's bounds (called from the view's layout).
    func layoutPages(in bounds: CGRect) {
        var content = bounds
        if let indicator = pageIndicator {
            let height = max(26, indicator.intrinsicContentSize.height)
            content.size.height = max(0, bounds.height - height)
            indicator.frame = CGRect(x: bounds.minX, y: content.maxY, width: bounds.width, height: height)
        }
        pager?.layout(in: content)
    }

    // MARK: Orientation

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    open override var childForStatusBarStyle: UIViewController? { currentPage }
    open override var childForStatusBarHidden: UIViewController? { currentPage }
}
