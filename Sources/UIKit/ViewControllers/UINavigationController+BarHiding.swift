import Foundation

/// The four ways a navigation controller hides its bars by itself: a tap in the content
/// (`hidesBarsOnTap`), a vertical swipe (`hidesBarsOnSwipe`), a vertically compact size class
/// (`hidesBarsWhenVerticallyCompact`) and the keyboard appearing
/// (`hidesBarsWhenKeyboardAppears`). The toolbar joins the navigation bar only while the top
/// controller has toolbar items; without items it stays as it is.
extension UINavigationController {
    func barsDidChange(animated: Bool) {
        guard let view = storedView else { return }
        view.setNeedsLayout()
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { view.layoutIfNeeded() }
        }
    }

    /// Hides or shows both bars as the hiding properties do, animated. The toolbar goes only
    /// when it shows items, and comes back only if it went with the bar: a toolbar the app
    /// never showed stays hidden.
    func setBarsHiddenByGesture(_ hidden: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        if hidden {
            if !toolbarHidden, let items = stack.last?.toolbarItems, !items.isEmpty {
                toolbarHidden = true
                toolbarHiddenWithBars = true
            }
        } else if toolbarHiddenWithBars {
            toolbarHidden = false
            toolbarHiddenWithBars = false
        }
        barsDidChange(animated: true)
    }

    /// The tap recognizer listens while taps toggle the bars, or while a tap may bring back
    /// bars that a compact height hid; the swipe while swipes hide them.
    func updateBarHidingRecognizers() {
        // Only the swipe runs alongside the content's recognizers; the tap competes with them
        // as any tap does, so a tap the content takes leaves the bars alone.
        barSwipeRecognizer.delegate = barHidingGestureDelegate
        barSwipeRecognizer.maximumNumberOfTouches = 1
        // The content keeps its touches: hiding the bars is a side effect, never the point.
        barTapRecognizer.cancelsTouchesInView = false
        barSwipeRecognizer.cancelsTouchesInView = false
        guard let view = storedView else { return }
        install(barTapRecognizer, in: view, when: hidesBarsOnTap || barsHiddenForCompactHeight)
        install(barSwipeRecognizer, in: view, when: hidesBarsOnSwipe)
    }

    private func install(_ recognizer: UIGestureRecognizer, in view: UIView, when wanted: Bool) {
        let installed = recognizer.view === view
        if wanted, !installed {
            view.addGestureRecognizer(recognizer)
        } else if !wanted, installed {
            view.removeGestureRecognizer(recognizer)
        }
    }

    func handleBarTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if barsHiddenForCompactHeight {
            barsHiddenForCompactHeight = false
            updateBarHidingRecognizers()
            setBarsHiddenByGesture(false)
        } else if hidesBarsOnTap {
            setBarsHiddenByGesture(!navigationBarHidden)
        }
    }

    /// Every 10 points of vertical travel against the bars' state flips it: up hides, down
    /// shows. The translation restarts at each flip, so one gesture can hide and show again.
    func handleBarSwipe(_ recognizer: UIPanGestureRecognizer) {
        guard hidesBarsOnSwipe, recognizer.state == .began || recognizer.state == .changed, let view = storedView else { return }
        let travel = recognizer.translation(in: view).y
        if travel <= -UIPanGestureRecognizer.hysteresis, !navigationBarHidden {
            setBarsHiddenByGesture(true)
            recognizer.setTranslation(.zero, in: view)
        } else if travel >= UIPanGestureRecognizer.hysteresis, navigationBarHidden {
            setBarsHiddenByGesture(false)
            recognizer.setTranslation(.zero, in: view)
        } else if (travel < 0) == navigationBarHidden {
            recognizer.setTranslation(.zero, in: view)          // travel along the state so far counts for nothing
        }
    }

    /// Hides the bars on entering a vertically compact size class and shows them on leaving it.
    func applyVerticallyCompactBarHiding() {
        let compact = traitCollection.verticalSizeClass == .compact
        if hidesBarsWhenVerticallyCompact, compact, !barsHiddenForCompactHeight, !navigationBarHidden {
            barsHiddenForCompactHeight = true
            setBarsHiddenByGesture(true)
        } else if barsHiddenForCompactHeight, !compact || !hidesBarsWhenVerticallyCompact {
            barsHiddenForCompactHeight = false
            setBarsHiddenByGesture(false)
        }
        updateBarHidingRecognizers()
    }

    func verticalSizeClassMayHaveChanged(from previous: UITraitCollection?) {
        if hidesBarsWhenVerticallyCompact || barsHiddenForCompactHeight, previous?.verticalSizeClass != traitCollection.verticalSizeClass {
            applyVerticallyCompactBarHiding()
        }
    }

    /// The keyboard is coming up in `window`: every navigation controller on screen there
    /// that hides its bars for it does (not one in a tab that is not selected, or under a
    /// full-screen presentation). They stay hidden when it goes.
    static func keyboardWillAppear(in window: UIWindow) {
        var pending = [window.rootViewController].compactMap { $0 }
        while let controller = pending.popLast() {
            guard controller.storedView?.window === window, controller.appearanceState == .appeared else { continue }
            if let navigation = controller as? UINavigationController, navigation.hidesBarsWhenKeyboardAppears {
                navigation.setBarsHiddenByGesture(true)
            }
            pending += controller.storedChildren
            if let presented = controller.storedPresentedViewController { pending.append(presented) }
        }
    }
}

/// Lets the swipe run alongside the content's own recognizers (a scroll view keeps scrolling
/// while it hides the bars) and begin only when mostly vertical. The tap has no delegate: it
/// competes with the content's taps as any tap does.
@MainActor
final class NavigationBarHidingGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The swipe runs alongside everything (content keeps scrolling under it).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === navigationController?.barSwipeRecognizer
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.activeTransition == nil else { return false }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let travel = pan.translation(in: navigationController.storedView)
        return abs(travel.y) > abs(travel.x)
    }
}
