import Foundation

/// How rows make room while one is dragged to a new place in its section (a table's reorder
/// control, a list cell's reorder accessory): rows between its old and proposed places shift
/// by its height, toward the place it left.
enum ListReorderDisplacement {
    static func displaced(_ frame: CGRect, at indexPath: IndexPath, source: IndexPath, proposed: IndexPath, height: CGFloat) -> CGRect {
        guard source.section == indexPath.section, proposed.section == indexPath.section else { return frame }
        var frame = frame
        if indexPath.row > source.row, indexPath.row <= proposed.row { frame.origin.y -= height }
        if indexPath.row < source.row, indexPath.row >= proposed.row { frame.origin.y += height }
        return frame
    }
}
