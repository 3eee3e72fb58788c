import Testing
@testable import UIKit
import UIKitTesting

/// The navigation controller hiding its own bars: on a tap, on a swipe, when vertically
/// compact and when the keyboard appears (NAV-12 says who else may hide them).
@MainActor
@Suite("Navigation controller, bars hiding by themselves", .exclusiveUIKit)
struct NavigationBarHidingTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let navigation: UINavigationController
        let root: UIViewController
    }

    func makeScene(toolbarItems: Bool = true) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let root = UIViewController()
        root.title = "Root"
        if toolbarItems { root.toolbarItems = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)] }
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, navigation: navigation, root: root)
    }

    func settle(_ scene: Scene) {
        _ = scene.screen.runUntilAnimationsSettle()
        scene.screen.presentFrame()
    }

    @Test("NAV-12 defaults: no hiding by tap, swipe, compact height or keyboard; the duration is 0.2 s")
    func defaults() {
        let navigation = UINavigationController()
        #expect(!navigation.hidesBarsOnTap && !navigation.hidesBarsOnSwipe)
        #expect(!navigation.hidesBarsWhenVerticallyCompact && !navigation.hidesBarsWhenKeyboardAppears)
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        #expect(navigation.barHideOnTapGestureRecognizer.view == nil)
        #expect(navigation.barHideOnSwipeGestureRecognizer.view == nil)
    }

    @Test("NAV-12 hidesBarsOnTap set before the view loads: a tap in the content toggles both bars, and the content grows")
    func tapToggles() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsOnTap = true
        navigation.topViewController?.toolbarItems = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)]
        navigation.isToolbarHidden = false
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        let root = navigation.topViewController!
        #expect(root.view.safeAreaInsets.top > 0)
        screen.tap(at: CGPoint(x: 500, y: 400))
        _ = screen.runUntilAnimationsSettle()
        screen.presentFrame()
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(root.view.safeAreaInsets.top == 0 && root.view.safeAreaInsets.bottom == 0)
        screen.tap(at: CGPoint(x: 500, y: 400))
        _ = screen.runUntilAnimationsSettle()
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        navigation.hidesBarsOnTap = false
        #expect(navigation.barHideOnTapGestureRecognizer.view == nil)
        screen.tap(at: CGPoint(x: 500, y: 400))
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("NAV-12 hidesBarsOnSwipe: an upward swipe hides both bars, a downward one shows them; a scroll view under it still scrolls")
    func swipeHidesAndShows() {
        let scene = makeScene()
        let scroll = UIScrollView(frame: scene.root.view.bounds)
        scroll.contentSize = CGSize(width: 1024, height: 4000)
        scene.root.view.addSubview(scroll)
        scene.navigation.hidesBarsOnSwipe = true
        #expect(scene.navigation.barHideOnSwipeGestureRecognizer.view === scene.navigation.view)
        scene.screen.drag(from: CGPoint(x: 500, y: 600), to: CGPoint(x: 500, y: 300))
        settle(scene)
        #expect(scene.navigation.isNavigationBarHidden && scene.navigation.isToolbarHidden)
        #expect(scroll.contentOffset.y > 0)
        scene.screen.drag(from: CGPoint(x: 500, y: 300), to: CGPoint(x: 500, y: 500))
        settle(scene)
        #expect(!scene.navigation.isNavigationBarHidden && !scene.navigation.isToolbarHidden)
    }

    @Test("NAV-12 hidesBarsOnSwipe: a sideways drag hides nothing; a toolbar without items stays as it is")
    func swipeDirectionAndItemlessToolbar() {
        let scene = makeScene(toolbarItems: false)
        scene.navigation.hidesBarsOnSwipe = true
        scene.screen.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 700, y: 380))
        settle(scene)
        #expect(!scene.navigation.isNavigationBarHidden)
        scene.screen.drag(from: CGPoint(x: 500, y: 600), to: CGPoint(x: 500, y: 300))
        settle(scene)
        #expect(scene.navigation.isNavigationBarHidden)
        #expect(!scene.navigation.isToolbarHidden)
        scene.navigation.hidesBarsOnSwipe = false
        #expect(scene.navigation.barHideOnSwipeGestureRecognizer.view == nil)
    }

    @Test("NAV-12 hidesBarsWhenVerticallyCompact: the bars go when the window turns vertically compact, and return when it is regular or on a tap")
    func verticallyCompact() {
        let scene = makeScene()
        scene.navigation.hidesBarsWhenVerticallyCompact = true
        #expect(!scene.navigation.isNavigationBarHidden)
        scene.screen.setSize(CGSize(width: 1024, height: 400))
        settle(scene)
        #expect(scene.navigation.traitCollection.verticalSizeClass == .compact)
        #expect(scene.navigation.isNavigationBarHidden && scene.navigation.isToolbarHidden)
        scene.screen.setSize(CGSize(width: 1024, height: 768))
        settle(scene)
        #expect(!scene.navigation.isNavigationBarHidden && !scene.navigation.isToolbarHidden)
        scene.screen.setSize(CGSize(width: 1024, height: 400))
        settle(scene)
        #expect(scene.navigation.isNavigationBarHidden)
        scene.screen.tap(at: CGPoint(x: 500, y: 200))
        settle(scene)
        #expect(!scene.navigation.isNavigationBarHidden)
        #expect(scene.navigation.barHideOnTapGestureRecognizer.view == nil)
    }

    @Test("NAV-12 KB-07 hidesBarsWhenKeyboardAppears: a responder's input view coming up hides the bars; they stay hidden after")
    func keyboardHidesBars() {
        let scene = makeScene()
        scene.navigation.hidesBarsWhenKeyboardAppears = true
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 260))
        scene.root.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        settle(scene)
        #expect(scene.navigation.isNavigationBarHidden && scene.navigation.isToolbarHidden)
        field.resignFirstResponder()
        settle(scene)
        #expect(scene.navigation.isNavigationBarHidden)
    }

    @Test("NAV-12 without hidesBarsWhenKeyboardAppears the keyboard leaves the bars alone")
    func keyboardLeavesBarsByDefault() {
        let scene = makeScene()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 260))
        scene.root.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        settle(scene)
        #expect(!scene.navigation.isNavigationBarHidden)
    }
}
