import Foundation

/// Shows a controller presented with `.popover` in a popover beside its anchor — a view and a
/// rect in it, or a bar button item — with an arrow pointing at it (spec POP-01 … POP-27).
///
/// The popover is sized from the content's `preferredContentSize` (a default when zero) and
/// placed by `PopoverPlacement`; it follows its anchor when the window changes size, and
/// resizes, animated, when the content's preferred size changes. Its content is horizontally
/// compact (POP-10). A tap outside dismisses it unless the content is modal in presentation
/// (POP-14 … POP-18). In a horizontally compact window it adapts, by default, to a form sheet;
/// the adaptive delegate can keep it a popover (`.none`) or choose full screen, over full
/// screen or a form sheet — in any window — and it turns into a sheet and back live as the
/// window is resized (ADAPT-04 … ADAPT-06, POP-23 … POP-27).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    // MARK: The anchor (POP-03, POP-04)

    /// The view the arrow points at (with `sourceRect`, in its coordinates).
    open var sourceView: UIView?
    /// The rect in `sourceView` the arrow points at; `.zero`, its origin.
    open var sourceRect: CGRect = .zero
    /// The bar button item the arrow points at, in a navigation bar or toolbar.
    open var barButtonItem: UIBarButtonItem?

    // MARK: Placement (POP-05, POP-08, POP-09)

    /// The sides the arrow may point from (default `.any`).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side it points from: `.unknown` until placed, and while adapted to a sheet.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// How far from the edges of the window's safe area the popover stays.
    open var popoverLayoutMargins = UIEdgeInsets(top: PopoverMetrics.layoutMargin, left: PopoverMetrics.layoutMargin,
                                                 bottom: PopoverMetrics.layoutMargin, right: PopoverMetrics.layoutMargin) {
        didSet { storedContainerView?.setNeedsLayout() }
    }
    /// Whether the popover may cover its anchor when there is no room beside it.
    open var canOverlapSourceViewRect = false {
        didSet { storedContainerView?.setNeedsLayout() }
    }

    // MARK: Look (POP-11, POP-12)

    /// The frame and arrow's colour; the content's own background colour covers it where the
    /// content is opaque.
    open var backgroundColor: UIColor? {
        didSet { updateBackgroundColor() }
    }
    /// A `UIPopoverBackgroundView` subclass that draws the frame and arrow instead.
    open var popoverBackgroundViewClass: UIPopoverBackgroundView.Type?

    // MARK: Dismissal (POP-14 … POP-17)

    /// Views behind the popover that stay interactive while it shows; tapping them does not
    /// dismiss it.
    open var passthroughViews: [UIView]?

    // MARK: Internal state

    private(set) var popoverView: PopoverView?
    private var dismissalView: PopoverDismissalView?
    /// The container size the popover was last placed in (to tell a resize, POP-20).
    private var placedContainerSize: CGSize?
    private(set) var placement: PopoverPlacement?
    /// The anchor, in the container, that `placement` was worked out for.
    private var placedAnchor: CGRect?
    /// Whether a check that the anchor has not moved runs in each commit.
    private var isFollowingAnchor = false

    var popoverDelegate: UIPopoverPresentationControllerDelegate? { delegate as? UIPopoverPresentationControllerDelegate }

    /// True while the popover shows as a popover (not adapted to a sheet or full screen).
    var isShownAsPopover: Bool { effectiveStyle == .popover }

    // MARK: Overrides

    open override var presentedView: UIView? {
        isShownAsPopover ? (popoverView ?? shownViewController.view) : builtInStylePresentedView
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        guard isShownAsPopover else {
            return builtInStyleFrame(inContainerBounds: containerView.bounds, environment: environmentTraitCollection)
        }
        return computePlacement(in: containerView)?.frame ?? .zero
    }

    open override var shouldPresentInFullscreen: Bool { true }

    open override var shouldRemovePresentersView: Bool { isShownAsPopover ? false : builtInStyleRemovesPresentersView }

    override var layoutYieldsToAnimator: Bool { !isShownAsPopover }

    override func presentedSize(inContainerOfSize size: CGSize) -> CGSize {
        guard isShownAsPopover else { return builtInStylePresentedSize(inContainerOfSize: size) }
        return frameOfPresentedViewInContainerView.size
    }

    override var builtInTraitOverride: UITraitCollection? { builtInTraitOverride(forEnvironment: environmentTraitCollection) }

    /// POP-10: a popover's content is horizontally compact, and elevated.
    override func builtInTraitOverride(forEnvironment environment: UITraitCollection) -> UITraitCollection? {
        guard isShownAsPopover else { return builtInStyleTraitOverride(forEnvironment: environment) }
        return UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceLevel: .elevated)])
    }

    override func installChrome(in container: PresentationContainerView) {
        (shownViewController as? UIAlertController)?.actionSheetView?.isInPopover = isShownAsPopover
        guard isShownAsPopover else {
            removePopoverChrome()
            container.passesTouchesThrough = false
            installBuiltInStyleChrome(in: container)
            return
        }
        removeBuiltInStyleChrome()
        container.passesTouchesThrough = true
        let dismissal = dismissalView ?? PopoverDismissalView(frame: container.bounds)
        dismissal.frame = container.bounds
        dismissal.passthroughViews = { [weak self] in self?.passthroughViews ?? [] }
        dismissal.onTap = { [weak self] in self?.outsideTapped() }
        dismissalView = dismissal
        container.insertSubview(dismissal, at: 0)
        let popover = popoverView ?? PopoverView(backgroundClass: popoverBackgroundViewClass)
        popoverView = popover
        container.addSubview(popover)
        popover.setContent(shownViewController.view)
        updateBackgroundColor()
        layoutBuiltInViews()
        followAnchor()
    }

    /// The popover keeps its arrow on its anchor wherever the anchor goes — scrolled, moved by
    /// its superview's layout, carried by a split view's collapse — not only when the window
    /// changes size: every commit, once layout has settled, compares the anchor with the one
    /// the popover was placed for.
    private func followAnchor() {
        guard !isFollowingAnchor else { return }
        isFollowingAnchor = true
        CATransaction.observeSettledLayout { [weak self] in
            guard let self, self.isPresenting, self.isShownAsPopover, let container = self.storedContainerView else {
                self?.isFollowingAnchor = false
                return false
            }
            // A hidden window lays nothing out: asking would only ask again.
            guard let window = container.window, !window.isHidden else { return true }
            if let placed = self.placedAnchor, let anchor = self.anchorRect(in: container), anchor != placed {
                container.setNeedsLayout()
            }
            return true
        }
    }

    private func removePopoverChrome() {
        dismissalView?.removeFromSuperview()
        dismissalView = nil
        popoverView?.removeFromSuperview()
        popoverView = nil
        arrowDirection = .unknown
        placement = nil
        placedAnchor = nil
        placedContainerSize = nil
    }

    override func layoutBuiltInViews() {
        guard isShownAsPopover else {
            layoutDimmingAndPresentedView(dimmingView: sheetDimmingView)
            return
        }
        guard let container = storedContainerView, let popover = popoverView else { return }
        dismissalView?.frame = container.bounds
        let resized = placedContainerSize.map { $0 != container.bounds.size } ?? false
        if resized { askDelegateToReposition() }
        placedContainerSize = container.bounds.size
        guard let placement = computePlacement(in: container) else { return }
        self.placement = placement
        placedAnchor = anchorRect(in: container)
        arrowDirection = placement.arrowDirection
        popover.arrowDirection = placement.arrowDirection
        popover.arrowOffset = placement.arrowOffset
        popover.frame = placement.frame
        popover.layoutIfNeeded()
    }

    override func builtInAnimator(for kind: PresentationTransition.Kind) -> UIViewControllerAnimatedTransitioning? {
        isShownAsPopover ? FadeTransitionAnimator(kind: kind, duration: PopoverMetrics.fadeDuration) : nil
    }

    override func environmentWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        guard isPresenting else { return }
        adaptWhilePresented(to: PresentationAdaptation.resolve(self, in: newCollection), with: coordinator)
    }

    /// POP-07: the content asked for another size; the popover follows, animated.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        guard isShownAsPopover, let containerView = storedContainerView, popoverView != nil else {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            return
        }
        containerView.setNeedsLayout()
        UIView.animate(withDuration: PopoverMetrics.resizeDuration, delay: 0, options: [.curveEaseInOut]) {
            containerView.layoutIfNeeded()
        }
    }

    // MARK: Placement

    /// The anchor in the container's coordinates, or nil with none.
    func anchorRect(in container: UIView) -> CGRect? {
        if let barButtonItem {
            guard let view = barButtonItem.customView ?? barButtonItem.shownView, view.window != nil else { return nil }
            return view.convert(view.bounds, to: container)
        }
        guard let sourceView, sourceView.window != nil else { return nil }
        return sourceView.convert(sourceRect, to: container)
    }

    /// The content's size: its preferred size, else the system default for the environment.
    func contentSize() -> CGSize {
        let preferred = preferredPopoverContentSize(of: shownViewController)
        let fallback = PresentationAdaptation.isCompactForPopovers(environmentTraitCollection)
            ? PopoverMetrics.compactDefaultContentSize : PopoverMetrics.regularDefaultContentSize
        return CGSize(width: preferred.width > 0 ? preferred.width : fallback.width,
                      height: preferred.height > 0 ? preferred.height : fallback.height)
    }

    /// A navigation controller with no size of its own asks for its top controller's, plus its
    /// bar, as UIKit's does in a popover.
    private func preferredPopoverContentSize(of controller: UIViewController) -> CGSize {
        if controller.preferredContentSize != .zero { return controller.preferredContentSize }
        guard let navigation = controller as? UINavigationController, let top = navigation.topViewController,
              top.preferredContentSize != .zero else { return .zero }
        let bar = navigation.isNavigationBarHidden ? 0 : BarMetrics.rowHeight(for: navigation.traitCollection)
        return CGSize(width: top.preferredContentSize.width, height: top.preferredContentSize.height > 0 ? top.preferredContentSize.height + bar : 0)
    }

    func computePlacement(in container: UIView) -> PopoverPlacement? {
        guard let anchor = anchorRect(in: container) else { return placement }
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        var area = safe.inset(by: popoverLayoutMargins)
        // Devices keep popovers 20 points from the top and bottom of a vertically compact
        // window (an iPhone in landscape), twice the margin (presentation-adaptation-ios13.tsv).
        if environmentTraitCollection.verticalSizeClass == .compact {
            area = area.insetBy(dx: 0, dy: PopoverMetrics.compactHeightExtraMargin)
        }
        let metrics = popoverView?.metrics ?? .standard
        return PopoverPlacement.place(content: contentSize(), source: anchor, in: area, permitted: permittedArrowDirections,
                                      preferred: barAnchorDirection, metrics: metrics, canOverlapSource: canOverlapSourceViewRect)
    }

    /// The bar (navigation bar or toolbar) holding the anchoring bar button item, and the
    /// item's view in it.
    private var anchorBar: (bar: UIView, item: UIView)? {
        guard let item = barButtonItem, let shown = item.customView ?? item.shownView else { return nil }
        var bar: UIView? = shown.superview
        while let current = bar, !(current is UINavigationBar || current is UIToolbar) { bar = current.superview }
        return bar.map { ($0, shown) }
    }

    /// From a bar button item, the popover opens away from its bar where it fits — below a
    /// navigation bar or a toolbar at the top, above a toolbar at the bottom — whichever side
    /// has more room, as on iPadOS.
    private var barAnchorDirection: UIPopoverArrowDirection? {
        switch anchorBar?.bar {
        case is UINavigationBar: return .up
        case let toolbar as UIToolbar: return toolbar.barPosition == .top || toolbar.barPosition == .topAttached ? .up : .down
        default: return nil
        }
    }

    /// POP-20: the window changed size; the delegate may move the anchor.
    private func askDelegateToReposition() {
        guard let popoverDelegate, barButtonItem == nil, var view = sourceView else { return }
        var rect = sourceRect
        popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
        sourceView = view
        sourceRect = rect
    }

    private func updateBackgroundColor() {
        guard let background = popoverView?.backgroundView as? PopoverDefaultBackgroundView else { return }
        let contentColor = shownViewController.viewIfLoaded?.backgroundColor
        let opaqueContent = contentColor.flatMap { $0.cgColor.alpha > 0 ? $0 : nil }
        background.fillColor = opaqueContent ?? backgroundColor ?? PopoverMetrics.defaultBackgroundColor
    }

    // MARK: Presenting (POP-03, POP-17, POP-19)

    /// Before the transition: the delegate's last word, the anchor check, and the bar's other
    /// items as passthrough views. Returns false when the presentation must not happen.
    func prepareForPresentation(in environment: UITraitCollection) -> Bool {
        popoverDelegate?.prepareForPopoverPresentation(self)
        // Only a popover that will show as one needs an anchor (an action sheet on a compact
        // window rises from the bottom without).
        let showsAsPopover = PresentationAdaptation.resolve(self, in: environment) == .none
        guard sourceView != nil || barButtonItem != nil || !showsAsPopover else {
            UIKitFailure.raise("UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs. Set popoverPresentationController.sourceView (and sourceRect) or barButtonItem before calling present(_:animated:completion:).")
            return false
        }
        // QUIRK, emulated (POP-17): a popover from a bar button item lets the bar's other items
        // through, whatever passthroughViews said before.
        if let (bar, shown) = anchorBar {
            passthroughViews = bar.barItemViews.filter { $0 !== shown }
        }
        return true
    }

    // MARK: Dismissing (POP-14, POP-16, POP-18, POP-22)

    func outsideTapped() {
        guard isPresenting, isShownAsPopover, activeCoordinator == nil else { return }
        if SheetDismissal.isModal(shownViewController) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        if delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        if let alert = presentedViewController as? UIAlertController, alert.preferredStyle == .actionSheet {
            alert.cancelFromOutside { [weak self] in
                guard let self else { return }
                self.reportDismissalByUser()
            }
            return
        }
        // QUIRK (iOS 9+, POP-22): whatever the popover presents goes with it.
        presentingViewController.dismissInternal(animated: true) { [weak self] in
            guard let self else { return }
            self.reportDismissalByUser()
        }
    }
}

extension UIView {
    /// The item views of a bar (the views `UIBarButtonItem`s show in it).
    var barItemViews: [UIView] {
        var found: [UIView] = []
        func collect(_ view: UIView) {
            for subview in view.subviews {
                if subview is BarButtonView { found.append(subview) } else { collect(subview) }
            }
        }
        collect(self)
        return found
    }
}
