import Foundation
import UIKit

/// The Gallery's interface, as iPadOS Settings is: a sidebar listing the pages beside the page
/// chosen. A narrow window collapses it into one navigation stack — the sidebar with the page
/// on top — and widening expands it again with the same page.
///
/// Each window has one; "New Window" (Ctrl+N, or the sidebar's button) opens another on the
/// same page. The page shown is the window's state: the controller takes part in its
/// scene's activity and adds the page when UIKit saves it (REST-02, REST-05).
final class GallerySplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    private let report: (String) -> Void
    let sidebar: GallerySidebarViewController
    private(set) var page: GalleryPage

    init(report: @escaping (String) -> Void, page: GalleryPage = .controls) {
        self.report = report
        self.page = page
        sidebar = GallerySidebarViewController(initialPage: page)
        super.init(style: .doubleColumn)
        sidebar.choose = { [weak self] page in self?.show(page) }
        sidebar.openNewWindow = { [weak self] in self?.newWindow(nil) }
        primaryBackgroundStyle = .sidebar
        setViewController(sidebar, for: .primary)
        setViewController(page.makeController(report: report), for: .secondary)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `page` in the secondary column (or, collapsed, on top of the sidebar); returns
    /// the navigation controller holding the page.
    @discardableResult
    func show(_ page: GalleryPage) -> UINavigationController {
        self.page = page
        sidebar.select(page)
        view.window?.windowScene?.subtitle = page.title
        report("page \(page.title)")
        let controller = page.makeController(report: report)
        showDetailViewController(controller, sender: self)
        return controller
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.window?.windowScene?.subtitle = page.title
        userActivity = view.window?.windowScene?.userActivity
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: ["page": page.identifier])
    }

    // MARK: New windows

    /// Opens another window on the page shown here, beside this one.
    func newWindow(_ sender: Any?) {
        let activity = NSUserActivity(activityType: GallerySceneDelegate.pageActivityType)
        activity.userInfo = ["page": page.identifier]
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = view.window?.windowScene
        report("new window page \(page.title)")
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { [report] error in
            report("new window refused: \(error)")
        }
    }

    // MARK: Window menu commands (the app delegate's buildMenu)

    /// View ▸ Hide Sidebar / Show Sidebar (F9).
    func toggleSidebar(_ sender: Any?) {
        if displayMode == .secondaryOnly {
            show(.primary)
            report("sidebar shown")
        } else {
            hide(.primary)
            report("sidebar hidden")
        }
    }

    /// Go ▸ a page (Ctrl+1 … Ctrl+9): the command's property list names it.
    func showPage(_ sender: Any?) {
        guard let identifier = (sender as? UICommand)?.propertyList as? String,
              let page = GalleryPage.allCases.first(where: { $0.identifier == identifier }) else { return }
        show(page)
    }

    /// A collapsed split has no sidebar beside the page to show or hide.
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .toggleGallerySidebar { return !isCollapsed }
        return super.canPerformAction(action, withSender: sender)
    }

    /// The menu says what the sidebar command will do, and checks the page shown.
    override func validate(_ command: UICommand) {
        switch command.action {
        case .toggleGallerySidebar:
            command.title = displayMode == .secondaryOnly ? "Show Sidebar" : "Hide Sidebar"
        case .showGalleryPage:
            command.state = command.propertyList as? String == page.identifier ? .on : .off
        default:
            super.validate(command)
        }
    }

    /// The controller showing the current page's root.
    var pageNavigationController: UINavigationController? {
        viewController(for: .secondary) as? UINavigationController
    }

    // The Gallery shows its current page on top when it collapses.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .secondary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { report("split collapsed") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { report("split expanded") }
}

extension Selector {
    static let newGalleryWindow = Selector("newWindow:", GallerySplitViewController.newWindow)
    static let toggleGallerySidebar = Selector("toggleSidebar:", GallerySplitViewController.toggleSidebar)
    static let showGalleryPage = Selector("showPage:", GallerySplitViewController.showPage)
}

/// The sidebar: the Gallery's pages, the current one selected, and a button for a new window.
/// A page's row dragged out of the window opens that page in a new window (DND-21).
final class GallerySidebarViewController: UITableViewController, UIDragInteractionDelegate {
    var choose: (GalleryPage) -> Void = { _ in }
    var openNewWindow: () -> Void = {}
    private let initialPage: GalleryPage

    init(initialPage: GalleryPage = .controls) {
        self.initialPage = initialPage
        super.init(style: .insetGrouped)
        title = "Gallery"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New Window", primaryAction: UIAction { [weak self] _ in
            self?.openNewWindow()
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "page")
        // A drag resting on a page's row opens that page, and goes on into it (DND-29).
        tableView.isSpringLoaded = true
        select(initialPage)
    }

    func select(_ page: GalleryPage) {
        guard isViewLoaded else { return }
        tableView.selectRow(at: IndexPath(row: page.rawValue, section: 0), animated: false, scrollPosition: .none)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        GalleryPage.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "page", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = GalleryPage(rawValue: indexPath.row)?.title
        content.image = (GalleryPage(rawValue: indexPath.row)?.symbolName).flatMap { UIImage(systemName: $0) }
        cell.contentConfiguration = content
        cell.tag = indexPath.row
        if !cell.interactions.contains(where: { $0 is UIDragInteraction }) {
            cell.addInteraction(UIDragInteraction(delegate: self))
        }
        return cell
    }

    // MARK: Dragging a page out

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let page = interaction.view.flatMap({ GalleryPage(rawValue: $0.tag) }) else { return [] }
        let activity = NSUserActivity(activityType: GallerySceneDelegate.pageActivityType)
        activity.title = page.title
        activity.userInfo = ["page": page.identifier]
        let provider = NSItemProvider()
        provider.registerObject(activity, visibility: .all)
        return [UIDragItem(itemProvider: provider)]
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let page = GalleryPage(rawValue: indexPath.row) else { return }
        choose(page)
    }
}
