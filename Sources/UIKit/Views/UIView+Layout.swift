import Foundation

/// The layout pass, layout margins and safe area.
///
/// A pass runs when the view's layer lays out (end of the run-loop turn, or
/// `layoutIfNeeded()`), top-down. Before the first `layoutSubviews()` of a pass, every pending
/// constraint update in the whole hierarchy runs, deepest first (spec LAY-16, LAY-19) — a
/// change anywhere can move views anywhere, so no view lays out from stale constraints. Then
/// the safe area, `layoutSubviews()` (LAY-17), and the subviews' safe areas, since layout may
/// have moved them.
extension UIView {
    /// The view whose `layoutSubviews` (and its controller's layout callbacks) is running now.
    static var viewInLayoutPass: UIView?

    func performLayoutPass() {
        if UIView.viewsNeedingConstraintUpdate != 0 {
            var top = self
            while let parent = top.storedSuperview { top = parent }
            top.performUpdateConstraintsIfNeeded()
        }
        updateSafeAreaInsets()
        let enclosingPass = UIView.viewInLayoutPass
        UIView.viewInLayoutPass = self
        willLayoutSubviewsHook()
        layoutSubviews()
        didLayoutSubviewsHook()
        UIView.viewInLayoutPass = enclosingPass
        for subview in storedSubviews { subview.updateSafeAreaInsets() }
    }

    // MARK: Margins

    func setLayoutMargins(directional margins: NSDirectionalEdgeInsets) {
        let old = requestedLayoutMargins
        assignedLayoutMargins = margins
        guard margins != old else { return }
        layoutMarginsInputsDidChange()
    }

    /// The view became, or stopped being, a view controller's main view: its default and
    /// minimum margins changed. Auto Layout hears of it; the controller does not (it may not
    /// have loaded its view yet).
    func mainViewRoleDidChange() {
        LayoutEngine.main.marginsDidChange(of: self)
        setNeedsLayout()
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func edgeInsets(fromDirectional insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        isRightToLeft
            ? UIEdgeInsets(top: insets.top, left: insets.trailing, bottom: insets.bottom, right: insets.leading)
            : UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    func directionalInsets(from insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        isRightToLeft
            ? NSDirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// The margins layout uses: the set margins, plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea` (LAY-11), at least the superview's margins where they
    /// overlap this view when `preservesSuperviewLayoutMargins` (LAY-12), and at least the
    /// view controller's minimum margins for its main view (LAY-13).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = edgeInsets(fromDirectional: requestedLayoutMargins)
        if let minimum = minimumLayoutMarginsHook {
            margins.left = max(margins.left, minimum.left)
            margins.right = max(margins.right, minimum.right)
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let parent = storedSuperview {
            let parentMargins = parent.effectiveLayoutMargins
            let frame = CGRect(x: center.x - bounds.width / 2 - parent.bounds.minX, y: center.y - bounds.height / 2 - parent.bounds.minY,
                               width: bounds.width, height: bounds.height)
            margins.left = max(margins.left, parentMargins.left - frame.minX)
            margins.top = max(margins.top, parentMargins.top - frame.minY)
            margins.right = max(margins.right, parentMargins.right - (parent.bounds.width - frame.maxX))
            margins.bottom = max(margins.bottom, parentMargins.bottom - (parent.bounds.height - frame.maxY))
        }
        return margins
    }

    /// Margins changed (or something they derive from): tell the view, Auto Layout, and the
    /// subviews that preserve them.
    func layoutMarginsInputsDidChange() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        LayoutEngine.main.marginsDidChange(of: self)
        setNeedsLayout()
        for subview in storedSubviews where subview.preservesSuperviewLayoutMargins {
            subview.layoutMarginsInputsDidChange()
        }
    }

    // MARK: Safe area

    /// The part of this view's bounds inside the superview's safe area (a window's comes from
    /// its host). View controllers add `additionalSafeAreaInsets` on top.
    func computeSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.hostSafeAreaInsets
        } else if let parent = storedSuperview, parent.safeAreaInsets != .zero || parent.boundsSafeAreaOfSubviews {
            // (A superview without a safe-area inset gives none: the common case, kept cheap.)
            let parentBounds = parent.bounds
            let parentSafe = parentBounds.inset(by: parent.safeAreaInsets)
            let mine = layer.affineTransform().isIdentity ? untransformedFrame : convert(bounds, to: parent)
            // The bottom and trailing insets are the part of the view the superview's unsafe
            // band covers — what lies beyond the superview's bounds is not covered by anything.
            // (Counting it made a stack taller than its window feed its overflow back into its
            // own layout margins, growing at every pass: a layout that never settled.)
            insets = UIEdgeInsets(top: max(0, min(mine.height, parentSafe.minY - mine.minY)),
                                  left: max(0, min(mine.width, parentSafe.minX - mine.minX)),
                                  bottom: max(0, min(mine.maxY, parentBounds.maxY) - max(mine.minY, parentSafe.maxY)),
                                  right: max(0, min(mine.maxX, parentBounds.maxX) - max(mine.minX, parentSafe.maxX)))
        }
        if let additional = additionalSafeAreaInsetsHook {
            insets = UIEdgeInsets(top: insets.top + additional.top, left: insets.left + additional.left,
                                  bottom: insets.bottom + additional.bottom, right: insets.right + additional.right)
        }
        return insets
    }

    func updateSafeAreaInsets() {
        let insets = computeSafeAreaInsets()
        guard insets != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        LayoutEngine.main.safeAreaDidChange(of: self)
        if insetsLayoutMarginsFromSafeArea { layoutMarginsInputsDidChange() }
        setNeedsLayout()
    }

    /// The view moved or resized: its subtree's safe areas are recomputed at the next pass.
    /// Where neither the view nor its superview has a safe-area inset, moving cannot give the
    /// subtree one, and nothing needs recomputing.
    func invalidateSafeAreaOfSubtree() {
        guard storedSafeAreaInsets != .zero || (storedSuperview?.safeAreaInsets ?? .zero) != .zero || self is UIWindow else {
            return
        }
        forEachInSubtree { $0.setNeedsLayout() }
    }
}

