import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The large content viewer (issue 45): at the accessibility text sizes a long press on a
/// bar's item shows it large; sliding moves to the next item; lifting taps the one under the
/// finger.
@MainActor
@Suite("UILargeContentViewerInteraction", .serialized, .exclusiveUIKit)
struct LargeContentViewerTests {
    /// A 400×100 bar of two buttons (Back, Share) in a view controller's view, with a large
    /// content viewer interaction on the bar.
    @MainActor private final class Bar {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let controller = UIViewController()
        let bar = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        let back = UIButton(type: .system)
        let share = UIButton(type: .system)
        var taps: [String] = []

        init(interaction: UILargeContentViewerInteraction = UILargeContentViewerInteraction()) {
            for (button, title, x) in [(back, "Back", CGFloat(0)), (share, "Share", 200)] {
                button.setTitle(title, for: .normal)
                button.frame = CGRect(x: x, y: 0, width: 200, height: 100)
                button.showsLargeContentViewer = true
                button.largeContentTitle = title
                button.largeContentImage = UIImage(systemName: title == "Back" ? "chevron.left" : "square.and.arrow.up")
                button.addAction(UIAction { [unowned self] _ in taps.append(title) }, for: .touchUpInside)
                bar.addSubview(button)
            }
            bar.addInteraction(interaction)
            controller.view.addSubview(bar)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            screen.presentFrame()
        }

        var hud: LargeContentViewerHUD? { controller.view.subviews.compactMap { $0 as? LargeContentViewerHUD }.first }
        func close() {
            screen.preferredContentSizeCategory = .large
            window.isHidden = true
        }
    }

    private final class Recorder: NSObject, UILargeContentViewerInteractionDelegate {
        var ended: [(String?, CGPoint)] = []
        var itemAt: ((CGPoint) -> UILargeContentViewerItem?)?
        var host: UIViewController?

        func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: UILargeContentViewerItem?, at point: CGPoint) {
            ended.append((item?.largeContentTitle, point))
        }

