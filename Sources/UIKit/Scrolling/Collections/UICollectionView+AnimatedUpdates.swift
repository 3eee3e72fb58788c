import Foundation

/// A batch of updates under a layout that places items by attributes: the layout is
/// invalidated for the new counts and prepared, hears of the update items, names the
/// supplementary and decoration views it deletes or inserts, and gives each element that
/// appears or disappears its starting or final attributes; surviving elements move from where
/// they were. The animation lasts 0.3 s, as a list's does.
extension UICollectionView {
    func applyUpdatesByAttributes(_ updates: [ListUpdate], animated: Bool, completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        let tiling = attributeTiling
        let oldCounts = engine.counts
        let before = tiling.shown
        let cellsBefore = engine.visibleCells
        let viewsBefore = tiling.supplementaries

        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        tiling.isApplyingUpdates = true
        layout.invalidateLayout(with: context)
        engine.apply(updates, animated: false, api: Self.invalidUpdateAPI, completion: nil)
        tiling.isApplyingUpdates = false
        guard let plan = try? ListUpdatePlan(updates: updates, oldCounts: oldCounts, newCounts: engine.counts, api: Self.invalidUpdateAPI) else {
            completion?(true)
            return
        }
        let items = UICollectionViewUpdateItem.items(for: updates)
        layout.update = CollectionLayoutUpdate(plan: plan, before: before)
        layout.prepare(forCollectionViewUpdates: items)

        // Views the layout says the updates delete or insert go, even where it still places
        // one; the next tiling asks for new ones.
        var replaced: Set<ObjectIdentifier> = []
        let kinds = Set(viewsBefore.keys.compactMap(\.supplementaryKind))
        let decorationKinds = Set(viewsBefore.keys.compactMap(\.decorationKind))
        var named: [CollectionElementKey] = []
        for kind in kinds {
            named += (layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) + layout.indexPathsToInsertForSupplementaryView(ofKind: kind))
                .map { .supplementary(kind: kind, indexPath: $0) }
        }
        for kind in decorationKinds {
            named += (layout.indexPathsToDeleteForDecorationView(ofKind: kind) + layout.indexPathsToInsertForDecorationView(ofKind: kind))
                .map { .decoration(kind: kind, indexPath: $0) }
        }
        for key in named {
            guard let view = tiling.supplementaries[key] else { continue }
            tiling.supplementaries[key] = nil
            retireSupplementary(view, key: key)
            replaced.insert(ObjectIdentifier(view))
        }

        applyTargetContentOffset()
        UIView.performWithoutAnimation { tileByAttributes() }

        guard animated, window != nil else {
            layout.finalizeCollectionViewUpdates()
            layout.update = nil
            completion?(true)
            return
        }
        var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var departures: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []

        // Cells: survivors move from their old attributes, arrivals from their initial ones,
        // and cells whose items left go to their final attributes.
        var stillShown: Set<ObjectIdentifier> = []
        for (indexPath, view) in engine.visibleCells {
            guard let cell = view as? UICollectionViewCell, let now = tiling.shown[.cell(indexPath)] else { continue }
            stillShown.insert(ObjectIdentifier(cell))
            let start: UICollectionViewLayoutAttributes?
            if let old = layout.update?.oldIndexPath(forNew: indexPath), cellsBefore[old] === cell {
                start = before[.cell(old)]
            } else {
                start = layout.initialLayoutAttributesForAppearingItem(at: indexPath).map(displayed)
            }
            guard let start else { continue }
            place(cell, start)
            moves.append((cell, now))
        }
        for (old, view) in cellsBefore {
            guard let cell = view as? UICollectionViewCell else { continue }
            // An item no longer on show disappears (deleted, or moved out of view); its cell
            // goes to its final attributes unless another item has it now.
            if let new = layout.update?.newIndexPath(forOld: old), engine.visibleCells[new] != nil { continue }
            let final = layout.finalLayoutAttributesForDisappearingItem(at: old).map(displayed)
            guard !stillShown.contains(ObjectIdentifier(cell)), let from = before[.cell(old)], let final else { continue }
            place(cell, from)
            cell.isHidden = false
            departures.append((cell, final))
        }
        // Supplementary and decoration views, likewise.
        var viewsShown: Set<ObjectIdentifier> = []
        for (key, view) in tiling.supplementaries {
            guard let now = tiling.shown[key] else { continue }
            viewsShown.insert(ObjectIdentifier(view))
            let previous = viewsBefore.first { $0.value === view }?.key
            let start: UICollectionViewLayoutAttributes?
            if let previous, !replaced.contains(ObjectIdentifier(view)) {
                start = before[previous]
            } else {
                start = initialAttributes(for: key, layout: layout).map(displayed)
            }
            guard let start else { continue }
            place(view, start)
            moves.append((view, now))
        }
        for (key, view) in viewsBefore where !viewsShown.contains(ObjectIdentifier(view)) {
            guard let from = before[key], let final = finalAttributes(for: key, layout: layout).map(displayed) else { continue }
            place(view, from)
            view.isHidden = false
            departures.append((view, final))
        }

        UIView.animate(withDuration: 0.3, animations: {
            layout.finalizeCollectionViewUpdates()
            for (view, attributes) in moves { self.place(view, attributes) }
            for (view, attributes) in departures { self.place(view, attributes) }
        }, completion: { [weak self] finished in
            layout.update = nil
            if let self {
                let shownNow = Set(self.engine.visibleCells.values.map { ObjectIdentifier($0) })
                    .union(self.attributeTiling.supplementaries.values.map { ObjectIdentifier($0) })
                // Departed views went back to their pools: hidden, unless reused meanwhile.
                for (view, _) in departures where !shownNow.contains(ObjectIdentifier(view)) {
                    view.isHidden = true
                    view.alpha = 1
                    view.transform3D = CATransform3DIdentity
                }
            }
            completion?(finished)
        })
    }

    private func initialAttributes(for key: CollectionElementKey, layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key {
        case .cell(let indexPath): layout.initialLayoutAttributesForAppearingItem(at: indexPath)
        case .supplementary(let kind, let indexPath): layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
        case .decoration(let kind, let indexPath): layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
        }
    }

    private func finalAttributes(for key: CollectionElementKey, layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key {
        case .cell(let indexPath): layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
        case .supplementary(let kind, let indexPath): layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
        case .decoration(let kind, let indexPath): layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
        }
    }

    /// Moves to the content offset the layout, then the delegate, choose for the content as
    /// it is now (after a batch of updates or a change of layout).
    func applyTargetContentOffset() {
        let proposed = contentOffset
        var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed)
        if let collectionDelegate {
            target = collectionDelegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
        }
        guard target != proposed, target.x.isFinite, target.y.isFinite else { return }
        let size = collectionViewLayout.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite { contentSize = CGSize(width: max(0, size.width), height: max(0, size.height)) }
        contentOffset = clamped(target)
    }
}

extension CollectionElementKey {
    var supplementaryKind: String? {
        if case .supplementary(let kind, _) = self { return kind }
        return nil
    }

    var decorationKind: String? {
        if case .decoration(let kind, _) = self { return kind }
        return nil
    }
}
