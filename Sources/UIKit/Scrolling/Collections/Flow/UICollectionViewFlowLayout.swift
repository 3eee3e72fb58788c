import Foundation

extension UICollectionView {
    /// Which way a flow layout's lines run: `.vertical` scrolls up and down through rows.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}

/// Items in lines, each line filled as far as it goes: a grid when the items are one size.
/// Sizes and spacings come from the layout's properties, or per item and per section from a
/// delegate adopting `UICollectionViewDelegateFlowLayout`. Each section may have a header and
/// a footer (`UICollectionView.elementKindSectionHeader` / `…Footer`), sized by their
/// reference sizes; with `estimatedItemSize` set, cells size themselves.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    /// The `estimatedItemSize` that asks every cell its size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateIfChanged(scrollDirection != oldValue) } }
    /// Every item's size, unless the delegate sizes them (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(itemSize != oldValue) } }
    /// Non-zero: cells size themselves, and items not yet shown count at this size.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            measured = [:]
            invalidateLayout()
        }
    }
    /// The least space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(minimumLineSpacing != oldValue) } }
    /// The least space between items in a line (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateIfChanged(minimumInteritemSpacing != oldValue) } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateIfChanged(sectionInset != oldValue) } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateIfChanged(sectionInsetReference != oldValue) }
    }
    /// Headers' size: the height counts in a vertical flow, the width in a horizontal one.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(headerReferenceSize != oldValue) } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(footerReferenceSize != oldValue) } }
    /// Headers stay at the top of the visible bounds while their section passes under them.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateIfChanged(sectionHeadersPinToVisibleBounds != oldValue) } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateIfChanged(sectionFootersPinToVisibleBounds != oldValue) } }

    public override init() {
        super.init()
    }

    /// The sections as last prepared.
    private(set) var sections: [FlowLayoutSection] = []
    private var contentSize: CGSize = .zero
    /// Self-sized cells' sizes, by index path, until the items change.
    private var measured: [IndexPath: CGSize] = [:]
    private var measuredCounts: [Int] = []
    /// The bounds size the sections were laid out for.
    private var preparedBoundsSize: CGSize = .zero
    /// The delegate's answers as last asked: each section's metrics and its items' sizes.
    /// (Their insets are the delegate's own, before the safe area or margins are added.)
    private var delegateMetrics: [FlowLayoutSection.Metrics] = []
    private var delegateSizes: [[CGSize]] = []
    /// What the invalidations since the last preparation let the layout keep: nil when there
    /// was none; otherwise whether every one kept the delegate's answers, and the lines.
    private var pendingKeep: (metrics: Bool, lines: Bool)?

    private var isVertical: Bool { scrollDirection == .vertical }
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        let keep = pendingKeep
        pendingKeep = nil
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let unchanged = counts == measuredCounts && delegateMetrics.count == counts.count
            && zip(delegateSizes, counts).allSatisfy { $0.count == $1 || isSelfSizing }
        if let keep, keep.lines, unchanged, collectionView.bounds.size == preparedBoundsSize, !sections.isEmpty { return }
        let reusesDelegate = keep?.metrics == true && unchanged
        let delegate = reusesDelegate ? nil : collectionView.delegate as? UICollectionViewDelegateFlowLayout
        if counts != measuredCounts {
            measured = [:]
            measuredCounts = counts
        }
        let insets = contentInsets(of: collectionView)
        let bounds = collectionView.bounds.size
        preparedBoundsSize = bounds
        let breadth = max(0, isVertical ? bounds.width - insets.content.left - insets.content.right
                                        : bounds.height - insets.content.top - insets.content.bottom)
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var start: CGFloat = 0
        var askedMetrics: [FlowLayoutSection.Metrics] = []
        var askedSizes: [[CGSize]] = []
        sections = counts.indices.map { section in
            var metrics: FlowLayoutSection.Metrics
            if reusesDelegate {
                // The delegate's last answers, across the width the bounds have now.
                metrics = delegateMetrics[section]
                metrics.breadth = breadth
            } else {
                let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
                metrics = FlowLayoutSection.Metrics(
                    isVertical: isVertical, breadth: breadth, inset: inset,
                    lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                    interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                    headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                    footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            }
            askedMetrics.append(metrics)
            // The safe area or margins as they are now, added to the delegate's inset.
            metrics.inset.top += insets.reference.top
            metrics.inset.left += insets.reference.left
            metrics.inset.bottom += insets.reference.bottom
            metrics.inset.right += insets.reference.right
            var sizes: [CGSize] = []
            let placed = FlowLayoutSection(count: counts[section], sizes: { item in
                let indexPath = IndexPath(item: item, section: section)
                if isSelfSizing { return measured[indexPath] ?? estimate }
                let size = reusesDelegate ? delegateSizes[section][item]
                    : delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                sizes.append(size)
                return size
            }, metrics: metrics, start: start)
            askedSizes.append(sizes)
            start = placed.end
            return placed
        }
        delegateMetrics = askedMetrics
        delegateSizes = askedSizes
        contentSize = isVertical ? CGSize(width: breadth, height: start) : CGSize(width: start, height: breadth)
    }

    /// The content insets the collection view applies, and what section insets add to them
    /// (the safe area or layout margins beyond the content insets, by `sectionInsetReference`).
    private func contentInsets(of collectionView: UICollectionView) -> (content: UIEdgeInsets, reference: UIEdgeInsets) {
        let content = collectionView.adjustedContentInset
        let outer: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return (content, .zero)
        case .fromSafeArea: outer = collectionView.safeAreaInsets
        case .fromLayoutMargins: outer = collectionView.layoutMargins
        }
        let extra = UIEdgeInsets(top: max(0, outer.top - content.top), left: max(0, outer.left - content.left),
                                 bottom: max(0, outer.bottom - content.bottom), right: max(0, outer.right - content.right))
        return (content, isVertical ? UIEdgeInsets(top: 0, left: extra.left, bottom: 0, right: extra.right)
                                    : UIEdgeInsets(top: extra.top, left: 0, bottom: extra.bottom, right: 0))
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Attributes

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        for (index, section) in sections.enumerated() {
            let pinnedHeader = sectionHeadersPinToVisibleBounds && section.header != .zero
            let pinnedFooter = sectionFootersPinToVisibleBounds && section.footer != .zero
            guard section.end > low || pinnedFooter, section.start < high || pinnedHeader else { continue }
            if section.header != .zero, let header = headerAttributes(index), header.frame.intersects(rect) { found.append(header) }
            for item in section.items(in: rect, isVertical: isVertical) {
                found.append(itemAttributes(IndexPath(item: item, section: index), frame: section.itemFrames[item]))
            }
            if section.footer != .zero, let footer = footerAttributes(index), footer.frame.intersects(rect) { found.append(footer) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return itemAttributes(indexPath, frame: sections[indexPath.section].itemFrames[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    private func itemAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func headerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        edgeAttributes(section, isFooter: false)
    }

    private func footerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        edgeAttributes(section, isFooter: true)
    }

    /// A header's or footer's attributes. Pinned, a header stays at the visible bounds'
    /// leading edge until its section's content has passed, and a footer at the trailing edge
    /// until its section's content begins.
    private func edgeAttributes(_ section: Int, isFooter: Bool) -> UICollectionViewLayoutAttributes? {
        let info = sections[section]
        let natural = isFooter ? info.footer : info.header
        guard natural != .zero else { return nil }
        let attributes = makeAttributes(
            forSupplementaryViewOfKind: isFooter ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader,
            with: IndexPath(item: 0, section: section))
        var frame = natural
        if isFooter ? sectionFootersPinToVisibleBounds : sectionHeadersPinToVisibleBounds, let collectionView {
            let offset = collectionView.contentOffset, inset = collectionView.adjustedContentInset, size = collectionView.bounds.size
            // Along the scroll axis: where the edge sits, its length, and the visible span.
            let start = isVertical ? natural.minY : natural.minX
            let length = isVertical ? natural.height : natural.width
            let visibleStart = isVertical ? offset.y + inset.top : offset.x + inset.left
            let visibleEnd = isVertical ? offset.y + size.height - inset.bottom : offset.x + size.width - inset.right
            let pinned = isFooter ? min(start, max(visibleEnd - length, info.contentStart))
                                  : max(start, min(visibleStart, info.contentEnd - length))
            if isVertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
            attributes.zIndex = 1024
        }
        attributes.frame = frame
        return attributes
    }

    // MARK: Invalidation

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Notes what the context lets the layout keep until it prepares again: a context that
    /// invalidates everything or the counts, or is not a flow context, keeps nothing.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        let wholesale = context.invalidateEverything || context.invalidateDataSourceCounts
        let keepsMetrics = !wholesale && flow?.invalidateFlowLayoutDelegateMetrics == false
        let keepsLines = keepsMetrics && flow?.invalidateFlowLayoutAttributes == false
            && context.invalidatedItemIndexPaths == nil && context.invalidatedSupplementaryIndexPaths == nil
        let previous = pendingKeep ?? (true, true)
        pendingKeep = (previous.metrics && keepsMetrics, previous.lines && keepsLines)
        super.invalidateLayout(with: context)
    }

    /// A new size lays the lines out again; scrolling moves only pinned headers and footers,
    /// which the attributes place as they are asked for.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedBoundsSize
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        isSelfSizing && preferredAttributes.representedElementCategory == .cell && preferredAttributes.size != originalAttributes.size
    }

    override var wantsSelfSizingCells: Bool { isSelfSizing }

    override func noteSelfSized(_ preferred: UICollectionViewLayoutAttributes) {
        guard preferred.representedElementCategory == .cell else { return }
        let size = preferred.size
        measured[preferred.indexPath] = CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
                                               height: size.height.isFinite ? max(0, size.height) : 0)
    }
}