        func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> UILargeContentViewerItem? {
            itemAt?(point)
        }
    }

    @Test("A view shows no large content by default; its title, image, scaling and insets read back as set")
    func itemProperties() {
        let view = UIView()
        #expect(!view.showsLargeContentViewer && view.largeContentTitle == nil && view.largeContentImage == nil)
        #expect(!view.scalesLargeContentImage && view.largeContentImageInsets == .zero)
        view.showsLargeContentViewer = true
        view.largeContentTitle = "Share"
        view.scalesLargeContentImage = true
        view.largeContentImageInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(view.showsLargeContentViewer && view.largeContentTitle == "Share" && view.scalesLargeContentImage)
        #expect(view.largeContentImageInsets.top == 4)
    }

    @Test("The viewer is enabled only at the accessibility text sizes, and crossing into them or out of them posts enabledStatusDidChangeNotification once")
    func enabledWithTextSize() {
        let scene = Bar()
        defer { scene.close() }
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UILargeContentViewerInteraction.enabledStatusDidChangeNotification,
                                                              object: nil, queue: nil) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UILargeContentViewerInteraction.isEnabled)
        scene.screen.longPress(at: CGPoint(x: 100, y: 250))
        #expect(scene.hud == nil)
        scene.screen.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(posted == 0, "not an accessibility size yet")
        scene.screen.preferredContentSizeCategory = .accessibilityLarge
        #expect(UILargeContentViewerInteraction.isEnabled && posted == 1)
        scene.screen.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(posted == 1)
        scene.screen.preferredContentSizeCategory = .large
        #expect(!UILargeContentViewerInteraction.isEnabled && posted == 2)
    }

    @Test("A long press shows the item's title and image in the middle of the controller's view; sliding moves it to the next item; lifting taps that one, once")
    func pressSlideAndLift() throws {
        let scene = Bar()
        defer { scene.close() }
        scene.screen.preferredContentSizeCategory = .accessibilityMedium
        scene.screen.touchDown(at: CGPoint(x: 100, y: 250))
        scene.screen.advance(by: 0.3)
        #expect(scene.hud == nil, "not before the press is long")
        scene.screen.advance(by: 0.3)
        let hud = try #require(scene.hud)
        #expect(hud.titleLabel.text == "Back" && hud.imageView.image != nil)
        #expect(hud.center == CGPoint(x: 200, y: 150))
        scene.screen.touchMove(to: CGPoint(x: 300, y: 250))
        #expect(scene.hud?.titleLabel.text == "Share")
        scene.screen.touchUp(at: CGPoint(x: 300, y: 250))
        scene.screen.presentFrame()
        #expect(scene.hud == nil)
        #expect(scene.taps == ["Share"], "the press itself tapped nothing")
        // Lifted over no item: nothing is tapped.
        scene.screen.touchDown(at: CGPoint(x: 100, y: 250))
        scene.screen.advance(by: 0.6)
        scene.screen.touchMove(to: CGPoint(x: 200, y: 100))
        #expect(scene.hud == nil, "no item under the finger")
        scene.screen.touchUp(at: CGPoint(x: 200, y: 100))
        #expect(scene.taps == ["Share"])
        // A view that does not show the viewer is no item; the press does not begin there.
        scene.share.showsLargeContentViewer = false
        scene.screen.longPress(at: CGPoint(x: 300, y: 250))
        #expect(scene.hud == nil)
    }

    @Test("Pressing and lifting on one button taps it once; a label and an image view, which take no touches, are items too, with their own text and image by default")
    func labelsAndOneTap() throws {
        let scene = Bar()
        defer { scene.close() }
        let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        caption.text = "Inbox"
        caption.showsLargeContentViewer = true
        scene.controller.view.addSubview(caption)
        let caption2 = UIImageView(frame: CGRect(x: 150, y: 0, width: 40, height: 40))
        caption2.image = UIImage(systemName: "star")
        caption2.showsLargeContentViewer = true
        scene.controller.view.addSubview(caption2)
        let header = UILargeContentViewerInteraction()
        scene.controller.view.addInteraction(header)
        scene.screen.preferredContentSizeCategory = .accessibilityMedium
        scene.screen.longPress(at: CGPoint(x: 100, y: 250))
        #expect(scene.taps == ["Back"], "one tap for one press")
        scene.screen.touchDown(at: CGPoint(x: 50, y: 20))
        scene.screen.advance(by: 0.6)
        #expect(scene.hud?.titleLabel.text == "Inbox", "a label's own text")
        scene.screen.touchMove(to: CGPoint(x: 170, y: 20))
        #expect(scene.hud?.imageView.image === caption2.image, "an image view's own image")
        scene.screen.touchUp(at: CGPoint(x: 170, y: 20))
        #expect(scene.hud == nil)
        #expect(scene.back.largeContentImage != nil && UIButton().largeContentTitle == nil)
    }

    @Test("A delegate whose itemAt answers nil shows nothing there, though a subview would show")
    func delegateSaysNone() {
        let recorder = Recorder()
        recorder.itemAt = { _ in nil }
        let scene = Bar(interaction: UILargeContentViewerInteraction(delegate: recorder))
        defer { scene.close() }
        scene.screen.preferredContentSizeCategory = .accessibilityMedium
        scene.screen.longPress(at: CGPoint(x: 100, y: 250))
        #expect(scene.hud == nil)
        #expect(scene.taps == ["Back"], "the press did not begin: the button's own tap")
    }

    @Test("A delegate names the items and takes the end of the press: no default tap; the image is scaled and inset as the item asks")
    func delegateDecides() throws {
        let recorder = Recorder()
        let interaction = UILargeContentViewerInteraction(delegate: recorder)
        let scene = Bar(interaction: interaction)
        defer { scene.close() }
        let stand = UIView()
        stand.largeContentTitle = "Everything"
        stand.largeContentImage = UIImage(systemName: "star")
        stand.scalesLargeContentImage = true
        stand.largeContentImageInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        recorder.itemAt = { _ in stand }
        #expect(interaction.delegate === recorder && interaction.view === scene.bar)
        #expect(interaction.gestureRecognizerForExclusionRelationship is UILongPressGestureRecognizer)
        scene.screen.preferredContentSizeCategory = .accessibilityMedium
        scene.screen.touchDown(at: CGPoint(x: 100, y: 250))
        scene.screen.advance(by: 0.6)
        let hud = try #require(scene.hud)
        #expect(hud.titleLabel.text == "Everything")
        #expect(hud.imageView.contentMode == .scaleAspectFit)
        #expect(hud.imageView.frame.width == LargeContentViewerHUD.imageSide - 16)
        scene.screen.touchUp(at: CGPoint(x: 100, y: 250))
        #expect(recorder.ended.count == 1 && recorder.ended.first?.0 == "Everything")
        #expect(recorder.ended.first?.1 == CGPoint(x: 100, y: 50), "in the interaction's view")
        #expect(scene.taps.isEmpty, "the delegate took the end")
    }
}

