import Foundation

/// The collection view under a layout that places items by attributes (a flow layout or a
/// custom one): it prepares the layout after each invalidation, asks for the attributes of
/// what meets its visible bounds at every layout pass, keeps exactly those cells and
/// supplementary views on screen, and lets self-sizing cells change the layout.
extension UICollectionView {
    /// The layout was invalidated with `context`: the content offset and size move by its
    /// adjustments at once, the counts are read again when it says so (a batch of updates
    /// reads them itself), and the layout prepares before the next pass.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        guard !collectionViewLayout.isListLayout else {
            setNeedsReload()
            return
        }
        if context.invalidateDataSourceCounts, !attributeTiling.isApplyingUpdates { engine.needsReload = true }
        let sizeAdjustment = context.contentSizeAdjustment
        if sizeAdjustment != .zero, sizeAdjustment.width.isFinite, sizeAdjustment.height.isFinite {
            contentSize = CGSize(width: max(0, contentSize.width + sizeAdjustment.width), height: max(0, contentSize.height + sizeAdjustment.height))
        }
        let offsetAdjustment = context.contentOffsetAdjustment
        if offsetAdjustment != .zero, offsetAdjustment.x.isFinite, offsetAdjustment.y.isFinite {
            contentOffset = CGPoint(x: contentOffset.x + offsetAdjustment.x, y: contentOffset.y + offsetAdjustment.y)
        }
        attributeTiling.needsPrepare = true
        // During a layout pass the pass itself prepares the layout again.
        if !attributeTiling.isTiling { setNeedsLayout() }
    }

    /// Invalidates the layout with a context of its class that says everything (and the
    /// counts) changed: a reload, a new data source or a new layout.
    func invalidateLayoutEverything() {
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Whether the layout is shown mirrored: it asks to be, and the collection view's layout
    /// direction is not the one it was written for.
    var flipsLayoutHorizontally: Bool {
        let layout = collectionViewLayout
        return layout.flipsHorizontallyInOppositeLayoutDirection && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// `attributes` as shown: mirrored across the content width when the layout is flipped.
    func displayed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard flipsLayoutHorizontally, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.center.x = contentSize.width - attributes.center.x
        return copy
    }

    /// A rect in the collection view's coordinates as the layout sees it (mirrored back).
    private func layoutRect(_ rect: CGRect) -> CGRect {
        guard flipsLayoutHorizontally else { return rect }
        return CGRect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func layoutByAttributes() {
        if engine.customTiling == nil { engine.customTiling = { [unowned self] in self.tileByAttributes() } }
        ensureModel()
        tileByAttributes()
        prefetchItems()
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    }

    /// Shows exactly the elements whose attributes meet the visible bounds — cells, the data
    /// source's supplementary views, and the layout's own decoration views. A self-sizing
    /// cell that changes the layout makes it prepare and place again (a few passes at most).
    func tileByAttributes() {
        let tiling = attributeTiling
        guard !tiling.isTiling else { return }
        tiling.isTiling = true
        defer { tiling.isTiling = false }
        let layout = collectionViewLayout
        var animatedBoundsChange = false
        if let lastBounds = tiling.lastBounds, lastBounds != bounds {
            tiling.lastBounds = bounds
            if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
                tiling.needsPrepare = true
                // Inside an animation block, the layout hears of the change and the elements
                // animate to their new places.
                if UIView.inheritedAnimationDuration > 0 {
                    animatedBoundsChange = true
                    if tiling.preparedCounts != engine.counts || tiling.needsPrepare {
                        tiling.needsPrepare = false
                        tiling.preparedCounts = engine.counts
                        layout.prepare()
                    }
                    layout.prepare(forAnimatedBoundsChange: lastBounds)
                }
            }
        } else if tiling.lastBounds == nil {
            tiling.lastBounds = bounds
            tiling.needsPrepare = true
        }
        defer { if animatedBoundsChange { layout.finalizeAnimatedBoundsChange() } }
        if tiling.preparedCounts != engine.counts { tiling.needsPrepare = true }
        for _ in 0..<4 {
            if tiling.needsPrepare {
                tiling.needsPrepare = false
                tiling.preparedCounts = engine.counts
                layout.prepare()
            }
            let size = layout.collectionViewContentSize
            contentSize = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
            let visible = CGRect(origin: contentOffset, size: bounds.size)
            var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
            var order: [CollectionElementKey] = []
            for found in layout.layoutAttributesForElements(in: layoutRect(visible)) ?? [] {
                let attributes = displayed(found)
                let key = attributes.elementKey
                if case .cell(let indexPath) = key, !engine.isValid(indexPath) { continue }
                if case .supplementary(_, let indexPath) = key, indexPath.count != 2 { continue }
                if case .decoration(_, let indexPath) = key, indexPath.count != 2 { continue }
                if wanted[key] == nil { order.append(key) }
                wanted[key] = attributes
            }
            retireElements(notIn: wanted)
            var resized = false
            for key in order {
                guard let attributes = wanted[key] else { continue }
                switch key {
                case .cell(let indexPath):
                    if let cell = engine.visibleCells[indexPath] as? UICollectionViewCell {
                        if engine.heldCell !== cell { place(cell, attributes) }
                    } else if let cell = showCell(at: indexPath, attributes, resized: &resized) {
                        listWillDisplay(cell, at: indexPath)
                    }
                case .supplementary(let kind, let indexPath):
                    if let view = tiling.supplementaries[key] {
                        place(view, attributes)
                    } else if let dataSource {
                        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                        view.isHidden = false
                        if view.superview !== self { addSupplementarySubview(view) }
                        tiling.supplementaries[key] = view
                        place(view, attributes)
                        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
                    }
                case .decoration(let kind, _):
                    if let view = tiling.supplementaries[key] {
                        place(view, attributes)
                    } else if let view = decorationView(ofKind: kind) {
                        view.isHidden = false
                        // Behind the cells: a section's background.
                        if view.superview !== self { insertSubview(view, at: 0) }
                        tiling.supplementaries[key] = view
                        place(view, attributes)
                    }
                }
            }
            tiling.shown = wanted
            if !resized { break }
        }
    }

    /// Makes the cell for an item, places it, and lets it size itself.
    private func showCell(at indexPath: IndexPath, _ attributes: UICollectionViewLayoutAttributes, resized: inout Bool) -> UICollectionViewCell? {
        guard let cell = listMakeCell(at: indexPath) as? UICollectionViewCell else { return nil }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        engine.visibleCells[indexPath] = cell
        place(cell, attributes)
        let layout = collectionViewLayout
        cell.selfSizes = layout.wantsSelfSizingCells
        cell.selfSizingFittingPriorities = layout.selfSizingFittingPriorities
        let preferred = cell.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            layout.noteSelfSized(preferred)
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
            attributeTiling.needsPrepare = true
            resized = true
        }
        return cell
    }

    /// A decoration view of `kind` from the pool, or a new one of the class the layout has.
    private func decorationView(ofKind kind: String) -> UICollectionReusableView? {
        if let queued = supplementaryPool.dequeue(identifier: "decoration/" + kind) {
            queued.prepareForReuse()
            return queued
        }
        return collectionViewLayout.makeDecorationView(ofKind: kind)
    }

    private func retireElements(notIn wanted: [CollectionElementKey: UICollectionViewLayoutAttributes]) {
        for (indexPath, cell) in engine.visibleCells where wanted[.cell(indexPath)] == nil && engine.heldCell !== cell {
            engine.visibleCells[indexPath] = nil
            listRetire(cell, at: indexPath)
        }
        for (key, view) in attributeTiling.supplementaries where wanted[key] == nil {
            attributeTiling.supplementaries[key] = nil
            retireSupplementary(view, key: key)
        }
    }

    func retireSupplementary(_ view: UICollectionReusableView, key: CollectionElementKey) {
        if case .supplementary(let kind, let indexPath) = key {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
        }
        supplementaryPool.retire(view, identifier: view.reuseIdentifier)
    }

    /// Retires every supplementary view (the data was reloaded).
    func resetAttributeTiling() {
        for (key, view) in attributeTiling.supplementaries { retireSupplementary(view, key: key) }
        attributeTiling.supplementaries = [:]
        attributeTiling.shown = [:]
        attributeTiling.needsPrepare = true
    }

    /// Gives a view its attributes: size, centre, transform, alpha, visibility, stacking.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let size = attributes.size
        let center = attributes.center
        guard size.width.isFinite, size.height.isFinite, center.x.isFinite, center.y.isFinite else {
            view.isHidden = true
            return
        }
        if view.transform3D != CATransform3DIdentity { view.transform3D = CATransform3DIdentity }
        view.bounds = CGRect(origin: .zero, size: CGSize(width: max(0, size.width), height: max(0, size.height)))
        view.center = center
        if attributes.transform3D != CATransform3DIdentity { view.transform3D = attributes.transform3D }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        // A decoration view stays below the cells and supplementary views of its zIndex.
        view.layer.zPosition = CGFloat(attributes.zIndex) - (attributes.representedElementCategory == .decorationView ? 0.5 : 0)
        view.apply(attributes)
    }

    /// The frame an attributes layout gives an item, from what is on show or else the layout.
    func attributedFrame(of indexPath: IndexPath) -> CGRect {
        if let shown = attributeTiling.shown[.cell(indexPath)] { return shown.frame }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map { displayed($0).frame } ?? .zero
    }

    /// The item whose attributes put it under `point` (the topmost, if several).
    func attributedItem(at point: CGPoint) -> IndexPath? {
        let probe = layoutRect(CGRect(x: point.x, y: point.y, width: 1, height: 1))
        let point = flipsLayoutHorizontally ? CGPoint(x: contentSize.width - point.x, y: point.y) : point
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && engine.isValid($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Where items dropped at `location` would go in a layout placed by attributes: before the
    /// item under it or nearest to it, or after it when the location is past the item's middle
    /// along its line; at the start of an empty collection view.
    func attributedInsertionIndexPath(at location: CGPoint) -> IndexPath? {
        ensureModel()
        guard !engine.counts.isEmpty else { return nil }
        let search = CGRect(x: location.x - bounds.width, y: location.y - bounds.height, width: 2 * bounds.width, height: 2 * bounds.height)
        let candidates = (collectionViewLayout.layoutAttributesForElements(in: search) ?? []).filter {
            $0.representedElementCategory == .cell && engine.isValid($0.indexPath)
        }
        func distance(_ frame: CGRect) -> CGFloat {
            let dx = max(frame.minX - location.x, 0, location.x - frame.maxX)
            let dy = max(frame.minY - location.y, 0, location.y - frame.maxY)
            return dx * dx + dy * dy
        }
        guard let nearest = candidates.min(by: { distance($0.frame) < distance($1.frame) }) else {
            return IndexPath(item: 0, section: 0)
        }
        let frame = nearest.frame
        let isVertical = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
        let past = isVertical ? location.x > frame.midX : location.y > frame.midY
        return past ? IndexPath(item: nearest.indexPath.item + 1, section: nearest.indexPath.section) : nearest.indexPath
    }
}
