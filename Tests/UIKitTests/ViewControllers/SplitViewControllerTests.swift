import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// Records what a split view controller tells its delegate.
@MainActor
final class SplitRecorder: UISplitViewControllerDelegate {
    var calls: [String] = []
    var topColumn: UISplitViewController.Column?
    var expandMode: UISplitViewController.DisplayMode?

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { calls.append("willShow \(column.rawValue)") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { calls.append("willHide \(column.rawValue)") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        calls.append("willChangeTo \(displayMode.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        calls.append("topColumnForCollapsing \(proposedTopColumn.rawValue)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        calls.append("displayModeForExpanding \(proposedDisplayMode.rawValue)")
        return expandMode ?? proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) { calls.append("gestureWillBegin") }
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) { calls.append("gestureDidEnd") }
}

@MainActor
@Suite("UISplitViewController", .exclusiveUIKit)
struct SplitViewControllerTests {
    struct Split {
        let screen: HeadlessScreen
        let window: UIWindow
        let split: UISplitViewController
        let primary: UIViewController
        let secondary: UIViewController
        let recorder: SplitRecorder
    }

    /// A double-column split (or `style`) filling a window of `size`.
    func makeSplit(style: UISplitViewController.Style = .doubleColumn, size: CGSize = CGSize(width: 1366, height: 1024),
                   compact: UIViewController? = nil, configure: (UISplitViewController) -> Void = { _ in }) -> Split {
        let screen = HeadlessScreen(size: size, scale: 1)
        let split = UISplitViewController(style: style)
        let recorder = SplitRecorder()
        split.delegate = recorder
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        if let compact { split.setViewController(compact, for: .compact) }
        configure(split)
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Split(screen: screen, window: window, split: split, primary: primary, secondary: secondary, recorder: recorder)
    }

    // MARK: Structure (SPLIT-01 … SPLIT-07)

    @Test("SPLIT-01 SPLIT-02 init(style:) makes a column-style split; the columns' raw values are UIKit's")
    func styles() {
        #expect(UISplitViewController(style: .doubleColumn).style == .doubleColumn)
        #expect(UISplitViewController(style: .tripleColumn).style == .tripleColumn)
        #expect(UISplitViewController().style == .unspecified)
        #expect([UISplitViewController.Column.primary, .supplementary, .secondary, .compact].map(\.rawValue) == [0, 1, 2, 3])
        #expect(UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue == 6)
    }

    @Test("SPLIT-03 SPLIT-04 SPLIT-06 viewController(for:) returns what was set; non-navigation controllers are wrapped; descendants know the split")
    func wrapping() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        #expect(scene.split.viewController(for: .primary) === scene.primary)
        #expect(scene.split.viewController(for: .secondary) === scene.secondary)
        #expect(scene.primary.navigationController != nil, "wrapped (SPLIT-04)")
        #expect(scene.primary.navigationController?.parent === scene.split)
        #expect(scene.primary.splitViewController === scene.split)
        let mine = UINavigationController(rootViewController: UIViewController())
        scene.split.setViewController(mine, for: .secondary)
        #expect(scene.split.viewController(for: .secondary) === mine)
        #expect(mine.parent === scene.split, "a navigation controller is used as it is")
    }

    @Test("SPLIT-07 SPLIT-09 the compact column is a separate hierarchy, shown alone while collapsed")
    func compactColumn() {
        let compact = UIViewController()
        let scene = makeSplit(size: CGSize(width: 375, height: 1024), compact: compact)
        defer { scene.window.isHidden = true }
        #expect(scene.split.isCollapsed)
        #expect(scene.split.separatorViews.allSatisfy { $0.superview == nil }, "no hairlines over the collapsed stack")
        #expect(scene.split.viewController(for: .compact) === compact)
        #expect(compact.navigationController == nil, "the compact column is not wrapped")
        #expect(compact.view.window === scene.window)
        #expect(compact.view.frame == scene.window.bounds)
        #expect(scene.primary.viewIfLoaded?.window == nil)
        #expect(scene.secondary.viewIfLoaded?.window == nil)
    }

    // MARK: Collapsing (SPLIT-08 … SPLIT-12, SPLIT-30 … SPLIT-32)

