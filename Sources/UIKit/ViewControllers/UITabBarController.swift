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

    private var storedViewControllers: [UIViewController] = []
    private var storedSelectedIndex: Int?

    /// The children, in tab order; each child's `tabBarItem` is its tab (TAB-01).
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers.isEmpty ? nil : storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        endActiveTabTransitionNow()
        let previous = selectedViewController
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
        tabBar.setItems(storedViewControllers.map { $0.tabBarItem }, animated: animated)
        if let previous, let index = storedViewControllers.firstIndex(where: { $0 === previous }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = storedViewControllers.isEmpty ? nil : 0
        }
        selectionDidChange(from: previous)
    }

    /// TAB-02: 0 unless something else was chosen (NSNotFound without children).
    open var selectedIndex: Int {
        get { storedSelectedIndex ?? NSNotFound }
        set {
            guard storedViewControllers.indices.contains(newValue) else { return }
            // While a gesture drives a tab switch, the selection is the gesture's to finish.
            if let active = activeTabTransition, active.isInteractive { return }
            endActiveTabTransitionNow()
            let previous = selectedViewController
            let previousIndex = storedSelectedIndex
            storedSelectedIndex = newValue
            selectionDidChange(from: previous, previousIndex: previousIndex)
        }
    }

    /// Focus goes to the selected controller, not the tab bar.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] { selectedViewController.map { [$0] } ?? [] }

    open var selectedViewController: UIViewController? {
        get { storedSelectedIndex.flatMap { storedViewControllers.indices.contains($0) ? storedViewControllers[$0] : nil } }
        set {
            guard let newValue, let index = storedViewControllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

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
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    override var visibleChildForModalCheck: UIViewController? { selectedViewController }

    override func encodeContainerRestorableState(with coder: NSCoder) { encodeRestorableSelection(with: coder) }
    override func decodeContainerRestorableState(with coder: NSCoder) { decodeRestorableSelection(with: coder) }

    override var deepestActionResponder: UIViewController { selectedViewController?.deepestActionResponder ?? self }

    override func childTabBarItemDidChange(_ child: UIViewController) {
        tabBar.setItems(storedViewControllers.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    // MARK: Selection (TAB-03)

    private func userSelected(_ item: UITabBarItem) {
        guard let index = storedViewControllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = storedViewControllers[index]
        if controller === selectedViewController {
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
    private func selectionDidChange(from previous: UIViewController?, previousIndex: Int? = nil) {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard storedView != nil else { return }
        if let previous, let previousIndex, previous !== selectedViewController,
           runCustomTabTransition(from: previous, previousIndex: previousIndex) { return }
        if previous !== selectedViewController { previous?.storedView?.removeFromSuperview() }
        installSelectedView()
    }

    /// Selects `index` again after a cancelled animation, without animating or telling anyone.
    func restoreSelection(_ index: Int) {
        storedSelectedIndex = index
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Loads and shows only the selected child's view (TAB-04).
    func installSelectedView() {
        guard let container = storedView, let selected = selectedViewController else { return }
        let view = selected.view!
        if view.superview !== container { container.insertSubview(view, at: 0) }
        layoutTabBarAndContent()
    }

    /// NAV-13: a navigation controller in the selected tab can hide the tab bar.
    var hidesTabBar: Bool { (selectedViewController as? UINavigationController)?.hidesBottomBar ?? false }

    func layoutTabBarAndContent() {
        guard let container = storedView else { return }
        let safe = container.safeAreaInsets
        let height = BarMetrics.tabBarHeight(for: container.traitCollection)
        tabBar.isHidden = hidesTabBar
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - safe.bottom - height, width: container.bounds.width, height: height)
        tabBar.backgroundExtension = safe.bottom
        if container.subviews.last !== tabBar { container.bringSubviewToFront(tabBar) }
        guard let selected = selectedViewController, let view = selected.storedView, view.superview === container else { return }
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
