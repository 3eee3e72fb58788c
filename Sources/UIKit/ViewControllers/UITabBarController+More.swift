import Foundation

/// The More tab: a compact-width tab bar controller with more than five children shows the
/// first four on its bar and a More tab, whose navigation controller lists the rest; choosing
/// one pushes it there. The bar can be rearranged from the list's Edit button
/// (`customizableViewControllers`, `UITabBar.beginCustomizing(_:)`). In regular width every
/// child has its tab, as on iPadOS.
extension UITabBarController {
    /// Children on the bar before the More tab.
    static let tabsBeforeMore = 4

    /// Whether the bar shows a More tab: compact width, more than five children.
    var showsMoreTab: Bool {
        traitCollection.horizontalSizeClass == .compact && storedViewControllers.count > Self.tabsBeforeMore + 1
    }

    /// The children the More tab lists.
    var overflowViewControllers: [UIViewController] {
        showsMoreTab ? Array(storedViewControllers.dropFirst(Self.tabsBeforeMore)) : []
    }

    /// The tabs on the bar: every child's, or the first four's and More.
    var barItems: [UITabBarItem] {
        guard showsMoreTab else { return storedViewControllers.compactMap(\.tabBarItem) }
        return storedViewControllers.prefix(Self.tabsBeforeMore).compactMap(\.tabBarItem) + [moreNavigationController.tabBarItem]
    }

    /// The bar's selected tab: More while its tab is selected.
    var selectedBarItem: UITabBarItem? {
        moreTabIsSelected ? moreNavigationController.tabBarItem : selectedViewController?.tabBarItem
    }

    /// The child the More stack shows above its list, if any.
    var moreShownChild: UIViewController? {
        let stack = moreNavigationController.viewControllers
        return stack.count > 1 ? stack[1] : nil
    }

    /// Puts the bar's tabs and the More tab in order for the current width and children:
    /// the More navigation controller is a child while the bar has it; a child selected
    /// through it stays selected on its own tab when the More tab goes, and a selected child
    /// past the fourth shows through it when the More tab comes.
    func arrangeTabs(animated: Bool = false, from previousShown: UIViewController? = nil) {
        endActiveTabTransitionNow()
        let previous = previousShown ?? shownChild
        let more = moreNavigationController
        if showsMoreTab {
            if more.parent !== self {
                addChild(more)
                more.didMove(toParent: self)
            }
            if let index = currentIndex, index >= Self.tabsBeforeMore {
                storedSelectedIndex = index
                moreTabIsSelected = true
            }
        } else {
            if moreTabIsSelected {
                let index = currentIndex ?? 0
                moreTabIsSelected = false
                storedSelectedIndex = index
            }
            resetMoreStack()
            if more.parent === self {
                more.willMove(toParent: nil)
                more.storedView?.removeFromSuperview()
                more.removeFromParent()
            }
        }
        reparentOverflowChildren()
        tabBar.setItems(barItems, animated: animated)
        (more as? MoreNavigationController)?.listChanged()
        selectionDidChange(from: previous)
    }

    /// Children the More stack let go of (popped, or replaced) are this controller's again.
    func reparentOverflowChildren() {
        let stack = moreNavigationController.viewControllers
        for child in storedViewControllers where child.parent !== self && !stack.contains(where: { $0 === child }) {
            addChild(child)
            child.didMove(toParent: self)
        }
    }

    /// The More stack back to its list, the child it showed given back; no direct child.
    func resetMoreStack() {
        moreDirectChild = nil
        let more = moreNavigationController
        if more.viewControllers.count > 1 { more.setViewControllers([more.viewControllers[0]], animated: false) }
        reparentOverflowChildren()
    }

    /// The More tab shows the selected child: a navigation controller in the tab's place,
    /// another above the list (what that child pushed stays); none, the list.
    func syncMoreStack() {
        guard moreTabIsSelected, let list = moreNavigationController.viewControllers.first else { return }
        let wanted = storedSelectedIndex.flatMap { index in
            storedViewControllers.indices.contains(index) && index >= Self.tabsBeforeMore ? storedViewControllers[index] : nil
        }
        if let navigation = wanted as? UINavigationController {
            if moreNavigationController.viewControllers.count > 1 { moreNavigationController.setViewControllers([list], animated: false) }
            moreDirectChild = navigation
        } else {
            moreDirectChild = nil
            if moreShownChild !== wanted {
                moreNavigationController.setViewControllers([list] + (wanted.map { [$0] } ?? []), animated: false)
            }
        }
        reparentOverflowChildren()
    }

    /// The More list is showing again (Back, or a pop): no child is selected through it.
    func moreListDidShow() {
        guard moreTabIsSelected, moreDirectChild == nil, moreNavigationController.viewControllers.count == 1 else { return }
        storedSelectedIndex = nil
    }

    /// Whether a running interactive tab switch keeps the selection (else a running switch
    /// ends now).
    private func tabSwitchHoldsSelection() -> Bool {
        if let active = activeTabTransition, active.isInteractive { return true }
        endActiveTabTransitionNow()
        return false
    }

