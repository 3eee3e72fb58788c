import Foundation

/// Where a compositional layout put one section, in scroll space (`CompositionalAxis`: the
/// content's own space for a vertical layout, turned over its diagonal for a horizontal one):
/// its band, its cells' frames and its boundary items'. An orthogonal section's cells lie in
/// one row across the band (`rowWidth` wide), shifted by the section's own scroll offset when
/// asked for.
@MainActor
struct CompositionalSectionPlacement {
    struct Boundary {
        let item: NSCollectionLayoutBoundarySupplementaryItem
        let frame: CGRect
    }

    /// From the top of the section's first boundary item to the bottom of its last.
    var band: CGRect = .zero
    /// From the top of the first group to the bottom of the last (the part pinned headers
    /// stay within).
    var contentTop: CGFloat = 0
    var contentBottom: CGFloat = 0
    var cells: [CGRect] = []
    /// For each cell, whether its height is an estimate that the cell's own measure replaces.
    var estimatedHeights: [Bool] = []
    /// For each cell, the item that placed it (nil for a custom group's), whose supplementary
    /// items attach to it.
    var owners: [NSCollectionLayoutItem?] = []
    /// For a section stacked down the view: the first cell of each group, the lowest bottom of
    /// any cell up to and including the group, and the highest top of any cell from the group
    /// on — so that the cells meeting a rectangle are found without looking at every cell.
    private var groupStarts: [Int] = []
    private var bottomsSoFar: [CGFloat] = []
    private var topsFromHere: [CGFloat] = []
    var boundaries: [Boundary] = []
    /// The section's backgrounds, each filling `band`.
    var decorations: [NSCollectionLayoutDecorationItem] = []
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// An orthogonal row's whole width, its insets included.
    var rowWidth: CGFloat = 0
    /// An orthogonal row's group width and spacing, for paging by groups.
    var groupStride: CGFloat = 0

