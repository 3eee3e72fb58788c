import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UISearchContainerViewController (issue 45): a search controller held as content.
@MainActor
@Suite("Search container view controller", .exclusiveUIKit)
struct SearchContainerViewControllerTests {
    @Test("(issue 45) the bar at the top and the results below, nothing presented; typing shows the results and updates them; Cancel ends the search in place")
    func holdsTheSearch() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let results = UIViewController()
        results.view.backgroundColor = .systemGreen
        let search = UISearchController(searchResultsController: results)
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        let container = UISearchContainerViewController(searchController: search)
        #expect(container.searchController === search)
        let window = UIWindow()
        window.rootViewController = container
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(search.parent === container && container.presentedViewController == nil)
        let bar = search.searchBar
        #expect(bar.isDescendant(of: container.view))
        #expect(bar.frame.minY == container.view.safeAreaInsets.top && bar.frame.width == 800)
        #expect(results.view.isHidden, "no results before any text")

        screen.tap(at: bar.convert(CGPoint(x: bar.bounds.midX, y: bar.bounds.midY), to: nil))
        #expect(search.isActive && bar.searchTextField.isFirstResponder)
        screen.type("kiwi")
        screen.presentFrame()
        #expect(!results.view.isHidden)
        #expect(results.view.convert(results.view.bounds, to: nil).minY >= bar.convert(bar.bounds, to: nil).maxY - 0.5)
        #expect(recorder.calls.last == "update 'kiwi'")
        #expect(container.presentedViewController == nil && search.presentingViewController == nil, "nothing is presented")
        #expect(!recorder.calls.contains("willPresent"))

        search.isActive = false
        screen.presentFrame()
        #expect(!search.isActive && !bar.searchTextField.isFirstResponder)
        #expect(bar.isDescendant(of: container.view), "the bar stays in the container")
    }
}
