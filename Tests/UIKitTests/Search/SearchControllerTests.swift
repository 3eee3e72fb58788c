import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Hears a search controller, its results updater and its bar, in order.
@MainActor
final class SearchRecorder: UISearchControllerDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    var calls: [String] = []
    var allowsEditing = true

    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) { calls.append("update '\(searchController.searchBar.text ?? "")'") }
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return allowsEditing }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange '\(searchText)'") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
}

/// UISearchController with its bar in a navigation item, in a popover, and presented directly;
/// UISearchBar and its delegate.
@MainActor
@Suite("Search controllers", .exclusiveUIKit)
struct SearchControllerTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let page: UIViewController
        let navigation: UINavigationController
        let search: UISearchController
        let results: UIViewController
        let recorder: SearchRecorder
    }

    /// A page titled Fruit in a navigation controller whose item holds a search controller.
    func makeScene(size: CGSize = CGSize(width: 1024, height: 768), configure: (UISearchController) -> Void = { _ in }) -> Scene {
        let screen = HeadlessScreen(size: size, scale: 1)
        let window = UIWindow()
        let page = UIViewController()
        page.title = "Fruit"
        page.view.backgroundColor = .systemBackground
        let results = UIViewController()
        results.view.backgroundColor = .systemGreen
        let search = UISearchController(searchResultsController: results)
        let recorder = SearchRecorder()
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        search.searchBar.delegate = recorder
        configure(search)
        page.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: page)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, page: page, navigation: navigation, search: search, results: results, recorder: recorder)
    }

    func fieldCenter(_ scene: Scene) -> CGPoint {
        let field = scene.search.searchBar.searchTextField
        return field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
    }

    @Test("dimsBackgroundDuringPresentation, the pre-iOS 12 name, is obscuresBackgroundDuringPresentation")
    @available(*, deprecated)
    func dimsBackgroundIsObscuresBackground() {
        let search = UISearchController(searchResultsController: nil)
        search.dimsBackgroundDuringPresentation = false
        #expect(!search.obscuresBackgroundDuringPresentation)
        search.obscuresBackgroundDuringPresentation = true
        #expect(search.dimsBackgroundDuringPresentation)
    }

    @Test("A navigation item's search controller puts its bar below the title row; the bar grows by 52 points")
    func barInNavigationItem() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let bar = scene.navigation.navigationBar
        let searchBar = scene.search.searchBar
        #expect(searchBar.superview === bar)
        #expect(bar.frame.height == CGFloat(50 + 52), "an iPad's 50-point row and the search row")
        #expect(searchBar.frame == CGRect(x: 0, y: 50, width: 1024, height: 52))
        #expect(searchBar.searchTextField.frame == CGRect(x: 20, y: 8, width: 1024 - 40, height: 36))
        #expect(searchBar.searchTextField.placeholder == "Search")
        #expect(!searchBar.showsCancelButton)
        #expect(scene.page.view.safeAreaInsets.top == 102, "the content starts below the search bar")
    }

    @Test("A tap on the search field activates the search: will present, results updated, did present; the Cancel button shows and the content below the bar is dimmed")
    func activation() throws {
        let scene = makeScene { $0.hidesNavigationBarDuringPresentation = false }
        defer { scene.window.isHidden = true }
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.search.isActive)
        #expect(scene.recorder.calls == ["shouldBegin", "willPresent", "update ''", "didPresent"])
        #expect(scene.search.searchBar.searchTextField.isFirstResponder)
        #expect(scene.search.searchBar.showsCancelButton)
        let covered = scene.search.view.convert(scene.search.view.bounds, to: nil)
        #expect(covered == CGRect(x: 0, y: 102, width: 1024, height: 768 - 102))
        #expect(!scene.search.showsSearchResultsController)
        #expect(scene.results.view.isHidden)
        // Dimmed: the page's white is darker under the search controller's view.
        let image = try #require(scene.screen.render(scene.window))
        #expect(image.color(x: 500, y: 400).red < 230)
    }

    @Test("Typing reaches the bar's delegate and the results updater; the results show once there is text, and hide when it goes")
    func typing() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.runUntilAnimationsSettle()
        scene.recorder.calls = []
        scene.screen.type("ki")
        #expect(scene.recorder.calls == ["textDidChange 'k'", "update 'k'", "textDidChange 'ki'", "update 'ki'"])
        #expect(scene.search.showsSearchResultsController)
        #expect(!scene.results.view.isHidden)
        #expect(scene.results.view.window === scene.window)
        scene.screen.press(.keyboardDeleteOrBackspace)
        scene.screen.press(.keyboardDeleteOrBackspace)
        #expect(!scene.search.showsSearchResultsController)
        scene.recorder.calls = []
        scene.screen.press(.keyboardReturnOrEnter)
        #expect(scene.recorder.calls == ["search"])
        scene.recorder.calls = []
        scene.search.searchBar.text = "lime"
        #expect(scene.recorder.calls.isEmpty, "text set in code tells no one")
    }

    @Test("Cancel clears the text, tells the updater and ends the search: will dismiss, did dismiss; the keyboard focus goes")
    func cancel() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.runUntilAnimationsSettle()
        scene.screen.type("fig")
        scene.recorder.calls = []
        let searchBar = scene.search.searchBar
        let cancel = try #require(searchBar.subviews.compactMap { $0 as? UIButton }.first)
        scene.screen.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.recorder.calls == ["cancel", "update ''", "willDismiss", "didDismiss"])
        #expect(!scene.search.isActive)
        #expect(searchBar.text == "")
        #expect(!searchBar.showsCancelButton)
        #expect(!searchBar.searchTextField.isFirstResponder)
        #expect(scene.page.presentedViewController == nil && scene.navigation.presentedViewController == nil)
    }

    @Test("A tap on the dimmed content ends the search")
    func tapOnDimming() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.runUntilAnimationsSettle()
        scene.screen.tap(at: CGPoint(x: 500, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(!scene.search.isActive)
        #expect(scene.recorder.calls.suffix(2) == ["willDismiss", "didDismiss"])
    }

    @Test("hidesNavigationBarDuringPresentation (true by default): the title row gives way to the search bar while searching, and comes back")
    func hidesNavigationBar() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        #expect(scene.search.hidesNavigationBarDuringPresentation)
        let bar = scene.navigation.navigationBar
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.runUntilAnimationsSettle()
        #expect(bar.frame.height == 52)
        #expect(scene.search.searchBar.frame.minY == 0)
        #expect(scene.search.view.convert(scene.search.view.bounds, to: nil).minY == 52, "the covered area follows the bar up")
        scene.search.isActive = false
        scene.screen.runUntilAnimationsSettle()
        #expect(bar.frame.height == 102)
    }

    @Test("isActive set in code presents and dismisses the search interface, telling the delegate, without moving the focus")
    func activeInCode() {
        let scene = makeScene { $0.hidesNavigationBarDuringPresentation = false }
        defer { scene.window.isHidden = true }
        scene.search.isActive = true
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.search.presentingViewController != nil)
        #expect(!scene.search.searchBar.searchTextField.isFirstResponder)
        #expect(scene.recorder.calls == ["willPresent", "update ''", "didPresent"])
        scene.search.isActive = false
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.search.presentingViewController == nil)
        #expect(scene.recorder.calls.suffix(2) == ["willDismiss", "didDismiss"])
    }

    @Test("searchBarShouldBeginEditing false keeps the search from starting")
    func refusedEditing() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.recorder.allowsEditing = false
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.runUntilAnimationsSettle()
        #expect(!scene.search.isActive)
        #expect(scene.recorder.calls == ["shouldBegin"])
    }

    @Test("POP-04 with .popover, an iPad shows the results in a popover anchored to the search field; typing goes on in the bar; a tap outside ends the search")
    func resultsInPopover() throws {
        let scene = makeScene {
            $0.modalPresentationStyle = .popover
            $0.hidesNavigationBarDuringPresentation = false
            $0.preferredContentSize = CGSize(width: 400, height: 300)
        }
        defer { scene.window.isHidden = true }
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.runUntilAnimationsSettle()
        let popover = try #require(scene.search.popoverPresentationController)
        #expect(popover.isShownAsPopover)
        #expect(popover.arrowDirection == .up)
        #expect(popover.sourceView === scene.search.searchBar.searchTextField)
        let frame = scene.search.view.convert(scene.search.view.bounds, to: nil)
        // Below the field (which ends 8 points above the bar's bottom), reaching under the
        // arrow, which the results see as their safe area.
        #expect(frame.minY == 94)
        #expect(frame.size == CGSize(width: 400, height: 300 + PopoverMetrics.arrowHeight))
        #expect(scene.results.view.safeAreaInsets.top == PopoverMetrics.arrowHeight)
        // The bar stays live: a click in it keeps the popover; typing reaches the results.
        scene.screen.tap(at: fieldCenter(scene))
        scene.screen.type("pear")
        #expect(scene.search.isActive)
        #expect(!scene.results.view.isHidden)
        #expect(scene.recorder.calls.last == "update 'pear'")
        scene.screen.tap(at: CGPoint(x: 900, y: 700))
        scene.screen.runUntilAnimationsSettle()
        #expect(!scene.search.isActive)
        #expect(scene.search.presentingViewController == nil)
        #expect(scene.recorder.calls.suffix(2) == ["willDismiss", "didDismiss"])
    }

    @Test("POP-03 the iPad chapter's search in a popover: presented, then anchored to a bar button item, the search controller shows its bar at its top, focused, the results below")
    func presentedDirectly() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let window = UIWindow()
        let page = UIViewController()
        let item = UIBarButtonItem(title: "Find", style: .plain, target: nil, action: nil)
        page.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: page)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let recorder = SearchRecorder()
        search.delegate = recorder
        search.searchResultsUpdater = recorder
        search.modalPresentationStyle = .popover
        search.preferredContentSize = CGSize(width: 400, height: 400)
        page.present(search, animated: true)
        // As the book does: the popover is configured after present, before the turn ends.
        if let popover = search.popoverPresentationController { popover.barButtonItem = item }
        screen.runUntilAnimationsSettle()
        #expect(search.isActive)
        #expect(recorder.calls == ["willPresent", "didPresent", "update ''"])
        #expect(search.searchBar.superview === search.view)
        #expect(search.searchBar.frame == CGRect(x: 0, y: PopoverMetrics.arrowHeight, width: 400, height: 56))
        #expect(search.searchBar.searchTextField.isFirstResponder)
        screen.type("a")
        #expect(results.view.frame.minY == search.searchBar.frame.maxY)
        #expect(!results.view.isHidden)
    }

    /// A search controller with a search bar of its own, as apps subclass to get.
    final class CustomBarSearchController: UISearchController {
        let customBar = UISearchBar()
        override var searchBar: UISearchBar { customBar }
    }

    @Test("A subclass's own search bar (searchBar overridden) starts and reports the search")
    func subclassSearchBar() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let window = UIWindow()
        let page = UIViewController()
        let search = CustomBarSearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.hidesNavigationBarDuringPresentation = false
        page.navigationItem.searchController = search
        window.rootViewController = UINavigationController(rootViewController: page)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(search.customBar.window === window, "the navigation bar shows the subclass's bar")
        let field = search.customBar.searchTextField
        screen.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        screen.runUntilAnimationsSettle()
        #expect(search.isActive)
        screen.type("x")
        #expect(recorder.calls.last == "update 'x'")
    }
}
