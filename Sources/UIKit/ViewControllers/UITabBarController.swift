import Foundation

/// Children shown one at a time, chosen with a tab bar along the bottom (spec TAB-01 … TAB-06).
///
/// Only the selected child's view is loaded and in the interface (TAB-04); switching tabs
/// swaps the views, and the children hear their appearance events from their views entering
/// and leaving the window — or, with the delegate's animator, around its animation
/// (UITabBarController+Transitions) — without a transition coordinator (PC-07 QUIRK, emulated).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("delegate", \UITabBarController.delegate),
        ]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.managingController = self
        bar.delegate = self
        return bar
    }()

    /// The user picked `item` on the tab bar: its child is selected, as the delegate allows.
    /// A subclass overriding this (to hear every tap) calls super.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        userSelected(item)
    }

    open weak var delegate: UITabBarControllerDelegate?

    var storedViewControllers: [UIViewController] = []
    var storedSelectedIndex: Int?
    /// The More tab is selected (its list, or a child it shows), while the bar has it.
    var moreTabIsSelected = false
    /// A navigation controller chosen in the More list: shown in the More tab's place with
    /// its own bar (a navigation controller is not pushed on another).
    var moreDirectChild: UIViewController?

    /// The navigation controller of the More tab: in a compact-width tab bar controller with
    /// more than five children, the bar shows the first four and More, whose list holds the
    /// rest; choosing one shows it on this controller's stack. It always exists, and is never
    /// one of `viewControllers`; in regular width there is no More tab (as on iPadOS).
    open private(set) lazy var moreNavigationController: UINavigationController = MoreNavigationController(tabBarController: self)

    /// The children the user may rearrange on the bar from the More list's Edit button (all
    /// of them, each time `viewControllers` is set; nil or empty: no Edit button).
    open var customizableViewControllers: [UIViewController]?

    // MARK: Customizing (the bar's delegate)

    /// The bar began customizing: the delegate hears it with the children.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        delegate?.tabBarController(self, willBeginCustomizing: storedViewControllers)
    }

    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}

    /// The user is done: the children take the order the bar's tabs now show (a child put on
    /// the bar trades places with the one it replaced), then the delegate hears it.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        if changed { adoptCustomizedOrder(items) }
        delegate?.tabBarController(self, willEndCustomizing: storedViewControllers, changed: changed)
    }

    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: storedViewControllers, changed: changed)
    }

    /// The size class changed: the More tab comes or goes (UIKit's own reaction, whether or
    /// not a subclass's `traitCollectionDidChange(_:)` calls super).
    override func traitCollectionDidRefresh(from previous: UITraitCollection?) {
        super.traitCollectionDidRefresh(from: previous)
        if previous?.horizontalSizeClass != traitCollection.horizontalSizeClass { arrangeTabs() }
    }

    /// The children, in tab order; each child's `tabBarItem` is its tab (TAB-01).
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers.isEmpty ? nil : storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        endActiveTabTransitionNow()
        if tabBar.isCustomizing { tabBar.endCustomizing(animated: false) }
        let previous = selectedViewController
        let previousShown = shownChild
        // The More stack gives back the child it shows before the children change.
        resetMoreStack()
        for child in storedViewControllers where !(viewControllers ?? []).contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.storedView?.removeFromSuperview()
            child.removeFromParent()
        }
        for child in viewControllers ?? [] where child.parent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
        storedViewControllers = viewControllers ?? []
        customizableViewControllers = viewControllers
        if let previous, let index = storedViewControllers.firstIndex(where: { $0 === previous }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = storedViewControllers.isEmpty ? nil : 0
        }
        moreTabIsSelected = false
        arrangeTabs(animated: animated, from: previousShown)
    }

    /// TAB-02: 0 unless something else was chosen (NSNotFound without children, and while
    /// the More tab shows its list).
    open var selectedIndex: Int {
        get { currentIndex ?? NSNotFound }
        set {
            guard storedViewControllers.indices.contains(newValue) else { return }
            // While a gesture drives a tab switch, the selection is the gesture's to finish.
            if let active = activeTabTransition, active.isInteractive { return }
            endActiveTabTransitionNow()
            let previous = shownChild
            let previousIndex = moreTabIsSelected ? nil : storedSelectedIndex
            storedSelectedIndex = newValue
            moreTabIsSelected = showsMoreTab && newValue >= Self.tabsBeforeMore
            selectionDidChange(from: previous, previousIndex: previousIndex)
        }
    }

    /// Focus goes to the selected controller, not the tab bar.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] { shownChild.map { [$0] } ?? [] }

    /// The selected child; the More navigation controller while the More tab shows its list
    /// (setting it shows the list).
    open var selectedViewController: UIViewController? {
        get {
            if moreTabIsSelected, currentIndex == nil { return moreNavigationController }
            return currentIndex.flatMap { storedViewControllers.indices.contains($0) ? storedViewControllers[$0] : nil }
        }
        set {
            if let newValue, newValue === moreNavigationController {
                if showsMoreTab { selectMoreTab() }
                return
            }
            guard let newValue, let index = storedViewControllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The selected child's index: while the More tab is selected, the child its stack shows.
    var currentIndex: Int? {
        guard moreTabIsSelected else { return storedSelectedIndex }
        return (moreDirectChild ?? moreShownChild).flatMap { child in storedViewControllers.firstIndex { $0 === child } }
    }

    /// The controller whose view the tab bar controller shows: the More navigation controller
    /// while its tab is selected, else the selected child.
    var shownChild: UIViewController? { moreTabIsSelected ? moreDirectChild ?? moreNavigationController : selectedViewController }

    // MARK: Overrides

    /// An unwind segue's way back through the tabs: selects `subsequentVC`.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if viewControllers?.contains(where: { $0 === subsequentVC }) == true, selectedViewController !== subsequentVC {
            selectedViewController = subsequentVC
        }
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.tabBarController = self
        view = container
        container.addSubview(tabBar)
        installSelectedView()
    }

    /// TAB-05: the delegate's answer, when it gives one (a desktop window never rotates:
    /// Slate reads neither, apps may).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate.flatMap { delegate in OptionalRequirement.answer { delegate.tabBarControllerSupportedInterfaceOrientations(self) } }
            ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate.flatMap { delegate in OptionalRequirement.answer { delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(self) } }
            ?? super.preferredInterfaceOrientationForPresentation
    }

    /// TAB-05, SBAR-05: the selected child decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { shownChild }
    open override var childForStatusBarHidden: UIViewController? { shownChild }

    override var visibleChildForModalCheck: UIViewController? { shownChild }

    override func encodeContainerRestorableState(with coder: NSCoder) { encodeRestorableSelection(with: coder) }
    override func decodeContainerRestorableState(with coder: NSCoder) { decodeRestorableSelection(with: coder) }

    override var deepestActionResponder: UIViewController { shownChild?.deepestActionResponder ?? self }

    override func childTabBarItemDidChange(_ child: UIViewController) {
        guard child !== moreNavigationController else { return }
        tabBar.setItems(barItems, animated: false)
        tabBar.selectedItem = selectedBarItem
        (moreNavigationController as? MoreNavigationController)?.listChanged()
    }

    // MARK: Selection (TAB-03)

    private func userSelected(_ item: UITabBarItem) {
        if showsMoreTab, item === moreNavigationController.tabBarItem {
            userSelectedMoreTab()
            return
        }
        guard let index = storedViewControllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = storedViewControllers[index]
        if controller === selectedViewController, !moreTabIsSelected {
            // Tapping the selected tab of a navigation controller pops it to its root.
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
            delegate?.tabBarController(self, didSelect: controller)
            return
        }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The running custom tab animation (UITabBarController+Transitions).
    var activeTabTransition: TabTransition?

    /// `previousIndex`: when the selection moved from one child to another, which may animate.
    /// `previous`: the controller shown before (the More navigation controller, or a child).
    func selectionDidChange(from previous: UIViewController?, previousIndex: Int? = nil) {
        syncMoreStack()
        tabBar.selectedItem = selectedBarItem
        guard storedView != nil else { return }
        if let previous, let previousIndex, previous !== shownChild, !moreTabIsSelected,
           runCustomTabTransition(from: previous, previousIndex: previousIndex) { return }
        // (A child now shown through More has already gone into More's view.)
        if previous !== shownChild, let view = previous?.storedView, view.superview === storedView { view.removeFromSuperview() }
        installSelectedView()
    }

    /// Selects `index` again after a cancelled animation, without animating or telling anyone.
    func restoreSelection(_ index: Int) {
        storedSelectedIndex = index
        tabBar.selectedItem = selectedBarItem
    }

    /// Loads and shows only the selected child's view (TAB-04), or the More tab's.
    func installSelectedView() {
        guard let container = storedView, let selected = shownChild else { return }
        let view = selected.view!
        if view.superview !== container { container.insertSubview(view, at: 0) }
        layoutTabBarAndContent()
    }

    /// NAV-13: a navigation controller in the selected tab can hide the tab bar.
    var hidesTabBar: Bool { (shownChild as? UINavigationController)?.hidesBottomBar ?? false }

    func layoutTabBarAndContent() {
        guard let container = storedView else { return }
        let safe = container.safeAreaInsets
        let height = BarMetrics.tabBarHeight(for: container.traitCollection)
        tabBar.isHidden = hidesTabBar
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - safe.bottom - height, width: container.bounds.width, height: height)
        tabBar.backgroundExtension = safe.bottom
        if container.subviews.last !== tabBar { container.bringSubviewToFront(tabBar) }
        guard let selected = shownChild, let view = selected.storedView, view.superview === container else { return }
        view.frame = contentFrame(for: selected)
        let underBar = extendsUnderTabBar(selected)
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: underBar && !hidesTabBar ? height : 0, right: 0)
        if selected.containerBarInsets != insets {
            selected.containerBarInsets = insets
            view.updateSafeAreaInsets()
            view.setNeedsLayout()
        }
    }
}

extension UITabBarController {
    /// SAFE-04: a child extends under the bar unless the bar is opaque (and the child does not
    /// include opaque bars) or it leaves out the bottom edge.
    func extendsUnderTabBar(_ child: UIViewController) -> Bool {
        hidesTabBar || (child.edgesForExtendedLayout.contains(.bottom) && (tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars))
    }

    /// Where `child`'s view goes: the whole view, or the part above the tab bar.
    func contentFrame(for child: UIViewController) -> CGRect {
        guard let container = storedView else { return .zero }
        var frame = container.bounds
        if !extendsUnderTabBar(child) {
            frame.size.height -= container.safeAreaInsets.bottom + BarMetrics.tabBarHeight(for: container.traitCollection)
        }
        return frame
    }
}

/// The tab bar controller's view: lays out the selected child's view and the tab bar.
@MainActor
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutTabBarAndContent()
    }
}
