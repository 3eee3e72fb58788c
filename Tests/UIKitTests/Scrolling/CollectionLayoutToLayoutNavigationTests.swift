import Testing
@testable import UIKit
import UIKitTesting

/// A collection view controller that logs its appearance events and, when it is the data
/// source, serves `count` plain cells.
@MainActor
private final class SquaresController: UICollectionViewController {
    let name: String
    var events: [String] = []
    var count = 20

    init(_ name: String, itemSide: CGFloat) {
        self.name = name
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: itemSide, height: itemSide)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append(parent == nil ? "willMove(nil)" : "willMove")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append(parent == nil ? "didMove(nil)" : "didMove")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("viewDidDisappear") }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    }
}

@MainActor
@Suite("UICollectionViewController.useLayoutToLayoutNavigationTransitions", .serialized, .exclusiveUIKit)
struct CollectionLayoutToLayoutNavigationTests {
    fileprivate struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let navigation: UINavigationController
        let root: SquaresController
        let detail: SquaresController

        var shared: UICollectionView { root.collectionView }

        /// The side of the first item's cell.
        var firstCellSide: CGFloat? { shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width }

        /// The side of the first item's cell as it is on show now, mid-animation.
        var shownFirstCellSide: CGFloat {
            guard let layer = shared.cellForItem(at: IndexPath(item: 0, section: 0))?.layer else { return 0 }
            return (layer.presentation() ?? layer).bounds.width
        }

