import Foundation

/// A container that shows one page — a child view controller — at a time and turns to the
/// pages beside it: with a swipe (a finger, a pointer drag, a trackpad), or with
/// `setViewControllers(_:direction:animated:completion:)`.
///
/// Two transitions, chosen when the controller is made:
/// - `.scroll`: pages lie side by side, or one above another, `interPageSpacing` apart, in a
///   paging scroll view that holds at most three of them: the page shown and the two its data
///   source gives beside it when a drag begins. After each turn the scroll view is centred on
///   the new page again, so a thousand pages cost what three do (`PageScroller`).
/// - `.pageCurl`: pages are bound at a spine — the leading or trailing edge, or the middle of
///   a two-page spread — and turn over it like the pages of a book, following a finger or the
///   pointer, or at a tap near an edge (`PageCurler`). Slate draws the curl as a flat fold in
///   2D (`docs/porting.md`).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("dataSource", \UIPageViewController.dataSource),
            .outlet("delegate", \UIPageViewController.delegate),
        ]
    }

    public enum TransitionStyle: Int, Sendable {
        /// Pages turn over a spine, as in a book.
        case pageCurl = 0
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
        /// Where the spine is in the page-curl transition: a `SpineLocation`, its raw value, or
        /// an `NSNumber` of it (default `.min`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    /// Set when created; never changes.
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation

    /// Gives the pages beside the one shown. Without one, swipes do not turn pages.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { transition?.dataSourceDidChange() }
    }

    open weak var delegate: UIPageViewControllerDelegate?

    /// The pages shown — one in the scroll transition; in the page curl, what was last passed
    /// to `setViewControllers` or turned to — empty before the first is set.
    open var viewControllers: [UIViewController]? { transition?.pages ?? [] }

    /// In the page curl, the pan that turns pages with a finger or the pointer and the tap that
    /// turns them at an edge, installed on this controller's view (move them to another view
    /// to turn pages from there). Empty in the scroll transition, as in UIKit: the scroll
    /// view's own pan turns pages.
    open var gestureRecognizers: [UIGestureRecognizer] { curler?.gestureRecognizers ?? [] }

    let interPageSpacing: CGFloat
    /// The page shown by the scroll transition.
    var currentPage: UIViewController?
    /// The turning machinery: the scroller is made with the view; the curler, whose gesture
    /// recognizers may be asked for before, with the controller.
    var pager: PageScroller?
    var curler: PageCurler?
    var transition: PageTransition? { transitionStyle == .pageCurl ? curler : pager }

    /// Where the pages are bound in the page curl; `.none` in the scroll transition.
    public internal(set) var spineLocation: SpineLocation
    /// Whether the sheets have content on their backs (page curl). Must be true while the
    /// spine is in the middle.
    open var isDoubleSided = false {
        didSet {
            guard spineLocation == .mid, !isDoubleSided, !isAskingForSpineLocation else { return }
            isDoubleSided = true
            UIKitFailure.raise("UIPageViewController.isDoubleSided: a spine in the middle needs double-sided pages; it stays true. Return .min or .max from pageViewController(_:spineLocationFor:) before making pages single-sided.")
        }
    }
    /// While the delegate chooses a spine location, it may set pages and double-sidedness for
    /// the location it will return; they are checked once it has.
    var isAskingForSpineLocation = false

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.spacing(options?[.interPageSpacing])
        spineLocation = style == .pageCurl ? Self.spine(options?[.spineLocation]) : .none
        isDoubleSided = spineLocation == .mid
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl { curler = PageCurler(controller: self) }
    }

    /// A page view controller from a storyboard: its element's transition style, orientation,
    /// spine location and page spacing.
    public required init?(coder: NSCoder) {
        let element = (coder as? InterfaceBuilderCoder)?.element
        transitionStyle = element?["transitionStyle"] == "scroll" ? .scroll : .pageCurl
        navigationOrientation = element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        interPageSpacing = Self.spacing(element?.number("pageSpacing"))
        spineLocation = transitionStyle == .pageCurl ? Self.spine(Self.storyboardSpine(element?["spineLocation"])) : .none
        isDoubleSided = spineLocation == .mid || element?.bool("doubleSided") == true
        super.init(coder: coder)
        if transitionStyle == .pageCurl { curler = PageCurler(controller: self) }
    }

    private static func storyboardSpine(_ name: String?) -> SpineLocation? {
        switch name {
        case "min": .min
        case "mid": .mid
        case "max": .max
        default: nil
        }
    }

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

    /// Shows `viewControllers`, turning to them from the side `direction` says when animated:
    /// sliding in (scroll), or turning over the spine (page curl). `completion` gets true when
    /// the turn ran to its end, false when another call cut it short. The delegate is not told:
    /// it hears only turns the user makes.
    ///
    /// How many pages to pass: one in the scroll transition. In the page curl, two with the
    /// spine in the middle (left and right, or top and bottom); one with the spine at an edge —
    /// and, when pages are double-sided, optionally a second: the back of the page before,
    /// shown on the sheet that turns back to it.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let pages = viewControllers ?? []
        let allowed = isAskingForSpineLocation ? 1...2 : pageCountsAllowed
        guard allowed.contains(pages.count) else {
            UIKitFailure.raise("UIPageViewController.setViewControllers(_:direction:animated:completion:): the number of view controllers provided (\(pages.count)) doesn't match the number required (\(Self.describe(pageCountsAllowed))) for \(transitionDescription). Pass \(Self.describe(pageCountsAllowed)) page\(pageCountsAllowed.upperBound == 1 ? "" : "s").")
            return
        }
        if let page = pages.first(where: { !canShow($0) }) {
            UIKitFailure.raise("UIPageViewController.setViewControllers(_:direction:animated:completion:): \(type(of: page)) cannot be a page: it is the page view controller itself, one of its ancestors, or presented. Pass a view controller that is not shown elsewhere.")
            return
        }
        guard Set(pages.map(ObjectIdentifier.init)).count == pages.count else {
            UIKitFailure.raise("UIPageViewController.setViewControllers(_:direction:animated:completion:): the same view controller is passed twice. Pass a different view controller for each page.")
            return
        }
        loadViewIfNeeded()
        transition?.setPages(pages, direction: direction, animated: animated && viewIfLoaded?.window != nil, completion: completion)
        updatePageIndicator()
    }

    /// How many pages `setViewControllers` takes with the present transition and spine.
    var pageCountsAllowed: ClosedRange<Int> {
        switch (transitionStyle, spineLocation) {
        case (.scroll, _): 1...1
        case (.pageCurl, .mid): 2...2
        case (.pageCurl, _): isDoubleSided ? 1...2 : 1...1
        }
    }

    private var transitionDescription: String {
        switch transitionStyle {
        case .scroll: "the scroll transition"
        case .pageCurl: "the page curl with the spine \(spineLocation == .mid ? "in the middle" : "at an edge")\(isDoubleSided ? ", double-sided" : "")"
        }
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        let words = ["none", "one", "two"]
        return range.count == 1 ? "exactly \(words[range.lowerBound])" : "\(words[range.lowerBound]) or \(words[range.upperBound])"
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

    /// Makes `page` a child, taking it from any other parent first (the same controller can
    /// be a page of one page view controller after another).
    func adoptPage(_ page: UIViewController) {
        guard page.parent !== self else { return }
        if page.parent != nil {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        addChild(page)
        page.didMove(toParent: self)
    }

    /// Ends an incoming page's appearance now if this controller has appeared; while it is
    /// still appearing, its own `endAppearance` forwards the end to its children.
    func endAppearance(ofIncoming page: UIViewController) {
        if appearanceState == .appeared || page.viewIfLoaded?.window == nil { page.endAppearance() }
    }

    // MARK: Page indicator

    /// The dots under the pages: shown when the data source implements both presentation
    /// methods and pages turn horizontally (as in UIKit).
    var pageIndicator: UIPageControl?

    /// Asks the data source for the dots after pages were set (not after a swipe: a swipe
    /// moves the current dot by one itself).
    func updatePageIndicator() {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else { return removePageIndicator() }
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
        indicator.accessibilityLabel = "Page"
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

    // MARK: State restoration

    override func encodeContainerRestorableState(with coder: NSCoder) { encodeRestorablePages(with: coder) }
    override func decodeContainerRestorableState(with coder: NSCoder) { decodeRestorablePages(with: coder) }

    // MARK: View

    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        switch transitionStyle {
        case .scroll: pager = PageScroller(controller: self, in: container)
        case .pageCurl: curler?.install(in: container)
        }
    }

    /// Lays the pages and the dots out in the view's bounds (called from the view's layout).
    func layoutPages(in bounds: CGRect) {
        var content = bounds
        if let indicator = pageIndicator {
            let height = max(26, indicator.intrinsicContentSize.height)
            content.size.height = max(0, bounds.height - height)
            indicator.frame = CGRect(x: bounds.minX, y: content.maxY, width: bounds.width, height: height)
        }
        transition?.layout(in: content)
    }

    // MARK: Orientation

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    open override var childForStatusBarStyle: UIViewController? { viewControllers?.first }
    open override var childForStatusBarHidden: UIViewController? { viewControllers?.first }
}
