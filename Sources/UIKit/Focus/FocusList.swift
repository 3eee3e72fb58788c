import CoreGraphics

/// A table or collection view as a focus group: the arrow keys move between its cells by
/// index path, reaching rows and items that are not on screen yet (the list scrolls to them);
/// Tab enters it at its remembered or preferred cell.
///
/// A list answers the questions below; the rest (`FocusList`'s extension) is the same for
/// both kinds.
@MainActor
protocol FocusList: UIView {
    /// The index path of `view` when it is one of the list's own cells.
    func focusIndexPath(ofCell view: UIView) -> IndexPath?
    var remembersLastFocusedIndexPath: Bool { get }
    var lastFocusedIndexPath: IndexPath? { get set }
    /// The delegate's `indexPathForPreferredFocusedView(in:)`.
    var preferredFocusIndexPath: IndexPath? { get }
    func isValidFocusIndexPath(_ indexPath: IndexPath) -> Bool
    /// Scrolls the row or item into view and gives its cell, when that cell can be focused.
    func revealFocusableCell(at indexPath: IndexPath) -> UIView?
    /// The cell an arrow key takes focus to from `cell`; nil when none lies that way.
    func focusItem(from cell: UIView, heading: UIFocusHeading) -> UIView?
    /// Selects the row or item as a tap would, when selection follows focus now (single
    /// selection; in multiple selection every row passed would join the selection).
    func selectFollowingFocus(_ indexPath: IndexPath)
}

extension FocusList {
    /// Whether `view` is one of the list's own cells.
    func isFocusCell(_ view: UIView) -> Bool { focusIndexPath(ofCell: view) != nil }

    /// The row or item of the cell that is, or holds, `item`.
    func indexPathOfFocusItem(_ item: UIFocusItem?) -> IndexPath? {
        var view = item as? UIView
        while let current = view, current !== self {
            if current.superview != nil, let indexPath = focusIndexPath(ofCell: current) { return indexPath }
            view = current.superview
        }
        return nil
    }

    /// Where Tab enters: the remembered cell (`remembersLastFocusedIndexPath`), else the
    /// delegate's preferred one, scrolled into view; nil for the first cell on screen.
    func focusEntryItem() -> UIView? {
        var preferred: IndexPath?
        if remembersLastFocusedIndexPath, let remembered = lastFocusedIndexPath, isValidFocusIndexPath(remembered) { preferred = remembered }
        if preferred == nil { preferred = preferredFocusIndexPath }
        guard let indexPath = preferred, isValidFocusIndexPath(indexPath) else { return nil }
        return revealFocusableCell(at: indexPath)
    }

    /// Focus moved to `cell`: remember it; select it when selection follows focus.
    func focusDidMove(to cell: UIView) {
        guard let indexPath = focusIndexPath(ofCell: cell) else { return }
        lastFocusedIndexPath = indexPath
        selectFollowingFocus(indexPath)
    }

    /// Whether `view` is focusable by the list's rule, given the delegate's answer if it has
    /// one: else while the list allows selection now and the cell holds nothing focusable of
    /// its own (a form's fields and switches keep Tab's stops; Slate's rule, where iOS 15's
    /// `allowsFocus` leaves it to "the platform").
    static func defaultFocusability(delegateAnswer: Bool?, selectable: Bool, cell: UIView?) -> Bool {
        if let delegateAnswer { return delegateAnswer }
        return selectable && !(cell?.containsFocusableContent ?? false)
    }
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
