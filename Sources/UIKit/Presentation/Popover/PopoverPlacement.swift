import Foundation

/// Where a popover goes (spec POP-05, POP-08, POP-09): which side of its source the arrow is
/// on, the popover's frame (arrow included) and where along its edge the arrow sits.
///
/// The popover stays inside `area` — the window's safe area inset by `popoverLayoutMargins`.
/// Of the permitted directions whose side of the source has room for the whole content, the
/// one whose side has the most room wins; UIKit's order, up, down, left, right, breaks ties.
/// When none has room, the one that shows
/// the most of the content does, and the content shrinks to fit there — unless
/// `canOverlapSourceViewRect`, when the popover keeps its size where it can by sliding over
/// the source. Across the arrow, the popover centres on the source and is pushed back inside
/// the area; the arrow follows the source, keeping clear of the rounded corners.
struct PopoverPlacement: Equatable {
    var arrowDirection: UIPopoverArrowDirection
    /// The whole popover, arrow strip included, in the container's coordinates.
    var frame: CGRect
    /// From the middle of the arrow's edge to the arrow's middle (`UIPopoverBackgroundView`).
    var arrowOffset: CGFloat

    struct Metrics: Equatable {
        var arrowHeight: CGFloat
        var arrowBase: CGFloat
        var cornerRadius: CGFloat
        /// Content inset inside the frame (a custom background's `contentViewInsets()`).
        var contentInsets: UIEdgeInsets = .zero

        static let standard = Metrics(arrowHeight: PopoverMetrics.arrowHeight, arrowBase: PopoverMetrics.arrowBase,
                                      cornerRadius: PopoverMetrics.cornerRadius)
    }

    static let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]

    /// Places `content` (the content's size, before insets) by `source` inside `area`.
    /// `preferred` (a bar button item's side away from its bar) wins wherever it is permitted
    /// and the whole popover fits there.
    static func place(content: CGSize, source: CGRect, in area: CGRect, permitted: UIPopoverArrowDirection,
                      preferred: UIPopoverArrowDirection? = nil, metrics: Metrics, canOverlapSource: Bool) -> PopoverPlacement {
        var directions = order.filter { permitted.contains($0) }
        if directions.isEmpty || permitted == .unknown { directions = order }
        let insets = metrics.contentInsets
        // The popover's size with nothing cut: content, insets and the arrow strip.
        func needed(_ direction: UIPopoverArrowDirection) -> CGSize {
            let vertical = direction == .up || direction == .down
            return CGSize(width: content.width + insets.left + insets.right + (vertical ? 0 : metrics.arrowHeight),
                          height: content.height + insets.top + insets.bottom + (vertical ? metrics.arrowHeight : 0))
        }
        // The room on a side of the source.
        func room(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: CGSize(width: area.width, height: max(0, area.maxY - max(source.maxY, area.minY)))
            case .down: CGSize(width: area.width, height: max(0, min(source.minY, area.maxY) - area.minY))
            case .left: CGSize(width: max(0, area.maxX - max(source.maxX, area.minX)), height: area.height)
            default: CGSize(width: max(0, min(source.minX, area.maxX) - area.minX), height: area.height)
            }
        }
        func fitted(_ direction: UIPopoverArrowDirection) -> CGSize {
            let want = needed(direction), have = room(direction)
            return CGSize(width: min(want.width, have.width), height: min(want.height, have.height))
        }
        // Of the sides with room for the whole popover, the one with the most room wins (the
        // order breaks ties): from a button at the top left of an iPad, under its navigation
        // bar, the popover goes to the button's right, as recorded on iPadOS 13 and 14
        // (presentation-adaptation-ios13.tsv), though it would fit below too.
        func roomArea(_ direction: UIPopoverArrowDirection) -> CGFloat {
            let have = room(direction)
            return have.width * have.height
        }
        // (`max(by:)` keeps the first of equal elements: the order breaks ties.)
        let fitting = directions.filter { fitted($0) == needed($0) }
        let chosen = fitting.first { $0 == preferred }
            ?? fitting.max { roomArea($0) < roomArea($1) }
            ?? directions.max { lhs, rhs in
                let a = fitted(lhs), b = fitted(rhs)
                return a.width * a.height < b.width * b.height
            }!
        var size = fitted(chosen)
        let overlaps = canOverlapSource && size != needed(chosen)
        if overlaps {
            let want = needed(chosen)
            size = CGSize(width: min(want.width, area.width), height: min(want.height, area.height))
        }
        size = CGSize(width: max(size.width, 0), height: max(size.height, 0))

        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), max(low, high)) }
        var frame = CGRect(origin: .zero, size: size)
        switch chosen {
        case .up:
            frame.origin.x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
            frame.origin.y = overlaps ? clamp(source.maxY, area.minY, area.maxY - size.height) : max(source.maxY, area.minY)
        case .down:
            frame.origin.x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
            frame.origin.y = overlaps ? clamp(source.minY - size.height, area.minY, area.maxY - size.height)
                : min(source.minY, area.maxY) - size.height
        case .left:
            frame.origin.y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
            frame.origin.x = overlaps ? clamp(source.maxX, area.minX, area.maxX - size.width) : max(source.maxX, area.minX)
        default:
            frame.origin.y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
            frame.origin.x = overlaps ? clamp(source.minX - size.width, area.minX, area.maxX - size.width)
                : min(source.minX, area.maxX) - size.width
        }
        let alongEdge = chosen == .up || chosen == .down
        let edgeLength = alongEdge ? frame.width : frame.height
        let limit = max(0, edgeLength / 2 - metrics.cornerRadius - metrics.arrowBase / 2)
        let wanted = alongEdge ? source.midX - frame.midX : source.midY - frame.midY
        return PopoverPlacement(arrowDirection: chosen, frame: frame, arrowOffset: clamp(wanted, -limit, limit))
    }

    /// The frame without the arrow strip.
    func bodyFrame(arrowHeight: CGFloat) -> CGRect {
        var body = frame
        switch arrowDirection {
        case .up: body.origin.y += arrowHeight; body.size.height -= arrowHeight
        case .down: body.size.height -= arrowHeight
        case .left: body.origin.x += arrowHeight; body.size.width -= arrowHeight
        case .right: body.size.width -= arrowHeight
        default: break
        }
        body.size = CGSize(width: max(0, body.width), height: max(0, body.height))
        return body
    }
}
