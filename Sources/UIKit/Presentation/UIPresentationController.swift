import Foundation

/// Manages the presentation of one view controller: the container the presented view lives
/// in, the presented view's frame, the chrome around it, and adaptation (spec PC-01 … PC-05).
///
/// UIKit's own styles use a built-in subclass; a `.custom` presentation gets the subclass its
/// transitioning delegate returns. Override the hooks to add chrome (a dimming view in
/// `presentationTransitionWillBegin()`), `frameOfPresentedViewInContainerView` to place the
/// presented view, and `containerViewWillLayoutSubviews()` to keep it placed on resize.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresentingViewController = presentingViewController
        requestedStyle = presentedViewController.modalPresentationStyle == .automatic ? .pageSheet : presentedViewController.modalPresentationStyle
        super.init()
    }

    // MARK: The participants (PC-03)

    /// The controller being presented (the presentation controller belongs to it).
    public unowned let presentedViewController: UIViewController

    weak var storedPresentingViewController: UIViewController?

    /// The controller presenting. Before the presentation starts UIKit may not know it yet;
    /// Slate then answers the presented controller.
    open var presentingViewController: UIViewController { storedPresentingViewController ?? presentedViewController }

    /// The style this presentation was asked for (`.automatic` resolved), the proposal the
    /// adaptive delegate sees (ADAPT-03).
    open var presentationStyle: UIModalPresentationStyle { requestedStyle }

    var requestedStyle: UIModalPresentationStyle

    /// The view the presentation animates: the presented controller's view unless a subclass
    /// wraps it.
    open var presentedView: UIView? { shownViewController.view }

    /// The view presentations happen in; nil until the presentation starts (PC-03).
    open var containerView: UIView? { storedContainerView }

    var storedContainerView: PresentationContainerView?

    /// Where the presented view goes in the container: the whole container unless overridden.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (false: a context).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view leaves the interface once the presentation
    /// ends (PRES-13, LIFE-06). False for custom presentations unless overridden.
    open var shouldRemovePresentersView: Bool { false }

    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The user dismissed the presentation (a swipe down, a tap outside a popover): the
    /// delegate hears `presentationControllerDidDismiss(_:)`, and a shown controller that
    /// wants to know (the color picker), `presentationWasDismissedByUser()`. Dismissals in
    /// code tell neither.
    func reportDismissalByUser() {
        delegate?.presentationControllerDidDismiss(self)
        (presentedViewController as? UserDismissalObserving)?.presentationWasDismissedByUser()
    }

    // MARK: Traits (CONT-13, PC-05)

    /// Traits layered over what the presentation inherits; the presented controller sees them.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { containerTraitsDidChange() }
    }

    open var traitCollection: UITraitCollection {
        if let cachedTraitCollection { return cachedTraitCollection }
        return computeTraitCollection()
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var cachedTraitCollection: UITraitCollection?

    /// Traits the built-in styles impose (a form sheet is horizontally compact, sheets are
    /// elevated), under `overrideTraitCollection`.
    var builtInTraitOverride: UITraitCollection? { nil }

    // MARK: Adaptation (ADAPT)

    /// The style to use in a horizontally compact environment (the delegate's answer, or `.none`).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// The delegate's answer for `traitCollection`, else the system's: a popover becomes a
    /// form sheet in a horizontally compact environment (ADAPT-05); other styles stay.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let delegate else { return systemAdaptiveStyle(for: traitCollection) }
        resolvingTraits = traitCollection
        defer { resolvingTraits = nil }
        return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    }

    /// The environment being asked about while the delegate answers (its one-argument method
    /// falls back on the system's answer for it).
    var resolvingTraits: UITraitCollection?

    func systemAdaptiveStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        requestedStyle == .popover && PresentationAdaptation.isCompactForPopovers(traitCollection) ? .formSheet : .none
    }

    /// What a delegate that does not answer answers.
    var systemAdaptiveStyleForDelegate: UIModalPresentationStyle {
        systemAdaptiveStyle(for: resolvingTraits ?? traitCollection)
    }

    // MARK: Transition hooks (PC-04)

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container (PC-05)

    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        storedContainerView?.setNeedsLayout()
    }
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The presented controller hears the size its view will have (its presented view's frame
    /// in the resized container), when that size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let shown = shownViewController
        let newSize = self.size(forChildContentContainer: shown, withParentContainerSize: presentedSize(inContainerOfSize: size))
        if newSize != shown.storedView?.bounds.size {
            shown.viewWillTransition(to: newSize, with: coordinator)
        }
    }

    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        let shown = shownViewController
        let shownCollection = shown.prospectiveTraitCollection(inheriting: newCollection)
        if UIViewController.sizeClassesDiffer(shownCollection, shown.traitCollection) {
            shown.willTransition(to: shownCollection, with: coordinator)
        }
    }

    // MARK: State kept by the presentation machinery

    /// The controller whose view is shown: the presented one, or the substitute the adaptive
    /// delegate returned (ADAPT-03, ADAPT-07).
    var substituteViewController: UIViewController?
    var shownViewController: UIViewController { substituteViewController ?? presentedViewController }

    /// Takes on `style` (`.none`: the style asked for), asking the delegate for a substitute
    /// when adapting (ADAPT-03, ADAPT-07); adapting again asks again. Returns the substitute
    /// no longer shown, for `release(_:)` once it has left the screen.
    @discardableResult
    func adapt(to style: UIModalPresentationStyle) -> UIViewController? {
        adaptedStyle = style
        let previous = substituteViewController
        substituteViewController = style == .none
            ? nil : delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
        guard substituteViewController !== previous else { return nil }
        substituteViewController?.activePresentation = self
        return previous
    }

    /// Lets go of a substitute: the presented controller, if the substitute wrapped it, leaves
    /// it, so that it can show on its own (or be wrapped anew).
    func release(_ substitute: UIViewController) {
        substitute.activePresentation = nil
        var ancestor = presentedViewController.storedParent
        while let current = ancestor, current !== substitute { ancestor = current.storedParent }
        guard ancestor != nil else { return }
        presentedViewController.willMove(toParent: nil)
        presentedViewController.storedView?.removeFromSuperview()
        presentedViewController.removeFromParent()
    }

    /// The style in effect: the requested one, or what it adapted to.
    var adaptedStyle: UIModalPresentationStyle = .none
    var effectiveStyle: UIModalPresentationStyle { adaptedStyle == .none ? requestedStyle : adaptedStyle }

    /// The controller that called `present` (PRES-01).
    weak var originalPresenter: UIViewController?
    /// The view removed from the interface while presenting (`shouldRemovePresentersView`),
    /// with where it was.
    var removedPresenterView: RemovedPresenterView?

    /// The presenter's view and where it goes back. The place is held weakly: it is usually the
    /// window, which holds this controller through its root's presentation — holding it back
    /// kept every window closed while presenting full screen (a fuzz finding).
    struct RemovedPresenterView {
        let view: UIView
        weak var superview: UIView?
        let index: Int
    }
    var activeCoordinator: TransitionCoordinator?
    /// True from the start of the presentation transition until the end of dismissal.
    var isPresenting = false

    /// The traits of where the presentation happens (the window, or the context's superview),
    /// before the presentation's own overrides.
    var environmentTraitCollection: UITraitCollection {
        storedContainerView?.superview?.traitCollection
            ?? storedPresentingViewController?.storedView?.window?.traitCollection
            ?? storedPresentingViewController?.traitCollection
            ?? UIScreen.main.traitCollection
    }

    func computeTraitCollection() -> UITraitCollection {
        let base = environmentTraitCollection
        let layers = [base, builtInTraitOverride, overrideTraitCollection].compactMap { $0 }
        return layers.count == 1 ? base : UITraitCollection(traitsFrom: layers)
    }

    /// The container's traits changed (or an override did): recompute, tell the subclass, and
    /// let the presented controller and its views follow.
    func containerTraitsDidChange() {
        let previous = cachedTraitCollection
        let current = computeTraitCollection()
        cachedTraitCollection = storedContainerView == nil ? nil : current
        if previous != current, storedContainerView != nil {
            traitCollectionDidChange(previous)
            if !(storedContainerView?.isPropagatingTraits ?? false) {
                shownViewController.storedView?.traitInputsDidChange()
            }
        }
    }

    /// The presented view's size in a container of `size` (used before the container resizes).
    func presentedSize(inContainerOfSize size: CGSize) -> CGSize {
        guard let containerView = storedContainerView, containerView.bounds.size != size else {
            return frameOfPresentedViewInContainerView.size
        }
        let oldSize = containerView.bounds.size
        let current = frameOfPresentedViewInContainerView.size
        // A custom controller's frame is read from the container: without resizing it, scale
        // what the container does not cover along with it.
        return CGSize(width: max(0, size.width - (oldSize.width - current.width)),
                      height: max(0, size.height - (oldSize.height - current.height)))
    }

    /// The presenting side's will-transition calls reach the presentation first, then the
    /// presented controller (CONT-08 across a presentation).
    func containerWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        let layers = [newCollection, builtInTraitOverride(forEnvironment: newCollection), overrideTraitCollection].compactMap { $0 }
        let collection = layers.count == 1 ? newCollection : UITraitCollection(traitsFrom: layers)
        willTransition(to: collection, with: coordinator)
        environmentWillTransition(to: newCollection, with: coordinator)
    }

    func containerWillTransition(toPresentingSize size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        viewWillTransition(to: size, with: coordinator)
    }

    /// The built-in override in another environment (before it is in place).
    func builtInTraitOverride(forEnvironment environment: UITraitCollection) -> UITraitCollection? { builtInTraitOverride }

    /// Built-in presentations adapt here (ADAPT-04).
    func environmentWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// Lays out the built-in chrome; custom presentation controllers do their own.
    func layoutBuiltInViews() {}

    /// A sheet's card, the dimming under it and its drag to dismiss (built-in styles only).
    var sheetCardView: SheetCardView?
    var sheetDimmingView: DimmingView?
    var sheetDismissal: SheetDismissal?

    /// Whether built-in layout leaves the presented view's frame to the animator while a
    /// transition runs (UIKit's own styles and popovers).
    var layoutYieldsToAnimator: Bool { false }

    /// True while a transition animates the presented view (its frame is the animator's).
    var isAnimatingPresentedView = false

    /// Built-in chrome: `dimmingView` covers the container, and the presented view — unless
    /// a transition is moving it — sits at `frameOfPresentedViewInContainerView`.
    func layoutDimmingAndPresentedView(dimmingView: UIView?) {
        guard let container = storedContainerView else { return }
        dimmingView?.frame = container.bounds
        if let presentedView, presentedView.superview === container, !isAnimatingPresentedView {
            presentedView.frame = frameOfPresentedViewInContainerView
        }
    }

    /// The views that a presentation adds to the container besides the presented view.
    func installChrome(in container: PresentationContainerView) {}

    /// A built-in presentation's own animation, used instead of the transition style's.
    func builtInAnimator(for kind: PresentationTransition.Kind) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// A system view controller that tells its own delegate when the user dismissed it.
@MainActor
protocol UserDismissalObserving: AnyObject {
    func presentationWasDismissedByUser()
}
