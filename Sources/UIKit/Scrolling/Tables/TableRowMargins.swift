import Foundation

/// What a table's rows take their side margins from, measured once per layout pass (and not
/// once per row, as the readable content guide is not free): the list's margin, the safe area
/// (`insetsContentViewsToSafeArea`), the readable content guide
/// (`cellLayoutMarginsFollowReadableWidth`) and how separator insets are measured.
struct TableRowMargins {
    let standard: CGFloat
    let width: CGFloat
    let safeArea: UIEdgeInsets
    let insetsContentToSafeArea: Bool
    /// The readable content guide's frame, when the rows follow it.
    let readable: CGRect?
    let separatorFromAutomatic: Bool

    /// How far a row at `frame` keeps its content view in from its sides: the part of it the
    /// unsafe area covers (an inset-grouped row already inside the safe area keeps none).
    func contentSafeInsets(forRowAt frame: CGRect) -> (left: CGFloat, right: CGFloat) {
        guard insetsContentToSafeArea else { return (0, 0) }
        return (max(0, safeArea.left - frame.minX), max(0, frame.maxX - (width - safeArea.right)))
    }

    /// The side margin of a row at `frame` whose content view is kept `safe` in: the list's,
    /// or as far in as the readable content guide.
    func margin(forRowAt frame: CGRect, safe: (left: CGFloat, right: CGFloat)) -> CGFloat {
        guard let readable else { return standard }
        return max(standard, readable.minX - frame.minX - safe.left, frame.maxX - safe.right - readable.maxX)
    }

    /// The margins of headers, footers and rows' own layout margins, from the table's edges.
    var edgeMargins: NSDirectionalEdgeInsets {
        var leading = standard + safeArea.left, trailing = standard + safeArea.right
        if let readable {
            leading = max(leading, readable.minX)
            trailing = max(trailing, width - readable.maxX)
        }
        return NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
    }
}