    @Test("SPLIT-08 SPLIT-11 SPLIT-30 SPLIT-31 SPLIT-32 isCollapsed follows the horizontal size class live, with the delegate in order")
    func collapseAndExpand() {
        let scene = makeSplit(compact: UIViewController())
        defer { scene.window.isHidden = true }
        #expect(!scene.split.isCollapsed)
        scene.recorder.calls = []
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(scene.split.isCollapsed)
        #expect(scene.recorder.calls == ["topColumnForCollapsing 0", "willShow 3", "didCollapse"])
        scene.recorder.calls = []
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(!scene.split.isCollapsed)
        #expect(scene.recorder.calls == ["displayModeForExpanding 2", "willHide 3", "didExpand"])
        #expect(scene.split.displayMode == .oneBesideSecondary)
        #expect(scene.primary.view.window === scene.window && scene.secondary.view.window === scene.window)
    }

    @Test("SPLIT-30 SPLIT-31 collapsing and expanding post showDetailTargetDidChangeNotification with the split view controller, after didCollapse and didExpand; appearing does not")
    func showDetailTargetNotification() {
        var posted: [String] = []
        let observer = NotificationCenter.default.addObserver(forName: UIViewController.showDetailTargetDidChangeNotification, object: nil, queue: nil) { note in
            let fromSplit = note.object is UISplitViewController
            MainActor.assumeIsolated { posted.append(fromSplit ? "split" : "other") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(UIViewController.showDetailTargetDidChangeNotification.rawValue == "UIViewControllerShowDetailTargetDidChangeNotification")
        let scene = makeSplit(compact: UIViewController())
        defer { scene.window.isHidden = true }
        #expect(posted.isEmpty, "not for the state it first appears in")
        scene.recorder.calls = []
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(posted == ["split"])
        #expect(scene.recorder.calls.last == "didCollapse")
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(posted == ["split", "split"])
    }

    @Test("SPLIT-10 without a compact column the primary navigation controller absorbs the secondary, and gives it back on expanding")
    func absorbingCollapse() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        let detail = UIViewController()
        scene.primary.showDetailViewController(detail, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.presentFrame()
        let primaryNavigation = scene.primary.navigationController
        #expect(scene.recorder.calls.contains("topColumnForCollapsing 2"), "a detail was shown: the secondary is proposed")
        #expect(primaryNavigation?.viewControllers == [scene.primary, scene.secondary, detail])
        #expect(detail.view.window === scene.window)
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(primaryNavigation?.viewControllers == [scene.primary])
        #expect(scene.secondary.navigationController?.viewControllers == [scene.secondary, detail])
        #expect(detail.view.window === scene.window)
    }

    @Test("Fuzz finding: SPLIT-10 collapsing while a push still slides into the secondary ends the push first; the pushed page shows, the one under it has disappeared")
    func collapseDuringPush() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        // A detail shown first makes the secondary the column to collapse onto.
        let detail = UIViewController()
        scene.primary.showDetailViewController(detail, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        let pushed = UIViewController()
        detail.navigationController?.pushViewController(pushed, animated: true)
        scene.screen.advance(by: 0.1)
        #expect(pushed.appearanceState == .appearing, "still sliding in")
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.runUntilAnimationsSettle()
        let primaryNavigation = scene.primary.navigationController
        #expect(primaryNavigation?.viewControllers == [scene.primary, scene.secondary, detail, pushed])
        #expect(pushed.appearanceState == .appeared && pushed.view.window === scene.window)
        #expect(detail.appearanceState == .disappeared)
        #expect(detail.viewIfLoaded?.window == nil)
        #expect(HierarchyAudit.violations(isSettled: true).isEmpty)
        // A swipe back on the collapsed stack (from the window's leading edge: the narrow side
        // of a split sits on the right of the screen), then the window widens again.
        let edge = scene.window.frame.minX + 2
        scene.screen.drag(from: CGPoint(x: edge, y: 500), to: CGPoint(x: edge + 28, y: 500), steps: 12, duration: 0.4)
        #expect(pushed.appearanceState == .disappearing, "the swipe began")
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.secondary.navigationController?.viewControllers == [scene.secondary, detail, pushed])
        #expect(pushed.appearanceState == .appeared && pushed.view.window === scene.window)
        #expect(HierarchyAudit.violations(isSettled: true).isEmpty)
    }

    @Test("Fuzz finding: LIFE-08 PRES-17 a swipe back on a collapsed stack, cancelled after a current-context presentation took the page out, appears nothing outside the window (seed 921)")
    func cancelledSwipeUnderContextPresentation() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        let log = EventLog()
        let page = LoggingViewController("page", log: log)
        page.logsLayout = false
        page.logsTraits = false
        page.definesPresentationContext = true
        scene.primary.showDetailViewController(page, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        let covering = UIViewController()
        covering.modalPresentationStyle = .currentContext
        page.present(covering, animated: true)
        scene.screen.advance(by: 0.1)
        #expect(page.appearanceState == .disappearing, "the presentation still slides in")
        // Collapsing moves the page into the compact stack, in the window for now: it appears there.
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.advance(by: 0.05)
        #expect(page.navigationController?.topViewController === page)
        #expect(page.appearanceState == .appeared)
        log.clear()
        // A short swipe back from the window's leading edge starts before the presentation ends
        // and is cancelled after it has taken the page's view out.
        let edge = scene.window.frame.minX + 2
        scene.screen.drag(from: CGPoint(x: edge, y: 500), to: CGPoint(x: edge + 28, y: 500), steps: 12, duration: 0.4)
        scene.screen.runUntilAnimationsSettle()
        #expect(page.navigationController?.topViewController === page)
        #expect(page.viewIfLoaded?.window == nil, "the presentation took the page's view out")
        #expect(log.entries(of: "page") == ["willMove(toParent: nil)", "viewWillDisappear", "viewDidDisappear"])
        #expect(page.appearanceState == .disappeared)
        #expect(covering.view.window === scene.window)
        #expect(HierarchyAudit.violations(isSettled: true).isEmpty, "\(HierarchyAudit.violations(isSettled: true))")
    }

    @Test("SPLIT-12 a parent's regular override keeps the split expanded in a compact window")
    func lyingAboutTraits() {
        let screen = HeadlessScreen(size: CGSize(width: 375, height: 1024), scale: 1)
        let parent = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        parent.addChild(split)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: split)
        let window = UIWindow()
        defer { window.isHidden = true }
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.view.addSubview(split.view)
        split.view.frame = parent.view.bounds
        split.didMove(toParent: parent)
        screen.presentFrame()
        #expect(!split.isCollapsed)
    }

