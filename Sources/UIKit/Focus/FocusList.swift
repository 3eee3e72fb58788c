import CoreGraphics

/// A table or collection view as a focus group: the arrow keys move between its cells by
/// index path, reaching rows and items that are not on screen yet (the list scrolls to them);
/// Tab enters it at its remembered or preferred cell.
@MainActor
protocol FocusList: UIView {
    /// Whether `view` is one of the list's own cells.
    func isFocusCell(_ view: UIView) -> Bool
    /// Where Tab enters: the remembered cell (`remembersLastFocusedIndexPath`), else the
    /// delegate's preferred one, scrolled into view; nil for the first cell on screen.
    func focusEntryItem() -> UIView?
    /// The cell an arrow key takes focus to from `cell`; nil when none lies that way.
    func focusItem(from cell: UIView, heading: UIFocusHeading) -> UIView?
    /// Focus moved to `cell`: remember it; select it when selection follows focus.
    func focusDidMove(to cell: UIView)
}

extension UIView {
    /// The list whose cell this view is, if it is one.
    var enclosingFocusList: FocusList? {
        var ancestor = superview
        while let view = ancestor {
            if let list = view as? FocusList { return list.isFocusCell(self) ? list : nil }
            ancestor = view.superview
        }
        return nil
    }

    /// Whether a subview, at any depth, can be focused (a field or a switch in a cell).
    var containsFocusableContent: Bool {
        subviews.contains { subview in
            !subview.isHidden && subview.isUserInteractionEnabled && (subview.canBecomeFocused || subview.containsFocusableContent)
        }
    }
}