    var isOrthogonal: Bool { behavior != .none }
    /// Which way the layout scrolls: what turns real sizes and frames into scroll space.
    private(set) var axis: CompositionalAxis = .vertical
    var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Places `count` items of `section` from `top` in a container `width` wide. Cells whose
    /// heights are estimates take the height `measuredHeight` gives for their item, when it has
    /// one, and a group whose height is an estimate grows or shrinks to hold them (stacked
    /// sections; an orthogonal row keeps its estimates).
    /// `reference` holds the leading and trailing insets (across the scrolling) of what the
    /// section's insets are measured from (its `contentInsetsReference`). `top` and `width`
    /// are in scroll space: where along the scrolling the section begins, and the content's
    /// extent across it.
    init(section: NSCollectionLayoutSection, count: Int, top: CGFloat, width: CGFloat, environment: CollectionLayoutEnvironment,
         reference: (leading: CGFloat, trailing: CGFloat) = (0, 0), measuredHeight: (Int) -> CGFloat? = { _ in nil },
         axis: CompositionalAxis = .vertical) {
        self.axis = axis
        behavior = section.orthogonalScrollingBehavior
        decorations = section.decorationItems
        visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
        let container = axis.size(environment.contentSize)
        let sectionInsets = axis.insets(section.contentInsets)
        var insets = sectionInsets
        insets.leading += reference.leading
        insets.trailing += reference.trailing
        // Headers and footers keep within the reference, and within the section's own leading
        // and trailing insets unless it says otherwise.
        let follows = section.supplementariesFollowContentInsets
        let boundaryLeading = reference.leading + (follows ? sectionInsets.leading : 0)
        let boundaryWidth = max(0, width - boundaryLeading - reference.trailing - (follows ? sectionInsets.trailing : 0))
        var cursor = top
        /// A boundary item at `cursor`, sized in real space.
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> (Boundary, length: CGFloat) {
            let size = axis.size(item.layoutSize.resolve(in: axis.size(CGSize(width: boundaryWidth, height: container.height))))
            let offset = axis.point(item.offset)
            let frame = CGRect(x: boundaryLeading, y: cursor, width: size.width, height: size.height).offsetBy(dx: offset.x, dy: offset.y)
            return (Boundary(item: item, frame: frame.inset(byDirectional: axis.insets(item.contentInsets))), size.height)
        }
        // Headers: items before the section that take room.
        for item in section.boundarySupplementaryItems where axis.isBefore(item) {
            let (placed, length) = boundary(item)
            boundaries.append(placed)
            if item.extendsBoundary { cursor += length }
        }
        contentTop = cursor
        cursor += insets.top
        let available = CGSize(width: max(0, width - insets.leading - insets.trailing), height: container.height)
        if let group = section.group {
            group.environment = environment
            let groupSize = axis.size(group.layoutSize.resolve(in: axis.size(available)))
            let perGroup = group.cellCount(in: axis.size(groupSize))
            var placed = 0
            var index = 0
            var groupTop = cursor
            var lastBottom = cursor
            while placed < count, perGroup > 0 {
                let origin = isOrthogonal
                    ? CGPoint(x: insets.leading + CGFloat(index) * (groupSize.width + section.interGroupSpacing), y: cursor)
                    : CGPoint(x: insets.leading, y: groupTop)
                let before = cells.count
                var frame = CGRect(origin: origin, size: groupSize)
                place(group, in: frame, limit: count - placed)
                guard cells.count > before else { break }
                if !isOrthogonal { frame = selfSize(group, in: frame, cellsFrom: before, measuredHeight: measuredHeight) }
                groupStarts.append(before)
                placed = cells.count
                index += 1
                groupTop = frame.maxY + section.interGroupSpacing
                lastBottom = frame.maxY
            }
            group.environment = nil
            let groups = CGFloat(index)
            if isOrthogonal {
                groupStride = groupSize.width + section.interGroupSpacing
                rowWidth = insets.leading + groups * groupSize.width + max(0, groups - 1) * section.interGroupSpacing + insets.trailing
                cursor += index > 0 ? groupSize.height : 0
            } else {
                cursor = lastBottom
            }
        }
        cursor += insets.bottom
        contentBottom = cursor
        for item in section.boundarySupplementaryItems where axis.isAfter(item) {
            let (placed, length) = boundary(item)
            boundaries.append(placed)
            if item.extendsBoundary { cursor += length }
        }
        band = CGRect(x: 0, y: top, width: width, height: cursor - top)
        var bottom = -CGFloat.infinity
        for (index, start) in groupStarts.enumerated() {
            let end = index + 1 < groupStarts.count ? groupStarts[index + 1] : cells.count
            bottom = max(bottom, cells[start..<end].map(\.maxY).max() ?? bottom)
            bottomsSoFar.append(bottom)
        }
        var topFromHere = CGFloat.infinity
        topsFromHere = [CGFloat](repeating: 0, count: groupStarts.count)
        for index in groupStarts.indices.reversed() {
            let end = index + 1 < groupStarts.count ? groupStarts[index + 1] : cells.count
            topFromHere = min(topFromHere, cells[groupStarts[index]..<end].map(\.minY).min() ?? topFromHere)
            topsFromHere[index] = topFromHere
        }
    }

    /// Places one instance of `group` at `frame` (scroll space): the group lays its items out
    /// in real space, and their frames come back into scroll space.
    private mutating func place(_ group: NSCollectionLayoutGroup, in frame: CGRect, limit: Int) {
        let first = cells.count
        group.place(in: axis.rect(frame), limit: limit, into: &cells, estimatedHeights: &estimatedHeights, owners: &owners, along: axis)
        if axis == .horizontal {
            for index in first..<cells.count { cells[index] = axis.rect(cells[index]) }
        }
    }

