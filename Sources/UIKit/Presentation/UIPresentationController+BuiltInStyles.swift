import Foundation

/// UIKit's own styles — full screen, over full screen, the contexts, page and form sheets —
/// for the presentation controllers that show them: `SystemPresentationController`, and a
/// popover adapted to one of them (ADAPT-05).
///
/// Sheets sit in a rounded card over a dimmed presenter, sized by `SheetMetrics`; a form sheet
/// on a regular-width window tells its controller it is horizontally compact (PRES-16,
/// CONT-13); sheets are elevated. Sheets can be dragged down to dismiss (`SheetDismissal`).
extension UIPresentationController {
    var builtInStylePresentedView: UIView? {
        effectiveStyle.isSheet ? (sheetCardView ?? shownViewController.view) : shownViewController.view
    }

    var builtInStylePresentsInFullscreen: Bool { !effectiveStyle.isContextual }

    var builtInStyleRemovesPresentersView: Bool {
        effectiveStyle == .fullScreen || effectiveStyle == .currentContext
    }

    func builtInStyleFrame(inContainerBounds bounds: CGRect, environment: UITraitCollection) -> CGRect {
        effectiveStyle.isSheet ? SheetMetrics.frame(for: effectiveStyle, in: bounds, traits: environment) : bounds
    }

    func builtInStylePresentedSize(inContainerOfSize size: CGSize) -> CGSize {
        let environment = storedContainerView?.window?.traitCollection(forSize: size) ?? environmentTraitCollection
        return builtInStyleFrame(inContainerBounds: CGRect(origin: .zero, size: size), environment: environment).size
    }

    func builtInStyleTraitOverride(forEnvironment environment: UITraitCollection) -> UITraitCollection? {
        guard effectiveStyle.isSheet, SheetMetrics.isCard(in: environment) else { return nil }
        if effectiveStyle == .formSheet, environment.horizontalSizeClass == .regular {
            return UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceLevel: .elevated)])
        }
        return UITraitCollection(userInterfaceLevel: .elevated)
    }

    /// Puts the shown view in the container: in a card over a dimming view for a sheet, alone
    /// otherwise (taking away a sheet's chrome after adapting).
    func installBuiltInStyleChrome(in container: PresentationContainerView) {
        let shownView = shownViewController.view!
        if effectiveStyle.isSheet {
            if SheetMetrics.isCard(in: environmentTraitCollection) {
                let dimming = sheetDimmingView ?? DimmingView(frame: container.bounds)
                sheetDimmingView = dimming
                container.insertSubview(dimming, at: 0)
            } else {
                sheetDimmingView?.removeFromSuperview()
                sheetDimmingView = nil
            }
            let card = sheetCardView ?? SheetCardView(frame: frameOfPresentedViewInContainerView)
            sheetCardView = card
            card.layer.cornerRadius = SheetMetrics.isCard(in: environmentTraitCollection) ? SheetMetrics.cornerRadius : 0
            container.addSubview(card)
            shownView.frame = card.bounds
            shownView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            card.addSubview(shownView)
            if sheetDismissal == nil { sheetDismissal = SheetDismissal(presentationController: self) }
            sheetDismissal?.attach(to: card)
        } else {
            removeBuiltInStyleChrome()
            container.addSubview(shownView)
        }
        layoutDimmingAndPresentedView(dimmingView: sheetDimmingView)
    }

    /// Takes a sheet's card, dimming and drag away.
    func removeBuiltInStyleChrome() {
        sheetDimmingView?.removeFromSuperview()
        sheetDimmingView = nil
        sheetDismissal?.detach()
        if let card = sheetCardView {
            card.removeFromSuperview()
            sheetCardView = nil
        }
    }

    /// ADAPT-04: while presented, the environment's size classes changed; adapt again to
    /// `adaptive` (`.none`: the style asked for), swapping in or out the substitute.
    func adaptWhilePresented(to adaptive: UIModalPresentationStyle, with coordinator: UIViewControllerTransitionCoordinator) {
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
