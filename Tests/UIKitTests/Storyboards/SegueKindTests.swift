import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Storyboards: split relationships, show detail, segue actions and custom segues", .exclusiveUIKit)
struct SegueKindTests {
    func launch() -> (HeadlessScreen, UIWindow, UISplitViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let split = UIStoryboard(name: "Segues", bundle: StoryboardFixtures.bundle).instantiateInitialViewController() as! UISplitViewController
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, split)
    }

    @Test("SPLIT-01 a column-style split from a storyboard: its style and display mode, and its columns from relationship segues")
    func splitRelationships() {
        let (_, window, split) = launch()
        defer { withExtendedLifetime(window) {} }
        #expect(split.style == .doubleColumn)
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        #expect(split.viewController(for: .primary) is SegueSourceController)
        #expect(split.viewController(for: .secondary) is PaneController)
    }

    @Test("PERC-02 a show-detail segue made by an @IBSegueAction shows its controller in the split's secondary column (pushed on the navigation controller the split wrapped it in)")
    func showDetailWithSegueAction() {
        let (screen, window, split) = launch()
        defer { withExtendedLifetime(window) {} }
        let source = split.viewController(for: .primary) as! SegueSourceController
        source.performSegue(withIdentifier: "pane", sender: "row 3")
        screen.runUntilAnimationsSettle()
        #expect(source.madeWith.count == 1)
        #expect(source.madeWith.first?.sender as? String == "row 3")
        // The split wrapped the secondary column in a navigation controller; showing a detail
        // pushes there (SPLIT-05).
        let shown = split.viewController(for: .secondary)?.navigationController?.topViewController
        #expect((shown as? PaneController)?.label == "made by the segue action")
    }

    @Test("a custom segue class's perform() runs, with the storyboard's identifier")
    func customSegue() {
        FadeSegue.performed = []
        let (screen, window, split) = launch()
        defer { withExtendedLifetime(window) {} }
        let source = split.viewController(for: .primary) as! SegueSourceController
        source.performSegue(withIdentifier: "fade", sender: nil)
        screen.presentFrame()
        #expect(FadeSegue.performed == ["fade"])
        #expect(split.presentedViewController is PaneController)
        #expect(split.presentedViewController?.modalTransitionStyle == .crossDissolve)
    }
}
