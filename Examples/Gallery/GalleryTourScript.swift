import UIKit

/// What Gallery's tools (the headless tour, the fuzz runs; `GalleryTools`) do to the Gallery,
/// in the Gallery's own terms.
///
/// The tools drive the app through the test library, which the app itself does not link, so
/// they live in a program of their own; this is the small `package` surface they need, so
/// that the Gallery's pages stay internal to it.
@MainActor
package enum GalleryTourScript {
    /// The app delegate a headless screen or the fuzzer launches.
    package static var appDelegateClass: UIApplicationDelegate.Type { GalleryAppDelegate.self }

    /// Stops the Gallery writing its event log (a tour or a fuzz run prints only its results).
    package static func silenceEventLog() {
        GalleryAppDelegate.report = { _ in }
    }

    /// The pages' titles, in the sidebar's order.
    package static var pageTitles: [String] { GalleryPage.allCases.map(\.title) }

    /// Chooses the page titled `title` (case-insensitive) in `window`'s sidebar; false when the
    /// window is not the Gallery's or no page has that title.
    @discardableResult
    package static func showPage(titled title: String, in window: UIWindow) -> Bool {
        guard let split = window.rootViewController as? GallerySplitViewController,
              let page = GalleryPage.allCases.first(where: { $0.title.lowercased() == title.lowercased() }) else { return false }
        split.show(page)
        return true
    }

    /// The tour's named states beyond a page's first screen, each reached from a fresh launch.
    package static let states: [(name: String, reach: @MainActor (UIWindow) -> Void)] = [
        ("navigation", { window in
            guard let split = split(window) else { return }
            split.show(.navigation)
            split.pageNavigationController?.pushViewController(NavigationDemoViewController(report: { _ in }, depth: 1), animated: false)
        }),
        ("page-sheet", { page(.presentations, PresentationsDemoViewController.self, $0)?.presentPage("Page Sheet", style: .pageSheet, transition: .coverVertical) }),
        ("form-sheet", { page(.presentations, PresentationsDemoViewController.self, $0)?.presentPage("Form Sheet", style: .formSheet, transition: .coverVertical) }),
        ("alert", { page(.presentations, PresentationsDemoViewController.self, $0)?.presentAlert(withTextField: true) }),
        ("drawing", { showPage(titled: "Drawing", in: $0) }),
        ("gestures", { showPage(titled: "Gestures", in: $0) }),
        ("animations", { showPage(titled: "Animations", in: $0) }),
        ("dynamics", { showPage(titled: "Dynamics", in: $0) }),
        ("lists-states", { showListDemo(0, in: $0) }),
        ("lists-sidebar", { showListDemo(1, in: $0) }),
        ("lists-editable", { showListDemo(2, in: $0) }),
        ("split-three-columns", { page(.splitViews, SplitViewsDemoViewController.self, $0)?.presentDemo(0) }),
        ("split-sidebar-over", { page(.splitViews, SplitViewsDemoViewController.self, $0)?.presentDemo(2) }),
        ("popover-options", { page(.popovers, PopoversDemoViewController.self, $0)?.presentOptions() }),
        ("popover-arrow-left", { page(.popovers, PopoversDemoViewController.self, $0)?.presentArrow("Arrow Left", direction: .left) }),
        ("popover-custom-background", { page(.popovers, PopoversDemoViewController.self, $0)?.presentCustomBackground() }),
        ("popover-action-sheet", { page(.popovers, PopoversDemoViewController.self, $0)?.presentActionSheet() }),
        ("popover-search", { page(.popovers, PopoversDemoViewController.self, $0)?.search(for: "berry") }),
        ("popover-find", { page(.popovers, PopoversDemoViewController.self, $0)?.presentFind() }),
        ("drag-and-drop", { showPage(titled: "Drag and Drop", in: $0) }),
        ("menus", { showPage(titled: "Menus", in: $0) }),
        ("pages", { showPage(titled: "Pages", in: $0) }),
        ("pickers", { showPage(titled: "Pickers", in: $0) }),
        ("grid", { showPage(titled: "Grid", in: $0) }),
        ("grid-featured", { page(.grid, GridDemoViewController.self, $0)?.show(.featured) }),
        ("grid-shelves", { page(.grid, GridDemoViewController.self, $0)?.show(.shelves) }),
        ("grid-zoom", { page(.grid, GridDemoViewController.self, $0)?.zoom(animated: false) }),
        ("text", { showPage(titled: "Text", in: $0) }),
        ("storyboard", { showPage(titled: "Storyboard", in: $0) }),
        ("storyboard-recipe", { showRecipe(in: $0) }),
        ("files", { showPage(titled: "Files", in: $0) }),
        ("accessibility", { showPage(titled: "Accessibility", in: $0) }),
    ]

    /// Shows the Pages page as a curling book (its style toggled from sliding pages).
    package static func showPagesAsBook(in window: UIWindow) {
        page(.pages, PagesDemoViewController.self, window)?.toggleStyle()
    }

    /// Shows the Pickers page and returns its colour well.
    package static func pickersColorWell(in window: UIWindow) -> UIColorWell? {
        page(.pickers, PickersDemoViewController.self, window)?.inkWell
    }

    private static func split(_ window: UIWindow) -> GallerySplitViewController? {
        window.rootViewController as? GallerySplitViewController
    }

    /// Shows `page` and returns its first controller as a `Controller`.
    private static func page<Controller: UIViewController>(_ page: GalleryPage, _ type: Controller.Type, _ window: UIWindow) -> Controller? {
        guard let split = split(window) else { return nil }
        split.show(page)
        split.view.layoutIfNeeded()
        return split.pageNavigationController?.viewControllers.first as? Controller
    }

    /// Opens one of the Lists page's demos (states, sidebar, editable list).
    private static func showListDemo(_ index: Int, in window: UIWindow) {
        guard let menu = page(.lists, ListsDemoViewController.self, window),
              let navigation = split(window)?.pageNavigationController else { return }
        navigation.pushViewController(menu.demo(at: index), animated: false)
    }

    /// The Storyboard page's first recipe, shown by its cell's segue as a selection would.
    private static func showRecipe(in window: UIWindow) {
        guard let list = page(.storyboard, RecipeListController.self, window) else { return }
        list.view.layoutIfNeeded()
        guard let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) else { return }
        list.performSegue(withIdentifier: "showRecipe", sender: cell)
    }
}