    // MARK: Display modes (SPLIT-13 … SPLIT-24)

    @Test("SPLIT-08 the sidebar columns are horizontally compact beside a regular secondary")
    func sidebarColumnsAreCompact() {
        let scene = makeSplit(style: .tripleColumn)
        defer { scene.window.isHidden = true }
        let supplementary = UIViewController()
        scene.split.setViewController(supplementary, for: .supplementary)
        scene.split.show(.primary)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.traitCollection.horizontalSizeClass == .regular)
        #expect(scene.primary.traitCollection.horizontalSizeClass == .compact)
        #expect(supplementary.traitCollection.horizontalSizeClass == .compact)
        #expect(scene.secondary.traitCollection.horizontalSizeClass == .regular)
        #expect(scene.primary.navigationController?.navigationBar.frame.height == scene.secondary.navigationController?.navigationBar.frame.height,
                "the bars line up across the columns")
    }

    /// The three-level outline of the seed tutorial: a split in the outer split's secondary
    /// column (and one in its sidebar). Each decides from its own traits: the one in the
    /// sidebar is compact, so collapsed; the one in the secondary expands and collapses with
    /// the window, laying its columns out in its own width.
    @Test("Nested splits: a split in the sidebar is collapsed; one in the secondary follows the window and lays out in its column")
    func nestedSplits() {
        let innerPrimary = UIViewController(), innerSecondary = UIViewController()
        let inner = UISplitViewController(style: .doubleColumn)
        inner.setViewController(innerPrimary, for: .primary)
        inner.setViewController(innerSecondary, for: .secondary)
        let sidebarSplit = UISplitViewController(style: .doubleColumn)
        let sidebarList = UIViewController()
        sidebarSplit.setViewController(sidebarList, for: .primary)
        sidebarSplit.setViewController(UIViewController(), for: .secondary)
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let outer = UISplitViewController(style: .doubleColumn)
        outer.setViewController(sidebarSplit, for: .primary)
        outer.setViewController(inner, for: .secondary)
        let outerCompact = UIViewController()
        outer.setViewController(outerCompact, for: .compact)
        let window = UIWindow()
        window.rootViewController = outer
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()

        #expect(!outer.isCollapsed && outer.displayMode == .oneBesideSecondary)
        #expect(sidebarSplit.isCollapsed, "the sidebar column is compact")
        #expect(sidebarList.view.window === window)
        #expect(!inner.isCollapsed)
        #expect(inner.view.frame.width == CGFloat(1366 - 320))
        #expect(inner.displayMode == .oneBesideSecondary, "1046 × 1024 is wider than tall: the landscape default")
        #expect(innerPrimary.view.window === window && innerSecondary.view.window === window)
        let innerSecondaryFrame = innerSecondary.view.convert(innerSecondary.view.bounds, to: nil)
        #expect(innerSecondaryFrame.minX == 320 + 320 && innerSecondaryFrame.maxX == 1366)

        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        screen.presentFrame()
        #expect(outer.isCollapsed && outerCompact.view.window === window)
        #expect(inner.viewIfLoaded?.window == nil)

        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: window)
        screen.presentFrame()
        #expect(!outer.isCollapsed && !inner.isCollapsed && sidebarSplit.isCollapsed)
        #expect(innerSecondary.view.window === window)
        #expect(innerSecondary.view.convert(innerSecondary.view.bounds, to: nil) == innerSecondaryFrame)
    }

    @Test("SPLIT-13 SPLIT-16 defaults: landscape shows the primary beside, portrait the secondary alone; preferredDisplayMode starts automatic")
    func defaults() {
        let landscape = makeSplit()
        #expect(landscape.split.preferredDisplayMode == .automatic)
        #expect(landscape.split.displayMode == .oneBesideSecondary)
        #expect(landscape.split.splitBehavior == .tile)
        #expect(landscape.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024).offsetBy(dx: 0, dy: 0) || landscape.primary.view.window != nil)
        #expect(landscape.split.primaryColumnWidth == 320)
        #expect(landscape.secondary.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 1046, height: 1024))
        landscape.window.isHidden = true
        let portrait = makeSplit(size: CGSize(width: 1024, height: 1366))
        defer { portrait.window.isHidden = true }
        #expect(portrait.split.displayMode == .secondaryOnly)
        #expect(portrait.split.splitBehavior == .overlay)
        #expect(portrait.primary.viewIfLoaded?.window == nil)
        #expect(portrait.secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    }

    @Test("SPLIT-17 SPLIT-18 SPLIT-29 SPLIT-33 show(.primary) in portrait floats it over a dimmed secondary; a tap outside hides it; the preference is unchanged")
    func overlay() {
        let scene = makeSplit(size: CGSize(width: 1024, height: 1366))
        defer { scene.window.isHidden = true }
        scene.recorder.calls = []
        scene.split.show(.primary)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .oneOverSecondary)
        #expect(scene.split.preferredDisplayMode == .automatic)
        #expect(scene.recorder.calls == ["willChangeTo 3", "willShow 0"])
        #expect(scene.primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1366))
        #expect(scene.secondary.navigationController?.view.frame.width == 1024, "the secondary keeps the whole width")
        scene.recorder.calls = []
        scene.screen.tap(at: CGPoint(x: 800, y: 700))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .secondaryOnly)
        #expect(scene.recorder.calls == ["willChangeTo 1", "willHide 0"])
    }

    @Test("SPLIT-14 SPLIT-15 triple column: landscape displaces; the primary never shows without the supplementary")
    func tripleColumn() {
        let scene = makeSplit(style: .tripleColumn) { split in
            split.setViewController(UIViewController(), for: .supplementary)
        }
        defer { scene.window.isHidden = true }
        #expect(scene.split.splitBehavior == .displace)
        #expect(scene.split.displayMode == .oneBesideSecondary)
        let supplementary = scene.split.viewController(for: .supplementary)
        #expect(supplementary?.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        scene.split.show(.primary)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .twoDisplaceSecondary)
        #expect(scene.primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(supplementary?.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 320, height: 1024))
        #expect(scene.secondary.navigationController?.view.frame == CGRect(x: 640, y: 0, width: 1046, height: 1024),
                "the secondary keeps its beside width, pushed aside")
        scene.split.hide(.supplementary)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .secondaryOnly, "hiding the supplementary hides the primary too")
    }

    @Test("SPLIT-19 SPLIT-20 a mode the behavior forbids becomes the nearest allowed one")
    func nearestMode() {
        let scene = makeSplit { split in
            split.preferredSplitBehavior = .overlay
            split.preferredDisplayMode = .oneBesideSecondary
        }
        defer { scene.window.isHidden = true }
        #expect(scene.split.splitBehavior == .overlay)
        #expect(scene.split.displayMode == .oneOverSecondary)
        typealias Modes = SplitDisplayModes
        #expect(Modes.nearest(.oneOverSecondary, behavior: .tile, style: .doubleColumn) == .oneBesideSecondary)
        #expect(Modes.nearest(.twoOverSecondary, behavior: .displace, style: .tripleColumn) == .twoDisplaceSecondary)
        #expect(Modes.nearest(.twoBesideSecondary, behavior: .tile, style: .doubleColumn) == .oneBesideSecondary)
        #expect(Modes.nearest(.oneBesideSecondary, behavior: .displace, style: .tripleColumn) == .oneBesideSecondary)
    }

    @Test("SPLIT-21 SPLIT-23 the sidebar button sits in the primary's bar beside, in the secondary's when hidden; presentsWithGesture false removes it")
    func displayModeButton() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        let item = scene.split.displayModeButtonItem
        #expect(scene.primary.navigationItem.leftBarButtonItems?.first === item)
        item.primaryAction?.perform(sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .secondaryOnly)
        #expect(scene.secondary.navigationItem.leftBarButtonItems?.first === item)
        #expect(scene.primary.navigationItem.leftBarButtonItems?.contains { $0 === item } != true)
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(scene.secondary.navigationItem.leftBarButtonItems?.contains { $0 === item } != true, "collapsed: no sidebar button")
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.presentFrame()
        scene.split.presentsWithGesture = false
        #expect(scene.primary.navigationItem.leftBarButtonItems?.contains { $0 === item } != true)
        #expect(scene.secondary.navigationItem.leftBarButtonItems?.contains { $0 === item } != true)
    }

    @Test("SPLIT-21 displayModeButtonVisibility: .never hides the button, .always shows it (and it works) with the gesture off")
    func displayModeButtonVisibility() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        let item = scene.split.displayModeButtonItem
        #expect(scene.split.displayModeButtonVisibility == .automatic)
        scene.split.displayModeButtonVisibility = .never
        #expect(scene.primary.navigationItem.leftBarButtonItems?.contains { $0 === item } != true)
        scene.split.presentsWithGesture = false
        scene.split.displayModeButtonVisibility = .always
        #expect(scene.primary.navigationItem.leftBarButtonItems?.first === item)
        item.primaryAction?.perform(sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .secondaryOnly)
        #expect(scene.secondary.navigationItem.leftBarButtonItems?.first === item)
        scene.screen.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 300, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .secondaryOnly, "the swipe stays off")
    }

    @Test("SPLIT-21 SPLIT-34 a swipe from the leading edge drags the primary in over the secondary; far enough, it stays")
    func edgeSwipe() {
        let scene = makeSplit(size: CGSize(width: 1024, height: 1366))
        defer { scene.window.isHidden = true }
        scene.recorder.calls = []
        scene.screen.drag(from: CGPoint(x: 2, y: 700), to: CGPoint(x: 162, y: 700), steps: 8, lift: false)
        #expect(scene.recorder.calls == ["gestureWillBegin"])
        // Partly in: the finger moved 160 points, less the pan's start-up distance.
        scene.screen.presentFrame()
        let dragged = scene.primary.navigationController?.view.frame.minX ?? 0
        #expect(dragged > -320 && dragged < -140, "\(dragged)")
        scene.screen.touchMove(to: CGPoint(x: 202, y: 700))
        scene.screen.presentFrame()
        #expect(scene.primary.navigationController?.view.frame.minX == dragged + 40, "following the finger")
        #expect(scene.split.displayMode == .secondaryOnly, "not shown until the drag ends")
        scene.screen.touchUp(at: CGPoint(x: 250, y: 700))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .oneOverSecondary)
        #expect(scene.recorder.calls == ["gestureWillBegin", "gestureDidEnd", "willChangeTo 3", "willShow 0"])
        #expect(scene.primary.navigationController?.view.frame.minX == 0)

        scene.split.hide(.primary)
        scene.screen.runUntilAnimationsSettle()
        scene.recorder.calls = []
        scene.screen.drag(from: CGPoint(x: 2, y: 700), to: CGPoint(x: 60, y: 700), steps: 8, duration: 1)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .secondaryOnly, "a short, slow drag slides back")
        #expect(scene.recorder.calls == ["gestureWillBegin", "gestureDidEnd"])
        #expect(scene.primary.navigationController?.viewIfLoaded?.window == nil)

        scene.split.presentsWithGesture = false
        scene.recorder.calls = []
        scene.screen.drag(from: CGPoint(x: 2, y: 700), to: CGPoint(x: 300, y: 700))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.recorder.calls.isEmpty)
        #expect(scene.split.displayMode == .secondaryOnly)
    }

    /// A desktop has a pointer: dragging with it from the edge does what a finger's swipe does
    /// (docs/porting.md); with the columns already showing, the drag is left to the views.
    @Test("SPLIT-34 a pointer drag from the leading edge reveals the primary; with it shown, the drag does nothing")
    func pointerEdgeDrag() {
        let scene = makeSplit(size: CGSize(width: 1024, height: 1366))
        defer { scene.window.isHidden = true }
        func pointerDrag(from start: CGFloat, to end: CGFloat) {
            scene.screen.pointerDown(at: CGPoint(x: start, y: 700))
            for step in 1...8 {
                scene.screen.advance(by: 0.02)
                scene.screen.movePointer(to: CGPoint(x: start + (end - start) * CGFloat(step) / 8, y: 700))
            }
            scene.screen.pointerUp(at: CGPoint(x: end, y: 700))
            scene.screen.runUntilAnimationsSettle()
        }
        scene.recorder.calls = []
        pointerDrag(from: 3, to: 280)
        #expect(scene.split.displayMode == .oneOverSecondary)
        #expect(scene.recorder.calls == ["gestureWillBegin", "gestureDidEnd", "willChangeTo 3", "willShow 0"])
        scene.recorder.calls = []
        pointerDrag(from: 3, to: 280)
        #expect(scene.recorder.calls.isEmpty, "nothing more to reveal: the swipe does not begin")
        #expect(scene.split.displayMode == .oneOverSecondary)
    }

    @Test("SPLIT-22 triple column: showsSecondaryOnlyButton offers the secondary alone, and brings the columns back")
    func secondaryOnlyButton() {
        let scene = makeSplit(style: .tripleColumn) { split in
            split.setViewController(UIViewController(), for: .supplementary)
        }
        defer { scene.window.isHidden = true }
        let split = scene.split
        #expect(split.showsSecondaryOnlyButton == false)
        #expect(scene.secondary.navigationItem.leftBarButtonItems?.contains { $0 === split.secondaryOnlyButtonItem } != true)
        split.showsSecondaryOnlyButton = true
        let item = split.secondaryOnlyButtonItem
        #expect(scene.secondary.navigationItem.leftBarButtonItems?.contains { $0 === item } == true)
        #expect(item.title == "Full Width")
        item.primaryAction?.perform(sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(item.title == "Show Columns")
        item.primaryAction?.perform(sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(split.displayMode == .oneBesideSecondary)
        let double = makeSplit { $0.showsSecondaryOnlyButton = true }
        defer { double.window.isHidden = true }
        #expect(double.secondary.navigationItem.leftBarButtonItems?.contains { $0 === double.split.secondaryOnlyButtonItem } != true,
                "only triple columns have it")
    }

    @Test("SPLIT-24 a trailing primary edge puts the primary on the right")
    func trailingEdge() {
        let scene = makeSplit { $0.primaryEdge = .trailing }
        defer { scene.window.isHidden = true }
        #expect(scene.primary.navigationController?.view.frame == CGRect(x: 1046, y: 0, width: 320, height: 1024))
        #expect(scene.secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1046, height: 1024))
    }

    // MARK: Widths (SPLIT-25 … SPLIT-28)

    @Test("SPLIT-25 SPLIT-26 SPLIT-27 SPLIT-28 widths: absolute beats fraction; the maximum clamps until raised")
    func widths() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        let split = scene.split
        #expect(UISplitViewController.automaticDimension == -1)
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320, "clamped by the system maximum (SPLIT-28)")
        split.maximumPrimaryColumnWidth = 800
        #expect(split.primaryColumnWidth == 683)
        split.preferredPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400, "absolute beats fraction (SPLIT-27)")
        split.maximumPrimaryColumnWidth = 200
        #expect(split.primaryColumnWidth == 200)
        split.minimumPrimaryColumnWidth = 250
        #expect(split.primaryColumnWidth == 200, "the maximum wins over the minimum")
        #expect(split.supplementaryColumnWidth == 0, "no supplementary in a double column")
    }

    @Test("SPLIT-29 (issue 44.4) a split launching in a compact window tells willShow for the compact column")
    func launchCompactShowsCompactColumn() {
        let scene = makeSplit(size: CGSize(width: 375, height: 1024), compact: UIViewController())
        defer { scene.window.isHidden = true }
        #expect(scene.split.isCollapsed)
        #expect(scene.recorder.calls == ["topColumnForCollapsing 0", "willShow 3", "didCollapse"])
    }

    @Test("SPLIT-33 SPLIT-29 (issue 44.4) expanding from compact into another display mode tells willChangeTo, then willHide for the compact column")
    func expandingAnnouncesDisplayMode() {
        let scene = makeSplit(size: CGSize(width: 375, height: 1024), compact: UIViewController())
        defer { scene.window.isHidden = true }
        #expect(scene.split.displayMode == .secondaryOnly)
        scene.recorder.calls = []
        scene.screen.setSize(CGSize(width: 1366, height: 1024))
        scene.screen.presentFrame()
        #expect(!scene.split.isCollapsed)
        #expect(scene.split.displayMode == .oneBesideSecondary)
        #expect(scene.recorder.calls == ["displayModeForExpanding 2", "willChangeTo 2", "willHide 3", "didExpand"])
    }

    @Test("PERC-03 (issue 44.4) show(_:sender:) sent to an expanded column-style split presents; collapsed, it pushes on the stack shown")
    func showSentToSplit() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        let shown = UIViewController()
        scene.split.show(shown, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown.presentingViewController === scene.split)
        #expect(scene.primary.navigationController?.viewControllers.count == 1, "nothing pushed on the primary")
        shown.dismiss(animated: false)
        scene.screen.presentFrame()
        scene.screen.setSize(CGSize(width: 375, height: 1024))
        scene.screen.presentFrame()
        #expect(scene.split.isCollapsed)
        let pushed = UIViewController()
        scene.split.show(pushed, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(pushed.presentingViewController == nil)
        #expect(pushed.navigationController?.topViewController === pushed)
    }

    // MARK: Showing (PERC-05 … PERC-07, SPLIT-05)

    @Test("SPLIT-05 PERC-05 PERC-06 showDetail from the primary pushes onto the split's own secondary wrapper, replaces a navigation controller")
    func showDetail() {
        let scene = makeSplit()
        defer { scene.window.isHidden = true }
        let first = UIViewController(), second = UIViewController()
        scene.primary.showDetailViewController(first, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        scene.primary.showDetailViewController(second, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.secondary.navigationController?.viewControllers == [scene.secondary, first, second])
        let replacement = UINavigationController(rootViewController: UIViewController())
        scene.primary.showDetailViewController(replacement, sender: nil)
        scene.screen.presentFrame()
        #expect(scene.split.viewController(for: .secondary) === replacement)
        #expect(replacement.view.window === scene.window)
    }

    @Test("PERC-07 a detail shown while the primary floats over hides it")
    func showDetailDismissesOverlay() {
        let scene = makeSplit(size: CGSize(width: 1024, height: 1366))
        defer { scene.window.isHidden = true }
        scene.split.show(.primary)
        scene.screen.runUntilAnimationsSettle()
        scene.primary.showDetailViewController(UIViewController(), sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.split.displayMode == .secondaryOnly)
    }

    @Test("PERC-05 collapsed, showDetail pushes onto the compact navigation controller")
    func showDetailCollapsed() {
        let compact = UINavigationController(rootViewController: UIViewController())
        let scene = makeSplit(size: CGSize(width: 375, height: 1024), compact: compact)
        defer { scene.window.isHidden = true }
        let detail = UIViewController()
        compact.viewControllers[0].showDetailViewController(detail, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(compact.viewControllers.last === detail)
    }

    @Test("SBAR-06 a split view controller does not hand the status bar to its children")
    func statusBar() {
        final class Bright: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
        }
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(Bright(), for: .primary)
        split.setViewController(Bright(), for: .secondary)
        split.setViewController(Bright(), for: .compact)
        #expect(split.childForStatusBarStyle == nil)
        #expect(split.childForStatusBarHidden == nil)
        #expect(split.preferredStatusBarStyle == .default)
    }

    @Test("PERC-05 collapsed without a compact column, showing a navigation controller puts its stack on the primary's; expanding gives it its column")
    func showDetailNavigationCollapsed() {
        let scene = makeSplit(size: CGSize(width: 375, height: 1024))
        defer { scene.window.isHidden = true }
        let page = UIViewController()
        let pageNavigation = UINavigationController(rootViewController: page)
        scene.primary.showDetailViewController(pageNavigation, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.primary.navigationController?.viewControllers == [scene.primary, page])
        #expect(page.view.window === scene.window)
        let other = UIViewController()
        scene.primary.showDetailViewController(UINavigationController(rootViewController: other), sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.primary.navigationController?.viewControllers == [scene.primary, other], "the previous page leaves")
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(scene.split.viewController(for: .secondary)?.children == [other])
        #expect(other.view.window === scene.window)
    }

    @Test("Laying out a split with content settles in one pass (no subview reordering on every layout)")
    func layoutSettles() {
        let scene = makeSplit(style: .tripleColumn) { split in
            split.setViewController(UIViewController(), for: .supplementary)
        }
        defer { scene.window.isHidden = true }
        scene.split.show(.primary)
        scene.screen.runUntilAnimationsSettle()
        scene.split.view.setNeedsLayout()
        scene.screen.presentFrame()
        let before = scene.split.view.subviews.map(ObjectIdentifier.init)
        scene.split.view.setNeedsLayout()
        scene.split.view.layoutIfNeeded()
        #expect(scene.split.view.subviews.map(ObjectIdentifier.init) == before)
        #expect(!scene.split.view.layer.needsLayout(), "laying out asked for no further layout")
    }

    // MARK: Bad input

    @Test("Using the API wrongly logs a message naming the API and changes nothing")
    func wrongUse() {
        UIKitLog.clear()
        let classic = UISplitViewController()
        classic.setViewController(UIViewController(), for: .primary)
        #expect(classic.viewController(for: .primary) == nil)
        #expect(UIKitLog.messages.last?.contains("setViewController(_:for:)") == true)
        let double = UISplitViewController(style: .doubleColumn)
        double.setViewController(UIViewController(), for: .supplementary)
        #expect(double.viewController(for: .supplementary) == nil)
        double.setViewController(nil, for: .secondary)
        #expect(double.viewController(for: .secondary) == nil)
        double.viewControllers = [UIViewController()]
        #expect(UIKitLog.messages.last?.contains("viewControllers") == true)
    }
}


