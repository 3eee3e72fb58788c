import Foundation

/// A layout built from sections: lists (`list(using:)`, or sections a provider makes with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`), laid out by the list engine
/// tables use; or grids of groups of items, laid out here — each section its group repeated
/// down the view, or, with an `orthogonalScrollingBehavior`, in one row that scrolls sideways
/// on its own; with headers and footers as boundary supplementary items.
///
/// A layout is one or the other, decided by its first section (a list's look is the first
/// section's; header and footer modes are per section). A grid layout scrolls the way its
/// configuration's `scrollDirection` says: sections, their groups and their leading and
/// trailing boundary items follow one another across a horizontal one (placed in
/// `CompositionalAxis`'s scroll space, then turned back); lists scroll vertically.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var placements: [CompositionalSectionPlacement] = []
    /// The configuration's boundary items, above the first section and below the last.
    private var globalBoundaries: [CompositionalSectionPlacement.Boundary] = []
    private var contentSize: CGSize = .zero
    private var preparedWidth: CGFloat = -1
    /// The heights self-sizing cells measured, by item, at `preparedWidth`.
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var hasEstimatedHeights = false
    /// Each orthogonal section's sideways scroll offset.
    private(set) var orthogonalOffsets: [Int: CGFloat] = [:]
    private var orthogonalPan: UIPanGestureRecognizer?
    private var panStart: (section: Int, offset: CGFloat)? {
        didSet { ScrollViewTracking.note(self, isActive: isMovingOrthogonalRow) }
    }
    /// A row is under a finger or gliding after one.
    var isMovingOrthogonalRow: Bool { panStart != nil || glide != nil }
    /// A released row gliding to where it rests.
    fileprivate(set) var glide: (section: Int, from: CGFloat, to: CGFloat, duration: CFTimeInterval, start: CFTimeInterval?)? {
        didSet { if (glide == nil) != (oldValue == nil) { ScrollViewTracking.note(self, isActive: isMovingOrthogonalRow) } }
    }
    fileprivate var glideLink: CADisplayLink?
    private lazy var panDelegate = OrthogonalPanDelegate(layout: self)

    private var storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()

    /// Which way the grid scrolls.
    var axis: CompositionalAxis { CompositionalAxis(storedConfiguration.scrollDirection) }

    /// The bounds' extent across the scrolling: what a new value of lays the sections out again.
    private func crossExtent(_ bounds: CGRect) -> CGFloat { axis.size(bounds.size).width }

    // All four initializers are designated, as in UIKit, so that a subclass can call any.
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// Every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
        super.init()
    }

    /// The layout's settings, copied in and out as in UIKit: change a copy and set it back to
    /// lay the sections out again with it.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() as! UICollectionViewCompositionalLayoutConfiguration }
        set {
            let turned = newValue.scrollDirection != storedConfiguration.scrollDirection
            storedConfiguration = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
            if turned {
                // Lengths measured along the old axis, and rows' offsets, mean nothing now.
                preparedWidth = -1
                measuredHeights = [:]
                orthogonalOffsets = [:]
                panStart = nil
                stopGlide()
            }
            invalidateLayout()
        }
    }

    /// A list layout whose every section uses `configuration` (LIST-01).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(listConfiguration: configuration) }
    }

    private func environment() -> CollectionLayoutEnvironment {
        CollectionLayoutEnvironment(contentSize: collectionView?.bounds.size ?? .zero,
                                    traitCollection: collectionView?.traitCollection ?? UITraitCollection())
    }

    override func listConfiguration(forSection section: Int, environment: NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration? {
        sectionProvider(section, environment)?.listConfiguration
    }

    /// Whether the first section is a list, asked of the provider once per invalidation.
    override var isListLayout: Bool {
        if let cachedIsList { return cachedIsList }
        let isList = sectionProvider(0, environment())?.listConfiguration != nil
        cachedIsList = isList
        return isList
    }

    private var cachedIsList: Bool?

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { cachedIsList = nil }
        super.invalidateLayout(with: context)
    }

    // MARK: Grids

    open override func prepare() {
        super.prepare()
        guard let collectionView, !isListLayout else {
            placements = []
            globalBoundaries = []
            contentSize = .zero
            return
        }
        let environment = environment()
        let axis = axis
        let inset = axis.insets(collectionView.adjustedContentInset)
        // The content's extent across the scrolling (scroll space's width).
        let width = max(0, crossExtent(collectionView.bounds) - inset.left - inset.right)
        // Measured at another width, cells measure again.
        if crossExtent(collectionView.bounds) != preparedWidth { measuredHeights = [:] }
        preparedWidth = crossExtent(collectionView.bounds)
        var top: CGFloat = 0
        globalBoundaries = []
        let reference = referenceInsets(.automatic)
        let globalWidth = max(0, width - reference.leading - reference.trailing)
        /// Places the layout's own boundary items at `edge` from `top` on, each after the last.
        func placeGlobalBoundaries(where isAtEdge: (NSCollectionLayoutBoundarySupplementaryItem) -> Bool) {
            for item in storedConfiguration.boundarySupplementaryItems where isAtEdge(item) {
                let container = axis.size(CGSize(width: globalWidth, height: axis.size(environment.contentSize).height))
                let size = axis.size(item.layoutSize.resolve(in: container))
                let offset = axis.point(item.offset)
                let frame = CGRect(x: reference.leading, y: top, width: size.width, height: size.height)
                globalBoundaries.append(.init(item: item, frame: frame.offsetBy(dx: offset.x, dy: offset.y)
                    .inset(byDirectional: axis.insets(item.contentInsets))))
                if item.extendsBoundary { top += size.height }
            }
        }
        placeGlobalBoundaries { axis.isBefore($0) }
        let spacing = storedConfiguration.interSectionSpacing.isFinite ? max(0, storedConfiguration.interSectionSpacing) : 0
        placements = (0..<collectionView.numberOfSections).map { index in
            if index > 0 { top += spacing }
            guard let section = sectionProvider(index, environment), section.listConfiguration == nil else {
                return CompositionalSectionPlacement(section: NSCollectionLayoutSection(group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: [])),
                    count: 0, top: top, width: width, environment: environment, axis: axis)
            }
            let measured = measuredHeights.isEmpty ? { (_: Int) -> CGFloat? in nil } : { [measuredHeights] item in
                measuredHeights[IndexPath(item: item, section: index)]
            }
            let placed = CompositionalSectionPlacement(section: section, count: collectionView.numberOfItems(inSection: index),
                                                       top: top, width: width, environment: environment,
                                                       reference: referenceInsets(section.contentInsetsReference), measuredHeight: measured,
                                                       axis: axis)
            top = placed.band.maxY
            return placed
        }
        for (section, offset) in orthogonalOffsets {
            orthogonalOffsets[section] = section < placements.count ? min(offset, placements[section].maximumOffset(in: width)) : nil
        }
        placeGlobalBoundaries { axis.isAfter($0) }
        contentSize = CGSize(width: width, height: top)
        hasEstimatedHeights = placements.contains { !$0.isOrthogonal && $0.estimatedHeights.contains(true) }
        installOrthogonalPanIfNeeded()
    }

    /// The leading and trailing insets, from the content area's edges, of what a section's
    /// insets are measured from, across the scrolling: left and right in a vertical layout, top
    /// and bottom in a horizontal one.
    private func referenceInsets(_ sectionReference: UIContentInsetsReference) -> (leading: CGFloat, trailing: CGFloat) {
        guard let collectionView else { return (0, 0) }
        let reference = sectionReference == .automatic ? storedConfiguration.contentInsetsReference : sectionReference
        // In scroll space, where across the scrolling is left to right.
        let referenceInsets: UIEdgeInsets
        switch reference {
        case .none:
            return (0, 0)
        case .automatic, .safeArea:
            referenceInsets = axis.insets(collectionView.safeAreaInsets)
        case .layoutMargins:
            referenceInsets = axis.insets(collectionView.layoutMargins)
        case .readableContent:
            let frame = axis.rect(collectionView.readableContentGuide.layoutFrame), bounds = axis.rect(collectionView.bounds)
            referenceInsets = UIEdgeInsets(top: 0, left: frame.minX - bounds.minX, bottom: 0, right: bounds.maxX - frame.maxX)
        }
        // The content area already starts inside the adjusted content inset.
        let inset = axis.insets(collectionView.adjustedContentInset)
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        return (clean(referenceInsets.left - inset.left), clean(referenceInsets.right - inset.right))
    }

    // MARK: Self-sizing cells

    /// Cells are measured when some item's height is an estimate.
    override var wantsSelfSizingCells: Bool { hasEstimatedHeights }

    /// A self-sizing cell keeps its extent across the scrolling and finds its length along it.
    override var selfSizingFittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        axis == .vertical ? (.required, .fittingSizeLevel) : (.fittingSizeLevel, .required)
    }

    /// A cell whose height is an estimate changes the layout when it measures otherwise.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = originalAttributes.indexPath
        guard originalAttributes.representedElementCategory == .cell, indexPath.count == 2,
              placements.indices.contains(indexPath.section), !placements[indexPath.section].isOrthogonal,
              placements[indexPath.section].estimatedHeights.indices.contains(indexPath.item),
              placements[indexPath.section].estimatedHeights[indexPath.item] else { return false }
        // Lengths along the scrolling (heights in scroll space).
        let height = axis.size(preferredAttributes.size).height
        guard height.isFinite, height >= 0 else { return false }
        return abs(height - axis.size(originalAttributes.size).height) > 0.5 && abs(height - (measuredHeights[indexPath] ?? -1)) > 0.5
    }

    override func noteSelfSized(_ preferred: UICollectionViewLayoutAttributes) {
        measuredHeights[preferred.indexPath] = axis.size(preferred.size).height
    }

    open override var collectionViewContentSize: CGSize { axis.size(contentSize) }

    /// Attributes made in scroll space, turned into the content's space.
    private func realized(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if axis == .horizontal { attributes.frame = axis.rect(attributes.frame) }
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        scrollSpaceElements(in: axis.rect(rect)).map(realized)
    }

    /// The elements meeting `rect`, both in scroll space.
    private func scrollSpaceElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        for index in globalBoundaries.indices {
            let attributes = globalBoundaryAttributes(index: index)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        for (section, placed) in placements.enumerated() {
            if placed.visibleItemsInvalidationHandler != nil {
                result += handledElements(section: section, in: rect)
            } else if placed.band.intersects(rect) || pinsBoundary(placed) {
                result += elements(section: section, in: rect, shifted: true).map(\.attributes)
            } else {
                continue
            }
            for index in placed.decorations.indices {
                let attributes = decorationAttributes(section: section, index: index)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        return result
    }

    /// Section `section`'s cells, their supplementary items and its boundary items meeting
    /// `rect`, each with whether it moves with an orthogonal row; the row's where its
    /// scrolling puts them, or (`shifted` false) where they lie in the unscrolled row.
    private func elements(section: Int, in rect: CGRect, shifted: Bool) -> [(attributes: UICollectionViewLayoutAttributes, inRow: Bool)] {
        let placed = placements[section]
        var result: [(attributes: UICollectionViewLayoutAttributes, inRow: Bool)] = []
        let shift = orthogonalOffsets[section] ?? 0
        for item in placed.cellIndices(from: rect.minY, to: rect.maxY) {
            let shown = placed.cells[item].offsetBy(dx: -shift, dy: 0)
            guard shown.intersects(rect) else { continue }
            let indexPath = IndexPath(item: item, section: section)
            let frame = shifted ? shown : placed.cells[item]
            result.append((cellAttributes(indexPath, frame), placed.isOrthogonal))
            for supplementary in placed.supplementaryItems(ofCell: item) {
                let attributes = itemSupplementaryAttributes(supplementary, indexPath: indexPath, cell: frame)
                if attributes.frame.offsetBy(dx: shifted ? 0 : -shift, dy: 0).intersects(rect) {
                    result.append((attributes, placed.isOrthogonal))
                }
            }
        }
        for index in placed.boundaries.indices {
            let attributes = boundaryAttributes(section: section, index: index)
            if attributes.frame.intersects(rect) { result.append((attributes, false)) }
        }
        return result
    }

    /// A supplementary item attached to the cell at `indexPath`, whose frame is `cell`: it
    /// takes the item's index path, as in UIKit.
    private func itemSupplementaryAttributes(_ item: NSCollectionLayoutSupplementaryItem, indexPath: IndexPath,
                                             cell: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        // Attached in the content's own space, where the item's anchors are.
        attributes.frame = axis.rect(item.frame(attachedTo: axis.rect(cell)))
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// A section with a `visibleItemsInvalidationHandler`: the handler sees its elements on
    /// screen — an orthogonal row's in the unscrolled row, with the row's offset, as in
    /// UIKit — and what it changes is returned.
    private func handledElements(section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let collectionView, let handler = placements[section].visibleItemsInvalidationHandler else { return [] }
        let visible = axis.rect(CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size))
        let all = elements(section: section, in: rect.union(visible), shifted: false)
        let isOrthogonal = placements[section].isOrthogonal
        let shift = orthogonalOffsets[section] ?? 0
        let onScreen = all.filter { $0.attributes.frame.offsetBy(dx: $0.inRow ? -shift : 0, dy: 0).intersects(visible) }
        if !onScreen.isEmpty {
            // The handler works in the content's space; what it changes comes back.
            let offset = isOrthogonal ? axis.point(CGPoint(x: shift, y: 0)) : collectionView.contentOffset
            onScreen.forEach { _ = realized($0.attributes) }
            handler(onScreen.map { CompositionalVisibleItem($0.attributes) }, offset, environment())
            onScreen.forEach { _ = realized($0.attributes) }
        }
        for element in all where element.inRow {
            element.attributes.center.x -= shift
        }
        return all.map(\.attributes).filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, placements.indices.contains(indexPath.section),
              let index = placements[indexPath.section].decorations.firstIndex(where: { $0.elementKind == elementKind }) else { return nil }
        return realized(decorationAttributes(section: indexPath.section, index: index))
    }

    /// A section's decoration: the whole section, inset by the item's insets (an orthogonal
    /// row's background stays put while the row scrolls).
    private func decorationAttributes(section: Int, index: Int) -> UICollectionViewLayoutAttributes {
        let placed = placements[section]
        let item = placed.decorations[index]
        let attributes = makeAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: index, section: section))
        attributes.frame = placed.band.inset(byDirectional: axis.insets(item.contentInsets))
        attributes.zIndex = item.zIndex
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, placements.indices.contains(indexPath.section),
              placements[indexPath.section].cells.indices.contains(indexPath.item) else { return nil }
        let frame = placements[indexPath.section].cells[indexPath.item].offsetBy(dx: -(orthogonalOffsets[indexPath.section] ?? 0), dy: 0)
        return realized(cellAttributes(indexPath, frame))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        scrollSpaceSupplementaryAttributes(ofKind: elementKind, at: indexPath).map(realized)
    }

    private func scrollSpaceSupplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath.section == 0, globalBoundaries.indices.contains(indexPath.item),
           globalBoundaries[indexPath.item].item.elementKind == elementKind {
            return globalBoundaryAttributes(index: indexPath.item)
        }
        guard placements.indices.contains(indexPath.section) else { return nil }
        let placed = placements[indexPath.section]
        if let index = placed.boundaries.firstIndex(where: { $0.item.elementKind == elementKind }) {
            return boundaryAttributes(section: indexPath.section, index: index)
        }
        guard placed.cells.indices.contains(indexPath.item),
              let item = placed.supplementaryItems(ofCell: indexPath.item).first(where: { $0.elementKind == elementKind }) else { return nil }
        let cell = placed.cells[indexPath.item].offsetBy(dx: -(orthogonalOffsets[indexPath.section] ?? 0), dy: 0)
        return itemSupplementaryAttributes(item, indexPath: indexPath, cell: cell)
    }

    /// A new extent across the scrolling lays the sections out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        crossExtent(newBounds) != preparedWidth
    }

    private func pinsBoundary(_ placed: CompositionalSectionPlacement) -> Bool {
        placed.boundaries.contains { $0.item.pinToVisibleBounds }
    }

    private func cellAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// A section's boundary item's attributes; pinned, a header stays at the top of the
    /// visible bounds until its section's content has passed, a footer at the bottom until it
    /// begins.
    private func boundaryAttributes(section: Int, index: Int) -> UICollectionViewLayoutAttributes {
        let placed = placements[section]
        return pinnedAttributes(placed.boundaries[index], indexPath: IndexPath(item: index, section: section),
                                within: placed.contentTop...placed.contentBottom, pinnedZIndex: 1024)
    }

    /// One of the layout's own boundary items: pinned, it stays in view while the whole
    /// content passes (above the sections' pinned items).
    private func globalBoundaryAttributes(index: Int) -> UICollectionViewLayoutAttributes {
        pinnedAttributes(globalBoundaries[index], indexPath: IndexPath(item: index, section: 0),
                         within: 0...max(0, contentSize.height), pinnedZIndex: 1025)
    }

    // MARK: Orthogonal rows

    /// The orthogonal section whose row is under `point` (content coordinates).
    func orthogonalSection(at point: CGPoint) -> Int? {
        let point = axis.point(point)
        return placements.indices.first { index in
            let placed = placements[index]
            return placed.isOrthogonal && point.y >= placed.contentTop && point.y < placed.contentBottom
        }
    }

    /// Scrolls section `section`'s row to `offset` (kept within the row).
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard let collectionView, placements.indices.contains(section) else { return }
        let limit = placements[section].maximumOffset(in: contentSize.width)
        orthogonalOffsets[section] = min(max(0, offset), limit)
        collectionView.setNeedsLayout()
    }

    /// Replaced on `collectionView`: the rows' pan comes off it (left there, with this layout
    /// gone, it would take sideways drags from the collection view's own pan), and a row's
    /// drag or glide ends.
    final func detachOrthogonalPan(from collectionView: UICollectionView) {
        stopGlide()
        panStart = nil
        if let pan = orthogonalPan {
            collectionView.removeGestureRecognizer(pan)
            orthogonalPan = nil
        }
    }

    private func installOrthogonalPanIfNeeded() {
        guard orthogonalPan == nil, let collectionView, placements.contains(where: \.isOrthogonal) else { return }
        let pan = UIPanGestureRecognizer()
        // A trackpad's sideways scrolling over a row scrolls the row (a wheel's clicks scroll
        // the view).
        pan.allowedScrollTypesMask = .continuous
        pan.addTarget(self, action: .orthogonalPan)
        pan.delegate = panDelegate
        collectionView.addGestureRecognizer(pan)
        collectionView.panGestureRecognizer.require(toFail: pan)
        orthogonalPan = pan
    }

    func handleOrthogonalPan(_ pan: UIPanGestureRecognizer) {
        guard let collectionView else { return }
        switch pan.state {
        case .began:
            guard let section = orthogonalSection(at: pan.location(in: collectionView)) else { return }
            // A finger on a gliding row stops it where it is.
            if glide?.section == section { stopGlide() }
            panStart = (section, orthogonalOffsets[section] ?? 0)
        case .changed:
            guard let start = panStart else { return }
            // A row runs across the layout's scrolling: sideways in a vertical layout, up and
            // down in a horizontal one.
            setOrthogonalOffset(start.offset - axis.point(pan.translation(in: collectionView)).x, forSection: start.section)
        case .ended, .cancelled, .failed:
            guard let start = panStart else { return }
            panStart = nil
            let released = orthogonalOffsets[start.section] ?? 0
            // The content moves against the finger.
            let velocity = pan.state == .ended ? -axis.point(pan.velocity(in: collectionView)).x : 0
            let target = placements[start.section].restingOffset(released, from: start.offset, velocity: velocity, in: contentSize.width)
            startGlide(section: start.section, from: released, to: target, velocity: velocity)
        default:
            break
        }
    }
}

