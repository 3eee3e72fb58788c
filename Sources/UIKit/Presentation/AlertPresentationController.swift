import Foundation

/// How an alert is presented: its card centred in the window's safe area (above the
/// keyboard's frame when one shows), over a dimming view; the presenter stays. An alert
/// never adapts: it looks the same in every size class.
@MainActor
final class AlertPresentationController: UIPresentationController {
    private(set) var dimmingView: UIView?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let alertView = (presentedViewController as? UIAlertController)?.alertView else { return .zero }
        let area = containerView.bounds.inset(by: containerView.safeAreaInsets)
        let height = alertView.fittingHeight(maximum: area.height - 2 * AlertMetrics.windowMargin)
        let scale = max(1, containerView.traitCollection.displayScale)
        let x = ((area.midX - AlertMetrics.width / 2) * scale).rounded() / scale
        let y = ((area.midY - height / 2) * scale).rounded() / scale
        return CGRect(x: x, y: y, width: AlertMetrics.width, height: height)
    }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    override var builtInTraitOverride: UITraitCollection? { UITraitCollection(userInterfaceLevel: .elevated) }

    override func installChrome(in container: PresentationContainerView) {
        let dimming = dimmingView ?? DimmingView(frame: container.bounds)
        dimming.backgroundColor = AlertMetrics.dimmingColor
        dimmingView = dimming
        container.insertSubview(dimming, at: 0)
        layoutBuiltInViews()
    }

    override func layoutBuiltInViews() {
        layoutDimmingAndPresentedView(dimmingView: dimmingView)
    }

    override func builtInAnimator(for kind: PresentationTransition.Kind) -> UIViewControllerAnimatedTransitioning? {
        AlertTransitionAnimator(kind: kind, presentationController: self)
    }

    /// The alert's content changed size: centre it again.
    func alertSizeDidChange() {
        storedContainerView?.setNeedsLayout()
    }
}
