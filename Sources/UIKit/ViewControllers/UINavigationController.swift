import Foundation

/// A stack of view controllers shown one at a time under a navigation bar, with an optional
/// toolbar (spec NAV-01 … NAV-16).
///
/// The stack's members are the controller's children (NAV-01). Pushing slides the new top in
/// from the trailing edge; popping — by code, the back button or a swipe from the leading
/// edge — slides it back out (NAV-04, NAV-05, NAV-10). The bar's items mirror the stack
/// (NAV-07); the toolbar shows the top controller's `toolbarItems` (NAV-12). The machinery is
/// in `UINavigationController+Transitions.swift`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("delegate", \UINavigationController.delegate),
        ]
    }

    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An unwind search looks through the stack from the top down: the nearest controller
    /// that implements the action is the destination.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let holding = childContaining(source)
        return viewControllers.reversed().filter { $0 !== holding }
    }

    /// An unwind segue's way back through this stack: pops to `subsequentVC`.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        popToViewController(subsequentVC, animated: true)
    }

    // MARK: The stack (NAV-01 … NAV-06)

    var stack: [UIViewController] = []

    /// Whether a split view controller made this navigation controller to wrap a column:
    /// showing a detail then pushes instead of replacing (SPLIT-04, SPLIT-05).
    var createdBySplit = false

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// Focus goes to the top controller, not the bar.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] { topViewController.map { [$0] } ?? [] }

    /// The top controller, or what it presents (NAV-02).
    open var visibleViewController: UIViewController? {
        guard let top = stack.last else { return nil }
        var visible = top
        while let presented = visible.presentedViewController, presented.activePresentation != nil { visible = presented }
        return visible
    }

    /// The top controller's preferred size is the navigation controller's concern when it is
    /// in a popover: the popover follows it (POP-07).
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if container === topViewController, activePresentation is UIPopoverPresentationController {
            preferredContentSizeDidChangeInternal()
        }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(to: stack.count >= 2 ? stack[stack.count - 2] : nil, animated: animated, interaction: nil).first
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }) else {
            UIKitFailure.raise("UINavigationController.popToViewController(_:animated:): \(type(of: viewController)) is not in the navigation stack.")
            return nil
        }
        return performPop(to: viewController, animated: animated, interaction: nil)
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated, interaction: nil)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }

    /// Pushes the secondary's controllers (a navigation controller's whole stack) on top of
    /// this one's, without animation.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        splitViewController.absorbSecondary(secondaryViewController, onto: self)
    }

    /// Pops what collapsing pushed and returns it as the secondary (its own navigation
    /// controller, given its stack back); else the secondary the split had before.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController.separateAbsorbedSecondary(from: self) ?? super.separateSecondaryViewController(for: splitViewController)
    }

    /// NAV-11, PERC-04: `show(_:sender:)` pushes.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .show { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    open weak var delegate: UINavigationControllerDelegate?

    /// The top controller the delegate last heard `didShow` for, and the one it heard
    /// `willShow` for as the navigation controller appeared (NAV-14).
    weak var announcedTop: UIViewController?
    weak var topAwaitingAnnouncement: UIViewController?

    // MARK: Bars (NAV-12)

    open private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.backAction = { [weak self] in self?.popViewController(animated: true) }
        bar.heightMayHaveChanged = { [weak self] in self?.storedView?.setNeedsLayout() }
        return bar
    }()

    open private(set) lazy var toolbar: UIToolbar! = {
        let toolbar = UIToolbar(frame: .zero)
        toolbar.isNavigationControllerToolbar = true
        return toolbar
    }()

    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        barsDidChange(animated: animated)
    }

    /// The toolbar is hidden unless asked for (NAV-12).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenWithBars = false
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        barsDidChange(animated: animated)
    }

    var navigationBarHidden = false
    var toolbarHidden = true

    /// How long the bars take to hide or show when they animate.
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Whether a tap in the content that nothing else handles toggles the bars.
    open var hidesBarsOnTap = false { didSet { updateBarHidingRecognizers() } }

    /// Whether an upward swipe hides the bars and a downward one shows them again.
    open var hidesBarsOnSwipe = false { didSet { updateBarHidingRecognizers() } }

    /// Whether the bars hide while the controller is vertically compact, and come back when it
    /// is regular again (or a tap in the content asks).
    open var hidesBarsWhenVerticallyCompact = false { didSet { applyVerticallyCompactBarHiding() } }

    /// Whether the bars hide when the keyboard — on Linux, a responder's input view — appears.
    open var hidesBarsWhenKeyboardAppears = false

    /// The tap that toggles the bars; active while `hidesBarsOnTap` is true. Add targets to it,
    /// but keep its delegate and the navigation controller's own target.
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barTapRecognizer }

    /// The pan that hides and shows the bars; active while `hidesBarsOnSwipe` is true. It
    /// recognizes alongside every other recognizer, so content keeps scrolling under it.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barSwipeRecognizer }

    /// The screen-edge pan that pops interactively from the leading edge (NAV-10).
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: .navigationEdgePan)
        recognizer.edges = .left
        recognizer.delegate = popGestureDelegate
        return recognizer
    }()

    /// As in UIKit, the pop gesture's delegate lets it begin only when there is something to
    /// pop, so that a container's own edge swipe (a split view's) can take the edge otherwise.
    private lazy var popGestureDelegate = NavigationPopGestureDelegate(navigationController: self)

    let barTapRecognizer = UITapGestureRecognizer()
    let barSwipeRecognizer = UIPanGestureRecognizer()
    lazy var barHidingGestureDelegate = NavigationBarHidingGestureDelegate(navigationController: self)
    /// Whether the bars are hidden because the controller is vertically compact (a tap or a
    /// regular height brings them back).
    var barsHiddenForCompactHeight = false
    /// Whether the bar-hiding properties hid the toolbar along with the bar.
    var toolbarHiddenWithBars = false

    // MARK: Overrides

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.navigationController = self
        view = container
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        if let recognizer = interactivePopGestureRecognizer { container.addGestureRecognizer(recognizer) }
        barTapRecognizer.addTarget(self, action: .navigationBarTap)
        barSwipeRecognizer.addTarget(self, action: .navigationBarSwipe)
        updateBarHidingRecognizers()
        installTopView()
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    override var deepestActionResponder: UIViewController { topViewController?.deepestActionResponder ?? self }

    open override var childForStatusBarHidden: UIViewController? { topViewController }
    /// SBAR-05: style follows the top controller only while the bar is hidden.
    open override var childForStatusBarStyle: UIViewController? { navigationBarHidden ? topViewController : nil }
    /// SBAR-05: while the bar shows, the status bar follows it: light over a black-style bar.
    open override var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }

    override func traitCollectionDidRefresh(from previous: UITraitCollection?) {
        super.traitCollectionDidRefresh(from: previous)
        verticalSizeClassMayHaveChanged(from: previous)
    }

    override var visibleChildForModalCheck: UIViewController? { topViewController }

    override func encodeContainerRestorableState(with coder: NSCoder) { encodeRestorableStack(with: coder) }
    override func decodeContainerRestorableState(with coder: NSCoder) { decodeRestorableStack(with: coder) }

    /// The first time the navigation controller appears — and after its top changed while it
    /// was off screen — UIKit shows the top as a transition of its own: the delegate hears
    /// `willShow` and `didShow` for it, around the top's appearance, as for a push. Apps size a
    /// popover from `didShow`. Reappearing with the same top (a sheet over it went away) says
    /// nothing.
    override func appearanceWillReachChildren(animated: Bool) {
        guard activeTransition == nil, let top = stack.last, top !== announcedTop else { return }
        topAwaitingAnnouncement = top
        delegate?.navigationController(self, willShow: top, animated: animated)
    }

    override func appearanceDidReachChildren() {
        guard let announced = topAwaitingAnnouncement else { return }
        topAwaitingAnnouncement = nil
        guard let top = stack.last else { return }
        // The stack changed while appearing (a push in the root's viewWillAppear): the top
        // that appeared is announced whole.
        if top !== announced { delegate?.navigationController(self, willShow: top, animated: false) }
        announceShown(top, animated: appearanceAnimated)
    }

    override func childToolbarItemsDidChange(_ child: UIViewController, animated: Bool) {
        if child === topViewController { toolbar.setItems(child.toolbarItems, animated: animated) }
    }

    // MARK: Transition state

    var activeTransition: NavigationTransition?

    /// The top controller's content scroll view, which the bar's folding follows.
    weak var trackedScrollView: UIScrollView?
    var pendingOperations: [() -> Void] = []
    var edgePanInteraction: UIPercentDrivenInteractiveTransition?
}

/// The navigation controller's view: lays out the top controller's view and the bars.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutBarsAndContent()
    }
}

@MainActor
final class NavigationPopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        // Only from a page on screen: not while a presentation covers it or is covering it (a
        // cancelled swipe would appear it behind the presentation — a fuzz finding).
        guard let top = navigationController.stack.last else { return false }
        return navigationController.stack.count > 1 && navigationController.activeTransition == nil
            && top.appearanceState == .appeared && top.storedView?.window != nil
    }
}

extension Selector {
    static let navigationEdgePan = Selector("handleEdgePan:", UINavigationController.handleEdgePan)
    static let navigationBarTap = Selector("handleBarTap:", UINavigationController.handleBarTap)
    static let navigationBarSwipe = Selector("handleBarSwipe:", UINavigationController.handleBarSwipe)
}
