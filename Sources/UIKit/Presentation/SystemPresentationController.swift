import Foundation

/// The presentation controller of UIKit's own styles: full screen, over full screen, current
/// context, over current context, page sheet and form sheet (the work is in
/// `UIPresentationController+BuiltInStyles.swift`, which an adapted popover shares). When the
/// environment's size classes change while presented, the presentation adapts again (ADAPT-04).
@MainActor
final class SystemPresentationController: UIPresentationController {
    override var presentedView: UIView? { builtInStylePresentedView }

    override var layoutYieldsToAnimator: Bool { true }

    override var shouldPresentInFullscreen: Bool { builtInStylePresentsInFullscreen }

    override var shouldRemovePresentersView: Bool { builtInStyleRemovesPresentersView }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return builtInStyleFrame(inContainerBounds: containerView.bounds, environment: environmentTraitCollection)
    }

    override func presentedSize(inContainerOfSize size: CGSize) -> CGSize {
        builtInStylePresentedSize(inContainerOfSize: size)
    }

    override var builtInTraitOverride: UITraitCollection? { builtInTraitOverride(forEnvironment: environmentTraitCollection) }

    override func builtInTraitOverride(forEnvironment environment: UITraitCollection) -> UITraitCollection? {
        builtInStyleTraitOverride(forEnvironment: environment)
    }

    override func installChrome(in container: PresentationContainerView) {
        installBuiltInStyleChrome(in: container)
    }

    override func layoutBuiltInViews() {
        layoutDimmingAndPresentedView(dimmingView: sheetDimmingView)
    }

    override func environmentWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        guard isPresenting, requestedStyle.isSheet else { return }
        adaptWhilePresented(to: PresentationAdaptation.resolve(self, in: newCollection), with: coordinator)
    }
}
