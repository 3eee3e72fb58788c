import Foundation

extension UICollectionView {
    /// Called when an interactive transition ends: whether it completed (the next layout is
    /// the collection view's) and whether its animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    func changeLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        changeLayout(to: layout, duration: animated ? 0.3 : 0, completion: completion)
    }

    /// Changes the layout, moving the elements over `duration` (none: at once).
    func changeLayout(to layout: UICollectionViewLayout, duration: TimeInterval, completion: ((Bool) -> Void)?) {
        guard interactiveTransition == nil else {
            UIKitLog.write("UICollectionView.setCollectionViewLayout(_:animated:completion:) was called during an interactive transition; finish or cancel it first")
            completion?(false)
            return
        }
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        transition(to: layout, duration: duration, finalizing: [old, layout], completion: completion)
    }

    /// Makes `layout` this collection view's again after another collection view used it (a
    /// layout-to-layout navigation): it lays the items out afresh.
    func adoptLayout(_ layout: UICollectionViewLayout) {
        guard collectionViewLayout === layout else {
            collectionViewLayout = layout
            return
        }
        layout.collectionView = self
        attributeTiling.needsPrepare = true
        layout.invalidateLayout()
        setNeedsReload()
    }

    func beginInteractiveTransition(to layout: UICollectionViewLayout,
                                    completion: UICollectionView.LayoutInteractiveTransitionCompletion?) -> UICollectionViewTransitionLayout {
        if let running = interactiveTransition {
            UIKitLog.write("UICollectionView.startInteractiveTransition(to:completion:) was called during another; finish or cancel that one first")
            return running.layout
        }
        let old = collectionViewLayout
        let transitionLayout = collectionDelegate.map { $0.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout) }
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        interactiveTransition = CollectionInteractiveTransition(layout: transitionLayout, completion: completion)
        collectionViewLayout = transitionLayout
        return transitionLayout
    }

    func endInteractiveTransition(completed: Bool) {
        guard let running = interactiveTransition else { return }
        interactiveTransition = nil
        let transitionLayout = running.layout
        let target = completed ? transitionLayout.nextLayout : transitionLayout.currentLayout
        let other = completed ? transitionLayout.currentLayout : transitionLayout.nextLayout
        if other.collectionView === self { other.collectionView = nil }
        // The rest of the way takes the rest of 0.3 s.
        let progress = min(max(transitionLayout.transitionProgress, 0), 1)
        let remaining = completed ? 1 - progress : progress
        transition(to: target, duration: 0.3 * remaining, finalizing: [transitionLayout.currentLayout, transitionLayout.nextLayout]) { finished in
            running.completion?(completed, finished)
        }
    }

    /// Puts `layout` in place and moves every element that stays on show from where it is
    /// to its new place over `duration` (none: at once).
    private func transition(to layout: UICollectionViewLayout, duration: TimeInterval, finalizing layouts: [UICollectionViewLayout],
                            completion: ((Bool) -> Void)?) {
        let before = shownGeometry()
        let oldLayout = collectionViewLayout
        for (_, shown) in before { (shown.view as? UICollectionReusableView)?.willTransition(from: oldLayout, to: layout) }
        collectionViewLayout = layout
        layoutIfNeeded()
        applyTargetContentOffset()
        layoutIfNeeded()
        let after = shownGeometry()
        /// The views on show after the change hear that it is done.
        func done() {
            for (_, shown) in after { (shown.view as? UICollectionReusableView)?.didTransition(from: oldLayout, to: layout) }
        }
        guard duration > 0, window != nil else {
            for each in layouts { each.finalizeLayoutTransition() }
            done()
            completion?(true)
            return
        }
        for (id, now) in after { before[id]?.geometry.apply(to: now.view) }
        UIView.animate(withDuration: duration, animations: {
            for each in layouts { each.finalizeLayoutTransition() }
            for (id, now) in after where before[id] != nil { now.geometry.apply(to: now.view) }
        }, completion: { finished in
            done()
            completion?(finished)
        })
    }

    /// Where each cell and supplementary view on show is, by view.
    private func shownGeometry() -> [ObjectIdentifier: (view: UIView, geometry: ViewGeometry)] {
        let views: [UIView] = Array(engine.visibleCells.values) + attributeTiling.supplementaries.values.map { $0 }
            + Array(engine.visibleHeaders.values) + Array(engine.visibleFooters.values)
        var result: [ObjectIdentifier: (view: UIView, geometry: ViewGeometry)] = [:]
        for view in views { result[ObjectIdentifier(view)] = (view, ViewGeometry(view)) }
        return result
    }
}

/// An interactive layout transition under way.
@MainActor
struct CollectionInteractiveTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}

/// What a transition animates of a view.
@MainActor
private struct ViewGeometry {
    let center: CGPoint
    let bounds: CGRect
    let alpha: CGFloat
    let transform: CATransform3D

    init(_ view: UIView) {
        center = view.center
        bounds = view.bounds
        alpha = view.alpha
        transform = view.transform3D
    }

    func apply(to view: UIView) {
        view.center = center
        view.bounds = bounds
        view.alpha = alpha
        view.transform3D = transform
    }
}
