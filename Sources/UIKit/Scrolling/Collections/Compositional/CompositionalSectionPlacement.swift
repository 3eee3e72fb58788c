import Foundation

/// Where a compositional layout put one section, vertically scrolling: its band, its cells'
/// frames and its boundary items'. An orthogonal section's cells lie in one row across the
/// band (`rowWidth` wide), shifted by the section's own scroll offset when asked for.
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

    /// Places `count` items of `section` from `top` in a container `width` wide.
    init(section: NSCollectionLayoutSection, count: Int, top: CGFloat, width: CGFloat, environment: CollectionLayoutEnvironment) {
        behavior = section.orthogonalScrollingBehavior
        decorations = section.decorationItems
        let container = environment.contentSize
        let insets = section.contentInsets
        var cursor = top
        // Headers: top-aligned items that take room.
        for item in section.boundarySupplementaryItems where item.isAtTop {
            let size = item.layoutSize.resolve(in: CGSize(width: width, height: container.height))
            let frame = CGRect(x: 0, y: cursor, width: size.width, height: size.height).offsetBy(dx: item.offset.x, dy: item.offset.y)
            boundaries.append(Boundary(item: item, frame: frame.inset(byDirectional: item.contentInsets)))
            if item.extendsBoundary { cursor += size.height }
        }
        contentTop = cursor
        cursor += insets.top
        let available = CGSize(width: max(0, width - insets.leading - insets.trailing), height: container.height)
        if let group = section.group {
            group.environment = environment
            let groupSize = group.layoutSize.resolve(in: available)
            let perGroup = group.cellCount(in: groupSize)
            var placed = 0
            var index = 0
            while placed < count, perGroup > 0 {
                let origin = isOrthogonal
                    ? CGPoint(x: insets.leading + CGFloat(index) * (groupSize.width + section.interGroupSpacing), y: cursor)
                    : CGPoint(x: insets.leading, y: cursor + CGFloat(index) * (groupSize.height + section.interGroupSpacing))
                let before = cells.count
                group.place(in: CGRect(origin: origin, size: groupSize), limit: count - placed, into: &cells)
                guard cells.count > before else { break }
                groupStarts.append(before)
                placed = cells.count
                index += 1
            }
            group.environment = nil
            let groups = CGFloat(index)
            if isOrthogonal {
                groupStride = groupSize.width + section.interGroupSpacing
                rowWidth = insets.leading + groups * groupSize.width + max(0, groups - 1) * section.interGroupSpacing + insets.trailing
                cursor += index > 0 ? groupSize.height : 0
            } else {
                cursor += groups * groupSize.height + max(0, groups - 1) * section.interGroupSpacing
            }
        }
        cursor += insets.bottom
        contentBottom = cursor
        for item in section.boundarySupplementaryItems where item.isAtBottom {
            let size = item.layoutSize.resolve(in: CGSize(width: width, height: container.height))
            let frame = CGRect(x: 0, y: cursor, width: size.width, height: size.height).offsetBy(dx: item.offset.x, dy: item.offset.y)
            boundaries.append(Boundary(item: item, frame: frame.inset(byDirectional: item.contentInsets)))
            if item.extendsBoundary { cursor += size.height }
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

    /// Where an orthogonal row rests after a drag released at `offset`, by its behavior.
    func restingOffset(_ offset: CGFloat, in width: CGFloat) -> CGFloat {
        let limit = maximumOffset(in: width)
        let step: CGFloat
        switch behavior {
        case .paging: step = width
        case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary: step = groupStride
        case .none, .continuous: return min(max(0, offset), limit)
        }
        guard step > 0 else { return min(max(0, offset), limit) }
        return min(max(0, (offset / step).rounded() * step), limit)
    }
}
