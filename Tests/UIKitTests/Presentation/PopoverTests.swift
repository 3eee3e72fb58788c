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

    @Test("POP-03 the anchor may be set just after present: the presentation begins once the calling code has run")
    func anchorAfterPresent() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let shown = content()
        scene.root.present(shown, animated: false)
        let popover = try #require(shown.popoverPresentationController)
        popover.sourceView = scene.button
        popover.sourceRect = scene.button.bounds
        scene.screen.runUntilAnimationsSettle()
        #expect(messages.isEmpty)
        #expect(scene.root.presentedViewController === shown)
        #expect(popover.arrowDirection == .up)
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

    // MARK: Size (POP-06, POP-07)

    @Test("POP-07 a new preferredContentSize reaches the popover, which resizes, animated")
    func resizes() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let shown = content()
        present(shown, from: scene)
        #expect(shown.view.bounds.size == CGSize(width: 300, height: 213))
        shown.preferredContentSize = CGSize(width: 400, height: 300)
        scene.screen.advance(by: 0.1)
        let midway = try #require(shown.view.superview?.superview?.layer.presentation()?.bounds.size)
        #expect(midway.width > 300 && midway.width < 400, "\(midway)")
        scene.screen.runUntilAnimationsSettle()
        #expect(shown.view.bounds.size == CGSize(width: 400, height: 313))
    }

    @Test("POP-07 a navigation controller in a popover takes its top controller's size plus its bar, and resizes as it pushes and pops")
    func navigationResizes() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let first = content(CGSize(width: 300, height: 200))
        first.modalPresentationStyle = .fullScreen
        let navigation = UINavigationController(rootViewController: first)
        navigation.modalPresentationStyle = .popover
        present(navigation, from: scene)
        #expect(navigation.view.bounds.size == CGSize(width: 300, height: 200 + 50 + 13))
        let second = content(CGSize(width: 420, height: 360))
        second.modalPresentationStyle = .fullScreen
        navigation.pushViewController(second, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(navigation.view.bounds.size == CGSize(width: 420, height: 360 + 50 + 13))
        navigation.popViewController(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(navigation.view.bounds.size == CGSize(width: 300, height: 263))
        first.preferredContentSize = CGSize(width: 320, height: 100)
        scene.screen.runUntilAnimationsSettle()
        #expect(navigation.view.bounds.size == CGSize(width: 320, height: 163))
    }

    // MARK: Placement (POP-05, POP-08, POP-09)

    @Test("POP-05 permittedArrowDirections limits the side; arrowDirection reports it")
    func permittedDirections() throws {
        let scene = makeScene(buttonFrame: CGRect(x: 490, y: 660, width: 44, height: 44))
        defer { scene.window.isHidden = true }
        for (permitted, expected) in [(UIPopoverArrowDirection.any, UIPopoverArrowDirection.up), (.down, .down), (.left, .left), (.right, .right),
                                      ([.left, .right], .left)] {
            let shown = content()
            let popover = try #require(present(shown, from: scene) { $0.permittedArrowDirections = permitted })
            #expect(popover.arrowDirection == expected)
            let frame = shown.view.convert(shown.view.bounds, to: nil)
            switch expected {
            case .up: #expect(frame.minY == scene.button.frame.maxY)
            case .down: #expect(frame.maxY == scene.button.frame.minY)
            case .left: #expect(frame.minX == scene.button.frame.maxX)
            default: #expect(frame.maxX == scene.button.frame.minX)
            }
            scene.root.dismiss(animated: false)
            scene.screen.runUntilAnimationsSettle()
        }
    }

    @Test("POP-09 popoverLayoutMargins keep the popover away from the window's edges (and its safe area)")
    func layoutMargins() throws {
        let scene = makeScene(buttonFrame: CGRect(x: 0, y: 100, width: 44, height: 44), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        defer { scene.window.isHidden = true }
        let shown = content(CGSize(width: 300, height: 2000))
        present(shown, from: scene) { $0.popoverLayoutMargins = UIEdgeInsets(top: 30, left: 40, bottom: 50, right: 60) }
        let frame = shown.view.convert(shown.view.bounds, to: nil)
        #expect(frame.minX == 44, "the arrow is at the button; the body keeps clear of the left margin")
        #expect(frame.minY == CGFloat(24 + 30))
        #expect(frame.maxY == CGFloat(1366 - 20 - 50))
    }

    @Test("POP-08 with no room on any side the content shrinks; canOverlapSourceViewRect lets it cover the source instead")
    func overlap() throws {
        let scene = makeScene(size: CGSize(width: 800, height: 600), buttonFrame: CGRect(x: 300, y: 150, width: 200, height: 300))
        defer { scene.window.isHidden = true }
        let shown = content(CGSize(width: 500, height: 400))
        let popover = try #require(present(shown, from: scene))
        let frame = shown.view.convert(shown.view.bounds, to: nil)
        #expect(popover.arrowDirection == .left, "the most content shows right of the source: 290 × 400, against 500 × 140 above or below")
        #expect(frame == CGRect(x: 500, y: 100, width: 290, height: 400))
        scene.root.dismiss(animated: false)
        scene.screen.runUntilAnimationsSettle()
        let again = content(CGSize(width: 500, height: 400))
        present(again, from: scene) { $0.canOverlapSourceViewRect = true }
        let overlapping = again.view.convert(again.view.bounds, to: nil)
        #expect(overlapping == CGRect(x: 277, y: 100, width: 513, height: 400), "full size, over the source")
    }

    /// Near an edge or a corner of an iPad window the popover opens on the side of its source
    /// with the most room — below or above from a corner or the top and bottom edges, beside
    /// the source from the middle of the left and right edges (the rule the device table's
    /// recording fixes, issue 44.9) — and stays 10 points inside the window.
    struct EdgeCase: Sendable, CustomTestStringConvertible {
        let name: String
        let source: CGRect
        let direction: UInt
        let frame: CGRect
        var testDescription: String { name }
    }

    nonisolated static let edgeCases: [EdgeCase] = [
        EdgeCase(name: "top-left corner", source: CGRect(x: 0, y: 0, width: 44, height: 44), direction: 1, frame: CGRect(x: 10, y: 44, width: 300, height: 213)),
        EdgeCase(name: "top edge", source: CGRect(x: 490, y: 0, width: 44, height: 44), direction: 1, frame: CGRect(x: 362, y: 44, width: 300, height: 213)),
        EdgeCase(name: "top-right corner", source: CGRect(x: 980, y: 0, width: 44, height: 44), direction: 1, frame: CGRect(x: 714, y: 44, width: 300, height: 213)),
        EdgeCase(name: "left edge", source: CGRect(x: 0, y: 661, width: 44, height: 44), direction: 4, frame: CGRect(x: 44, y: 583, width: 313, height: 200)),
        EdgeCase(name: "right edge", source: CGRect(x: 980, y: 661, width: 44, height: 44), direction: 8, frame: CGRect(x: 667, y: 583, width: 313, height: 200)),
        EdgeCase(name: "bottom-left corner", source: CGRect(x: 0, y: 1322, width: 44, height: 44), direction: 2, frame: CGRect(x: 10, y: 1109, width: 300, height: 213)),
        EdgeCase(name: "bottom edge", source: CGRect(x: 490, y: 1322, width: 44, height: 44), direction: 2, frame: CGRect(x: 362, y: 1109, width: 300, height: 213)),
        EdgeCase(name: "bottom-right corner", source: CGRect(x: 980, y: 1322, width: 44, height: 44), direction: 2, frame: CGRect(x: 714, y: 1109, width: 300, height: 213)),
    ]

    @Test("POP-05 POP-09 placement near each edge and corner of a 1024 × 1366 iPad window", arguments: edgeCases)
    func edges(_ edge: EdgeCase) throws {
        let scene = makeScene(buttonFrame: edge.source)
        defer { scene.window.isHidden = true }
        let shown = content()
        let popover = try #require(present(shown, from: scene))
        #expect(popover.arrowDirection.rawValue == edge.direction)
        #expect(shown.view.convert(shown.view.bounds, to: nil) == edge.frame)
        let arrowTip: CGFloat, sourceSide: CGFloat
        switch popover.arrowDirection {
        case .up: (arrowTip, sourceSide) = (edge.frame.minY, edge.source.maxY)
        case .down: (arrowTip, sourceSide) = (edge.frame.maxY, edge.source.minY)
        case .left: (arrowTip, sourceSide) = (edge.frame.minX, edge.source.maxX)
        default: (arrowTip, sourceSide) = (edge.frame.maxX, edge.source.minX)
        }
        #expect(arrowTip == sourceSide)
        let offset = try #require(popover.placement?.arrowOffset)
        let vertical = popover.arrowDirection == .up || popover.arrowDirection == .down
        let limit: CGFloat = (vertical ? 150 : 100) - 13 - 18
        let wanted: CGFloat = vertical ? edge.source.midX - edge.frame.midX : edge.source.midY - edge.frame.midY
        let expected: CGFloat = max(-limit, min(limit, wanted))
        #expect(abs(offset) <= limit)
        #expect(offset == expected, "the arrow points at the source as far as the corners allow")
    }

    // MARK: Look (POP-11, POP-12)

    @Test("POP-11 backgroundColor colours the frame and arrow; the content's own colour wins unless clear")
    func backgroundColors() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let clear = content()
        let popover = try #require(present(clear, from: scene) { $0.backgroundColor = .systemRed })
        let background = try #require(popover.popoverView?.backgroundView as? PopoverDefaultBackgroundView)
        #expect(background.fillColor == .systemRed)
        scene.root.dismiss(animated: false)
        scene.screen.runUntilAnimationsSettle()
        let blue = content(color: .systemBlue)
        let second = try #require(present(blue, from: scene) { $0.backgroundColor = .systemRed })
        #expect((second.popoverView?.backgroundView as? PopoverDefaultBackgroundView)?.fillColor == .systemBlue)
        let image = try #require(scene.screen.render(scene.window))
        let tip = image.color(x: 122, y: 150)
        #expect(tip.blue > 200 && tip.red < 100, "the arrow is the content's blue: \(tip)")
    }

    final class PlainBackground: UIPopoverBackgroundView {
        nonisolated(unsafe) static var made = 0
        var offsets: [CGFloat] = []
        override class func arrowBase() -> CGFloat { 20 }
        override class func arrowHeight() -> CGFloat { 10 }
        override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8) }
        required init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
        }
        required init?(coder: NSCoder) { nil }
        override var arrowOffset: CGFloat { didSet { offsets.append(arrowOffset) } }
    }

    @Test("POP-12 popoverBackgroundViewClass: the app's class draws the frame, told the arrow's side and offset; content sits inside its insets")
    func customBackground() throws {
        let scene = makeScene(buttonFrame: CGRect(x: 40, y: 100, width: 44, height: 44))
        defer { scene.window.isHidden = true }
        let shown = content()
        // Below the button (beside it there is more room: issue 44.9).
        let popover = try #require(present(shown, from: scene) {
            $0.popoverBackgroundViewClass = PlainBackground.self
            $0.permittedArrowDirections = .up
        })
        let background = try #require(popover.popoverView?.backgroundView as? PlainBackground)
        #expect(background.arrowDirection == .up)
        let expectedOffset: CGFloat = 62 - (10 + 314 / 2)
        #expect(background.arrowOffset == expectedOffset)
        #expect(background.frame.size == CGSize(width: 314, height: 222), "content, insets and a 10-point arrow")
        #expect(shown.view.frame.size == CGSize(width: 300, height: 200))
        let content = shown.view.convert(shown.view.bounds, to: nil)
        #expect(content.origin == CGPoint(x: 10 + 6, y: 144 + 10 + 5))
    }

    @Test("POP-12 a UIPopoverBackgroundView subclass that does not give its arrow's size gets an error naming the methods")
    func incompleteBackground() {
        final class Incomplete: UIPopoverBackgroundView {}
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        _ = Incomplete.arrowHeight()
        #expect(messages.first?.contains("arrowBase(), arrowHeight() and contentViewInsets()") == true)
    }

    // MARK: Dismissal (POP-13 … POP-18, POP-22)

    @Test("POP-13 POP-14 POP-18 a tap outside dismisses: should, will, did; dismissing in code says nothing")
    func tapOutside() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        let shown = content()
        present(shown, from: scene) { $0.delegate = recorder }
        #expect(recorder.calls == ["prepare"])
        recorder.calls = []
        scene.screen.tap(at: CGPoint(x: 200, y: 250))
        #expect(recorder.calls.isEmpty, "a tap inside does nothing")
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        #expect(recorder.calls == ["should", "will"])
        scene.screen.runUntilAnimationsSettle()
        #expect(recorder.calls == ["should", "will", "did"])
        #expect(scene.root.presentedViewController == nil)

        recorder.calls = []
        let again = content()
        present(again, from: scene) { $0.delegate = recorder }
        scene.root.dismiss(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(recorder.calls == ["prepare"])
    }

    @Test("POP-18 presentationControllerShouldDismiss false keeps the popover, and reports the attempt")
    func shouldDismissFalse() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        recorder.shouldDismiss = false
        let shown = content()
        present(shown, from: scene) { $0.delegate = recorder }
        recorder.calls = []
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        scene.screen.runUntilAnimationsSettle()
        #expect(recorder.calls == ["should", "attempt"])
        #expect(scene.root.presentedViewController === shown)
    }

    /// Written for iOS 12: implements only the popover delegate methods iOS 13 deprecated.
    final class OldStyleDelegate: UIPopoverPresentationControllerDelegate {
        var calls: [String] = []
        var allow = true
        func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
            calls.append("shouldDismissPopover")
            return allow
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            calls.append("didDismissPopover")
        }
    }

    @Test("POP-18 (issue 44.3) the deprecated popoverPresentationControllerShouldDismissPopover and DidDismissPopover are honoured when the new methods are not implemented")
    func deprecatedDismissalMethods() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let old = OldStyleDelegate()
        old.allow = false
        let shown = content()
        present(shown, from: scene) { $0.delegate = old }
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        scene.screen.runUntilAnimationsSettle()
        #expect(old.calls == ["shouldDismissPopover"])
        #expect(scene.root.presentedViewController === shown, "the old method's false keeps the popover")
        old.allow = true
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        scene.screen.runUntilAnimationsSettle()
        #expect(old.calls == ["shouldDismissPopover", "shouldDismissPopover", "didDismissPopover"])
        #expect(scene.root.presentedViewController == nil)
        // Dismissed in code, neither is told (as neither new method is).
        old.calls = []
        let again = content()
        present(again, from: scene) { $0.delegate = old }
        scene.root.dismiss(animated: false)
        scene.screen.runUntilAnimationsSettle()
        #expect(old.calls.isEmpty)
    }

    @Test("POP-18 (issue 44.3) a delegate implementing both the new and the deprecated methods hears only the new ones")
    func newMethodsWinOverDeprecated() {
        final class Both: UIPopoverPresentationControllerDelegate {
            var calls: [String] = []
            func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
                calls.append("old should"); return false
            }
            func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) { calls.append("old did") }
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { calls.append("should"); return true }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
        }
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let both = Both()
        present(content(), from: scene) { $0.delegate = both }
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        scene.screen.runUntilAnimationsSettle()
        #expect(both.calls == ["should", "did"])
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("POP-19 (issue 44.3) prepareForPopoverPresentation is called for a search controller's results popover")
    func prepareForSearchPopover() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        let search = UISearchController(searchResultsController: UIViewController())
        search.modalPresentationStyle = .popover
        search.searchBar.frame = CGRect(x: 300, y: 40, width: 400, height: 56)
        scene.root.view.addSubview(search.searchBar)
        let popover = try #require(search.popoverPresentationController)
        popover.delegate = recorder
        search.isActive = true
        scene.screen.runUntilAnimationsSettle()
        #expect(search.presentingViewController === scene.root)
        #expect(recorder.calls.first == "prepare")
        #expect(popover.arrowDirection == .up)
    }

    @Test("POP-15 passthrough views take taps while the popover shows, and do not dismiss it")
    func passthrough() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 700, y: 700, width: 100, height: 44)
        var taps = 0
        other.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.root.view.addSubview(other)
        let recorder = PopoverRecorder()
        let shown = content()
        present(shown, from: scene) {
            $0.delegate = recorder
            $0.passthroughViews = [other]
        }
        recorder.calls = []
        scene.screen.tap(at: CGPoint(x: 750, y: 720))
        scene.screen.runUntilAnimationsSettle()
        #expect(taps == 1)
        #expect(recorder.calls.isEmpty)
        #expect(scene.root.presentedViewController === shown)
        scene.screen.tap(at: CGPoint(x: 600, y: 720))
        scene.screen.runUntilAnimationsSettle()
        #expect(taps == 1 && scene.root.presentedViewController == nil)
    }

    @Test("POP-16 isModalInPresentation on the content or its visible child blocks a tap outside; the attempt is reported")
    func modal() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        let top = content()
        top.modalPresentationStyle = .fullScreen
        let navigation = UINavigationController(rootViewController: top)
        navigation.modalPresentationStyle = .popover
        present(navigation, from: scene) { $0.delegate = recorder }
        top.isModalInPresentation = true
        recorder.calls = []
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        scene.screen.runUntilAnimationsSettle()
        #expect(recorder.calls == ["attempt"])
        #expect(scene.root.presentedViewController === navigation)
        top.isModalInPresentation = false
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("(issue 44.9) from a bar button item the popover opens away from its bar where it fits, though there is more room beside the item")
    func barButtonOpensAwayFromBar() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let root = UIViewController()
        let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        let tool = UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)
        root.navigationItem.leftBarButtonItem = add
        root.toolbarItems = [tool]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let fromBar = content(CGSize(width: 300, height: 400))
        let popover = try #require(fromBar.popoverPresentationController)
        popover.barButtonItem = add
        root.present(fromBar, animated: false)
        screen.runUntilAnimationsSettle()
        #expect(popover.arrowDirection == .up, "below the navigation bar")
        fromBar.dismiss(animated: false)
        screen.presentFrame()
        let fromToolbar = content(CGSize(width: 300, height: 400))
        let toolbarPopover = try #require(fromToolbar.popoverPresentationController)
        toolbarPopover.barButtonItem = tool
        root.present(fromToolbar, animated: false)
        screen.runUntilAnimationsSettle()
        #expect(toolbarPopover.arrowDirection == .down, "above the bottom toolbar")
    }

    @Test("POP-17 QUIRK emulated: a popover from a bar button item lets the bar's other items through, replacing earlier passthroughViews; nil set after presenting sticks")
    func barButtonPassthrough() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 1366), scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [share, edit]
        root.navigationItem.leftBarButtonItem = add
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let stray = UIView()
        let recorder = PopoverRecorder()
        let shown = content()
        let popover = try #require(shown.popoverPresentationController)
        popover.barButtonItem = share
        popover.passthroughViews = [stray]
        popover.delegate = recorder
        root.present(shown, animated: false)
        screen.runUntilAnimationsSettle()
        #expect(popover.arrowDirection == .up)
        let shareView = try #require(share.shownView)
        let frame = shown.view.convert(shown.view.bounds, to: nil)
        #expect(frame.minY == shareView.convert(shareView.bounds, to: nil).maxY)
        let passthrough = popover.passthroughViews ?? []
        #expect(passthrough.count == 2)
        #expect(passthrough.contains { $0 === edit.shownView } && passthrough.contains { $0 === add.shownView })
        #expect(!passthrough.contains { $0 === stray })
        popover.passthroughViews = nil
        let editView = try #require(edit.shownView)
        scene(screen).tap(at: editView.convert(CGPoint(x: editView.bounds.midX, y: editView.bounds.midY), to: nil))
        screen.runUntilAnimationsSettle()
        #expect(root.presentedViewController == nil, "nil set after presenting sticks: the tap dismissed")
    }

    private func scene(_ screen: HeadlessScreen) -> HeadlessScreen { screen }

    @Test("POP-19 prepareForPopoverPresentation comes first and can still set the anchor")
    func prepare() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        recorder.onPrepare = { popover in
            popover.sourceView = scene.button
            popover.sourceRect = scene.button.bounds
        }
        let shown = content()
        shown.popoverPresentationController?.delegate = recorder
        scene.root.present(shown, animated: false)
        scene.screen.runUntilAnimationsSettle()
        #expect(recorder.calls == ["prepare"])
        #expect(shown.view.window === scene.window)
    }

    @Test("POP-20 resizing the window repositions the popover on its source, asking the delegate, which may move the anchor")
    func reposition() throws {
        let scene = makeScene(size: CGSize(width: 1366, height: 1024))
        defer { scene.window.isHidden = true }
        scene.button.autoresizingMask = [.flexibleLeftMargin]
        let recorder = PopoverRecorder()
        let shown = content()
        // Kept below its anchor (in a landscape window there is more room beside: issue 44.9).
        let popover = try #require(present(shown, from: scene) {
            $0.delegate = recorder
            $0.permittedArrowDirections = .up
        })
        recorder.calls = []
        scene.screen.setSize(CGSize(width: 1200, height: 1024))
        scene.screen.runUntilAnimationsSettle()
        #expect(recorder.calls == ["reposition"])
        #expect(scene.button.frame.minX == CGFloat(100 - 166))
        #expect(popover.placement?.frame.minX == 10)
        recorder.reposition = { rect, _ in rect = CGRect(x: 400, y: 400, width: 10, height: 10) }
        scene.screen.setSize(CGSize(width: 1366, height: 1024))
        scene.screen.runUntilAnimationsSettle()
        #expect(popover.sourceRect == CGRect(x: 400, y: 400, width: 10, height: 10))
        let anchor = scene.button.convert(CGRect(x: 400, y: 400, width: 10, height: 10), to: nil)
        #expect(shown.view.convert(shown.view.bounds, to: nil).minY == anchor.maxY)
    }

    @Test("POP-20 the popover keeps its arrow on a source that scrolls or is moved, without a window resize")
    func followsMovingSource() throws {
        let scene = makeScene(size: CGSize(width: 1024, height: 768))
        defer { scene.window.isHidden = true }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        scroll.contentSize = CGSize(width: 1024, height: 3000)
        scene.root.view.addSubview(scroll)
        scroll.addSubview(scene.button)
        scene.button.frame = CGRect(x: 400, y: 200, width: 44, height: 44)
        scene.screen.presentFrame()
        let shown = content()
        let popover = try #require(present(shown, from: scene))
        func arrowTip() -> CGPoint? {
            guard let placement = popover.placement else { return nil }
            return CGPoint(x: placement.frame.midX + placement.arrowOffset, y: placement.frame.minY)
        }
        #expect(popover.arrowDirection == .up)
        #expect(arrowTip() == CGPoint(x: 422, y: 244))
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        scene.screen.presentFrame()
        #expect(arrowTip() == CGPoint(x: 422, y: 184), "scrolled 60 points up with its source")
        scene.button.center.x += 100
        scene.screen.presentFrame()
        #expect(arrowTip() == CGPoint(x: 522, y: 184), "moved with its source")
    }

    @Test("POP-21 a popover is a presentation context: .currentContext from inside covers just its content")
    func presentsInside() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let shown = content()
        present(shown, from: scene)
        let content = shown.view.convert(shown.view.bounds, to: nil)
        let inner = UIViewController()
        inner.modalPresentationStyle = .currentContext
        shown.present(inner, animated: false)
        scene.screen.runUntilAnimationsSettle()
        #expect(shown.presentedViewController === inner)
        #expect(inner.view.convert(inner.view.bounds, to: nil) == content)
    }

    @Test("POP-22 QUIRK emulated: a tap outside a popover that presents inside dismisses both")
    func outsideDismissesInner() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let shown = content()
        present(shown, from: scene)
        let inner = UIViewController()
        inner.modalPresentationStyle = .overCurrentContext
        shown.present(inner, animated: false)
        scene.screen.runUntilAnimationsSettle()
        scene.screen.tap(at: CGPoint(x: 800, y: 900))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.presentedViewController == nil)
        #expect(inner.viewIfLoaded?.window == nil && shown.viewIfLoaded?.window == nil)
    }

    // MARK: Adaptation (ADAPT-05, ADAPT-06, POP-23 … POP-27)

    @Test("ADAPT-05 POP-23 in a compact window a popover is a form sheet (375 × 627 on an iPhone-sized window)")
    func adaptsToSheet() throws {
        let scene = makeScene(size: CGSize(width: 375, height: 667))
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        var reported: [UIModalPresentationStyle] = []
        final class Reporter: UIPopoverPresentationControllerDelegate {
            var styles: [UIModalPresentationStyle] = []
            func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                        transitionCoordinator: UIViewControllerTransitionCoordinator?) { styles.append(style) }
        }
        let reporter = Reporter()
        let shown = content()
        let popover = try #require(present(shown, from: scene) { $0.delegate = reporter })
        reported = reporter.styles
        #expect(reported == [.formSheet])
        #expect(popover.arrowDirection == .unknown)
        #expect(shown.view.convert(shown.view.bounds, to: nil) == CGRect(x: 0, y: 40, width: 375, height: 627))
        _ = recorder
    }

    @Test("ADAPT-06 POP-25 .none from the adaptive delegate keeps a real popover in a compact window (320 × 480 by default)")
    func staysPopover() throws {
        let scene = makeScene(size: CGSize(width: 375, height: 667), buttonFrame: CGRect(x: 165, y: 20, width: 44, height: 44))
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        recorder.answer = UIModalPresentationStyle.none
        let shown = content(.zero)
        let popover = try #require(present(shown, from: scene) { $0.delegate = recorder })
        #expect(popover.arrowDirection == .up)
        #expect(shown.view.bounds.size == CGSize(width: 320, height: 493))
    }

    @Test("POP-24 a delegate set after present is not asked how to adapt")
    func lateDelegate() throws {
        let scene = makeScene(size: CGSize(width: 375, height: 667))
        defer { scene.window.isHidden = true }
        let recorder = PopoverRecorder()
        recorder.answer = UIModalPresentationStyle.none
        let shown = content()
        let popover = try #require(shown.popoverPresentationController)
        popover.sourceView = scene.button
        scene.root.present(shown, animated: false)
        popover.delegate = recorder
        scene.screen.runUntilAnimationsSettle()
        #expect(popover.arrowDirection == .unknown, "adapted to a sheet")
    }

    final class WrappingDelegate: UIPopoverPresentationControllerDelegate {
        var wrapper: UINavigationController?
        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            let navigation = UINavigationController(rootViewController: controller.presentedViewController)
            wrapper = navigation
            return navigation
        }
    }

    @Test("POP-26 POP-27 ADAPT-04 the substitute shows only while adapted; resizing turns the popover into a sheet and back, live")
    func liveAdaptation() throws {
        let scene = makeScene(size: CGSize(width: 1366, height: 1024))
        defer { scene.window.isHidden = true }
        let delegate = WrappingDelegate()
        let shown = content()
        // Kept below its anchor (in a landscape window there is more room beside: issue 44.9).
        let popover = try #require(present(shown, from: scene) {
            $0.delegate = delegate
            $0.permittedArrowDirections = .up
        })
        #expect(popover.arrowDirection == .up)
        #expect(delegate.wrapper == nil, "regular: the content unwrapped")
        #expect(shown.navigationController == nil)
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.runUntilAnimationsSettle()
        let wrapper = try #require(delegate.wrapper)
        #expect(shown.navigationController === wrapper)
        #expect(wrapper.view.window === scene.window)
        #expect(popover.arrowDirection == .unknown)
        #expect(scene.root.presentedViewController === wrapper)
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.runUntilAnimationsSettle()
        #expect(popover.arrowDirection == .up)
        #expect(shown.navigationController == nil && shown.view.window === scene.window)
        #expect(wrapper.viewIfLoaded?.window == nil)
        #expect(scene.root.presentedViewController === shown)
        let frame = shown.view.convert(shown.view.bounds, to: nil)
        #expect(frame.minY == scene.button.frame.maxY)
    }
}