/// Classic splits (style `.unspecified`): `viewControllers`, and collapsing by pushing the
/// secondary onto the primary navigation controller unless the delegate takes it.
@MainActor
@Suite("UISplitViewController, classic", .exclusiveUIKit)
struct ClassicSplitViewControllerTests {
    final class KeepsPrimary: UISplitViewControllerDelegate {
        var collapsed: [UIViewController] = []
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            collapsed.append(secondaryViewController)
            return true
        }
    }

    private func show(_ split: UISplitViewController) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window)
    }

    @Test("SPLIT-10 a classic split pushes its secondary onto the primary navigation controller when collapsing, and separates it again")
    func collapsesOntoPrimary() {
        let master = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        let (screen, window) = show(split)
        defer { window.isHidden = true }
        #expect(split.viewControllers == [master, detail], "classic splits do not wrap")
        #expect(split.viewController(for: .primary) == nil, "columns are for column-style splits")
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        screen.presentFrame()
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [master])
        #expect(master.viewControllers.last === detail)
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: window)
        screen.presentFrame()
        #expect(master.viewControllers.count == 1)
        #expect(split.viewControllers.last === detail)
        #expect(detail.view.window === window)
    }

    @Test("A classic delegate that takes the secondary keeps the primary alone when collapsed")
    func delegateTakesSecondary() {
        let master = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        let split = UISplitViewController()
        let delegate = KeepsPrimary()
        split.delegate = delegate
        split.viewControllers = [master, detail]
        let (screen, window) = show(split)
        defer { window.isHidden = true }
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        screen.presentFrame()
        #expect(delegate.collapsed == [detail])
        #expect(master.viewControllers.count == 1)
        #expect(master.view.window === window)
    }
}

