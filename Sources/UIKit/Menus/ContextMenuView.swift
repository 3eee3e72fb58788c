import Foundation

/// The menu itself: a rounded platter listing one level of a `UIMenu` (`MenuPage`), scrolling
/// when taller than it may be. A submenu opens in place, under a heading that leads back.
/// Taps and clicks choose a row; the pointer and the arrow keys highlight one, Return chooses
/// it, Escape ends the menu, and typed letters jump to the row whose title starts with them.
@MainActor
final class ContextMenuView: UIView {
    let metrics: MenuMetrics
    /// Chose an element (an action or a command; submenus open in place).
    var onChoose: ((UIMenuElement) -> Void)?
    /// Asked to end the menu (Escape).
    var onCancel: (() -> Void)?
    /// The tallest the platter may be; taller menus scroll.
    var maximumHeight: CGFloat = .greatestFiniteMagnitude
    /// The rows changed size (deferred elements arrived): the menu is placed again.
    var onContentChange: (() -> Void)?
    /// What deferred elements gave while this menu shows, and which were asked.
    private var loadedElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var requested: Set<ObjectIdentifier> = []

    /// The rounded, clipped surface the rows sit on; the view itself carries the shadow.
    private let platter = UIView()
    private let scrollView = UIScrollView()
    private(set) var pages: [MenuPage]
    private(set) var rowViews: [MenuRowView] = []
    private var separators: [UIView] = []
    /// The heading of an open submenu (its row leads back).
    private var heading: MenuRowView?
    private(set) var highlighted: Int? { didSet { updateHighlight() } }
    private var typed = ""