extension LargeContentViewerTests {
    @Test("Bars show their items large: a tab's largeContentSizeImage at its own size with its insets, else its image scaled; a toolbar item's title and image; only at the accessibility text sizes")
    func barItems() throws {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let tabs = UITabBarController()
        let first = UIViewController()
        let big = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 60))!
        first.tabBarItem = UITabBarItem(title: "Favorites", image: UIImage(systemName: "star"), tag: 0)
        first.tabBarItem.largeContentSizeImage = big
        first.tabBarItem.largeContentSizeImageInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Recents", image: UIImage(systemName: "clock"), tag: 1)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 600, height: 44))
        let trash = UIBarButtonItem(title: "Trash", image: UIImage(systemName: "trash"), primaryAction: nil, menu: nil)
        toolbar.items = [trash]
        first.view.addSubview(toolbar)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        func hud(in view: UIView? = nil) -> LargeContentViewerHUD? {
            let root = view ?? window
            if let found = root as? LargeContentViewerHUD { return found }
            return root.subviews.lazy.compactMap { hud(in: $0) }.first
        }
        func center(of item: UITabBarItem) -> CGPoint {
            let view = tabs.tabBar.itemViews.first { $0.item === item }!
            return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }

        screen.touchDown(at: center(of: first.tabBarItem))
        screen.advance(by: 0.6)
        #expect(hud() == nil, "not at the usual text sizes")
        screen.touchUp(at: center(of: first.tabBarItem))
        // Long enough that the next press is not a second tap.
        screen.advance(by: 1)
        screen.preferredContentSizeCategory = .accessibilityExtraLarge
        defer { screen.preferredContentSizeCategory = .large }
        screen.touchDown(at: center(of: first.tabBarItem))
        screen.advance(by: 0.6)
        let shown = try #require(hud())
        #expect(shown.titleLabel.text == "Favorites")
        #expect(shown.imageView.image === big)
        #expect(shown.imageView.contentMode == .center, "drawn at its own size")
        screen.touchMove(to: center(of: second.tabBarItem))
        #expect(hud()?.titleLabel.text == "Recents")
        #expect(hud()?.imageView.contentMode == .scaleAspectFit, "an item without a large image: its image, scaled")
        screen.touchUp(at: center(of: second.tabBarItem))
        screen.presentFrame()
        #expect(tabs.selectedIndex == 1, "lifting on a tab selects it")

        tabs.selectedIndex = 0
        screen.presentFrame()
        let trashView = try #require(trash.shownView)
        screen.touchDown(at: trashView.convert(CGPoint(x: trashView.bounds.midX, y: trashView.bounds.midY), to: nil))
        screen.advance(by: 0.6)
        #expect(hud()?.titleLabel.text == "Trash")
        screen.touchUp(at: trashView.convert(CGPoint(x: trashView.bounds.midX, y: trashView.bounds.midY), to: nil))
    }
}
