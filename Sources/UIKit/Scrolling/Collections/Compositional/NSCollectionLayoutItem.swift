import Foundation

/// The smallest part of a compositional layout: one cell, sized relative to its group.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Room inside the item's box around the cell (the box keeps its size).
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Space outside the item in its group (none by default).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to the item's cell: badges and the like.
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }

    /// How many cells the item places when `size` big: one (a group places its subitems').
    func cellCount(in size: CGSize) -> Int { 1 }

    /// Places one instance of the item in `frame`, appending the cells' frames (at most
    /// `limit`) in order, for each whether its length along `axis` (the layout's scrolling) is
    /// an estimate (the cell sizes itself), and the item that placed it (nil for a custom
    /// group's).
    func place(in frame: CGRect, limit: Int, into frames: inout [CGRect], estimatedHeights: inout [Bool],
               owners: inout [NSCollectionLayoutItem?], along axis: CompositionalAxis = .vertical) {
        guard limit > 0 else { return }
        frames.append(frame.inset(byDirectional: contentInsets))
        estimatedHeights.append(axis.estimatesLength(layoutSize))
        owners.append(self)
    }

    /// The fixed space before and after the item along a group's axis, and how many of those
    /// two edges are flexible.
    func edgeSpace(horizontal: Bool) -> (before: CGFloat, after: CGFloat, flexible: Int) {
        let edges = edgeSpacing?.edges(horizontal: horizontal)
        return (edges?.before?.spacing ?? 0, edges?.after?.spacing ?? 0,
                (edges?.before?.isFlexible == true ? 1 : 0) + (edges?.after?.isFlexible == true ? 1 : 0))
    }
}

