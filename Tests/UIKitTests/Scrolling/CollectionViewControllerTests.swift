import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UICollectionViewController and UITableViewController: the managed view", .exclusiveUIKit)
struct CollectionViewControllerTests {
    /// Written as iOS 14 code often is: the controller's own collection view is replaced in
    /// `viewDidLoad` by one made there, added to the view.
    final class Replacing: UICollectionViewController {
        var made: UICollectionView?
        override func viewDidLoad() {
            super.viewDidLoad()
            let replacement = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            replacement.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView = replacement
            view.addSubview(replacement)
            made = replacement
        }
    }

    @Test("(issue 44.10) assigning collectionView does not replace view: a collection view made in viewDidLoad is added to it")
    func assignedCollectionViewJoinsTheView() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let controller = Replacing(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let made = try #require(controller.made)
        #expect(controller.collectionView === made)
        #expect(controller.view !== made)
        #expect(controller.view is UICollectionView, "the view is still the collection view loadView made")
        #expect(made.superview === controller.view)
        #expect(made.window === window)
        #expect(made.frame.size == CGSize(width: 1024, height: 768))
    }

    @Test("(issue 44.10) a collection view assigned before the view loads becomes the view")
    func assignedBeforeLoading() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let mine = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView = mine
        #expect(!controller.isViewLoaded)
        #expect(controller.view === mine)
        #expect(controller.collectionView === mine)
    }

    @Test("(issue 44.10) by default the collection view is the view, the controller its data source and delegate")
    func defaultCollectionView() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(controller.collectionView === controller.view)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
    }

    @Test("TBL-03 (issue 44.10) UITableViewController: assigning tableView replaces the view, as on iOS (the grouped-table idiom)")
    func tableViewReplacesView() {
        final class Grouped: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView = UITableView(frame: tableView.frame, style: .insetGrouped)
            }
        }
        let controller = Grouped(style: .plain)
        controller.loadViewIfNeeded()
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.view === controller.tableView)
    }
}