extension UICollectionViewCompositionalLayout {
    /// A boundary item's attributes at `indexPath`; pinned, a header is kept at the top of the
    /// visible bounds and a footer at the bottom, within `content` (the span it stays over).
    fileprivate func pinnedAttributes(_ boundary: CompositionalSectionPlacement.Boundary, indexPath: IndexPath,
                                  within content: ClosedRange<CGFloat>, pinnedZIndex: Int) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forSupplementaryViewOfKind: boundary.item.elementKind, with: indexPath)
        var frame = boundary.frame
        attributes.zIndex = boundary.item.zIndex
        if boundary.item.pinToVisibleBounds, let collectionView {
            // The visible span along the scrolling, in scroll space.
            let offset = axis.point(collectionView.contentOffset).y
            let inset = axis.insets(collectionView.adjustedContentInset)
            let visibleTop = offset + inset.top
            let visibleBottom = offset + axis.size(collectionView.bounds.size).height - inset.bottom
            if axis.isBefore(boundary.item) {
                frame.origin.y = max(frame.minY, min(visibleTop, content.upperBound - frame.height))
            } else if axis.isAfter(boundary.item) {
                frame.origin.y = min(frame.minY, max(visibleBottom - frame.height, content.lowerBound))
            }
            attributes.zIndex = max(attributes.zIndex, pinnedZIndex)
        }
        attributes.frame = frame
        return attributes
    }
}

