import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records what a popover's delegate hears, in order.
@MainActor
final class PopoverRecorder: UIPopoverPresentationControllerDelegate {
    var calls: [String] = []
    var answer: UIModalPresentationStyle?
    var shouldDismiss = true
    var onPrepare: ((UIPopoverPresentationController) -> Void)?
    var reposition: ((inout CGRect, inout UIView) -> Void)?

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        answer ?? controller.systemAdaptiveStyle(for: traitCollection)
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        calls.append("prepare")
        onPrepare?(popoverPresentationController)
    }
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {
        calls.append("reposition")
        reposition?(&rect, &view)
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("should")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempt") }
}

@MainActor
@Suite("Popovers", .exclusiveUIKit)
struct PopoverTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let root: UIViewController
        let button: UIButton
    }

    /// A root controller with a 44×44 button at `buttonFrame`, in a window of `size`.
    func makeScene(size: CGSize = CGSize(width: 1024, height: 1366), buttonFrame: CGRect = CGRect(x: 100, y: 100, width: 44, height: 44),
                   safeArea: UIEdgeInsets = .zero) -> Scene {
        let screen = HeadlessScreen(size: size, scale: 1, safeAreaInsets: safeArea)
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Show", for: .normal)
        button.frame = buttonFrame
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, root: root, button: button)
    }

    /// A controller of `size` (zero: none preferred) to show in a popover.
    func content(_ size: CGSize = CGSize(width: 300, height: 200), color: UIColor? = nil) -> UIViewController {
        let controller = UIViewController()
        controller.preferredContentSize = size
        controller.view.backgroundColor = color
        controller.modalPresentationStyle = .popover
        return controller
    }

    @discardableResult
    func present(_ controller: UIViewController, from scene: Scene, animated: Bool = false,
                 configure: (UIPopoverPresentationController) -> Void = { _ in }) -> UIPopoverPresentationController? {
        let popover = controller.popoverPresentationController
        popover?.sourceView = scene.button
        popover?.sourceRect = scene.button.bounds
        if let popover { configure(popover) }
        scene.root.present(controller, animated: animated)
        scene.screen.runUntilAnimationsSettle()
        return popover
    }

    // MARK: The controller (POP-01, POP-02)

    @Test("POP-01 POP-02 .popover makes a UIPopoverPresentationController; other styles have none")
    func popoverController() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        #expect(popover != nil)
        #expect(controller.presentationController === popover)
        #expect(popover?.permittedArrowDirections == .any)
        #expect(popover?.arrowDirection == .unknown)
        #expect(popover?.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(popover?.canOverlapSourceViewRect == false)
        controller.modalPresentationStyle = .formSheet
        #expect(controller.popoverPresentationController == nil)
        #expect(!(controller.presentationController is UIPopoverPresentationController))
    }

    @Test("POP-01 POP-04 POP-05 a popover from a source rect sits beside it with the arrow pointing at it; dismiss removes it")
    func presentAndDismiss() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let shown = content()
        let popover = try #require(present(shown, from: scene))
        #expect(scene.root.presentedViewController === shown)
        #expect(shown.view.window === scene.window)
        #expect(popover.arrowDirection == .up)
        // 300 × 200 of content plus the 13-point arrow strip under the button, pushed right
        // to stay 10 points inside the window.
        let frame = shown.view.convert(shown.view.bounds, to: nil)
        #expect(frame == CGRect(x: 10, y: 144, width: 300, height: 213))
        #expect(scene.root.view.window === scene.window, "the presenter stays")
        scene.root.dismiss(animated: false)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown.viewIfLoaded?.window == nil)
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("POP-03 a popover without an anchor fails when presentation begins, naming sourceView and barButtonItem")
    func missingAnchor() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let shown = content()
        _ = shown.popoverPresentationController
        scene.root.present(shown, animated: false)
        scene.screen.presentFrame()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("sourceView") == true && messages.first?.contains("barButtonItem") == true)
        #expect(scene.root.presentedViewController == nil)
        #expect(shown.viewIfLoaded?.window == nil)
    }

    @Test("POP-10 the content is horizontally compact and elevated, even in a regular window")
    func compactContent() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let shown = content()
        present(shown, from: scene)
        #expect(scene.window.traitCollection.horizontalSizeClass == .regular)
        #expect(shown.traitCollection.horizontalSizeClass == .compact)
        #expect(shown.traitCollection.userInterfaceLevel == .elevated)
    }

    @Test("POP-06 with no preferred size the popover takes the system's default (375 × 667 on an iPad)")
    func defaultSize() {
        let scene = makeScene(buttonFrame: CGRect(x: 0, y: 661, width: 44, height: 44))
        defer { scene.window.isHidden = true }
        let shown = content(.zero)
        let popover = present(shown, from: scene)
        #expect(popover?.arrowDirection == .left, "no room above or below for 667 points")
        #expect(shown.view.bounds.size == CGSize(width: 388, height: 667))
        #expect(shown.view.safeAreaInsets.left == 13, "the arrow strip is outside the safe area")
    }
}
