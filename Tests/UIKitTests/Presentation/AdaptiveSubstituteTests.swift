import Testing
import UIKit
import UIKitTesting

/// Adapting with a substitute controller, as iPad sample code does: in a compact window the
/// delegate asks for `.overFullScreen` and supplies a navigation controller wrapping the
/// presented controller. What UIKit does was read from UIKitCore (see the closing note of
/// issue 22 and docs/spec-status.md, ADAPT-03).
@MainActor
@Suite("Adaptive presentation with a substitute controller", .serialized, .exclusiveUIKit)
struct AdaptiveSubstituteTests {
    final class WrappingDelegate: UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        var substitutes: [UINavigationController] = []
        var completionStyle: UIModalPresentationStyle?
        var contextTo: UIViewController?
        var contextFrom: UIViewController?

        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            calls.append("style")
            return traitCollection.horizontalSizeClass == .compact ? .overFullScreen : .none
        }

        func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            calls.append("substitute \(style.rawValue)")
            let navigation = UINavigationController(rootViewController: controller.presentedViewController)
            substitutes.append(navigation)
            return navigation
        }

        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: UIViewControllerTransitionCoordinator?) {
            calls.append("willPresent \(style.rawValue)")
            transitionCoordinator?.animate(alongsideTransition: nil) { [self] context in
                completionStyle = context.presentationStyle
                contextTo = context.viewController(forKey: .to)
                contextFrom = context.viewController(forKey: .from)
            }
        }
    }

    private func show(size: CGSize) -> (HeadlessScreen, UIWindow, UIViewController) {
        let screen = HeadlessScreen(size: size, scale: 1)
        let root = UIViewController()
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, root)
    }

    @Test("ADAPT-03 ADAPT-07 the coordinator's context reports the adapted style and the substitute; the presenter reports the substitute")
    func presentingAdapted() {
        let (screen, window, root) = show(size: CGSize(width: 375, height: 1024))
        defer { window.isHidden = true }
        let delegate = WrappingDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .formSheet
        content.presentationController?.delegate = delegate
        root.present(content, animated: true)
        screen.runUntilAnimationsSettle()

        #expect(delegate.calls == ["style", "substitute 5", "willPresent 5"])
        #expect(delegate.completionStyle == .overFullScreen)
        let substitute = try? #require(delegate.substitutes.first)
        #expect(delegate.contextTo === substitute)
        #expect(delegate.contextFrom === root)
        #expect(root.presentedViewController === substitute)
        #expect(content.presentationController?.presentedViewController === content)
        #expect(content.presentationController?.presentationStyle == .formSheet, "the style asked for")
        #expect(substitute?.presentingViewController === root)
        #expect(content.presentingViewController === root)
        #expect(content.navigationController === substitute)
        #expect(substitute?.view.window === window)
        #expect(substitute?.view.frame == window.bounds)
        #expect(root.view.window === window, "over full screen keeps the presenter's view")
    }

    @Test("ADAPT-04 growing back to regular shows the original in its sheet; narrowing again asks for a new substitute")
    func adaptingBackAndForth() {
        let (screen, window, root) = show(size: CGSize(width: 1366, height: 1024))
        defer { window.isHidden = true }
        let delegate = WrappingDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .formSheet
        content.presentationController?.delegate = delegate
        root.present(content, animated: false)
        screen.presentFrame()
        #expect(delegate.calls == ["style", "willPresent -1"])
        #expect(root.presentedViewController === content)

        delegate.calls = []
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        screen.runUntilAnimationsSettle()
        #expect(delegate.calls.filter { $0 != "style" } == ["substitute 5", "willPresent 5"])
        let first = delegate.substitutes.first
        #expect(root.presentedViewController === first)
        #expect(content.navigationController === first)
        #expect(first?.view.window === window)

        delegate.calls = []
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: window)
        screen.runUntilAnimationsSettle()
        #expect(delegate.calls.filter { $0 != "style" } == ["willPresent -1"])
        #expect(root.presentedViewController === content, "the original is presented again")
        #expect(content.parent == nil, "taken out of the substitute")
        #expect(content.view.window === window)
        #expect(content.view.bounds.size == CGSize(width: 540, height: 620), "a form sheet again")
        #expect(first?.viewIfLoaded?.window == nil)

        delegate.calls = []
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        screen.runUntilAnimationsSettle()
        #expect(delegate.calls.filter { $0 != "style" } == ["substitute 5", "willPresent 5"])
        #expect(delegate.substitutes.count == 2)
        #expect(root.presentedViewController === delegate.substitutes.last)
        #expect(content.navigationController === delegate.substitutes.last)

        content.dismiss(animated: false)
        screen.presentFrame()
        #expect(root.presentedViewController == nil)
        #expect(content.parent == nil, "dismissal lets the substitute go")
    }
}