extension UICollectionViewCompositionalLayout {
    /// Moves a released row to `target`, easing out from the speed it was let go at.
    func startGlide(section: Int, from: CGFloat, to target: CGFloat, velocity: CGFloat) {
        stopGlide()
        let distance = abs(target - from)
        guard distance > 0.5, collectionView?.window != nil else {
            setOrthogonalOffset(target, forSection: section)
            return
        }
        // An ease-out curve starts at three times its mean speed: match the finger's.
        let duration = min(0.8, max(0.2, 3 * Double(distance) / max(Double(abs(velocity)), 1)))
        glide = (section, from, target, duration, nil)
        let link = CADisplayLink(target: self, selector: .orthogonalGlideFrame)
        link.add(to: .main, forMode: .common)
        glideLink = link
    }

    func stopGlide() {
        glideLink?.invalidate()
        glideLink = nil
        glide = nil
    }

    func glideFrame(_ link: CADisplayLink) {
        guard let current = glide, placements.indices.contains(current.section) else { return stopGlide() }
        let start = current.start ?? link.timestamp
        glide?.start = start
        let t = min(1, (link.timestamp - start) / current.duration)
        let eased = CGFloat(1 - pow(1 - t, 3))
        setOrthogonalOffset(current.from + (current.to - current.from) * eased, forSection: current.section)
        if t >= 1 { stopGlide() }
    }
}

