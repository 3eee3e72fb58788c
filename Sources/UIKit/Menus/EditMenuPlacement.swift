import Foundation

/// Where the edit menu goes around its target rectangle, in window coordinates: above the
/// rectangle with its arrow pointing down at the top edge's middle, or below it (arrow up)
/// when there is no room above — as UIKit documents — or beside it for a left or right arrow.
/// The bar stays inside the window's safe area, less a margin; the arrow follows the
/// rectangle's middle as far as the bar's rounded corners allow.
struct EditMenuPlacement: Equatable {
    /// The menu's frame, arrow included.
    var frame: CGRect
    /// Which way the arrow points: never `.default`.
    var arrowDirection: UIMenuController.ArrowDirection
    /// The arrow tip's offset along the edge it sits on, in the frame's own coordinates
    /// (x for up and down arrows, y for left and right).
    var arrowOffset: CGFloat

    static let margin: CGFloat = 8

    /// The frame of the bar itself (the frame less the arrow), in the frame's coordinates.
    var barRect: CGRect {
        let bounds = CGRect(origin: .zero, size: frame.size)
        let depth = EditMenuView.arrowSize.height
        switch arrowDirection {
        case .up: return CGRect(x: 0, y: depth, width: bounds.width, height: bounds.height - depth)
        case .left: return CGRect(x: depth, y: 0, width: bounds.width - depth, height: bounds.height)
        case .right: return CGRect(x: 0, y: 0, width: bounds.width - depth, height: bounds.height)
        default: return CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - depth)
        }
    }

    /// Places a bar of `barSize` for `target` inside `area` (both in window coordinates).
    init(barSize: CGSize, target: CGRect, area: CGRect, requested: UIMenuController.ArrowDirection) {
        let depth = EditMenuView.arrowSize.height
        let area = area.insetBy(dx: Self.margin, dy: Self.margin)
        switch requested {
        case .left, .right:
            let roomLeft = target.minX - area.minX, roomRight = area.maxX - target.maxX
            let width = barSize.width + depth
            // A left arrow puts the menu on the rectangle's right; it flips when only the
            // other side has room.
            var pointsLeft = requested == .left
            if pointsLeft, roomRight < width, roomLeft >= width { pointsLeft = false }
            if !pointsLeft, roomLeft < width, roomRight >= width { pointsLeft = true }
            let x = pointsLeft ? target.maxX : target.minX - width
            let y = Self.clamp(target.midY - barSize.height / 2, from: area.minY, to: area.maxY - barSize.height)
            frame = CGRect(x: x, y: y, width: width, height: barSize.height)
            arrowDirection = pointsLeft ? .left : .right
            arrowOffset = Self.clamp(target.midY - y, from: EditMenuView.cornerRadius + EditMenuView.arrowSize.width / 2,
                                     to: barSize.height - EditMenuView.cornerRadius - EditMenuView.arrowSize.width / 2)
        default:
            let height = barSize.height + depth
            let fitsAbove = target.minY - height >= area.minY, fitsBelow = target.maxY + height <= area.maxY
            // Above unless asked for an up arrow; either flips when only the other side fits.
            var above = requested != .up
            if above, !fitsAbove, fitsBelow { above = false }
            if !above, !fitsBelow, fitsAbove { above = true }
            var y = above ? target.minY - height : target.maxY
            y = Self.clamp(y, from: area.minY, to: area.maxY - height)
            let x = Self.clamp(target.midX - barSize.width / 2, from: area.minX, to: area.maxX - barSize.width)
            frame = CGRect(x: x, y: y, width: barSize.width, height: height)
            arrowDirection = above ? .down : .up
            arrowOffset = Self.clamp(target.midX - x, from: EditMenuView.cornerRadius + EditMenuView.arrowSize.width / 2,
                                     to: barSize.width - EditMenuView.cornerRadius - EditMenuView.arrowSize.width / 2)
        }
    }

    /// `value` within `low…high`; `low` when the range is empty (the area's leading edge wins).
    private static func clamp(_ value: CGFloat, from low: CGFloat, to high: CGFloat) -> CGFloat {
        max(low, min(value, high))
    }
}
