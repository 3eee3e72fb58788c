import Foundation

/// The layout a collection view shows during an interactive transition from `currentLayout`
/// to `nextLayout` (`UICollectionView.startInteractiveTransition(to:completion:)`): every
/// element is placed between where the two layouts put it, by `transitionProgress`. Subclass
/// it (and return the subclass from the delegate's
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`) to place elements otherwise.
/// Layouts that place items by attributes are interpolated; a list layout's rows are not
/// (they take their places when the transition ends).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// How far the transition has gone, 0 (the current layout) to 1 (the next one); setting it
    /// invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            if !transitionProgress.isFinite { transitionProgress = oldValue }
            if transitionProgress != oldValue { invalidateLayout() }
        }
    }

    open private(set) var currentLayout: UICollectionViewLayout
    open private(set) var nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Keeps `value` under `key`, for the layout's own use while the transition runs.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last kept under `key` (0 when none was).
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// The fraction used to place elements, clamped to 0…1.
    private var fraction: CGFloat { min(max(transitionProgress, 0), 1) }

    open override func prepare() {
        super.prepare()
        // Both layouts work for the collection view while they are interpolated.
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.prepare()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: Self.mix(from.width, to.width, fraction), height: Self.mix(from.height, to.height, fraction))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // An element either layout shows near `rect` is asked of both, then placed between.
        var keys: [CollectionElementKey] = []
        var seen: Set<CollectionElementKey> = []
        for attributes in (currentLayout.layoutAttributesForElements(in: rect) ?? []) + (nextLayout.layoutAttributesForElements(in: rect) ?? [])
        where seen.insert(attributes.elementKey).inserted {
            keys.append(attributes.elementKey)
        }
        return keys.compactMap(attributes(for:)).filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: .cell(indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: .supplementary(kind: elementKind, indexPath: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: .decoration(kind: elementKind, indexPath: indexPath))
    }

    /// A decoration view class registered with either layout.
    override func makeDecorationView(ofKind elementKind: String) -> UICollectionReusableView? {
        nextLayout.makeDecorationView(ofKind: elementKind) ?? currentLayout.makeDecorationView(ofKind: elementKind)
    }

    private func attributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let from = Self.attributes(of: currentLayout, for: key)
        let to = Self.attributes(of: nextLayout, for: key)
        guard let from, let to else {
            // In one layout only: it fades in or out where that layout puts it.
            guard let only = (from ?? to)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
            only.alpha *= from == nil ? fraction : 1 - fraction
            return only
        }
        guard let mixed = (fraction < 0.5 ? from : to).copy() as? UICollectionViewLayoutAttributes else { return nil }
        let t = fraction
        mixed.center = CGPoint(x: Self.mix(from.center.x, to.center.x, t), y: Self.mix(from.center.y, to.center.y, t))
        mixed.size = CGSize(width: Self.mix(from.size.width, to.size.width, t), height: Self.mix(from.size.height, to.size.height, t))
        mixed.alpha = Self.mix(from.alpha, to.alpha, t)
        return mixed
    }

    private static func attributes(of layout: UICollectionViewLayout, for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key {
        case .cell(let indexPath): layout.layoutAttributesForItem(at: indexPath)
        case .supplementary(let kind, let indexPath): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .decoration(let kind, let indexPath): layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
    }

    private static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }
}