    init(menu: UIMenu, metrics: MenuMetrics) {
        self.metrics = metrics
        pages = []
        super.init(frame: .zero)
        pages = [page(of: menu)]
        platter.backgroundColor = .secondarySystemBackground
        platter.layer.cornerRadius = metrics.cornerRadius
        platter.layer.masksToBounds = true
        addSubview(platter)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        scrollView.showsHorizontalScrollIndicator = false
        platter.addSubview(scrollView)
        let tap = UITapGestureRecognizer(target: self, action: .menuRowTapped)
        tap.buttonMaskRequired = [.primary]
        addGestureRecognizer(tap)
        let hover = UIHoverGestureRecognizer(target: self, action: .menuRowHovered)
        addGestureRecognizer(hover)
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    var page: MenuPage { pages[pages.count - 1] }

    /// Shows `menu` in place of the current top level (`updateVisibleMenu`).
    func replaceMenu(_ menu: UIMenu) {
        pages = [page(of: menu)]
        highlighted = nil
        rebuild()
    }

    // MARK: Rows

    /// `menu`'s page, its deferred elements replaced by what they gave.
    private func page(of menu: UIMenu) -> MenuPage {
        MenuPage(menu: menu) { [loadedElements] deferred in loadedElements[ObjectIdentifier(deferred)] ?? deferred.cached }
    }

    /// Asks the deferred elements on show for their elements, once each while the menu shows;
    /// as each arrives, its loading row gives way to them.
    private func loadDeferredElements() {
        let waiting = rowViews.compactMap { $0.element as? UIDeferredMenuElement }.filter { requested.insert(ObjectIdentifier($0)).inserted }
        for deferred in waiting {
            deferred.load { [weak self] elements in
                guard let self else { return }
                loadedElements[ObjectIdentifier(deferred)] = elements
                pages = pages.map { page(of: $0.menu) }
                highlighted = nil
                rebuild()
            }
        }
    }

    private func rebuild() {
        for view in rowViews + separators { view.removeFromSuperview() }
        heading?.removeFromSuperview()
        rowViews = []
        separators = []
        heading = nil
        if pages.count > 1 {
            let back = MenuRowView(element: page.menu, metrics: metrics, showsBack: true)
            heading = back
            scrollView.addSubview(back)
        }
        for row in page.rows {
            switch row {
            case .element(let element):
                let view = MenuRowView(element: element, metrics: metrics)
                rowViews.append(view)
                scrollView.addSubview(view)
            case .separator:
                let line = UIView()
                line.backgroundColor = .separator
                separators.append(line)
                scrollView.addSubview(line)
            }
        }
        setNeedsLayout()
        // A new level or new rows: the presentation places the menu again for its size.
        onContentChange?()
        loadDeferredElements()
    }

    /// The height the platter wants for its rows (before the maximum).
    var contentHeight: CGFloat {
        var height: CGFloat = heading == nil ? 0 : metrics.rowHeight
        for row in page.rows {
            switch row {
            case .element(let element): height += rowHeight(of: element)
            case .separator: height += metrics.sectionGap
            }
        }
        return height
    }

    func preferredSize() -> CGSize {
        CGSize(width: metrics.width, height: min(contentHeight, maximumHeight))
    }

    private func rowHeight(of element: UIMenuElement) -> CGFloat {
        (element.subtitle?.isEmpty == false) ? metrics.subtitledRowHeight : metrics.rowHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        platter.frame = bounds
        scrollView.frame = bounds
        var y: CGFloat = 0
        if let heading {
            heading.frame = CGRect(x: 0, y: 0, width: bounds.width, height: metrics.rowHeight)
            y = metrics.rowHeight
        }
        var elementIndex = 0, separatorIndex = 0
        for row in page.rows {
            switch row {
            case .element(let element):
                let height = rowHeight(of: element)
                rowViews[elementIndex].frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                elementIndex += 1
                y += height
            case .separator:
                let line = separators[separatorIndex]
                line.frame = CGRect(x: 0, y: y, width: bounds.width, height: metrics.sectionGap)
                line.backgroundColor = metrics.separatesRows ? UIColor.separator.withAlphaComponent(0.15) : .clear
                if !metrics.separatesRows {
                    // Compact menus: a hairline in the middle of the gap.
                    line.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
                    let hairline = CALayer.withoutActions()
                    hairline.backgroundColor = UIColor.separator.cgColor
                    hairline.frame = CGRect(x: metrics.horizontalInset, y: metrics.sectionGap / 2, width: bounds.width - 2 * metrics.horizontalInset,
                                            height: 1 / max(1, traitCollection.displayScale))
                    line.layer.addSublayer(hairline)
                }
                separatorIndex += 1
                y += metrics.sectionGap
            }
        }
        if metrics.separatesRows { drawRowLines() }
        scrollView.contentSize = CGSize(width: bounds.width, height: y)
    }

    /// Rich menus draw a hairline under every row that another row follows.
    private func drawRowLines() {
        for view in rowViews + (heading.map { [$0] } ?? []) {
            view.layer.sublayers?.filter { $0.name == "menu.rowLine" }.forEach { $0.removeFromSuperlayer() }
            guard view.frame.maxY < scrollView.contentSize.height || view === heading,
                  rowViews.contains(where: { abs($0.frame.minY - view.frame.maxY) < 0.5 }) else { continue }
            let line = CALayer.withoutActions()
            line.name = "menu.rowLine"
            line.backgroundColor = UIColor.separator.cgColor
            let thickness = 1 / max(1, traitCollection.displayScale)
            line.frame = CGRect(x: 0, y: view.bounds.height - thickness, width: view.bounds.width, height: thickness)
            view.layer.addSublayer(line)
        }
    }

    // MARK: Choosing

    /// The row index (into `rowViews`) at `point` in the platter, and whether it is the heading.
    private func row(at point: CGPoint) -> (index: Int?, isHeading: Bool) {
        let content = convert(point, to: scrollView)
        if let heading, heading.frame.contains(content) { return (nil, true) }
        return (rowViews.firstIndex { $0.frame.contains(content) }, false)
    }

    func rowTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let hit = row(at: recognizer.location(in: self))
        if hit.isHeading { return closeSubmenu() }
        guard let index = hit.index else { return }
        choose(index)
    }

