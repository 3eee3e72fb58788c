import Foundation

/// The column of index titles at a table's or collection view's trailing edge; touching or
/// dragging along it jumps to where the data source says each title's content starts.
@MainActor
final class SectionIndexView: UIView {
    var titles: [String] = [] { didSet { if titles != oldValue { setNeedsDisplay() } } }
    var color: UIColor? { didSet { setNeedsDisplay() } }
    var onSelect: ((Int) -> Void)?
    private var lastSelected: Int?
    /// The background (`sectionIndexBackgroundColor`), and the one while a touch tracks along
    /// the index (`sectionIndexTrackingBackgroundColor`, when set).
    var restingColor: UIColor? { didSet { updateBackground() } }
    var trackingColor: UIColor? { didSet { updateBackground() } }
    private var isTracking = false { didSet { updateBackground() } }

    private func updateBackground() {
        backgroundColor = (isTracking ? trackingColor ?? restingColor : restingColor) ?? .clear
    }

    static let width: CGFloat = 20
    static let lineHeight: CGFloat = 15

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    private var font: UIFont { .systemFont(ofSize: 11, weight: .semibold) }

    /// The titles' column, centred vertically.
    private var columnTop: CGFloat {
        (bounds.height - CGFloat(titles.count) * Self.lineHeight) / 2
    }

    override func draw(_ rect: CGRect) {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color ?? tintColor ?? .systemBlue]
        var y = columnTop
        for title in titles {
            let text = (title == UITableView.indexSearch ? "⌕" : title) as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: y + (Self.lineHeight - size.height) / 2), withAttributes: attributes)
            y += Self.lineHeight
        }
    }

    func titleIndex(at point: CGPoint) -> Int? {
        guard !titles.isEmpty else { return nil }
        let index = Int(((point.y - columnTop) / Self.lineHeight).rounded(.down))
        return min(max(index, 0), titles.count - 1)
    }

    private func select(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self)), index != lastSelected else { return }
        lastSelected = index
        onSelect?(index)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastSelected = nil
        isTracking = true
        select(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { select(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }

    private func endTracking() {
        lastSelected = nil
        isTracking = false
    }
}

extension SectionIndexView {
    /// Stands at the trailing edge of what `scrollView` shows, between its content insets.
    func place(in scrollView: UIScrollView) {
        let inset = scrollView.adjustedContentInset
        let bounds = scrollView.bounds
        frame = CGRect(x: bounds.maxX - Self.width - scrollView.safeAreaInsets.right, y: bounds.minY + inset.top,
                       width: Self.width, height: max(0, bounds.height - inset.top - inset.bottom))
    }
}

extension UITableView {
    /// Re-reads the index titles; shows or hides the index.
    func refreshSectionIndex() {
        let titles = indexDisplayMode == .alwaysHidden ? [] : dataSource?.sectionIndexTitles(for: self) ?? []
        let totalRows = rowCounts.reduce(0, +)
        guard !titles.isEmpty, totalRows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndex?.removeFromSuperview()
            sectionIndex = nil
            return
        }
        let index = sectionIndex ?? SectionIndexView()
        if sectionIndex == nil {
            index.onSelect = { [weak self] position in self?.jumpToIndexTitle(at: position) }
            addSubview(index)
            sectionIndex = index
        }
        index.titles = titles
        index.color = sectionIndexColor
        index.restingColor = sectionIndexBackgroundColor
        index.trackingColor = sectionIndexTrackingBackgroundColor
        setNeedsLayout()
    }

    /// The index stays at the trailing edge of what is visible.
    func layoutSectionIndex() {
        sectionIndex?.place(in: self)
    }

    /// The title's section at the top (as far as the content allows).
    func jumpToIndexTitle(at position: Int) {
        guard let sectionIndex, position < sectionIndex.titles.count, let dataSource else { return }
        let title = sectionIndex.titles[position]
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: position)
        guard section >= 0, section < rowCounts.count else { return }
        let top = layoutModel.headerFrame(section).minY - adjustedContentInset.top
        contentOffset = clamped(CGPoint(x: contentOffset.x, y: top))
    }
}
