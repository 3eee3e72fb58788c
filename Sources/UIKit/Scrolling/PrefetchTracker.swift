import Foundation

/// Which rows or items a table's or collection view's prefetch data source has been asked to
/// prepare (`UITableViewDataSourcePrefetching`, `UICollectionViewDataSourcePrefetching`).
///
/// After each tiling pass the view asks for the rows in the *prefetch band*: one visible
/// length beyond the visible bounds in the direction the content last scrolled (toward the
/// end before any scrolling), so the rows the user is about to see are prepared while the
/// ones behind are not. A row is asked for once while it stays in the band; a row that came
/// on screen leaves the tracker silently (its cell was made); a row asked for that falls out
/// of the band without showing — the user turned back — is cancelled. UIKit documents only
/// this contract, not its band's size: one visible length is Slate's.
@MainActor
final class PrefetchTracker {
    /// The rows asked for and not yet shown or cancelled, in the data source's index paths.
    private(set) var pending: Set<IndexPath> = []
    private var lastOffset: CGFloat?
    /// Whether the content last scrolled toward its end (or has not scrolled yet).
    private var isScrollingForward = true

    /// What to tell the data source after a tiling pass.
    struct Requests: Equatable {
        var prefetch: [IndexPath] = []
        var cancel: [IndexPath] = []
    }

    /// `visible`: the visible bounds; `vertical`: the axis the content scrolls along;
    /// `shown`: the rows with cells now; `rows(in:)`: the rows laid out in a rectangle, in the
    /// data source's index paths.
    func update(visible: CGRect, vertical: Bool, shown: Set<IndexPath>, rows: (CGRect) -> [IndexPath]) -> Requests {
        let offset = vertical ? visible.minY : visible.minX
        if let lastOffset, offset != lastOffset { isScrollingForward = offset > lastOffset }
        lastOffset = offset
        let band: CGRect
        switch (vertical, isScrollingForward) {
        case (true, true): band = CGRect(x: visible.minX, y: visible.maxY, width: visible.width, height: visible.height)
        case (true, false): band = CGRect(x: visible.minX, y: visible.minY - visible.height, width: visible.width, height: visible.height)
        case (false, true): band = CGRect(x: visible.maxX, y: visible.minY, width: visible.width, height: visible.height)
        case (false, false): band = CGRect(x: visible.minX - visible.width, y: visible.minY, width: visible.width, height: visible.height)
        }
        pending.subtract(shown)
        let wanted = Set(rows(band)).subtracting(shown)
        var requests = Requests()
        requests.cancel = pending.subtracting(wanted).sorted()
        requests.prefetch = wanted.subtracting(pending).sorted()
        pending = wanted
        return requests
    }

    /// The data was reloaded: what was asked for no longer names the same rows.
    func reset() {
        pending = []
    }
}