/// SPLIT-35: apps move state between the expanded and collapsed hierarchies from the collapse
/// and expand callbacks, either at once or a moment later.
@MainActor
@Suite("UISplitViewController, changing the hierarchy from its callbacks", .exclusiveUIKit)
struct SplitCallbackMutationTests {
    final class Mover: UISplitViewControllerDelegate {
        var replacement: UIViewController?
        var deferred = false
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            guard !deferred, let replacement else { return proposedTopColumn }
            svc.setViewController(replacement, for: .secondary)
            return .secondary
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            guard deferred, let replacement else { return }
            DispatchQueue.main.asyncAfter(mediaDeadline: CACurrentMediaTime() + 0.1) {
                svc.setViewController(replacement, for: .secondary)
            }
        }
    }

    private func run(deferred: Bool) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let split = UISplitViewController(style: .doubleColumn)
        let mover = Mover()
        mover.deferred = deferred
        let replacement = UIViewController()
        mover.replacement = replacement
        split.delegate = mover
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = UIWindow()
        defer { window.isHidden = true }
        window.rootViewController = split
        window.makeKeyAndVisible()
        screen.presentFrame()
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        screen.advance(by: 0.2)
        #expect(split.viewController(for: .secondary) === replacement)
        if !deferred {
            #expect(replacement.view.window === window, "collapsed onto the primary stack")
            #expect(split.viewController(for: .primary)?.navigationController?.viewControllers.last === replacement)
        }
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: window)
        screen.advance(by: 0.2)
        #expect(!split.isCollapsed)
        #expect(replacement.view.window === window)
        #expect(replacement.navigationController?.parent === split)
    }

    @Test("SPLIT-35 a column replaced inside topColumnForCollapsing is the one collapsed, and expands back in its column")
    func synchronous() { run(deferred: false) }

    @Test("SPLIT-35 a column replaced a moment after didCollapse shows in its column on expanding")
    func deferredChange() { run(deferred: true) }
}
