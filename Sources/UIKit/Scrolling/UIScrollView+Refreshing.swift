import Foundation

/// Pull-to-refresh: room above the content for a refreshing `UIRefreshControl`.
extension UIScrollView {
    /// The refresh control sits just above the content's top, across the width.
    func layoutRefreshControl() {
        guard let refreshControl else { return }
        let top = -contentInset.top
        refreshControl.frame = CGRect(x: contentOffset.x, y: top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }

    /// Refreshing began or ended: the top inset grows to keep the control in view while it
    /// refreshes (a pulled release springs back to show it), and shrinks again after — the
    /// content moving back up if it showed the control. As in UIKit, `beginRefreshing()` from
    /// code does not scroll to reveal the control.
    func refreshControlDidChangeState(animated: Bool) {
        let newInset = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
        guard newInset != refreshInset else { return }
        refreshInset = newInset
        adjustedContentInsetMayHaveChanged()
        layoutRefreshControl()
        if newInset == 0, !isDraggingInternal {
            let target = clamped(contentOffset)
            if target != contentOffset { setContentOffset(target, animated: animated) }
        }
    }
}