/// Lets the orthogonal pan begin only over an orthogonal row, moving mostly sideways.
@MainActor
final class OrthogonalPanDelegate: UIGestureRecognizerDelegate {
    private unowned let layout: UICollectionViewCompositionalLayout

    init(layout: UICollectionViewCompositionalLayout) {
        self.layout = layout
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }
        // Across the layout's scrolling (scroll space's x).
        let velocity = layout.axis.point(pan.velocity(in: view))
        let translation = layout.axis.point(pan.translation(in: view))
        let sideways = abs(translation.x) > abs(translation.y) || abs(velocity.x) > abs(velocity.y)
        return sideways && layout.orthogonalSection(at: pan.location(in: view)) != nil
    }
}

extension Selector {
    @MainActor static let orthogonalPan = Selector("_handleOrthogonalPan:", UICollectionViewCompositionalLayout.handleOrthogonalPan)
    @MainActor static let orthogonalGlideFrame = Selector("_orthogonalGlideFrame:", UICollectionViewCompositionalLayout.glideFrame)
}

/// The closure that gives a compositional layout its section for an index (Objective-C's name).
public typealias UICollectionViewCompositionalLayoutSectionProvider = UICollectionViewCompositionalLayout.SectionProvider

extension UICollectionViewCompositionalLayout: CollectionLayoutDetaching {
    func layoutWasDetached(from collectionView: UICollectionView) {
        detachOrthogonalPan(from: collectionView)
    }
}
