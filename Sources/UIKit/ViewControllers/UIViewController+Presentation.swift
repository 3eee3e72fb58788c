import Foundation

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` (spec PRES-01 …
/// PRES-19, PC-01, PC-02).
extension UIViewController {
    /// PC-01: made on first use with the current style, so that it can be configured before
    /// `present` (its delegate must be set then, ADAPT-01).
    func presentationControllerForPresentation() -> UIPresentationController? {
        if let activePresentation { return activePresentation }
        let wantsPopover = modalPresentationStyle == .popover
        if let storedPresentationController, (storedPresentationController is UIPopoverPresentationController) == wantsPopover {
            return storedPresentationController
        }
        if modalPresentationStyle == .custom { return nil }
        let controller = wantsPopover ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : SystemPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = controller
        return controller
    }

    /// `anchorWaited`: a popover without an anchor has already waited for the end of the turn.
    func presentInternal(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?, anchorWaited: Bool = false) {
        if presented.activePresentation != nil || presented.storedParent != nil || presented === self {
            UIKitFailure.raise("UIViewController.present(_:animated:completion:): \(type(of: presented)) is already presented or is a child (or is the presenter). Present a view controller that is not already in the interface.")
            return
        }
        let style = presented.modalPresentationStyle == .automatic ? UIModalPresentationStyle.pageSheet : presented.modalPresentationStyle
        // PRES-17, PRES-18: a context style covers the nearest controller defining a context;
        // without one, the window's root view controller (as UIKit documents).
        let presenting: UIViewController
        if style.isContextual {
            presenting = presentationContextProvider()
        } else {
            presenting = topLevelController
        }
        // PRES-03: one presentation at a time.
        if let existing = presenting.storedPresentedViewController {
            UIKitLog.write("Warning: Attempt to present \(type(of: presented)) on \(type(of: presenting)) which is already presenting \(type(of: existing)). The presentation is ignored.")
            return
        }
        guard let presentingView = presenting.storedView, let window = presentingView.window else {
            UIKitLog.write("Warning: Attempt to present \(type(of: presented)) on \(type(of: presenting)) whose view is not in the window hierarchy. The presentation is ignored.")
            return
        }
        let controller: UIPresentationController
        if style == .custom {
            let source = self
            controller = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
                ?? presented.makeBuiltInPresentationController(presenting: presenting)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
            controller.requestedStyle = .custom
        } else if style == .popover {
            let popover = presented.storedPresentationController as? UIPopoverPresentationController
                ?? UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
            presented.storedPresentationController = popover
            // UIKit's presentation begins once the code that asked for it has run, so an anchor
            // set just after present(_:animated:completion:) counts — as the iPad examples that
            // configure `popoverPresentationController` after presenting rely on (POP-03).
            if !anchorWaited, popover.sourceView == nil, popover.barButtonItem == nil {
                CATransaction.afterCommit { [weak self] in
                    self?.presentInternal(presented, animated: animated, completion: completion, anchorWaited: true)
                }
                return
            }
            guard popover.prepareForPresentation(in: window.traitCollection) else { return }
            controller = popover
        } else if let existing = presented.storedPresentationController as? SystemPresentationController {
            controller = existing
            controller.requestedStyle = style
        } else {
            controller = SystemPresentationController(presentedViewController: presented, presenting: presenting)
        }
        controller.storedPresentingViewController = presenting
        controller.originalPresenter = self
        presented.storedPresentationController = controller
        presenting.storedPresentedViewController = presented
        if presenting !== self { originatedPresentation = presented }

        let host: UIView
        var contextView: UIView?
        if style.isContextual, let superview = presentingView.superview, !(presenting === window.rootViewController) {
            host = superview
            contextView = presentingView
        } else {
            host = window
        }
        let transitionStyle = presenting.providesContextTransitionStyle(for: controller) ?? presented.modalTransitionStyle
        window.focusEngine.rememberFocus(beforePresenting: presented)
        PresentationTransition.present(controller, in: host, above: contextView, animated: animated,
                                       transitionStyle: transitionStyle, completion: completion)
    }

    /// The controller whose view a full-screen or sheet presentation from here covers: the top
    /// of the parent chain (the window's root, or a presented controller) (PRES-01).
    var topLevelController: UIViewController {
        var cursor = self
        while let parent = cursor.storedParent { cursor = parent }
        return cursor
    }

    /// PRES-17: the nearest controller up the parent chain that defines a presentation
    /// context; else the top of the chain's window root, else the top of the chain.
    func presentationContextProvider() -> UIViewController {
        var cursor: UIViewController? = self
        while let controller = cursor {
            if controller.definesPresentationContext { return controller }
            // POP-21: a popover is a presentation context of its own.
            if let popover = controller.activePresentation as? UIPopoverPresentationController, popover.isShownAsPopover { return controller }
            cursor = controller.storedParent
        }
        return storedView?.window?.rootViewController ?? topLevelController
    }

    func dismissInternal(animated: Bool, completion: (() -> Void)?) {
        // PRES-04 … PRES-06: dismiss what this controller presents (and everything above it);
        // a presented controller with nothing above it asks its presenter to dismiss it.
        let target: UIViewController
        if let presented = storedPresentedViewController ?? originatedPresentation {
            target = presented
        } else if let presentation = activePresentation ?? ancestorPresentation {
            target = presentation.presentedViewController
        } else {
            return
        }
        guard let controller = target.activePresentation, controller.isPresenting else { return }
        // Everything presented above `target` goes too; only the topmost animates.
        var chain: [UIPresentationController] = [controller]
        var cursor = target.storedPresentedViewController
        while let above = cursor, let presentation = above.activePresentation {
            chain.append(presentation)
            cursor = above.storedPresentedViewController
        }
        let top = chain.removeLast()
        for intermediate in chain { intermediate.storedContainerView?.isHidden = true }
        PresentationTransition.dismiss(top, animated: animated, restoresPresenter: chain.isEmpty) { completed in
            guard completed else {
                for intermediate in chain { intermediate.storedContainerView?.isHidden = false }
                return
            }
            for intermediate in chain.reversed() {
                PresentationTransition.dismissImmediately(intermediate)
            }
            if let presenting = controller.storedPresentingViewController {
                presenting.storedView?.window?.focusEngine.restoreFocus(afterDismissing: target, to: presenting)
            }
            completion?()
        }
    }

    /// The presentation of the nearest presented ancestor (a child of a presented navigation
    /// controller dismisses that navigation controller).
    var ancestorPresentation: UIPresentationController? {
        var cursor = storedParent
        while let ancestor = cursor {
            if let presentation = ancestor.activePresentation { return presentation }
            cursor = ancestor.storedParent
        }
        return nil
    }
}
