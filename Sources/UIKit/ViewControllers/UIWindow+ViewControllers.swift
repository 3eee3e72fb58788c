import Foundation

/// The window's side of view controllers: the root view controller, its appearance as the
/// window shows and hides, and resizes as transitions (spec VC-02, RES-01 … RES-05, MT-05).
extension UIWindow {
    func rootViewControllerDidChange(from old: UIViewController?) {
        guard old !== rootViewController else { return }
        if let oldView = old?.storedView, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        if old?.hostingWindow === self { old?.hostingWindow = nil }
        guard let root = rootViewController else { return }
        root.hostingWindow = self
        // In a scene that has not come to the foreground yet, the view loads when it does (SCN-24).
        if windowScene?.hasEnteredForeground == false { return }
        installRootViewIfNeeded()
    }

    /// Makes the root view controller's view the window's content, loading it (V-33).
    func installRootViewIfNeeded() {
        guard let root = rootViewController, root.storedView?.superview !== self else { return }
        let view = root.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }

    /// The controllers whose views are this window's content: the root and what it presents.
    var contentViewControllers: [UIViewController] {
        var result: [UIViewController] = []
        var cursor = rootViewController
        while let controller = cursor {
            result.append(controller)
            cursor = controller.storedPresentedViewController
        }
        return result
    }

    /// Where key presses and key-command lookup start: the first responder; with none, the
    /// deepest controller the window shows (the topmost presented one, down through its
    /// visible children), as UIKit does — so a controller's key commands and `pressesBegan`
    /// work without it becoming first responder; else the window.
    var responderForKeyEvents: UIResponder {
        if let firstResponder { return firstResponder }
        let shown = contentViewControllers.last { $0.storedView?.window === self }
        return shown?.deepestActionResponder ?? self
    }

    func visibilityDidChange() {
        for controller in contentViewControllers where controller.storedView?.window === self {
            controller.windowVisibilityDidChange(isVisible: isShownOnScreen)
        }
    }

    /// Re-reads the status-bar preferences of the controller that decides them (SBAR-03).
    /// A desktop window draws no status bar; the result is what the window scene's status-bar
    /// manager reports.
    func statusBarAppearanceNeedsUpdate() {
        let controller = statusBarController(for: \.childForStatusBarStyle)
        let hiddenController = statusBarController(for: \.childForStatusBarHidden)
        statusBarAppearance = StatusBarAppearance(style: controller?.preferredStatusBarStyle ?? .default,
                                                  isHidden: hiddenController?.prefersStatusBarHidden ?? false)
    }

    /// SBAR-03, SBAR-04, VC-06: the top-level controller — the topmost full-screen presented
    /// one (or one capturing the status bar), else the root — then down its designated children.
    func statusBarController(for designatedChild: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        var top = rootViewController
        for controller in contentViewControllers.dropFirst() {
            let style = controller.activePresentation?.presentationStyle ?? .fullScreen
            if style == .fullScreen || controller.modalPresentationCapturesStatusBarAppearance { top = controller }
        }
        var cursor = top
        while let child = cursor?[keyPath: designatedChild] { cursor = child }
        return cursor
    }

    // MARK: Resizing as a transition

    /// Only a window with a root view controller has anyone to tell, and a resize that is
    /// itself part of a resize transition is not a new one.
    var needsResizeTransition: Bool { rootViewController != nil && resizeCoordinator == nil }

    /// The window's traits at another size.
    func traitCollection(forSize size: CGSize) -> UITraitCollection {
        applyingOwnOverrides(to: inheritedTraitCollection(forSize: size))
    }

    /// RES-04: `willTransition(to:with:)` (when size classes change) and
    /// `viewWillTransition(to:with:)` reach the root (and through it every child and presented
    /// controller) while the old size and traits are in place; then `resize` applies the new
    /// size — traits change and `traitCollectionDidChange(_:)` follows — and the window lays
    /// out, inside the transition's animation with the coordinator's alongside animations; its
    /// completions run after. A desktop resize follows the pointer, so it does not animate.
    func performResizeTransition(to size: CGSize, resize: @escaping () -> Void) {
        guard let root = rootViewController else { resize(); return }
        let coordinator = TransitionCoordinator(containerView: self, animated: false, duration: 0)
        resizeCoordinator = coordinator
        let newCollection = root.prospectiveTraitCollection(inheriting: traitCollection(forSize: size))
        if UIViewController.sizeClassesDiffer(newCollection, root.traitCollection) {
            root.willTransition(to: newCollection, with: coordinator)
        }
        root.viewWillTransition(to: size, with: coordinator)
        UIView.performWithoutAnimation {
            resize()
            layoutIfNeeded()
            coordinator.start()
        }
        resizeCoordinator = nil
        coordinator.finish(cancelled: false)
    }
}
