import Foundation

/// Where a split's columns go in each display mode (spec SPLIT-13 … SPLIT-15, SPLIT-24).
///
/// Beside modes tile the columns from the primary's edge; over modes float them over a
/// full-width secondary, which dims; `.twoDisplaceSecondary` keeps the secondary at the width
/// it has beside the supplementary, pushed past the primary, dimmed. A trailing primary edge
/// (or a right-to-left layout) mirrors everything.
struct SplitColumnLayout {
    private(set) var frames: [UISplitViewController.Column: CGRect] = [:]
    let visible: [UISplitViewController.Column]
    let dimsSecondary: Bool
    /// Whether the primary's side is the right (a trailing edge, or right-to-left).
    let isMirrored: Bool

    @MainActor
    init(mode: UISplitViewController.DisplayMode, style: UISplitViewController.Style, bounds: CGRect,
         widths: SplitColumnWidths, edge: UISplitViewController.PrimaryEdge, isRightToLeft: Bool) {
        visible = SplitDisplayModes.visibleColumns(mode, style: style)
        dimsSecondary = SplitDisplayModes.isOverlay(mode) || mode == .twoDisplaceSecondary
        let width = bounds.width
        var leading: [(UISplitViewController.Column, CGFloat)] = []
        for column in visible where column != .secondary {
            leading.append((column, column == .primary ? widths.primary : widths.supplementary))
        }
        var x: CGFloat = 0
        for (column, columnWidth) in leading {
            frames[column] = CGRect(x: x, y: 0, width: columnWidth, height: bounds.height)
            x += columnWidth
        }
        switch mode {
        case .oneOverSecondary, .twoOverSecondary, .secondaryOnly, .automatic:
            frames[.secondary] = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        case .twoDisplaceSecondary:
            let besideWidth = max(0, width - widths.supplementary)
            frames[.secondary] = CGRect(x: x, y: 0, width: besideWidth, height: bounds.height)
        case .oneBesideSecondary, .twoBesideSecondary:
            frames[.secondary] = CGRect(x: x, y: 0, width: max(0, width - x), height: bounds.height)
        }
        isMirrored = (edge == .trailing) != isRightToLeft
        if isMirrored {
            for (column, frame) in frames {
                frames[column] = CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
        }
        for (column, frame) in frames { frames[column] = frame.offsetBy(dx: bounds.minX, dy: bounds.minY) }
    }

    /// Moves the columns that are not in `shown` sideways by `shift`, and puts the secondary
    /// at `secondary` (a drag revealing columns, SPLIT-34).
    mutating func slide(columnsNotIn shown: [UISplitViewController.Column], by shift: CGFloat, secondary: CGRect?) {
        for (column, frame) in frames where column != .secondary && !shown.contains(column) {
            frames[column] = frame.offsetBy(dx: shift, dy: 0)
        }
        if let secondary { frames[.secondary] = secondary }
    }
}
