import Foundation
import QuartzCore

/// View loading and appearance events.
///
/// Appearance follows one state machine per controller: disappeared → appearing (`viewWillAppear`)
/// → appeared (`viewDidAppear`) → disappearing (`viewWillDisappear`) → disappeared
/// (`viewDidDisappear`). Unbalanced calls that would repeat a state are ignored, so each event
/// arrives once per cycle however many paths ask for it.
///
/// Three things drive it:
/// - containers and presentations, which call `beginAppearanceTransition`/`endAppearanceTransition`
///   around their transitions (and so decide when "did" arrives: when the animation ends);
/// - a parent, which forwards its own events to the children whose views are inside its view
///   (CONT-06) unless it opts out (CONT-07);
/// - the main view entering or leaving a visible window by any other means (a window's root,
///   a child view added by hand): "will" arrives before the move and "did" after the next
///   layout for appearing (so that `viewDidAppear` sees the laid-out view, LIFE-01), at once
///   for disappearing.
extension UIViewController {
    // MARK: Loading (VC-08 … VC-11)

    func loadViewIfNeededInternal() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            UIKitFailure.raise("\(type(of: self)).loadView() did not assign view. Assign self.view in loadView() (and do not call super), or do not override it.")
            setView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    func setView(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let old = storedView, old.owningViewController === self {
            old.owningViewController = nil
            old.mainViewRoleDidChange()
        }
        if let newView {
            if let other = newView.owningViewController, other !== self {
                UIKitFailure.raise("UIViewController.view: \(type(of: newView)) is already the view of \(type(of: other)). A view can be the main view of one view controller; make a new view.")
                return
            }
            newView.owningViewController = self
        }
        storedView = newView
        newView?.mainViewRoleDidChange()
        newView?.traitInputsDidChange()
    }

    // MARK: Appearance state machine

    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            hasSentIsAppearing = false
            loadViewIfNeeded()
            viewWillAppear(animated)
            appearanceWillReachChildren(animated: animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShowingInView() { child.beginAppearance(isAppearing, animated: animated) }
    }

    func endAppearance() {
        let wasAppearing = appearanceState == .appearing
        switch appearanceState {
        case .appearing:
            if !hasSentIsAppearing {
                hasSentIsAppearing = true
                viewIsAppearing(appearanceAnimated)
            }
            appearanceState = .appeared
            pendingAutomaticAppearanceEnd = false
            viewDidAppear(appearanceAnimated)
            transitionFlags.remove(.movingToParent)
        case .disappearing:
            appearanceState = .disappeared
            pendingAutomaticAppearanceEnd = false
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in storedChildren where child.appearanceState == .appearing || child.appearanceState == .disappearing {
                child.endAppearance()
            }
        }
        if wasAppearing { appearanceDidReachChildren() }
    }

    /// Children whose views are currently inside this controller's view (CONT-06).
    func childrenShowingInView() -> [UIViewController] {
        guard let storedView else { return [] }
        return storedChildren.filter { child in
            guard let childView = child.storedView, !child.lendsMainViewUpward else { return false }
            return childView.isDescendant(of: storedView)
        }
    }

    /// Whether anything other than the view's movement is in charge of this controller's
    /// appearance events: a parent that forwards them by hand (CONT-07).
    var appearanceIsForwardedByHand: Bool {
        guard let parent = storedParent else { return false }
        return !parent.shouldAutomaticallyForwardAppearanceMethods
    }

    // MARK: The main view moving between windows

