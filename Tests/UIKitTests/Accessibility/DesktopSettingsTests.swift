import Foundation
import SlatePlatform
import Testing
@testable import UIKit
import UIKitTesting

/// Collects the notifications of one name posted while it lives.
@MainActor
fileprivate final class SettingsNotifications {
    private(set) var notifications: [Notification] = []
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.notifications.append(notification) }
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

/// One row of the text-scaling table in docs/porting.md.
struct TextScalingCase: Sendable, CustomTestStringConvertible {
    let factor: Double
    let category: String
    var testDescription: String { "\(factor) → \(category)" }
}

@MainActor
@Suite("Desktop settings", .serialized, .exclusiveUIKit)
struct DesktopSettingsTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let controller: TraitCountingViewController
        let view: TraitCountingView
    }

    private func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let controller = TraitCountingViewController()
        let view = TraitCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        view.changes = []
        controller.changes = 0
        return Scene(screen: screen, window: window, controller: controller, view: view)
    }

    private func finish(_ scene: Scene, _ logs: SettingsNotifications...) {
        for log in logs { log.stop() }
        // The next test's screen starts from the defaults again.
        scene.screen.userInterfaceStyle = .light
        scene.screen.preferredContentSizeCategory = .large
        scene.screen.accessibilityContrast = .normal
        scene.screen.isReduceMotionEnabled = false
        for window in UIWindow.allWindows { window.isHidden = true }
    }

    // MARK: Text size

    nonisolated static let textScaling: [TextScalingCase] = [
        (0.5, "UICTContentSizeCategoryXS"), (0.8, "UICTContentSizeCategoryXS"), (0.85, "UICTContentSizeCategoryXS"),
        (0.88, "UICTContentSizeCategoryS"), (0.9, "UICTContentSizeCategoryS"), (0.94, "UICTContentSizeCategoryM"),
        (1.0, "UICTContentSizeCategoryL"), (1.05, "UICTContentSizeCategoryL"), (1.1, "UICTContentSizeCategoryXL"),
        (1.15, "UICTContentSizeCategoryXL"), (1.25, "UICTContentSizeCategoryXXL"), (1.35, "UICTContentSizeCategoryXXXL"),
        (1.49, "UICTContentSizeCategoryXXXL"), (1.5, "UICTContentSizeCategoryAccessibilityM"),
        (1.75, "UICTContentSizeCategoryAccessibilityM"), (2.0, "UICTContentSizeCategoryAccessibilityL"),
        (2.25, "UICTContentSizeCategoryAccessibilityXL"), (2.5, "UICTContentSizeCategoryAccessibilityXL"),
        (2.75, "UICTContentSizeCategoryAccessibilityXXL"), (3.0, "UICTContentSizeCategoryAccessibilityXXXL"),
        (4.0, "UICTContentSizeCategoryAccessibilityXXXL"), (0, "UICTContentSizeCategoryL"), (-1, "UICTContentSizeCategoryL"),
        (.nan, "UICTContentSizeCategoryL"), (.infinity, "UICTContentSizeCategoryL"),
    ].map { TextScalingCase(factor: $0.0, category: $0.1) }

    @Test("The desktop's text scaling factor maps to the content size category with the nearest body size", arguments: textScaling)
    func textScalingMapping(_ row: TextScalingCase) {
        #expect(PlatformDesktopSettings.contentSizeCategory(forTextScalingFactor: row.factor) == row.category)
        #expect(UIContentSizeCategory.ordered.contains(UIContentSizeCategory(rawValue: row.category)))
    }

    @Test("Every category's body size in the mapping is the one UIFont uses")
    func mappingSizesMatchFonts() {
        for entry in PlatformDesktopSettings.bodySizes {
            let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: entry.category))
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == CGFloat(entry.points), "\(entry.category)")
        }
    }

    @Test("A new text scaling factor reaches every window, controller and view, UIApplication, and posts didChangeNotification once")
    func textSizeChangesLive() throws {
        let scene = makeScene()
        let log = SettingsNotifications(UIContentSizeCategory.didChangeNotification)
        defer { finish(scene, log) }
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        scene.screen.setTextScalingFactor(1.25)
        #expect(scene.view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(scene.view.changes.count == 1)
        #expect(scene.view.changes.first??.preferredContentSizeCategory == .large)
        #expect(scene.controller.changes == 1)
        #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        #expect(log.notifications.count == 1)
        let notification = try #require(log.notifications.first)
        #expect(notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory == .extraExtraLarge)
        #expect(notification.object as? UIApplication === UIApplication.shared)
        // A factor that maps to the same category changes nothing.
        scene.screen.setTextScalingFactor(1.2)
        #expect(scene.view.changes.count == 1)
        #expect(log.notifications.count == 1)
        scene.screen.preferredContentSizeCategory = .accessibilityMedium
        #expect(log.notifications.count == 2)
        #expect(log.notifications.last?.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory == .accessibilityMedium)
        #expect(scene.view.changes.count == 2)
    }

    @Test("Labels that adjust for the content size category follow the desktop's text scaling")
    func labelsFollowTextScaling() {
        let scene = makeScene()
        defer { finish(scene) }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        scene.window.addSubview(label)
        scene.screen.setTextScalingFactor(2)
        #expect(label.font.pointSize == 33)
        scene.screen.setTextScalingFactor(1)
        #expect(label.font.pointSize == 17)
    }

    // MARK: Dark style

    @Test("The desktop's dark style becomes userInterfaceStyle live, with one trait change and no notification")
    func darkStyle() {
        let scene = makeScene()
        let log = SettingsNotifications(UIContentSizeCategory.didChangeNotification)
        defer { finish(scene, log) }
        #expect(scene.view.traitCollection.userInterfaceStyle == .light)
        scene.screen.userInterfaceStyle = .dark
        #expect(scene.view.traitCollection.userInterfaceStyle == .dark)
        #expect(scene.window.traitCollection.userInterfaceStyle == .dark)
        #expect(scene.view.changes.count == 1)
        #expect(scene.controller.changes == 1)
        scene.screen.userInterfaceStyle = .dark
        #expect(scene.view.changes.count == 1, "no change, no trait change")
        #expect(log.notifications.isEmpty)
        scene.view.backgroundColor = .systemBackground
        #expect(scene.screen.render().color(x: 10, y: 10) == PixelColor(red: 0, green: 0, blue: 0))
        scene.screen.userInterfaceStyle = .light
        #expect(scene.screen.render().color(x: 10, y: 10) == PixelColor(red: 255, green: 255, blue: 255))
        #expect(scene.view.changes.count == 2)
    }

    // MARK: High contrast

    @Test("High contrast becomes accessibilityContrast .high and isDarkerSystemColorsEnabled, posting its notification once")
    func highContrast() {
        let scene = makeScene()
        let log = SettingsNotifications(UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        defer { finish(scene, log) }
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(scene.view.traitCollection.accessibilityContrast == .normal)
        scene.screen.accessibilityContrast = .high
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(scene.view.traitCollection.accessibilityContrast == .high)
        #expect(scene.view.changes.count == 1)
        #expect(scene.controller.changes == 1)
        #expect(log.notifications.count == 1)
        scene.screen.accessibilityContrast = .high
        #expect(log.notifications.count == 1)
        #expect(scene.view.changes.count == 1)
        // System colors take their high-contrast variants.
        let normal = UIColor.systemBlue.resolvedColor(with: UITraitCollection(accessibilityContrast: .normal))
        #expect(UIColor.systemBlue.resolvedColor(with: scene.view.traitCollection) != normal)
        scene.screen.accessibilityContrast = .normal
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(log.notifications.count == 2)
    }

    // MARK: Reduce Motion

    @Test("Animations off becomes isReduceMotionEnabled and prefersCrossFadeTransitions, each posting once, with no trait change")
    func reduceMotion() {
        let scene = makeScene()
        let motion = SettingsNotifications(UIAccessibility.reduceMotionStatusDidChangeNotification)
        let crossFade = SettingsNotifications(UIAccessibility.prefersCrossFadeTransitionsStatusDidChange)
        defer { finish(scene, motion, crossFade) }
        #expect(!UIAccessibility.isReduceMotionEnabled)
        scene.screen.isReduceMotionEnabled = true
        #expect(UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.prefersCrossFadeTransitions)
        #expect(motion.notifications.count == 1)
        #expect(crossFade.notifications.count == 1)
        #expect(scene.view.changes.isEmpty, "Reduce Motion is no trait")
        scene.screen.isReduceMotionEnabled = true
        #expect(motion.notifications.count == 1)
        scene.screen.isReduceMotionEnabled = false
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(motion.notifications.count == 2)
    }

    @Test("One change of several settings delivers one trait change and each setting's notification")
    func severalAtOnce() {
        let scene = makeScene()
        let size = SettingsNotifications(UIContentSizeCategory.didChangeNotification)
        let contrast = SettingsNotifications(UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        defer { finish(scene, size, contrast) }
        UIKitHost.current?.desktopSettingsHandler?(PlatformDesktopSettings(prefersDarkAppearance: true, contentSizeCategory: "UICTContentSizeCategoryXL",
                                                                            prefersHighContrast: true))
        #expect(scene.view.changes.count == 1)
        #expect(scene.view.traitCollection.userInterfaceStyle == .dark)
        #expect(scene.view.traitCollection.accessibilityContrast == .high)
        #expect(scene.view.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(size.notifications.count == 1 && contrast.notifications.count == 1)
        // Back to the host's own settings for the cleanup.
        DesktopSettings.apply(UIKitHost.current!.desktopSettings)
    }

    @Test("A new screen (a new host) brings its own settings: the defaults")
    func newHostResets() {
        let scene = makeScene()
        defer { finish(scene) }
        scene.screen.userInterfaceStyle = .dark
        scene.screen.isReduceMotionEnabled = true
        let other = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        // The earlier screen, no longer UIKit's host, speaks for nobody.
        scene.screen.accessibilityContrast = .high
        other.activate()
        #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
        scene.screen.activate()
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
    }

    // MARK: Transitions with Reduce Motion

    @Test("PRES-11 with Reduce Motion a cover-vertical presentation cross-fades in place instead of sliding up")
    func presentationCrossFades() {
        let scene = makeScene()
        defer { finish(scene) }
        scene.screen.isReduceMotionEnabled = true
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        #expect(presented.modalTransitionStyle == .coverVertical)
        scene.controller.present(presented, animated: true)
        scene.screen.advance(by: ModalTransitionAnimator.duration / 2)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        #expect(layer.position.y == 300, "it does not move")
        #expect(layer.opacity > 0.05 && layer.opacity < 0.95, "it fades")
        scene.screen.runUntilAnimationsSettle()
        #expect(presented.view.frame == scene.window.bounds)
        #expect(presented.view.alpha == 1)
        presented.dismiss(animated: true)
        scene.screen.advance(by: ModalTransitionAnimator.duration / 2)
        let leaving = presented.view.layer.presentation() ?? presented.view.layer
        #expect(leaving.position.y == 300)
        #expect(leaving.opacity > 0.05 && leaving.opacity < 0.95)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.controller.presentedViewController == nil)
        #expect(presented.view.alpha == 1)
    }

    @Test("With Reduce Motion a navigation push and pop cross-fade instead of sliding", arguments: [false, true])
    func navigationCrossFades(_ reduceMotion: Bool) {
        let scene = makeScene()
        defer { finish(scene) }
        scene.screen.isReduceMotionEnabled = reduceMotion
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        scene.window.rootViewController = navigation
        scene.screen.presentFrame()
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        scene.screen.advance(by: NavigationTransition.duration / 2)
        let incoming = pushed.view.layer.presentation() ?? pushed.view.layer
        let outgoing = root.view.layer.presentation() ?? root.view.layer
        if reduceMotion {
            #expect(incoming.affineTransform() == .identity)
            #expect(outgoing.affineTransform() == .identity)
            #expect(incoming.opacity > 0.05 && incoming.opacity < 0.95)
            #expect(outgoing.opacity > 0.05 && outgoing.opacity < 0.95)
        } else {
            #expect(incoming.affineTransform().tx > 0)
            #expect(incoming.opacity == 1)
        }
        scene.screen.runUntilAnimationsSettle()
        #expect(navigation.topViewController === pushed)
        #expect(pushed.view.alpha == 1 && root.view.alpha == 1)
        #expect(pushed.view.transform == .identity)
        navigation.popViewController(animated: true)
        scene.screen.advance(by: NavigationTransition.duration / 2)
        let returning = root.view.layer.presentation() ?? root.view.layer
        if reduceMotion {
            #expect(returning.affineTransform() == .identity)
            #expect(returning.opacity > 0.05 && returning.opacity < 0.95)
        } else {
            #expect(returning.affineTransform().tx < 0)
        }
        scene.screen.runUntilAnimationsSettle()
        #expect(navigation.topViewController === root)
        #expect(root.view.alpha == 1 && pushed.view.alpha == 1)
    }
}
