import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The navigation bar follows its top controller's content scroll view: a large title folds
/// away as the content scrolls up, a search bar hides when scrolling, and the scroll-edge
/// appearance holds only with the content at its top.
@MainActor
@Suite("Navigation bar folding with the content (large titles, hidesSearchBarWhenScrolling)", .serialized, .exclusiveUIKit)
struct NavigationBarFoldingTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @MainActor struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let navigation: UINavigationController
        let rows: Rows
        var bar: UINavigationBar { navigation.navigationBar }
        var table: UITableView { rows.tableView }
        /// The bar's row alone, everything folded.
        var rowHeight: CGFloat { BarMetrics.rowHeight(for: bar.traitCollection) }
        /// Where the first row's top is in the window.
        var contentTop: CGFloat { table.convert(CGPoint(x: 0, y: 0), to: nil).y }
    }

    func makeScene(search: Bool = false, size: CGSize = CGSize(width: 800, height: 600), scale: CGFloat = 1, statusBar: CGFloat = 24,
                   configure: (Rows) -> Void = { _ in }) -> Scene {
        let screen = HeadlessScreen(size: size, scale: scale, safeAreaInsets: UIEdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0))
        let rows = Rows(style: .plain)
        rows.title = "Fruit"
        if search { rows.navigationItem.searchController = UISearchController(searchResultsController: nil) }
        configure(rows)
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, navigation: navigation, rows: rows)
    }

    /// A slow drag that ends at rest (held still before lifting), so the content does not glide.
    func restingDrag(_ scene: Scene, by distance: CGFloat) {
        let start = CGPoint(x: 400, y: 350)
        scene.screen.drag(from: start, to: CGPoint(x: 400, y: start.y + distance), steps: 20, duration: 0.6, lift: false)
        scene.screen.advance(by: 0.3)
        scene.screen.touchUp(at: CGPoint(x: 400, y: start.y + distance))
        _ = scene.screen.runUntilAnimationsSettle()
        scene.screen.presentFrame()
    }

    @Test("SAFE-01 a large title folds away as the table scrolls up: the bar shrinks by the distance scrolled, the table's inset with it, the first row staying at the bar's bottom edge; the inline title shows once it is folded, and scrolling back to the top unfolds it")
    func largeTitleFolds() {
        let scene = makeScene()
        defer { withExtendedLifetime(scene.window) {} }
        let bar = scene.bar
        let expanded = bar.frame.height
        #expect(expanded == scene.rowHeight + BarMetrics.largeTitleHeight)
        let top = scene.table.contentOffset.y
        #expect(top == -scene.table.adjustedContentInset.top)
        #expect(bar.titleLabel.isHidden, "the large title shows, not the inline one")
        #expect(scene.contentTop == bar.frame.maxY)

        scene.table.contentOffset.y = top + 20
        scene.screen.presentFrame()
        #expect(bar.frame.height == expanded - 20)
        #expect(scene.table.adjustedContentInset.top == -top - 20, "the safe area follows the bar")
        #expect(scene.contentTop == bar.frame.maxY, "the content's top edge stays at the bar's bottom edge")
        #expect(bar.titleLabel.isHidden)

        scene.table.contentOffset.y = top + 300
        scene.screen.presentFrame()
        #expect(bar.frame.height == scene.rowHeight)
        #expect(!bar.titleLabel.isHidden, "folded away, the large title gives way to the inline title")
        #expect(scene.contentTop < bar.frame.maxY, "the content scrolls on under the folded bar")

        scene.table.contentOffset.y = top
        scene.screen.presentFrame()
        #expect(bar.frame.height == expanded)
        #expect(bar.titleLabel.isHidden)
        #expect(scene.contentTop == bar.frame.maxY)
    }

    @Test("a drag that leaves the large title less than half folded unfolds it when the finger lifts; more than half, it folds the rest of the way")
    func halfFoldedTitleSettles() {
        let scene = makeScene()
        defer { withExtendedLifetime(scene.window) {} }
        let expanded = scene.bar.frame.height
        restingDrag(scene, by: -15)
        #expect(scene.bar.frame.height == expanded)
        #expect(scene.contentTop == scene.bar.frame.maxY)
        restingDrag(scene, by: -48)
        #expect(scene.bar.frame.height == scene.rowHeight)
        #expect(scene.contentTop == scene.bar.frame.maxY, "folded exactly: the first row at the bar's edge")
        #expect(!scene.bar.titleLabel.isHidden)
        // Pulling the content down again unfolds the title.
        restingDrag(scene, by: 80)
        #expect(scene.bar.frame.height == expanded)
        #expect(scene.contentTop == scene.bar.frame.maxY)
    }

    @Test("hidesSearchBarWhenScrolling (default true): the search bar starts folded under the large title, pulling the content down reveals it, and scrolling up folds it before the title")
    func searchBarHidesWhenScrolling() {
        let scene = makeScene(search: true)
        defer { withExtendedLifetime(scene.window) {} }
        let bar = scene.bar
        let searchBar = scene.rows.navigationItem.searchController!.searchBar
        #expect(scene.rows.navigationItem.hidesSearchBarWhenScrolling)
        #expect(bar.frame.height == scene.rowHeight + BarMetrics.largeTitleHeight)
        #expect(searchBar.alpha == 0)
        #expect(scene.contentTop == bar.frame.maxY)

        restingDrag(scene, by: 90)
        let unfolded = scene.rowHeight + BarMetrics.largeTitleHeight + searchBar.navigationBarHeight
        #expect(bar.frame.height == unfolded, "pulled down, the search bar shows")
        #expect(searchBar.alpha == 1)
        #expect(searchBar.frame.height == searchBar.navigationBarHeight)
        #expect(scene.contentTop == bar.frame.maxY)

        let top = scene.table.contentOffset.y
        scene.table.contentOffset.y = top + 30
        scene.screen.presentFrame()
        #expect(bar.frame.height == unfolded - 30)
        #expect(bar.largeTitleLabel.superview?.bounds.height == BarMetrics.largeTitleHeight, "the search bar folds first")
        scene.table.contentOffset.y = top + 400
        scene.screen.presentFrame()
        #expect(bar.frame.height == scene.rowHeight)
    }

    @Test("hidesSearchBarWhenScrolling false: the search bar shows from the start and stays as the content scrolls; only the large title folds")
    func searchBarStays() {
        let scene = makeScene(search: true) { $0.navigationItem.hidesSearchBarWhenScrolling = false }
        defer { withExtendedLifetime(scene.window) {} }
        let searchBar = scene.rows.navigationItem.searchController!.searchBar
        let search = searchBar.navigationBarHeight
        #expect(scene.bar.frame.height == scene.rowHeight + BarMetrics.largeTitleHeight + search)
        #expect(searchBar.alpha == 1)
        scene.table.contentOffset.y += 400
        scene.screen.presentFrame()
        #expect(scene.bar.frame.height == scene.rowHeight + search)
        #expect(searchBar.alpha == 1)
        #expect(searchBar.frame.height == search)
    }

    @Test("a controller whose view is not a scroll view (nor its first subview) keeps its search bar and large title showing")
    func noContentScrollView() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let page = UIViewController()
        page.title = "Plain"
        page.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: page)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let searchBar = page.navigationItem.searchController!.searchBar
        #expect(navigation.navigationBar.frame.height == BarMetrics.rowHeight(for: page.traitCollection) + BarMetrics.largeTitleHeight + searchBar.navigationBarHeight)
        #expect(searchBar.alpha == 1)
    }

    @Test("the scroll-edge appearance holds while the content is at its top; scrolled under the bar, the standard appearance takes over, and back at the top the scroll-edge one returns")
    func scrollEdgeAppearanceFollowsContent() {
        let scene = makeScene { rows in
            let edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            edge.backgroundColor = .systemRed
            rows.navigationItem.scrollEdgeAppearance = edge
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = .systemBlue
            rows.navigationItem.standardAppearance = standard
        }
        defer { withExtendedLifetime(scene.window) {} }
        #expect(scene.bar.effectiveAppearance?.backgroundColor == .systemRed)
        let top = scene.table.contentOffset.y
        scene.table.contentOffset.y = top + 20
        scene.screen.presentFrame()
        #expect(scene.bar.effectiveAppearance?.backgroundColor == .systemRed, "folding, the content's edge is still at the bar's")
        scene.table.contentOffset.y = top + 300
        scene.screen.presentFrame()
        #expect(scene.bar.effectiveAppearance?.backgroundColor == .systemBlue)
        scene.table.contentOffset.y = top
        scene.screen.presentFrame()
        #expect(scene.bar.effectiveAppearance?.backgroundColor == .systemRed)
    }

    @Test("without a scroll-edge appearance (iOS 13 and 14) a large title at the scroll edge has a transparent background and no hairline; scrolled under the bar, the material and hairline come back; a bar tint keeps its colour at the edge")
    func transparentScrollEdge() {
        let scene = makeScene()
        defer { withExtendedLifetime(scene.window) {} }
        let background = scene.bar.background
        #expect(background.backgroundColor == .clear)
        #expect(background.hairlineColor == nil)
        scene.table.contentOffset.y += 300
        scene.screen.presentFrame()
        #expect(background.backgroundColor == BarMetrics.background)
        #expect(background.hairlineColor == BarMetrics.separator)
        scene.bar.barTintColor = .systemTeal
        scene.table.contentOffset.y -= 300
        scene.screen.presentFrame()
        #expect(background.backgroundColor == .systemTeal, "the pre-iOS 13 customization keeps its look")
    }

    @Test("NAV-04 NAV-05 a pushed table starts with its large title unfolded; popping back, the bar folds to where the first table was scrolled")
    func pushAndPopKeepEachFold() {
        let scene = makeScene()
        defer { withExtendedLifetime(scene.window) {} }
        let expanded = scene.bar.frame.height
        scene.table.contentOffset.y += 300
        scene.screen.presentFrame()
        #expect(scene.bar.frame.height == scene.rowHeight)

        let second = Rows(style: .plain)
        second.title = "More"
        scene.navigation.pushViewController(second, animated: false)
        scene.screen.presentFrame()
        #expect(scene.bar.frame.height == expanded)
        #expect(second.tableView.convert(CGPoint.zero, to: nil).y == scene.bar.frame.maxY)

        scene.navigation.popViewController(animated: false)
        scene.screen.presentFrame()
        #expect(scene.bar.frame.height == scene.rowHeight)
        #expect(!scene.bar.titleLabel.isHidden)
    }
}

/// The folding bar's pixels: a search bar pulled into view under the large title, and the
/// large title half folded under the title row, the first row at the bar's edge each time.
@MainActor
@Suite("Navigation bar folding pixels", .serialized, .exclusiveUIKit)
struct NavigationBarFoldingPixelTests {
    @Test("a table under a large title and a search bar: pulled down, the search bar shows; scrolled up, the search bar is gone and the large title half folded")
    func foldingPixels() {
        let scene = NavigationBarFoldingTests().makeScene(search: true, size: CGSize(width: 600, height: 300), scale: 2, statusBar: 0)
        defer { scene.window.isHidden = true }
        let (screen, rows) = (scene.screen, scene.rows)
        let folded = rows.tableView.contentOffset.y
        let search = rows.navigationItem.searchController!.searchBar.navigationBarHeight
        rows.tableView.contentOffset.y = folded - search
        expectGolden(screen.render(), named: "navigation-fold-search-shown")
        rows.tableView.contentOffset.y = folded + BarMetrics.largeTitleHeight / 2
        expectGolden(screen.render(), named: "navigation-fold-title-half")
    }
}