    /// Shows the More tab's list (`selectedViewController = moreNavigationController`).
    func selectMoreTab() {
        guard !tabSwitchHoldsSelection() else { return }
        let previous = shownChild
        storedSelectedIndex = nil
        moreTabIsSelected = true
        resetMoreStack()
        selectionDidChange(from: previous)
    }

    /// The user tapped More: its stack back to the list when it is already showing, else the
    /// tab is selected as it was left; the delegate is asked and told with the More
    /// navigation controller.
    func userSelectedMoreTab() {
        guard !tabSwitchHoldsSelection() else { return }
        let more = moreNavigationController
        if moreTabIsSelected {
            if moreDirectChild != nil {
                let previous = shownChild
                moreDirectChild = nil
                storedSelectedIndex = nil
                selectionDidChange(from: previous)
            } else {
                more.popToRootViewController(animated: true)
            }
            delegate?.tabBarController(self, didSelect: more)
            return
        }
        guard delegate?.tabBarController(self, shouldSelect: more) ?? true else { return }
        let previous = shownChild
        storedSelectedIndex = moreShownChild.flatMap { child in storedViewControllers.firstIndex { $0 === child } }
        moreTabIsSelected = true
        selectionDidChange(from: previous)
        delegate?.tabBarController(self, didSelect: more)
    }

    /// The user chose `child` in the More list: it is pushed on the More stack (a navigation
    /// controller takes the tab's place instead).
    func userChoseFromMoreList(_ child: UIViewController) {
        guard !tabSwitchHoldsSelection(), let index = storedViewControllers.firstIndex(where: { $0 === child }) else { return }
        storedSelectedIndex = index
        if child is UINavigationController {
            selectionDidChange(from: shownChild)
        } else {
            moreNavigationController.pushViewController(child, animated: true)
        }
    }

    /// The children reordered as the customized bar shows them: the child of each tab moves
    /// to its tab's place, trading places with the child that was there.
    func adoptCustomizedOrder(_ items: [UITabBarItem]) {
        let selected = selectedViewController
        var children = storedViewControllers
        for (slot, item) in items.enumerated() where slot < children.count {
            guard let index = children.firstIndex(where: { $0.tabBarItem === item }), index != slot else { continue }
            children.swapAt(slot, index)
        }
        storedViewControllers = children
        if let selected, let index = children.firstIndex(where: { $0 === selected }) {
            storedSelectedIndex = index
            moreTabIsSelected = showsMoreTab && (index >= Self.tabsBeforeMore || moreTabIsSelected && moreShownChild == nil)
        }
        arrangeTabs()
    }

    /// The Edit button of the More list: the bar customizes the customizable children's tabs.
    func beginCustomizingTabs() {
        let items = (customizableViewControllers ?? []).filter { child in storedViewControllers.contains { $0 === child } }.compactMap(\.tabBarItem)
        guard !items.isEmpty else { return }
        tabBar.beginCustomizing(items)
    }
}

/// The More tab's navigation controller: the list of the children past the bar's fourth at
/// its root, the chosen one pushed above it.
@MainActor
final class MoreNavigationController: UINavigationController {
    private let list: MoreListViewController

    init(tabBarController: UITabBarController) {
        list = MoreListViewController(tabBarController: tabBarController)
        super.init(rootViewController: list)
        let item = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        item.image = UIImage(systemName: "ellipsis")
        tabBarItem = item
    }

    required init?(coder: NSCoder) { nil }

    /// The children or their tabs changed: the list shows them again.
    func listChanged() {
        list.reload()
    }

    // A child popped off the stack goes back to the tab bar controller.

    @discardableResult
    override func popViewController(animated: Bool) -> UIViewController? {
        defer { stackChanged() }
        return super.popViewController(animated: animated)
    }

    @discardableResult
    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        defer { stackChanged() }
        return super.popToRootViewController(animated: animated)
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
        stackChanged()
    }

    private func stackChanged() {
        tabBarController?.moreListDidShow()
        tabBarController?.reparentOverflowChildren()
    }
}

/// The More list: a row for each child past the bar's fourth, with its tab's image and title;
/// an Edit button when children are customizable.
@MainActor
final class MoreListViewController: UITableViewController {
    private weak var tabs: UITabBarController?

    init(tabBarController: UITabBarController) {
        tabs = tabBarController
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { nil }

    private var listed: [UIViewController] { tabs?.overflowViewControllers ?? [] }

    func reload() {
        guard isViewLoaded else { return }
        tableView.reloadData()
        updateEditButton()
    }

    private func updateEditButton() {
        let customizable = !(tabs?.customizableViewControllers ?? []).isEmpty
        navigationItem.rightBarButtonItem = customizable
            ? UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: Selector("editTabs:", MoreListViewController.editTabs))
            : nil
    }

    private func editTabs(_ sender: Any?) {
        tabs?.beginCustomizingTabs()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A pop (an edge swipe's, too) that animated lets its child go only now.
        tabs?.moreListDidShow()
        tabs?.reparentOverflowChildren()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listed.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more") ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        let child = listed[indexPath.row]
        cell.textLabel?.text = child.tabBarItem.displayTitle ?? child.title
        cell.imageView?.image = child.tabBarItem.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard listed.indices.contains(indexPath.row) else { return }
        tabs?.userChoseFromMoreList(listed[indexPath.row])
    }
}
