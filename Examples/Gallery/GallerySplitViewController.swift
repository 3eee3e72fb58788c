import Foundation
import UIKit

/// The Gallery's interface, as iPadOS Settings is: a sidebar listing the pages beside the page
/// chosen. A narrow window collapses it into one navigation stack — the sidebar with the page
/// on top — and widening expands it again with the same page.
final class GallerySplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    private let report: (String) -> Void
    let sidebar: GallerySidebarViewController
    private(set) var page: GalleryPage = .controls

    init(report: @escaping (String) -> Void) {
        self.report = report
        sidebar = GallerySidebarViewController()
        super.init(style: .doubleColumn)
        sidebar.choose = { [weak self] page in self?.show(page) }
        primaryBackgroundStyle = .sidebar
        setViewController(sidebar, for: .primary)
        setViewController(GalleryPage.controls.makeController(report: report), for: .secondary)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `page` in the secondary column (or, collapsed, on top of the sidebar).
    func show(_ page: GalleryPage) {
        self.page = page
        sidebar.select(page)
        report("page \(page.title)")
        showDetailViewController(page.makeController(report: report), sender: self)
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

/// The sidebar: the Gallery's pages, the current one selected.
final class GallerySidebarViewController: UITableViewController {
    var choose: (GalleryPage) -> Void = { _ in }

    init() {
        super.init(style: .insetGrouped)
        title = "Gallery"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "page")
        select(.controls)
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
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let page = GalleryPage(rawValue: indexPath.row) else { return }
        choose(page)
    }
}
