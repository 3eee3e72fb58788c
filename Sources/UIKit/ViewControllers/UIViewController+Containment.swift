import Foundation

/// Parent–child relationships (spec CONT-01 … CONT-07, VC-03, VC-07).
extension UIViewController {
    func addChildInternal(_ child: UIViewController) {
        guard child !== self else {
            UIKitFailure.raise("UIViewController.addChild(_:): a view controller can't be its own child.")
            return
        }
        var cursor: UIViewController? = self
        while let ancestor = cursor {
            if ancestor === child {
                UIKitFailure.raise("UIViewController.addChild(_:): \(type(of: child)) is an ancestor of \(type(of: self)); adding it would make a cycle.")
                return
            }
            cursor = ancestor.storedParent
        }
        if child.storedParent === self { return }
        if child.storedParent != nil {
            // UIKit moves the child, telling it it leaves its old parent first.
            child.willMove(toParent: nil)
            child.removeFromParentInternal()
        }
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
        child.transitionFlags.insert(.movingToParent)
        child.traitInputsDidChange()
    }

    func removeFromParentInternal() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        storedParent = nil
        didMove(toParent: nil)
        transitionFlags.remove(.movingFromParent)
        traitInputsDidChange()
        contextPresentationFollowsMainView()
    }

    /// CONT-05: both must be children; `to`'s view joins the interface before the animation,
    /// `from`'s leaves after it, and both hear their appearance events.
    func transitionBetweenChildren(from: UIViewController, to: UIViewController, duration: TimeInterval,
                                   options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard from.storedParent === self, to.storedParent === self else {
            UIKitFailure.raise("UIViewController.transition(from:to:duration:options:animations:completion:): both view controllers must be children of \(type(of: self)). Call addChild(_:) first.")
            return
        }
        guard !appearanceIsForwardedByHand, shouldAutomaticallyForwardAppearanceMethods else {
            UIKitFailure.raise("UIViewController.transition(from:to:…): not available when shouldAutomaticallyForwardAppearanceMethods is false; add and remove the views yourself and call beginAppearanceTransition(_:animated:).")
            return
        }
        guard let fromView = from.storedView, let container = fromView.superview else {
            UIKitFailure.raise("UIViewController.transition(from:to:…): \(type(of: from))'s view must be in \(type(of: self))'s view hierarchy.")
            return
        }
        let animated = duration > 0
        let showing = appearanceState == .appeared || appearanceState == .appearing
        if showing {
            from.beginAppearance(false, animated: animated)
            to.beginAppearance(true, animated: animated)
        }
        let toView = to.view!
        if toView.frame == .zero || toView.frame.size == UIScreen.main.bounds.size { toView.frame = fromView.frame }
        container.insertSubview(toView, aboveSubview: fromView)
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            if showing {
                from.endAppearance()
                to.endAppearance()
            }
            completion?(finished)
        }
        if options.contains(.transitionCrossDissolve) || options.contains(.transitionFlipFromLeft) || options.contains(.transitionFlipFromRight)
            || options.contains(.transitionCurlUp) || options.contains(.transitionCurlDown) || options.contains(.transitionFlipFromTop)
            || options.contains(.transitionFlipFromBottom) {
            UIView.transition(with: container, duration: duration, options: options, animations: { animations?() }, completion: finish)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }

    /// A child's preferred size changed: its parent hears (CONT-10); a presented controller's
    /// presentation controller hears.
    func preferredContentSizeDidChangeInternal() {
        if let parent = storedParent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let presentation = activePresentation {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    // MARK: Ancestors (VC-07)

    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var cursor = storedParent
        while let ancestor = cursor {
            if let found = ancestor as? T { return found }
            cursor = ancestor.storedParent
        }
        return nil
    }
}
