import Foundation

/// The share sheet's measurements (after iPadOS 14's, not traced): a 320-point popover with a
/// header — the items' thumbnail, title and kind, and a close button — over rounded groups of
/// 50-point rows, sharing activities in the first group and actions in the second.
@MainActor
enum ActivitySheetMetrics {
    static let width: CGFloat = 320
    static let margin: CGFloat = 16
    static let headerHeight: CGFloat = 72
    static let thumbnailSide: CGFloat = 44
    static let thumbnailCornerRadius: CGFloat = 8
    static let closeButtonSide: CGFloat = 30
    static let rowHeight: CGFloat = 50
    static let iconSide: CGFloat = 24
    static let groupCornerRadius: CGFloat = 10
    /// Between the header and the first group, between groups, and after the last.
    static let groupSpacing: CGFloat = 16
    /// The height of the "No Actions" line shown when no activity can take the items.
    static let emptyHeight: CGFloat = 44

    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    static let subtitleFont = UIFont.systemFont(ofSize: 13)
    static let rowFont = UIFont.systemFont(ofSize: 17)
    static let iconConfiguration = UIImage.SymbolConfiguration(pointSize: 17)

    /// The sheet's size for groups of `rowCounts` rows.
    static func contentSize(rowCounts: [Int]) -> CGSize {
        let groups = rowCounts.filter { $0 > 0 }
        let body = groups.isEmpty
            ? emptyHeight + groupSpacing
            : groups.reduce(0) { $0 + CGFloat($1) * rowHeight + groupSpacing }
        return CGSize(width: width, height: headerHeight + groupSpacing + body)
    }
}
