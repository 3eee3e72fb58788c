import Foundation

/// The presentation controller of UIKit's own styles: full screen, over full screen, current
/// context, over current context, page sheet and form sheet.
///
/// Sheets sit in a rounded card over a dimmed presenter, sized by `SheetMetrics`; a form sheet
/// on a regular-width window tells its controller it is horizontally compact (PRES-16,
/// CONT-13); sheets are elevated. Sheets can be dragged down to dismiss (`SheetDismissal`).
/// When the environment's size classes change while presented, the presentation adapts again
/// (ADAPT-04).
@MainActor
final class SystemPresentationController: UIPresentationController {
    private(set) var cardView: SheetCardView?
    private(set) var dimmingView: DimmingView?
    var sheetDismissal: SheetDismissal?

    override var presentedView: UIView? {
        effectiveStyle.isSheet ? (cardView ?? shownViewController.view) : shownViewController.view
    }

    override var shouldPresentInFullscreen: Bool { !effectiveStyle.isContextual }

    override var shouldRemovePresentersView: Bool {
        effectiveStyle == .fullScreen || effectiveStyle == .currentContext
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return frame(inContainerBounds: containerView.bounds, environment: environmentTraitCollection)
    }

    func frame(inContainerBounds bounds: CGRect, environment: UITraitCollection) -> CGRect {
        effectiveStyle.isSheet ? SheetMetrics.frame(for: effectiveStyle, in: bounds, traits: environment) : bounds
    }

    override func presentedSize(inContainerOfSize size: CGSize) -> CGSize {
        let environment = storedContainerView?.window?.traitCollection(forSize: size) ?? environmentTraitCollection
        return frame(inContainerBounds: CGRect(origin: .zero, size: size), environment: environment).size
    }

    override var builtInTraitOverride: UITraitCollection? { builtInTraitOverride(forEnvironment: environmentTraitCollection) }

    override func builtInTraitOverride(forEnvironment environment: UITraitCollection) -> UITraitCollection? {
        guard effectiveStyle.isSheet, SheetMetrics.isCard(in: environment) else { return nil }
        if effectiveStyle == .formSheet, environment.horizontalSizeClass == .regular {
            return UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceLevel: .elevated)])
        }
        return UITraitCollection(userInterfaceLevel: .elevated)
    }

    // MARK: Chrome

    override func installChrome(in container: PresentationContainerView) {
        let shownView = shownViewController.view!
        if effectiveStyle.isSheet {
            if SheetMetrics.isCard(in: environmentTraitCollection) {
                let dimming = dimmingView ?? DimmingView(frame: container.bounds)
                dimmingView = dimming
                container.insertSubview(dimming, at: 0)
            } else {
                dimmingView?.removeFromSuperview()
                dimmingView = nil
            }
            let card = cardView ?? SheetCardView(frame: frameOfPresentedViewInContainerView)
            cardView = card
            card.layer.cornerRadius = SheetMetrics.isCard(in: environmentTraitCollection) ? SheetMetrics.cornerRadius : 0
            container.addSubview(card)
            shownView.frame = card.bounds
            shownView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            card.addSubview(shownView)
            if sheetDismissal == nil { sheetDismissal = SheetDismissal(presentationController: self) }
            sheetDismissal?.attach(to: card)
        } else {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
            sheetDismissal?.detach()
            if let card = cardView {
                card.removeFromSuperview()
                cardView = nil
            }
            container.addSubview(shownView)
        }
        layoutBuiltInViews()
    }

    override func layoutBuiltInViews() {
        layoutDimmingAndPresentedView(dimmingView: dimmingView)
    }

    // MARK: Adaptation while presented (ADAPT-04)

    override func environmentWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        guard isPresenting, requestedStyle.isSheet else { return }
        let adaptive = PresentationAdaptation.resolve(self, in: newCollection)
        guard adaptive != adaptedStyle else { return }
        let previousShown = shownViewController
        let released = adapt(to: adaptive)
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: adaptive, transitionCoordinator: coordinator)
        let shown = shownViewController
        guard let container = storedContainerView else { return }
        if shown !== previousShown {
            previousShown.beginAppearance(false, animated: false)
            previousShown.storedView?.removeFromSuperview()
            previousShown.endAppearance()
            if let released { release(released) }
            shown.beginAppearance(true, animated: false)
        }
        installChrome(in: container)
        if shown !== previousShown { shown.endAppearance() }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.updatePresenterRemoval() }
    }

    /// After adapting to or from a style that removes the presenter's view.
    func updatePresenterRemoval() {
        if shouldRemovePresentersView, removedPresenterView == nil {
            PresentationTransition.removePresenterView(of: self)
        } else if !shouldRemovePresentersView, removedPresenterView != nil {
            PresentationTransition.restorePresenterView(of: self, appearing: true)
            presentingViewController.endAppearance()
        }
    }
}