        func close() { window.isHidden = true }
    }

    private func makeScene(layoutToLayout: Bool = true) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let root = SquaresController("root", itemSide: 50)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        let detail = SquaresController("detail", itemSide: 200)
        detail.useLayoutToLayoutNavigationTransitions = layoutToLayout
        root.events = []
        return Scene(screen: screen, window: window, navigation: navigation, root: root, detail: detail)
    }

    @Test("It is false by default")
    func defaultValue() {
        #expect(UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()).useLayoutToLayoutNavigationTransitions == false)
    }

    @Test("A push changes the root's collection view to the pushed controller's layout, animated, and shares it: same view, same data source")
    func pushSharesAndAnimates() {
        let scene = makeScene()
        defer { scene.close() }
        let detailLayout = scene.detail.collectionViewLayout
        scene.navigation.pushViewController(scene.detail, animated: true)
        scene.screen.advance(by: 0.15)
        scene.screen.presentFrame()
        let midway = scene.shownFirstCellSide
        #expect(midway > 50 && midway < 200, "halfway through, the cell is between its two sizes (\(midway))")
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.detail.collectionView === scene.shared)
        #expect(scene.detail.view === scene.root.view)
        #expect(scene.shared.collectionViewLayout === detailLayout)
        #expect(scene.firstCellSide == 200)
        #expect(scene.detail.collectionView.dataSource === scene.root, "the first controller stays the data source")
        #expect(scene.detail.collectionView.delegate === scene.root)
        #expect(scene.shared.window === scene.window, "the shared collection view stays on screen")
        #expect(scene.shared.next === scene.root, "the view stays the first controller's, as its responder")
        #expect(scene.navigation.topViewController === scene.detail)
        #expect(scene.navigation.navigationBar.backItem != nil, "the bar shows a back button")
    }

    @Test("The pushed controller loads its own view first; the one below disappears and the pushed one appears, once each")
    func appearanceEvents() {
        let scene = makeScene()
        defer { scene.close() }
        scene.navigation.pushViewController(scene.detail, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.detail.events == ["willMove", "viewDidLoad", "viewWillAppear", "viewDidAppear", "didMove"],
                "LIFE-01: a child before its view loads, as every pushed controller")
        #expect(scene.root.events == ["viewWillDisappear", "viewDidDisappear"])
        scene.root.events = []
        scene.detail.events = []
        scene.navigation.popViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.detail.events == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
        #expect(scene.root.events == ["viewWillAppear", "viewDidAppear"])
    }

    @Test("A pop animates back to the layout the root had, and the collection view stays on screen")
    func popAnimatesBack() {
        let scene = makeScene()
        defer { scene.close() }
        let rootLayout = scene.shared.collectionViewLayout
        scene.navigation.pushViewController(scene.detail, animated: true)
        scene.screen.runUntilAnimationsSettle()
        scene.navigation.popViewController(animated: true)
        scene.screen.advance(by: 0.15)
        scene.screen.presentFrame()
        let midway = scene.shownFirstCellSide
        #expect(midway > 50 && midway < 200, "halfway back (\(midway))")
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.shared.collectionViewLayout === rootLayout)
        #expect(scene.firstCellSide == 50)
        #expect(scene.shared.window === scene.window)
        #expect(scene.detail.parent == nil)
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test("NAV-10 the edge swipe scrubs the layout change: a short swipe keeps the pushed layout, a long one returns the root's")
    func edgeSwipe() {
        let scene = makeScene()
        defer { scene.close() }
        let rootLayout = scene.shared.collectionViewLayout
        let detailLayout = scene.detail.collectionViewLayout
        scene.navigation.pushViewController(scene.detail, animated: false)
        scene.screen.presentFrame()
        #expect(scene.firstCellSide == 200)
        scene.root.events = []
        scene.detail.events = []
        scene.screen.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 120, y: 400), steps: 12, duration: 1.5)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === scene.detail)
        #expect(scene.detail.events == ["willMove(nil)", "viewWillDisappear", "viewWillAppear", "viewDidAppear"], "LIFE-08")
        #expect(scene.root.events == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"],
                "balancing events, as a cancelled slide gives them")
        #expect(scene.shared.collectionViewLayout === detailLayout)
        #expect(scene.firstCellSide == 200)
        #expect(scene.shared.window === scene.window, "a cancelled swipe leaves the shared view on screen")

        scene.screen.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 400, y: 400), steps: 8, duration: 0.8, lift: false)
        scene.screen.presentFrame()
        let scrubbed = scene.shownFirstCellSide
        #expect(scrubbed > 50 && scrubbed < 200, "the finger holds the layout change part of the way (\(scrubbed))")
        for x in stride(from: 450, through: 900, by: 50) {
            scene.screen.advance(by: HeadlessScreen.inputStep)
            scene.screen.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
        }
        scene.screen.touchUp(at: CGPoint(x: 900, y: 400))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.detail.parent == nil)
        #expect(scene.shared.collectionViewLayout === rootLayout)
        #expect(scene.firstCellSide == 50)
    }

    @Test("Without the property, a push slides in the pushed controller's own collection view")
    func slidesWithoutProperty() {
        let scene = makeScene(layoutToLayout: false)
        defer { scene.close() }
        let rootLayout = scene.shared.collectionViewLayout
        scene.navigation.pushViewController(scene.detail, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.detail.collectionView !== scene.shared)
        #expect(scene.shared.collectionViewLayout === rootLayout)
        #expect(scene.shared.window == nil)
    }

    @Test("Pushed onto a controller that is not a collection view controller, it is an ordinary push")
    func ordinaryPushOverPlainController() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        defer { window.isHidden = true }
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        let detail = SquaresController("detail", itemSide: 200)
        detail.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(detail, animated: true)
        screen.runUntilAnimationsSettle()
        #expect(detail.collectionView.window === window)
        #expect(detail.collectionView.dataSource === detail)
    }

    @Test("Without animation, and off screen, the layout changes at once")
    func withoutAnimation() {
        let scene = makeScene()
        defer { scene.close() }
        let rootLayout = scene.shared.collectionViewLayout
        scene.navigation.pushViewController(scene.detail, animated: false)
        #expect(scene.shared.collectionViewLayout === scene.detail.navigationLayout)
        scene.screen.presentFrame()
        #expect(scene.firstCellSide == 200)
        scene.navigation.popViewController(animated: false)
        #expect(scene.shared.collectionViewLayout === rootLayout)

        // Off screen: a navigation controller in no window.
        let root = SquaresController("root", itemSide: 50)
        let navigation = UINavigationController(rootViewController: root)
        let offscreenRootLayout = root.collectionViewLayout
        let detail = SquaresController("detail", itemSide: 200)
        detail.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(detail, animated: true)
        #expect(detail.collectionView === root.collectionView)
        #expect(root.collectionView.collectionViewLayout === detail.navigationLayout)
        navigation.popViewController(animated: true)
        #expect(root.collectionView.collectionViewLayout === offscreenRootLayout)
    }

    @Test("Two levels deep: popping to the root returns the root's layout; popping one level the middle one's")
    func twoLevels() {
        let scene = makeScene()
        defer { scene.close() }
        let rootLayout = scene.shared.collectionViewLayout
        let third = SquaresController("third", itemSide: 300)
        third.useLayoutToLayoutNavigationTransitions = true
        scene.navigation.pushViewController(scene.detail, animated: true)
        scene.navigation.pushViewController(third, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(third.collectionView === scene.shared)
        #expect(scene.firstCellSide == 300)
        scene.navigation.popViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.firstCellSide == 200)
        scene.navigation.pushViewController(third, animated: false)
        scene.screen.presentFrame()
        scene.navigation.popToRootViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.shared.collectionViewLayout === rootLayout)
        #expect(scene.firstCellSide == 50)
    }

    @Test("setViewControllers(_:animated:) shares the collection view as a push does")
    func setViewControllers() {
        let scene = makeScene()
        defer { scene.close() }
        scene.navigation.setViewControllers([scene.root, scene.detail], animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.detail.collectionView === scene.shared)
        #expect(scene.firstCellSide == 200)
        #expect(scene.shared.window === scene.window)
    }

    @Test("LIFE-01 while the pushed controller is on top, the window taking the stack away and back tells only it, not the controller whose view it shares")
    func onlyTheTopAppears() {
        let scene = makeScene()
        defer { scene.close() }
        scene.navigation.pushViewController(scene.detail, animated: false)
        scene.screen.presentFrame()
        scene.root.events = []
        scene.detail.events = []
        scene.window.rootViewController = UIViewController()
        scene.screen.presentFrame()
        scene.window.rootViewController = scene.navigation
        scene.screen.presentFrame()
        #expect(scene.root.events.isEmpty)
        #expect(scene.detail.events == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(scene.root.appearanceState == .disappeared)
        #expect(scene.detail.appearanceState == .appeared)
    }

    @Test("A controller pushed the ordinary way above the pushed one, then a pop to the root: the root's collection view slides in with the root's layout")
    func ordinaryPushAboveThenPopToRoot() {
        let scene = makeScene()
        defer { scene.close() }
        let rootLayout = scene.shared.collectionViewLayout
        scene.navigation.pushViewController(scene.detail, animated: false)
        scene.navigation.pushViewController(UIViewController(), animated: false)
        scene.screen.presentFrame()
        #expect(scene.shared.window == nil)
        scene.navigation.popToRootViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.shared.collectionViewLayout === rootLayout)
        #expect(scene.firstCellSide == 50)
        #expect(scene.shared.window === scene.window)
    }

    @Test("A controller pushed the ordinary way above the pushed one, popped: the pushed one's layout is on show again")
    func ordinaryPushAboveThenPop() {
        let scene = makeScene()
        defer { scene.close() }
        scene.navigation.pushViewController(scene.detail, animated: false)
        scene.navigation.pushViewController(UIViewController(), animated: true)
        scene.screen.runUntilAnimationsSettle()
        scene.navigation.popViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === scene.detail)
        #expect(scene.firstCellSide == 200)
        #expect(scene.shared.window === scene.window)
    }

    @Test("setViewControllers with two layout-to-layout levels at once: each comes back to its own layout")
    func setThreeLevels() {
        let scene = makeScene()
        defer { scene.close() }
        let third = SquaresController("third", itemSide: 300)
        third.useLayoutToLayoutNavigationTransitions = true
        scene.navigation.setViewControllers([scene.root, scene.detail, third], animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(third.collectionView === scene.shared && scene.detail.collectionView === scene.shared)
        #expect(scene.firstCellSide == 300)
        scene.navigation.popViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.firstCellSide == 200)
        scene.navigation.popViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.firstCellSide == 50)
    }

    @Test("Popped, the controller gets its own view and collection view back, with its layout, and shares again when pushed again")
    func ownViewBackAfterPop() {
        let scene = makeScene()
        defer { scene.close() }
        let detailLayout = scene.detail.collectionViewLayout
        scene.navigation.pushViewController(scene.detail, animated: false)
        scene.screen.presentFrame()
        scene.navigation.popViewController(animated: false)
        scene.screen.presentFrame()
        #expect(scene.detail.collectionView !== scene.shared)
        #expect(scene.detail.view === scene.detail.collectionView)
        #expect(scene.detail.collectionView.collectionViewLayout === detailLayout)
        #expect(detailLayout.collectionView === scene.detail.collectionView)
        #expect(scene.shared.next === scene.root)
        scene.navigation.pushViewController(scene.detail, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.detail.collectionView === scene.shared)
        #expect(scene.firstCellSide == 200)
    }

    @Test("When the first controller leaves the stack and the one sharing its view stays, the view becomes that one's")
    func viewInheritedWhenLenderLeaves() {
        let scene = makeScene()
        defer { scene.close() }
        scene.navigation.pushViewController(scene.detail, animated: false)
        scene.screen.presentFrame()
        scene.navigation.setViewControllers([scene.detail], animated: false)
        scene.screen.presentFrame()
        #expect(scene.detail.view.window === scene.window)
        #expect(scene.detail.view.next === scene.detail, "the view is the remaining controller's now")
        #expect(scene.root.parent == nil && !scene.root.isViewLoaded)
        scene.root.events = []
        scene.detail.events = []
        scene.window.rootViewController = UIViewController()
        scene.screen.presentFrame()
        #expect(scene.detail.events == ["viewWillDisappear", "viewDidDisappear"])
        #expect(scene.root.events.isEmpty)
    }

    @Test("Fuzz-style: the window taking the stack away in the middle of a swipe back ends the layout change cleanly")
    func windowChangeMidSwipe() {
        let scene = makeScene()
        defer { scene.close() }
        let detailLayout = scene.detail.collectionViewLayout
        // What earlier tests left for the audit (it reports what happened since its last check).
        _ = HierarchyAudit.violations(isSettled: false)
        scene.navigation.pushViewController(scene.detail, animated: false)
        scene.screen.presentFrame()
        scene.screen.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), steps: 8, duration: 0.8, lift: false)
        scene.window.rootViewController = UIViewController()
        scene.screen.touchUp(at: CGPoint(x: 300, y: 400))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === scene.detail)
        #expect(scene.shared.collectionViewLayout === detailLayout)
        #expect(scene.root.appearanceState == .disappeared && scene.detail.appearanceState == .disappeared)
        #expect(HierarchyAudit.violations(isSettled: true).isEmpty)
    }

    @Test("The navigation delegate is not asked for an animation controller for a layout-to-layout push, and is for an ordinary one")
    func delegateNotAskedForAnimator() {
        final class Delegate: UINavigationControllerDelegate {
            var asked: [String] = []
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                asked.append("\(type(of: toVC))")
                return nil
            }
        }
        let scene = makeScene()
        defer { scene.close() }
        let delegate = Delegate()
        scene.navigation.delegate = delegate
        scene.navigation.pushViewController(scene.detail, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.asked.isEmpty)
        scene.navigation.pushViewController(UIViewController(), animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.asked == ["UIViewController"])
        withExtendedLifetime(delegate) {}
    }
}
