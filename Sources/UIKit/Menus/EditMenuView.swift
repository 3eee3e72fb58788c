import Foundation

/// The edit menu as iPadOS 14 draws it: a dark rounded bar of titled commands split by thin
/// lines, with an arrow pointing at the target. Commands that do not fit the window's width
/// go on further pages, reached with "▸" at the bar's end (and back with "◂").
@MainActor
final class EditMenuView: UIView {
    nonisolated static let barHeight: CGFloat = 36
    nonisolated static let cornerRadius: CGFloat = 8
    nonisolated static let arrowSize = CGSize(width: 20, height: 10)
    nonisolated static let itemPadding: CGFloat = 12
    nonisolated static let separatorWidth: CGFloat = 1
    static let font = UIFont.systemFont(ofSize: 14)
    /// Near black in light mode, a dark grey that stands off a black background in dark mode.
    static let barColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.23, alpha: 1) : UIColor(white: 0.11, alpha: 1)
    }
    static let separatorColor = UIColor(white: 1, alpha: 0.25)
    static let highlightColor = UIColor(white: 1, alpha: 0.22)

    /// Called with the entry the user chose.
    var onChoose: ((EditMenuEntry) -> Void)?

    private(set) var entries: [EditMenuEntry] = []
    /// The entries on each page, for the width the bar may take.
    private var pages: [[EditMenuEntry]] = []
    private(set) var page = 0
    private(set) var buttons: [EditMenuItemButton] = []
    private var separators: [UIView] = []
    private let bar = UIView()

    var placement: EditMenuPlacement? {
        didSet {
            guard let placement else { return }
            frame = placement.frame
            bar.frame = placement.barRect
            setNeedsDisplay()
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        bar.backgroundColor = Self.barColor
        bar.layer.cornerRadius = Self.cornerRadius
        bar.layer.masksToBounds = true
        addSubview(bar)
        accessibilityViewIsModal = false
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `entries`, split into pages no wider than `maximumWidth`, from the first page.
    func setEntries(_ entries: [EditMenuEntry], maximumWidth: CGFloat) {
        self.entries = entries
        pages = Self.paginate(entries, maximumWidth: maximumWidth)
        showPage(0)
    }

    /// The bar's size for the page on show.
    var barSize: CGSize {
        let width = buttons.reduce(0) { $0 + $1.fittingWidth } + CGFloat(max(0, buttons.count - 1)) * Self.separatorWidth
        return CGSize(width: width, height: Self.barHeight)
    }

    /// Called when the page changes, for the menu to be placed again for its new width.
    var onPageChange: (() -> Void)?

    private func showPage(_ index: Int) {
        page = index
        for view in buttons + separators { view.removeFromSuperview() }
        buttons = []
        separators = []
        guard pages.indices.contains(index) else { return }
        if index > 0 { buttons.append(makeButton(title: "◂", entry: nil) { [weak self] in self?.turnPage(by: -1) }) }
        for entry in pages[index] {
            buttons.append(makeButton(title: entry.title, entry: entry) { [weak self] in self?.onChoose?(entry) })
        }
        if index < pages.count - 1 { buttons.append(makeButton(title: "▸", entry: nil) { [weak self] in self?.turnPage(by: 1) }) }
        for button in buttons { bar.addSubview(button) }
        for _ in buttons.dropLast() {
            let separator = UIView()
            separator.backgroundColor = Self.separatorColor
            separator.isUserInteractionEnabled = false
            bar.addSubview(separator)
            separators.append(separator)
        }
        setNeedsLayout()
    }

    private func turnPage(by delta: Int) {
        showPage(page + delta)
        onPageChange?()
    }

    private func makeButton(title: String, entry: EditMenuEntry?, action: @escaping @MainActor () -> Void) -> EditMenuItemButton {
        let button = EditMenuItemButton(title: title, entry: entry)
        if entry == nil { button.accessibilityLabel = title == "▸" ? "More" : "Back" }
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    /// Greedy pages: as many entries as fit beside the paging arrows each page needs. An
    /// entry wider than a page on its own still gets a page (its title truncates).
    static func paginate(_ entries: [EditMenuEntry], maximumWidth: CGFloat) -> [[EditMenuEntry]] {
        let arrowWidth = EditMenuItemButton(title: "▸", entry: nil).fittingWidth + separatorWidth
        let widths = entries.map { EditMenuItemButton(title: $0.title, entry: $0).fittingWidth + separatorWidth }
        var pages: [[EditMenuEntry]] = []
        var start = 0
        while start < entries.count {
            let lead = pages.isEmpty ? 0 : arrowWidth
            var end = start
            var used = lead
            while end < entries.count {
                let isLast = end == entries.count - 1
                let needed = used + widths[end] + (isLast ? 0 : arrowWidth)
                if needed - separatorWidth > maximumWidth, end > start {
                    break
                }
                used += widths[end]
                end += 1
            }
            // Everything left fits without a "more" arrow: one last page.
            if end < entries.count, used + widths[end...].reduce(0, +) - separatorWidth <= maximumWidth { end = entries.count }
            pages.append(Array(entries[start..<end]))
            start = end
        }
        return pages
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        let height = bar.bounds.height
        let available = bar.bounds.width
        for (index, button) in buttons.enumerated() {
            // The last command takes what is left, so a bar squeezed by a narrow window ends
            // cleanly at its rounded edge.
            let width = index == buttons.count - 1 ? max(0, available - x) : button.fittingWidth
            button.frame = CGRect(x: x, y: 0, width: width, height: height)
            x += width
            if index < separators.count {
                separators[index].frame = CGRect(x: x, y: 0, width: Self.separatorWidth, height: height)
                x += Self.separatorWidth
            }
        }
    }

    /// Only the bar takes touches: the arrow and the frame's empty corners let them through.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bar.frame.contains(point)
    }

    /// The arrow, in the bar's colour.
    override func draw(_ rect: CGRect) {
        guard let placement else { return }
        let bar = placement.barRect, size = Self.arrowSize, offset = placement.arrowOffset
        let path = UIBezierPath()
        switch placement.arrowDirection {
        case .up:
            path.move(to: CGPoint(x: offset - size.width / 2, y: bar.minY))
            path.addLine(to: CGPoint(x: offset, y: 0))
            path.addLine(to: CGPoint(x: offset + size.width / 2, y: bar.minY))
        case .left:
            path.move(to: CGPoint(x: bar.minX, y: offset - size.width / 2))
            path.addLine(to: CGPoint(x: 0, y: offset))
            path.addLine(to: CGPoint(x: bar.minX, y: offset + size.width / 2))
        case .right:
            path.move(to: CGPoint(x: bar.maxX, y: offset - size.width / 2))
            path.addLine(to: CGPoint(x: bounds.maxX, y: offset))
            path.addLine(to: CGPoint(x: bar.maxX, y: offset + size.width / 2))
        default:
            path.move(to: CGPoint(x: offset - size.width / 2, y: bar.maxY))
            path.addLine(to: CGPoint(x: offset, y: bounds.maxY))
            path.addLine(to: CGPoint(x: offset + size.width / 2, y: bar.maxY))
        }
        path.close()
        Self.barColor.resolvedColor(with: traitCollection).setFill()
        path.fill()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }
}
