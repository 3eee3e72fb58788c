import Foundation

/// Spinning wheels of rows, one wheel per component, each stopping with a row under the
/// selection band across the middle (iOS 14's look: a rounded grey band, rows curving away
/// above and below it, drawn in 2D — see `PickerColumn`).
///
/// Wheels turn with a finger or pointer drag, a trackpad or scroll wheel, or a tap on a row;
/// when a wheel the user turned comes to rest on a new row, the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)`. The data source is read when the picker first
/// lays out or is asked about its rows, and again on `reloadAllComponents()`.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("dataSource", \UIPickerView.dataSource),
            .outlet("delegate", \UIPickerView.delegate),
        ]
    }

    open weak var dataSource: UIPickerViewDataSource? {
        didSet { needsReload = true; setNeedsLayout() }
    }

    open weak var delegate: UIPickerViewDelegate? {
        didSet { needsReload = true; setNeedsLayout() }
    }

    /// iOS 14's rows are 32 points high, in a picker 216 high.
    static let defaultRowHeight: CGFloat = 32
    static let defaultSize = CGSize(width: 320, height: 216)
    /// Space at each side, and between wheels.
    private static let margin: CGFloat = 8
    private static let componentSpacing: CGFloat = 4

    private var columns: [PickerColumn] = []
    /// More wheels than this are not shown.
    static let maximumComponentCount = 64
    private var needsReload = true
    private let selectionBand = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPickerView()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpPickerView() {
        isOpaque = false
        clipsToBounds = true
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPickerView()
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultSize.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    // MARK: Components and rows

    /// The data source's count, read at the last reload.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return columns.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// The size of a row in a component: its wheel's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        layoutIfNeeded()
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: columns[component].bounds.width, height: columns[component].rowHeight)
    }

    /// The view showing a row, if the row is on the wheel's front now.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        layoutIfNeeded()
        guard columns.indices.contains(component) else { return nil }
        return columns[component].view(forRow: row)
    }

    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    open func reloadComponent(_ component: Int) {
        if needsReload { return reloadIfNeeded() }
        guard columns.indices.contains(component) else { return }
        columns[component].rowHeight = rowHeight(for: component)
        columns[component].reload(rowCount: dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// Turns a wheel to `row` (the delegate is not told). Out-of-range rows are clamped.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        layoutIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].select(row, animated: animated)
    }

    /// The row under the band in a component; -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return -1 }
        return columns[component].selectedRow
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = min(max(0, dataSource.map { $0.numberOfComponents(in: self) } ?? 0), Self.maximumComponentCount)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for column in columns {
            column.rowHeight = rowHeight(for: column.component)
            column.reload(rowCount: dataSource?.pickerView(self, numberOfRowsInComponent: column.component) ?? 0)
        }
        setNeedsLayout()
    }

    private func rowHeight(for component: Int) -> CGFloat {
        guard let delegate else { return Self.defaultRowHeight }
        let asked = OptionalRequirement.probe { delegate.pickerView(self, rowHeightForComponent: component) }
        guard asked.isImplemented, asked.result.isFinite, asked.result > 0 else { return Self.defaultRowHeight }
        // Between a point and the height of a large screen: rows must stay countable.
        return min(max(asked.result, 1), 4_096)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let widths = componentWidths()
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = max(Self.margin, (bounds.width - total) / 2)
        for (column, width) in zip(columns, widths) {
            column.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
        let bandHeight = columns.map(\.rowHeight).max() ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(x: Self.margin, y: ((bounds.height - bandHeight) / 2).rounded(),
                                     width: max(0, bounds.width - 2 * Self.margin), height: bandHeight)
    }

    /// The delegate's widths where it gives them; the rest share the width left equally.
    private func componentWidths() -> [CGFloat] {
        let available = max(0, bounds.width - 2 * Self.margin - Self.componentSpacing * CGFloat(max(0, columns.count - 1)))
        var widths: [CGFloat?] = columns.map { column in
            guard let delegate else { return nil }
            let asked = OptionalRequirement.probe { delegate.pickerView(self, widthForComponent: column.component) }
            return asked.isImplemented && asked.result.isFinite ? min(max(0, asked.result), 100_000) : nil
        }
        let given = widths.compactMap { $0 }.reduce(0, +)
        let open = widths.filter { $0 == nil }.count
        let share = open > 0 ? max(0, available - given) / CGFloat(open) : 0
        for index in widths.indices where widths[index] == nil { widths[index] = share }
        return widths.map { $0 ?? 0 }
    }

    // MARK: Rows' views

    /// A row's view: the delegate's own, else a label with its attributed title or title.
    func makeRowView(row: Int, component: Int, reusing: UIView?) -> UIView {
        if let delegate {
            let custom = OptionalRequirement.probe { delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: reusing) }
            if custom.isImplemented, custom.result !== PickerColumn.unusedRowView { return custom.result }
        }
        let label = (reusing as? PickerRowLabel) ?? PickerRowLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.attributedText = nil
            label.font = PickerRowLabel.rowFont
            label.textColor = .label
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    /// Asks the delegate again for the rows on show, without moving any wheel (a date picker
    /// dims the days a new month lacks).
    func refreshVisibleRows() {
        for column in columns { column.refreshRows() }
    }

    /// Where a component's wheel is, in the picker's coordinates.
    func frameOfComponent(_ component: Int) -> CGRect {
        reloadIfNeeded()
        layoutIfNeeded()
        return columns.indices.contains(component) ? columns[component].frame : .zero
    }

    func userSelected(row: Int, in component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
