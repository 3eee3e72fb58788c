import Foundation

/// An element of a section on screen, as a section's `visibleItemsInvalidationHandler` sees
/// it just before it shows: change its alpha, transform, center, stacking or visibility and the
/// element's view shows the change (a carousel that scales its cards by their distance from the
/// middle, say).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's kind, or "cell".
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called before each layout pass with the section's elements on screen, the scroll offset
/// (an orthogonal row's own, else the collection view's) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
