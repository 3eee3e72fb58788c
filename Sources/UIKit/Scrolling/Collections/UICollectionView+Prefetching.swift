import Foundation

extension UICollectionView {
    /// After tiling: tells the prefetch data source of the items in the prefetch band, and of
    /// those it was told of that the collection view no longer expects to show
    /// (`PrefetchTracker`). A list's band comes from its rows, any other layout's from its
    /// attributes; the band lies along the axis the content is longer on than the bounds.
    func prefetchItems() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let shown = Set(engine.visibleCells.keys.compactMap { dataSourceIndexPath(for: $0) })
        let scrollsSideways = contentSize.width > bounds.width && contentSize.height <= bounds.height
        let requests = engine.prefetch.update(visible: CGRect(origin: contentOffset, size: bounds.size), vertical: !scrollsSideways,
                                              shown: shown) { band in
            layoutIndexPaths(in: band).compactMap { dataSourceIndexPath(for: $0) }
        }
        if !requests.cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: requests.cancel) }
        if !requests.prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: requests.prefetch) }
    }

    /// The items the layout puts in `rect`.
    private func layoutIndexPaths(in rect: CGRect) -> [IndexPath] {
        if engine.customTiling == nil {
            return engine.layout.elements(in: rect).compactMap { element in
                guard case .row(let indexPath) = element else { return nil }
                return indexPath
            }
        }
        return (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).compactMap { attributes in
            guard case .cell(let indexPath) = attributes.elementKey, engine.isValid(indexPath) else { return nil }
            return indexPath
        }
    }
}