/// Items side by side (`horizontal`), one above another (`vertical`), or where a provider
/// says (`custom`). A group is an item: groups nest.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    enum Arrangement {
        case items([NSCollectionLayoutItem])
        /// `count` copies of one item sharing the group's length.
        case repeated(NSCollectionLayoutItem, count: Int)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let axis: Axis
    let arrangement: Arrangement
    /// The space between the group's items (none by default).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// The environment a custom group's provider is given, while placing.
    var environment: NSCollectionLayoutEnvironment?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, arrangement: Arrangement) {
        self.axis = axis
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .items(subitems))
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .repeated(subitem, count: max(1, count)))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .items(subitems))
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .repeated(subitem, count: max(1, count)))
    }

    /// Items where `itemProvider` puts them, in the group's coordinates.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .custom(itemProvider))
    }

    /// The items the group was made with (one for a group of `count` copies; none for a
    /// custom group).
    open var subitems: [NSCollectionLayoutItem] {
        switch arrangement {
        case .items(let items): items
        case .repeated(let item, _): [item]
        case .custom: []
        }
    }

    /// How many cells a group `size` big places (its subitems repeated to fill it).
    override func cellCount(in size: CGSize) -> Int {
        let content = CGRect(origin: .zero, size: size).inset(byDirectional: contentInsets).size
        switch arrangement {
        case .items(let items):
            return repeatedToFill(items, in: content, spacing: interItemSpacing?.spacing ?? 0).reduce(0) { $0 + $1.item.cellCount(in: $1.size) }
        case .repeated(let item, let count):
            return item.cellCount(in: item.layoutSize.resolve(in: content)) * count
        case .custom(let provider):
            return environment.map { provider($0).count } ?? 0
        }
    }

    /// The subitems, repeated in order while the next still fits along the axis (at least
    /// once each), with their sizes: UIKit fills a group with its subitems.
    private func repeatedToFill(_ items: [NSCollectionLayoutItem], in size: CGSize, spacing: CGFloat) -> [(item: NSCollectionLayoutItem, size: CGSize)] {
        let isHorizontal = axis == .horizontal
        let available = isHorizontal ? size.width : size.height
        var result: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        var index = 0
        while !items.isEmpty {
            let item = items[index % items.count]
            let itemSize = item.layoutSize.resolve(in: size)
            let edges = item.edgeSpace(horizontal: isHorizontal)
            let length = (isHorizontal ? itemSize.width : itemSize.height) + edges.before + edges.after
            let next = used + (result.isEmpty ? 0 : spacing) + length
            // Past one pass through the subitems, stop where the next would not fit (or adds nothing).
            if index >= items.count, next > available + 0.001 || length <= 0 { break }
            result.append((item, itemSize))
            used = next
            index += 1
            if index > 10_000 { break }
        }
        return result
    }

    /// Places the group's items along its axis in `frame`: each sized relative to the group
    /// (a repeated item's share of the length is the length less the spacing, split evenly),
    /// the flexible spacing shared out when the items leave room.
    override func place(in frame: CGRect, limit: Int, into frames: inout [CGRect], estimatedHeights: inout [Bool],
                        owners: inout [NSCollectionLayoutItem?], along scrollAxis: CompositionalAxis = .vertical) {
        guard limit > 0 else { return }
        let content = frame.inset(byDirectional: contentInsets)
        if case .custom(let provider) = arrangement {
            guard let environment else { return }
            for custom in provider(environment).prefix(limit) {
                frames.append(custom.frame.offsetBy(dx: content.minX, dy: content.minY))
                estimatedHeights.append(false)
                owners.append(nil)
            }
            return
        }
        let isHorizontal = axis == .horizontal
        let spacing = interItemSpacing?.spacing ?? 0
        var sizes: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        switch arrangement {
        case .items(let items):
            sizes = repeatedToFill(items, in: content.size, spacing: spacing)
        case .repeated(let item, let count):
            let edges = item.edgeSpace(horizontal: isHorizontal)
            let length = ((isHorizontal ? content.width : content.height) - spacing * CGFloat(count - 1)) / CGFloat(count)
                - edges.before - edges.after
            let resolved = item.layoutSize.resolve(in: content.size)
            let size = isHorizontal ? CGSize(width: max(0, length), height: resolved.height) : CGSize(width: resolved.width, height: max(0, length))
            sizes = Array(repeating: (item, size), count: count)
        case .custom:
            break
        }
        // The room the items, their fixed edge spacing and the spacing between them leave is
        // shared out among the items' flexible edges, else among the flexible gaps.
        let available = isHorizontal ? content.width : content.height
        let edges = sizes.map { $0.item.edgeSpace(horizontal: isHorizontal) }
        let used = zip(sizes, edges).reduce(CGFloat(0)) { $0 + (isHorizontal ? $1.0.size.width : $1.0.size.height) + $1.1.before + $1.1.after }
            + spacing * CGFloat(max(0, sizes.count - 1))
        let spare = max(0, available - used)
        let flexibleEdges = edges.reduce(0) { $0 + $1.flexible }
        let perFlexibleEdge = flexibleEdges > 0 ? spare / CGFloat(flexibleEdges) : 0
        var gap = spacing
        if flexibleEdges == 0, interItemSpacing?.isFlexible == true, sizes.count > 1 {
            gap = spacing + spare / CGFloat(sizes.count - 1)
        }
        var cursor = isHorizontal ? content.minX : content.minY
        var remaining = limit
        for (index, (item, size)) in sizes.enumerated() where remaining > 0 {
            let along = item.edgeSpacing?.edges(horizontal: isHorizontal)
            let across = item.edgeSpacing?.edges(horizontal: !isHorizontal)
            cursor += edges[index].before + (along?.before?.isFlexible == true ? perFlexibleEdge : 0)
            let crossOffset = Self.crossOffset(across, room: (isHorizontal ? content.height - size.height : content.width - size.width))
            let box = isHorizontal ? CGRect(x: cursor, y: content.minY + crossOffset, width: size.width, height: size.height)
                                   : CGRect(x: content.minX + crossOffset, y: cursor, width: size.width, height: size.height)
            let before = frames.count
            item.place(in: box, limit: remaining, into: &frames, estimatedHeights: &estimatedHeights, owners: &owners, along: scrollAxis)
            remaining -= frames.count - before
            cursor += (isHorizontal ? size.width : size.height) + edges[index].after
                + (along?.after?.isFlexible == true ? perFlexibleEdge : 0) + gap
        }
    }

    /// Where an item sits across the group's axis, in `room` to spare: after its fixed
    /// spacing before; pushed to the far side by a flexible spacing before; centered between
    /// two flexible ones.
    private static func crossOffset(_ edges: (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?)?, room: CGFloat) -> CGFloat {
        guard let edges else { return 0 }
        let before = edges.before?.spacing ?? 0
        let after = edges.after?.spacing ?? 0
        let spare = max(0, room - before - after)
        switch (edges.before?.isFlexible == true, edges.after?.isFlexible == true) {
        case (true, true): return before + spare / 2
        case (true, false): return before + spare
        default: return before
        }
    }
}

/// Where a custom group's items go, given the environment: frames in the group's coordinates.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Where a custom group puts one item, in the group's coordinates.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

extension CGRect {
    /// The rectangle less `insets`, leading and trailing as the layout direction is left to
    /// right (never less than empty).
    func inset(byDirectional insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}