    func mainViewWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        guard !appearanceIsForwardedByHand, !lendsMainViewUpward else { return }
        let wasVisible = oldWindow?.isShownOnScreen ?? false
        let willBeVisible = newWindow?.isShownOnScreen ?? false
        if willBeVisible, !wasVisible, appearanceState == .disappeared || appearanceState == .disappearing {
            beginAppearance(true, animated: false)
            pendingAutomaticAppearanceEnd = true
        } else if wasVisible, !willBeVisible, appearanceState == .appeared || appearanceState == .appearing {
            beginAppearance(false, animated: false)
            pendingAutomaticAppearanceEnd = true
        }
    }

    func mainViewDidMoveToWindow() {
        contextPresentationFollowsMainView()
        guard pendingAutomaticAppearanceEnd else { return }
        switch appearanceState {
        case .disappearing:
            endAppearance()
        case .appearing:
            endAppearanceAfterLayout()
        default:
            pendingAutomaticAppearanceEnd = false
        }
    }

    /// A current-context presentation's container sits beside this controller's view, above it
    /// (PRES-17); it leaves the window with the view — a page popped or replaced, a tab
    /// switched away — and comes back above it; and it leaves when this controller leaves its
    /// parent while a `.currentContext` presentation has taken its view out. (Left behind, it
    /// covered the window with a presentation whose presenter was gone, its responder chain
    /// broken: a fuzz finding.)
    func contextPresentationFollowsMainView() {
        guard let presented = storedPresentedViewController, let presentation = presented.activePresentation,
              presentation.presentingViewController === self, presentation.requestedStyle.isContextual,
              let container = presentation.containerView else { return }
        if presentation.removedPresenterView != nil {
            // The presentation itself took the view out (`.currentContext`): the container
            // stands in for it while this controller stays in its parent.
            if storedParent == nil, hostingWindow == nil, activePresentation == nil { container.removeFromSuperview() }
            return
        }
        if let view = storedView, let superview = view.superview, view.window != nil {
            guard container.superview !== superview else { return }
            container.removeFromSuperview()
            superview.insertSubview(container, aboveSubview: view)
        } else if container.superview != nil {
            container.removeFromSuperview()
        }
    }

    /// An automatic appearance ends once the turn has laid the view out (LIFE-01), unless
    /// something else ended or reversed it meanwhile.
    private func endAppearanceAfterLayout() {
        CATransaction.afterCommit { [weak self] in
            guard let self, self.pendingAutomaticAppearanceEnd, self.appearanceState == .appearing else { return }
            self.endAppearance()
        }
    }

    /// The window holding the main view was shown or hidden.
    func windowVisibilityDidChange(isVisible: Bool) {
        if isVisible {
            guard appearanceState == .disappeared else { return }
            beginAppearance(true, animated: false)
            pendingAutomaticAppearanceEnd = true
            endAppearanceAfterLayout()
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            beginAppearance(false, animated: false)
            endAppearance()
        }
    }

    // MARK: Layout of the main view

    func mainViewWillLayoutSubviews() {
        if appearanceState == .appearing, !hasSentIsAppearing, storedView?.window != nil {
            hasSentIsAppearing = true
            viewIsAppearing(appearanceAnimated)
        }
        viewWillLayoutSubviews()
    }

    func mainViewDidLayoutSubviews() {
        viewDidLayoutSubviews()
    }

    /// The layout pass's constraint update of the main view goes through the controller.
    func updateMainViewConstraints() {
        updateViewConstraints()
    }

    var minimumLayoutMarginsForMainView: UIEdgeInsets? {
        guard viewRespectsSystemMinimumLayoutMargins, let storedView else { return nil }
        return storedView.edgeInsets(fromDirectional: systemMinimumLayoutMargins)
    }

    // MARK: Responder chain (VC-05)

    var nextResponderInternal: UIResponder? {
        if let superview = storedView?.superview {
            // A presented controller's view sits in a presentation's container: the chain goes
            // on to the presenting controller, as in UIKit.
            if let presenting = presentingViewController, superview.isPresentationContainer { return presenting }
            return superview
        }
        // A window's root controller answers to the window even before its view is in it
        // (UIKit's root controllers do, so they can become first responder in viewDidLoad).
        return storedParent ?? presentingViewController ?? hostingWindow
    }
}

/// Views that presentations put around presented views (containers, sheet wrappers).
protocol PresentationChromeView: UIView {}

extension UIView {
    var isPresentationContainer: Bool { self is PresentationChromeView }
}