    /// Gives the cells of the group just placed (from `first` on) their measured heights, and
    /// the group — when its own height is an estimate — the height they need: it grows (or
    /// shrinks) by what its most demanding cell does, its items placed again in the new
    /// height, and each self-sizing cell then keeps its own height at its top. Returns the
    /// group's frame.
    private mutating func selfSize(_ group: NSCollectionLayoutGroup, in frame: CGRect, cellsFrom first: Int,
                                   measuredHeight: (Int) -> CGFloat?) -> CGRect {
        let range = first..<cells.count
        guard range.contains(where: { estimatedHeights[$0] }) else { return frame }
        var frame = frame
        if axis.estimatesLength(group.layoutSize) {
            var height = frame.height
            var measuredAny = false
            for index in range where estimatedHeights[index] {
                guard let measured = measuredHeight(index) else { continue }
                let needed = frame.height + measured - cells[index].height
                height = measuredAny ? max(height, needed) : needed
                measuredAny = true
            }
            // Cells not measured yet hold the group at its estimate at least.
            if range.contains(where: { estimatedHeights[$0] && measuredHeight($0) == nil }) { height = max(height, frame.height) }
            if measuredAny, height.isFinite, abs(height - frame.height) > 0.001 {
                frame.size.height = max(0, height)
                cells.removeSubrange(range)
                estimatedHeights.removeSubrange(range)
                owners.removeSubrange(range)
                place(group, in: frame, limit: range.count)
            }
        }
        for index in first..<cells.count where estimatedHeights[index] {
            if let measured = measuredHeight(index), measured.isFinite { cells[index].size.height = max(0, measured) }
        }
        return frame
    }

    /// The supplementary items attached to cell `index`.
    func supplementaryItems(ofCell index: Int) -> [NSCollectionLayoutSupplementaryItem] {
        owners.indices.contains(index) ? owners[index]?.supplementaryItems ?? [] : []
    }

    /// The indices of the cells that may meet the band from `minY` to `maxY` (all of an
    /// orthogonal row's: its cells move sideways).
    func cellIndices(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard !isOrthogonal, !groupStarts.isEmpty else { return cells.indices }
        // The first group whose cells (or an earlier group's) reach down to minY …
        var low = 0, high = groupStarts.count
        while low < high {
            let middle = (low + high) / 2
            if bottomsSoFar[middle] < minY { low = middle + 1 } else { high = middle }
        }
        let first = low
        // … through the last group before every cell from there on starts below maxY.
        low = first
        high = groupStarts.count
        while low < high {
            let middle = (low + high) / 2
            if topsFromHere[middle] <= maxY { low = middle + 1 } else { high = middle }
        }
        guard first < low else { return 0..<0 }
        let end = low < groupStarts.count ? groupStarts[low] : cells.count
        return groupStarts[first]..<end
    }

    /// The most an orthogonal row scrolls in a view `width` wide.
    func maximumOffset(in width: CGFloat) -> CGFloat { max(0, rowWidth - width) }

    /// Where an orthogonal row comes to rest after a drag that began at `start` is released at
    /// `offset`, the content moving at `velocity` points a second (toward larger offsets when
    /// positive), by its behavior: the continuous ones glide on as a scroll view does and
    /// `.continuousGroupLeadingBoundary` then stops on a group's edge; the paging ones turn
    /// one page (or group) on a flick, else rest on the nearest.
    func restingOffset(_ offset: CGFloat, from start: CGFloat, velocity: CGFloat, in width: CGFloat) -> CGFloat {
        let limit = maximumOffset(in: width)
        func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), limit) : min(max(0, start), limit) }
        let speed = velocity.isFinite ? velocity : 0
        // As far as a scroll view's normal deceleration would carry it.
        let glide = offset + ScrollPhysics.decelerationDistance(velocity: speed, rate: UIScrollView.DecelerationRate.normal.rawValue)
        let step: CGFloat
        switch behavior {
        case .none, .continuous:
            return clamped(glide)
        case .continuousGroupLeadingBoundary:
            guard groupStride > 0 else { return clamped(glide) }
            return clamped((glide / groupStride).rounded() * groupStride)
        case .paging: step = width
        case .groupPaging, .groupPagingCentered: step = groupStride
        }
        guard step > 0 else { return clamped(offset) }
        if abs(speed) > Self.flickSpeed {
            // A flick turns one step from where the drag began, the way it went.
            let from = (start / step).rounded()
            return clamped((from + (speed > 0 ? 1 : -1)) * step)
        }
        return clamped((offset / step).rounded() * step)
    }

    /// The speed (points a second) above which a released row pages on.
    static let flickSpeed: CGFloat = 300
}
