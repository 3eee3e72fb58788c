import Foundation

/// Prepares the data of items before they show and stops when the user turns back
/// (`UICollectionView.prefetchDataSource`, while `isPrefetchingEnabled`). The collection view
/// asks as it scrolls (`PrefetchTracker` says which items and when), with the data source's
/// index paths, sorted.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items the collection view will probably show soon.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items asked for earlier that the collection view no longer expects to show.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
