import Foundation

/// Trait collections and size transitions (spec CONT-08, CONT-09, CONT-12, RES-01 … RES-05).
///
/// A controller's traits are what it inherits — from its parent, from its presentation
/// controller when presented, else from where its view sits — with its parent's override for
/// it (`setOverrideTraitCollection(_:forChild:)`) and its own `overrideUserInterfaceStyle` on
/// top. Its main view inherits the controller's traits. Changes reach the controller before its
/// view, both after the new collection is in place (RES-03).
extension UIViewController {
    var currentTraitCollection: UITraitCollection {
        if let cachedTraitCollection, storedView?.window != nil { return cachedTraitCollection }
        return computeTraitCollection()
    }

    func inheritedTraitCollection() -> UITraitCollection {
        if let parent = storedParent { return parent.traitCollection }
        if let presentation = activePresentation, presentation.presentedViewController === self { return presentation.traitCollection }
        if let superview = storedView?.superview { return superview.traitCollection }
        // A root or presenting controller whose view is out of the interface (covered by a
        // full-screen presentation) still follows its window.
        if let window = hostingWindow { return window.traitCollection }
        return UIScreen.main.traitCollection
    }

    func computeTraitCollection() -> UITraitCollection {
        applyOwnOverrides(to: inheritedTraitCollection())
    }

    /// `base` with what the parent imposes on this controller, the parent's override for it
    /// and its own interface style.
    func applyOwnOverrides(to base: UITraitCollection) -> UITraitCollection {
        var collections = [base]
        if let parent = storedParent, let imposed = parent.traitsImposed(onChild: self) { collections.append(imposed) }
        if let parent = storedParent, let override = parent.overrideTraitCollection(forChild: self) { collections.append(override) }
        if overrideUserInterfaceStyle != .unspecified { collections.append(UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)) }
        return collections.count == 1 ? base : UITraitCollection(traitsFrom: collections)
    }

    /// Recomputes the controller's traits; called as its main view's traits are recomputed,
    /// just before the view's. Tells the controller when they changed (nil the first time).
    func refreshTraitCollection() -> UITraitCollection {
        let previous = cachedTraitCollection
        let current = computeTraitCollection()
        cachedTraitCollection = current
        if previous == nil || previous != current {
            traitCollectionDidChange(previous)
            traitCollectionDidRefresh(from: previous)
        }
        return current
    }

    /// Something the traits derive from changed: the view (and through it, the children whose
    /// views are inside) recompute; a controller without a loaded view has nothing to update.
    func traitInputsDidChange() {
        if let storedView {
            storedView.traitInputsDidChange()
        }
        for child in storedChildren where child.storedView?.superview == nil {
            child.traitInputsDidChange()
        }
    }

    func setChildTraitOverride(_ collection: UITraitCollection?, for child: UIViewController) {
        guard child.storedParent === self else {
            UIKitFailure.raise("UIViewController.setOverrideTraitCollection(_:forChild:): \(type(of: child)) is not a child of \(type(of: self)). Call addChild(_:) first.")
            return
        }
        childTraitOverrides[ObjectIdentifier(child)] = collection
        child.traitInputsDidChange()
    }

    // MARK: Size transitions

    /// The collection this controller will have when it inherits `base`.
    func prospectiveTraitCollection(inheriting base: UITraitCollection) -> UITraitCollection {
        applyOwnOverrides(to: base)
    }

    static func sizeClassesDiffer(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.horizontalSizeClass != b.horizontalSizeClass || a.verticalSizeClass != b.verticalSizeClass
    }

    /// CONT-08: children hear with their own new collection — when their size classes change.
    func forwardWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren {
            let childCollection = child.prospectiveTraitCollection(inheriting: newCollection)
            if Self.sizeClassesDiffer(childCollection, child.traitCollection) {
                child.willTransition(to: childCollection, with: coordinator)
            }
        }
        if let presented = storedPresentedViewController, let presentation = presented.activePresentation {
            presentation.containerWillTransition(to: newCollection, with: coordinator)
        }
    }

    /// CONT-08, CONT-09: children hear the size their parent gives them.
    func forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        if let presented = storedPresentedViewController, let presentation = presented.activePresentation {
            presentation.containerWillTransition(toPresentingSize: size, with: coordinator)
        }
    }

    /// The coordinator of the transition this controller, an ancestor or its presentation is in.
    func findTransitionCoordinator() -> UIViewControllerTransitionCoordinator? {
        var cursor: UIViewController? = self
        while let controller = cursor {
            if let coordinator = controller.activeCoordinator, !coordinator.isFinished { return coordinator }
            if let coordinator = controller.activePresentation?.activeCoordinator, !coordinator.isFinished { return coordinator }
            cursor = controller.storedParent
        }
        if let coordinator = storedView?.window?.resizeCoordinator, !coordinator.isFinished { return coordinator }
        return nil
    }
}