    func rowHovered(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            let index = row(at: recognizer.location(in: self)).index
            highlighted = index.flatMap { isChoosable($0) ? $0 : nil }
        default:
            highlighted = nil
        }
    }

    /// The press that opened the menu moved over it, at `point` in the platter: the row under
    /// it highlights (press, drag onto an item, release — the pull-down gesture).
    func pressMoved(to point: CGPoint) {
        let index = row(at: point).index
        highlighted = index.flatMap { isChoosable($0) ? $0 : nil }
    }

    /// The press that opened the menu lifted at `point` after dragging: the row under it is
    /// chosen (a submenu opens). Off the rows, the menu stays open.
    func pressEnded(at point: CGPoint) {
        let hit = row(at: point)
        if hit.isHeading { return closeSubmenu() }
        guard let index = hit.index else { return }
        choose(index)
    }

    private func isChoosable(_ index: Int) -> Bool {
        !rowViews[index].element.menuAttributes.contains(.disabled)
    }

    /// Chooses the row at `index`: a submenu opens in place; an enabled element is chosen.
    func choose(_ index: Int) {
        guard rowViews.indices.contains(index), isChoosable(index) else { return }
        let element = rowViews[index].element
        if let submenu = element as? UIMenu {
            pages.append(page(of: submenu))
            highlighted = nil
            rebuild()
            return
        }
        onChoose?(element)
    }

    func closeSubmenu() {
        guard pages.count > 1 else { return }
        pages.removeLast()
        highlighted = nil
        rebuild()
    }

    private func updateHighlight() {
        for (index, view) in rowViews.enumerated() { view.isHighlighted = index == highlighted }
        guard let highlighted else { return }
        // Keep the highlighted row in view.
        let frame = rowViews[highlighted].frame
        var offset = scrollView.contentOffset
        if frame.minY < offset.y { offset.y = frame.minY }
        if frame.maxY > offset.y + scrollView.bounds.height { offset.y = frame.maxY - scrollView.bounds.height }
        scrollView.contentOffset = offset
    }

    // MARK: Keys

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses {
            guard let key = press.key, handle(key) else {
                unhandled.insert(press)
                continue
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Arrows move the highlight among the rows that can be chosen (right opens a submenu,
    /// left closes it), Return chooses, Escape ends the menu, letters jump.
    private func handle(_ key: UIKey) -> Bool {
        let choosable = rowViews.indices.filter(isChoosable)
        switch key.keyCode {
        case .keyboardDownArrow:
            guard !choosable.isEmpty else { return true }
            highlighted = highlighted.flatMap { current in choosable.first { $0 > current } } ?? choosable.first
        case .keyboardUpArrow:
            guard !choosable.isEmpty else { return true }
            highlighted = highlighted.flatMap { current in choosable.last { $0 < current } } ?? choosable.last
        case .keyboardRightArrow:
            if let highlighted, rowViews[highlighted].element is UIMenu { choose(highlighted) }
        case .keyboardLeftArrow:
            closeSubmenu()
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            if let highlighted { choose(highlighted) }
        case .keyboardEscape:
            onCancel?()
        default:
            let characters = key.charactersIgnoringModifiers.lowercased()
            guard !characters.isEmpty, characters.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " }) else { return false }
            typed += characters
            if let match = choosable.first(where: { rowViews[$0].element.title.lowercased().hasPrefix(typed) })
                ?? choosable.first(where: { rowViews[$0].element.title.lowercased().hasPrefix(characters) }) {
                if !rowViews[match].element.title.lowercased().hasPrefix(typed) { typed = characters }
                highlighted = match
            } else {
                typed = ""
            }
        }
        return true
    }
}

extension Selector {
    @MainActor static let menuRowTapped = Selector("_menuRowTapped:", ContextMenuView.rowTapped)
    @MainActor static let menuRowHovered = Selector("_menuRowHovered:", ContextMenuView.rowHovered)
}
