import Foundation

/// One wheel of a picker: a vertical scroll view of rows that always comes to rest with a row
/// in the middle, under the selection band.
///
/// The wheel is drawn as a drum seen from the front, in 2D: a row whose centre is `d` points
/// along the wheel from the middle sits at the angle `θ = d / R` on a drum of radius `R`
/// (half the picker's height), so it shows `R · sin θ` from the middle, squashed to `cos θ`
/// of its height and fainter; rows past a quarter turn are not shown. Only those rows have
/// views, reused as the wheel turns.
@MainActor
final class PickerColumn: UIScrollView, UIScrollViewDelegate {
    /// What the delegate's default `viewForRow` returns: never shown.
    static let unusedRowView = UIView()

    /// Weak: a touch or a glide can keep a wheel alive after its picker is gone.
    private(set) weak var picker: UIPickerView?
    let component: Int
    var rowHeight: CGFloat = 32 { didSet { if rowHeight != oldValue { setNeedsLayout() } } }
    private(set) var rowCount = 0
    /// The row under the band when the wheel last came to rest (-1: no rows).
    private(set) var selectedRow = -1
    private var rowViews: [Int: UIView] = [:]
    private var spareViews: [UIView] = []
    /// An app's `selectRow(_:inComponent:animated:)` is moving the wheel: no delegate message.
    private var isMovingForApp = false
    /// The picker is stopping or placing the wheel itself: where it stops is not the user's.
    private var isPlacing = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        clipsToBounds = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: .pickerRowTapped))
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Rows

    /// Reads the row count again and shows the rows afresh, keeping the selection where it
    /// can (on the last row when the rows became fewer).
    func reload(rowCount count: Int) {
        stopQuietly()
        rowCount = min(max(0, count), Self.maximumRowCount)
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews = [:]
        spareViews = []
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        setNeedsLayout()
        layoutIfNeeded()
        place(at: selectedRow)
    }

    /// More rows than this are not shown (positions would lose precision); apps that fake an
    /// endless wheel use thousands.
    static let maximumRowCount = 10_000_000

    /// Stops a glide or animation without the stop counting as the user's choice.
    private func stopQuietly() {
        isPlacing = true
        stopScrolling()
        isPlacing = false
        isMovingForApp = false
    }

    /// Puts `row` in the middle at once.
    private func place(at row: Int) {
        guard row >= 0 else { return }
        isPlacing = true
        contentOffset = offset(for: row)
        isPlacing = false
    }

    func view(forRow row: Int) -> UIView? { rowViews[row] }

    /// The offset that puts `row` in the middle.
    private func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the middle now.
    private var middleRow: Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        return clampedRow((contentOffset.y + contentInset.top) / rowHeight)
    }

    /// The row nearest a fractional row position, within the rows.
    private func clampedRow(_ position: CGFloat) -> Int {
        guard position.isFinite else { return 0 }
        return Int(min(max(position.rounded(), 0), CGFloat(rowCount - 1)))
    }

    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        // A finger on the wheel lets go: the app's choice wins.
        isPlacing = true
        cancelDrag()
        isPlacing = false
        stopQuietly()
        let row = min(max(row, 0), rowCount - 1)
        selectedRow = row
        if animated, window != nil {
            isMovingForApp = true
            setContentOffset(offset(for: row), animated: true)
        } else {
            place(at: row)
        }
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard newWindow == nil else { return }
        // Off screen a wheel cannot finish turning: it stops on its selected row.
        stopQuietly()
        place(at: selectedRow)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = max(0, (bounds.height - rowHeight) / 2)
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets {
            contentInset = insets
            if selectedRow >= 0, !isTracking, !isDecelerating { place(at: selectedRow) }
        }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        tileRows()
    }

    /// Shows the rows on the front of the drum, each where and how the drum shows it.
    private func tileRows() {
        guard rowCount > 0, rowHeight > 0, bounds.height > 0 else {
            for view in rowViews.values { view.removeFromSuperview() }
            rowViews = [:]
            return
        }
        let radius = bounds.height / 2
        let middle = contentOffset.y + bounds.height / 2
        let reach = radius * .pi / 2
        let first = clampedRow(((middle - reach) / rowHeight).rounded(.down))
        let last = clampedRow(((middle + reach) / rowHeight).rounded(.up))
        var shown = Set<Int>()
        if first <= last {
            for row in first...last {
                let angle = ((CGFloat(row) + 0.5) * rowHeight - middle) / radius
                guard abs(angle) < .pi / 2 - 0.05 else { continue }
                shown.insert(row)
                let view = rowView(for: row)
                view.transform = .identity
                view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
                view.center = CGPoint(x: bounds.width / 2, y: middle + radius * sin(angle))
                view.transform = CGAffineTransform(scaleX: 1, y: cos(angle))
                view.alpha = 0.25 + 0.75 * cos(angle)
            }
        }
        for (row, view) in rowViews where !shown.contains(row) {
            view.removeFromSuperview()
            rowViews[row] = nil
            spareViews.append(view)
        }
    }

    /// Makes the views of the rows on show again, in place.
    func refreshRows() {
        guard let picker else { return }
        for (row, old) in rowViews {
            let view = picker.makeRowView(row: row, component: component, reusing: old)
            guard view !== old else { continue }
            view.transform = old.transform
            view.bounds = old.bounds
            view.center = old.center
            view.alpha = old.alpha
            old.removeFromSuperview()
            addSubview(view)
            rowViews[row] = view
        }
    }

    private func rowView(for row: Int) -> UIView {
        if let view = rowViews[row] { return view }
        let reusing = spareViews.popLast()
        let view = picker?.makeRowView(row: row, component: component, reusing: reusing) ?? reusing ?? UIView()
        if view.superview !== self { addSubview(view) }
        rowViews[row] = view
        return view
    }

    // MARK: Coming to rest

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0, rowHeight > 0 else { return }
        targetContentOffset.pointee = offset(for: clampedRow((targetContentOffset.pointee.y + contentInset.top) / rowHeight))
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        // The user takes the wheel from the app's animation.
        isMovingForApp = false
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { cameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if !isTracking { cameToRest() }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        cameToRest()
    }

    /// The wheel stopped: the row in the middle is chosen, and the delegate hears of it if the
    /// user moved the wheel to a new row.
    private func cameToRest() {
        // Stopped by the picker itself, or caught by a new drag (which goes on turning it).
        guard !isPlacing, panGestureRecognizer.state != .began else { return }
        let forApp = isMovingForApp
        isMovingForApp = false
        let row = middleRow
        guard row >= 0 else { return }
        if contentOffset != offset(for: row) { place(at: row) }
        let changed = row != selectedRow
        selectedRow = row
        if changed, !forApp { picker?.userSelected(row: row, in: component) }
    }

    /// A tap on a row turns the wheel to it.
    func rowTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, rowCount > 0 else { return }
        let point = recognizer.location(in: self)
        guard let (row, _) = rowViews.first(where: { $0.value.frame.contains(point) }) else { return }
        stopQuietly()
        if row == middleRow, contentOffset == offset(for: row) { return cameToRest() }
        setContentOffset(offset(for: row), animated: true)
    }
}

extension Selector {
    @MainActor static let pickerRowTapped = Selector("rowTapped:", PickerColumn.rowTapped)
}
