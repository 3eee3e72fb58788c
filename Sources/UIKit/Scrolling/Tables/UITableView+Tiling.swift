import Foundation

/// Reading the data source into the layout model, and keeping exactly the visible rows,
/// headers and footers on screen: new ones from the data source (or the reuse pool), old ones
/// back into the pool.
extension UITableView {
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Makes sure the counts have been read (the first question may come before layout).
    func ensureModel() {
        if needsReload || !hasModel { reloadModel() }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < rowCounts.count
            && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }

    var horizontalSizeClass: UIUserInterfaceSizeClass {
        traitCollection.horizontalSizeClass == .compact ? .compact : .regular
    }

    var cellMargin: CGFloat { layoutModel.appearance.cellMargin(horizontalSizeClass: horizontalSizeClass) }

    /// Counts, header and footer heights, and the standard row height, from the data source
    /// and delegate (TBL-01: no section count means one; zero sections asks nothing more).
    func reloadModel() {
        needsReload = false
        hasModel = true
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        rowCounts = (0..<max(0, sections)).map { section in max(0, dataSource!.tableView(self, numberOfRowsInSection: section)) }
        laidOutWidth = bounds.width
        layoutModel.width = bounds.width
        layoutModel.sectionInset = layoutModel.appearance.sectionInset(horizontalSizeClass: horizontalSizeClass)
        heightSource = rowHeightSource()
        let standard = standardRowHeight
        pendingHeaderViews = [:]
        pendingFooterViews = [:]
        layoutModel.replaceSections(rowCounts.indices.map { section in
            ListLayout.Section(headerHeight: headerHeight(for: section), footerHeight: footerHeight(for: section),
                               rows: RowHeightIndex(count: rowCounts[section], standardHeight: standard))
        })
        refreshSectionIndex()
    }

    private func rowHeightSource() -> RowHeightSource {
        if let tableDelegate, let first = rowCounts.firstIndex(where: { $0 > 0 }) {
            let probe = OptionalRequirement.probe { tableDelegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: first)) }
            if probe.isImplemented { return .delegate }
        }
        return rowHeight == UITableView.automaticDimension ? .selfSizing : .fixed
    }

    /// The height rows count at until they are measured.
    var standardRowHeight: CGFloat {
        switch heightSource {
        case .fixed: return rowHeight
        case .delegate, .selfSizing:
            if estimatedRowHeight > 0 { return estimatedRowHeight }
            return rowHeight > 0 ? rowHeight : layoutModel.appearance.standardRowHeight
        }
    }

    // MARK: Headers and footers

    func headerHeight(for section: Int) -> CGFloat {
        sectionEdgeHeight(section: section, isFooter: false)
    }

    func footerHeight(for section: Int) -> CGFloat {
        sectionEdgeHeight(section: section, isFooter: true)
    }

    /// The delegate's height if it gives one; else the title's or the view's fitting height;
    /// else the table's section height, or the style's spacing.
    private func sectionEdgeHeight(section: Int, isFooter: Bool) -> CGFloat {
        let fixed = isFooter ? sectionFooterHeight : sectionHeaderHeight
        if let tableDelegate {
            let probe = OptionalRequirement.probe {
                isFooter ? tableDelegate.tableView(self, heightForFooterInSection: section)
                         : tableDelegate.tableView(self, heightForHeaderInSection: section)
            }
            if probe.isImplemented, probe.result != UITableView.automaticDimension {
                if isFooter { pendingFooterViews[section] = tableDelegate.tableView(self, viewForFooterInSection: section) }
                else { pendingHeaderViews[section] = tableDelegate.tableView(self, viewForHeaderInSection: section) }
                return max(0, probe.result)
            }
        }
        let width = layoutModel.width - 2 * layoutModel.sectionInset
        if let title = sectionTitle(section: section, isFooter: isFooter) {
            prototypeHeader.appearance = layoutModel.appearance
            prototypeHeader.isFooter = isFooter
            prototypeHeader.contentView.directionalLayoutMargins = edgeMargins
            prototypeHeader.systemTitle = title
            return prototypeHeader.fittingHeight(forWidth: width)
        }
        let view = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if let view {
            if isFooter { pendingFooterViews[section] = view } else { pendingHeaderViews[section] = view }
            if fixed != UITableView.automaticDimension { return fixed }
            if let headerFooter = view as? UITableViewHeaderFooterView {
                headerFooter.appearance = layoutModel.appearance
                headerFooter.isFooter = isFooter
                headerFooter.contentView.directionalLayoutMargins = edgeMargins
                return headerFooter.fittingHeight(forWidth: width)
            }
            let fitting = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            return fitting.height > 0 ? fitting.height : view.bounds.height
        }
        if fixed != UITableView.automaticDimension { return fixed }
        return isFooter ? layoutModel.appearance.emptyFooterHeight
                        : layoutModel.appearance.emptyHeaderHeight(isFirstSection: section == 0)
    }

    private func sectionTitle(section: Int, isFooter: Bool) -> String? {
        guard let dataSource else { return nil }
        return isFooter ? dataSource.tableView(self, titleForFooterInSection: section)
                        : dataSource.tableView(self, titleForHeaderInSection: section)
    }

    var edgeMargins: NSDirectionalEdgeInsets {
        let margin = cellMargin
        return NSDirectionalEdgeInsets(top: 0, leading: margin + safeAreaInsets.left, bottom: 0, trailing: margin + safeAreaInsets.right)
    }

    // MARK: Layout

    func layoutTable() {
        ensureModel()
        if bounds.width != laidOutWidth {
            // Heights measured at another width no longer hold.
            reloadModel()
        }
        layoutModel.sectionInset = layoutModel.appearance.sectionInset(horizontalSizeClass: horizontalSizeClass)
            + (layoutModel.appearance.insetsSections ? max(safeAreaInsets.left, safeAreaInsets.right) : 0)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            layoutModel.leadingExtent = header.frame.height
        } else {
            layoutModel.leadingExtent = 0
        }
        layoutModel.trailingExtent = tableFooterView?.frame.height ?? 0
        tile()
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: layoutModel.contentHeight - footer.frame.height, width: bounds.width, height: footer.frame.height)
        }
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        layoutSectionIndex()
    }

    /// Shows exactly the elements in the visible bounds. Measuring a newly shown row can move
    /// the rows after it, so this repeats until nothing moves (a few passes at most).
    func tile() {
        for _ in 0..<4 {
            let before = layoutModel.contentHeight
            let visible = layoutModel.elements(in: CGRect(origin: contentOffset, size: bounds.size))
            // Retire first, so the rows coming in reuse the cells of the rows going out.
            retireElements(notIn: Set(visible))
            for element in visible { materialize(element) }
            if layoutModel.contentHeight == before { break }
        }
        contentSize = CGSize(width: bounds.width, height: layoutModel.contentHeight)
        positionVisibleElements()
    }

    private func retireElements(notIn shown: Set<ListElement>) {
        for (indexPath, cell) in visibleCellMap where !shown.contains(.row(indexPath)) && reorder?.cell !== cell {
            visibleCellMap[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for (section, view) in visibleHeaders where !shown.contains(.header(section)) {
            visibleHeaders[section] = nil
            retireHeaderFooter(view)
        }
        for (section, view) in visibleFooters where !shown.contains(.footer(section)) {
            visibleFooters[section] = nil
            retireHeaderFooter(view)
        }
    }

    /// Puts every visible element at its frame; plain headers stay pinned at the top while
    /// their section passes under them.
    func positionVisibleElements() {
        for (indexPath, cell) in visibleCellMap where reorder?.cell !== cell {
            cell.frame = displayFrame(for: indexPath)
        }
        let pinTop = contentOffset.y + adjustedContentInset.top
        for (section, view) in visibleHeaders {
            var frame = layoutModel.headerFrame(section)
            if layoutModel.appearance.pinsHeaders {
                let sectionBottom = layoutModel.footerFrame(section).minY
                frame.origin.y = min(max(frame.minY, pinTop), sectionBottom - frame.height)
            }
            view.frame = frame
            bringSubviewToFront(view)
        }
        for (section, view) in visibleFooters {
            view.frame = layoutModel.footerFrame(section)
        }
        if let sectionIndex { bringSubviewToFront(sectionIndex) }
    }

    /// A row's frame, shifted while another row is being dragged to a new place.
    func displayFrame(for indexPath: IndexPath) -> CGRect {
        var frame = layoutModel.rowFrame(indexPath)
        if let reorder, reorder.source.section == indexPath.section, reorder.proposed.section == indexPath.section {
            let height = reorder.cell.bounds.height
            if indexPath.row > reorder.source.row, indexPath.row <= reorder.proposed.row { frame.origin.y -= height }
            if indexPath.row < reorder.source.row, indexPath.row >= reorder.proposed.row { frame.origin.y += height }
        }
        return frame
    }

    private func materialize(_ element: ListElement) {
        switch element {
        case .row(let indexPath):
            guard visibleCellMap[indexPath] == nil else { return }
            showCell(at: indexPath)
        case .header(let section):
            guard visibleHeaders[section] == nil, let view = makeHeaderFooter(section: section, isFooter: false) else { return }
            visibleHeaders[section] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer(let section):
            guard visibleFooters[section] == nil, let view = makeHeaderFooter(section: section, isFooter: true) else { return }
            visibleFooters[section] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    /// Asks the data source for the row's cell, measures the row if its height is not fixed,
    /// and shows it.
    @discardableResult
    func showCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        prepare(cell, for: indexPath)
        switch heightSource {
        case .fixed:
            break
        case .delegate:
            var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            if height == UITableView.automaticDimension { height = cell.fittingHeight(forWidth: layoutModel.rowFrame(indexPath).width) }
            layoutModel.setHeight(max(0, height), of: indexPath)
        case .selfSizing:
            layoutModel.setHeight(cell.fittingHeight(forWidth: layoutModel.rowFrame(indexPath).width), of: indexPath)
        }
        cell.frame = layoutModel.rowFrame(indexPath)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        visibleCellMap[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Gives a cell the row's frame, the list's look and the table's state for that row.
    func prepare(_ cell: UITableViewCell, for indexPath: IndexPath) {
        cell.frame = layoutModel.rowFrame(indexPath)
        let core = cell.core
        core.appearance = layoutModel.appearance
        core.cellMargin = cellMargin
        core.isFirstInSection = indexPath.row == 0
        core.isLastInSection = indexPath.row == rowCounts[indexPath.section] - 1
        core.showsSeparator = separatorStyle != .none && layoutModel.appearance.showsSeparators
            && !(layoutModel.appearance.isGrouped && core.isLastInSection)
        core.separator.backgroundColor = separatorColor
        if hasCustomSeparatorInset, !cell.hasCustomSeparatorInset {
            cell.separatorInset = separatorInset
            cell.hasCustomSeparatorInset = true
        }
        cell.directionalLayoutMargins = edgeMargins
        cell.indentationLevel = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        applyEditingAttributes(to: cell, at: indexPath)
        cell.setEditing(editing, animated: false)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        cell.setNeedsLayout()
    }

    /// Puts a cell that left the screen back in its pool (or drops it without an identifier).
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath?) {
        if let indexPath { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    private func retireHeaderFooter(_ view: UIView) {
        if let headerFooter = view as? UITableViewHeaderFooterView, let identifier = headerFooter.reuseIdentifier {
            headerFooterPool.enqueue(headerFooter, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    private func makeHeaderFooter(section: Int, isFooter: Bool) -> UIView? {
        let view: UIView
        if let pending = isFooter ? pendingFooterViews.removeValue(forKey: section) : pendingHeaderViews.removeValue(forKey: section) {
            view = pending
        } else if let title = sectionTitle(section: section, isFooter: isFooter) {
            let headerFooter = dequeueHeaderFooter(identifier: Self.titleHeaderIdentifier) ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderIdentifier)
            headerFooter.systemTitle = title
            view = headerFooter
        } else if let custom = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                                        : tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            view = custom
        } else {
            return nil
        }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.appearance = layoutModel.appearance
            headerFooter.isFooter = isFooter
            headerFooter.contentView.directionalLayoutMargins = edgeMargins
        }
        view.frame = isFooter ? layoutModel.footerFrame(section) : layoutModel.headerFrame(section)
        view.isHidden = false
        if view.superview !== self { addSubview(view) }
        return view
    }

    static let titleHeaderIdentifier = "UITableView.titleHeaderFooter"

    // MARK: Registration

    func registerCellClass(_ cellClass: AnyClass?, identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass; register a UITableViewCell subclass for \"\(identifier)\"")
        }
        cellClasses[identifier] = type
    }

    func registerHeaderFooterClass(_ aClass: AnyClass?, identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass")
        }
        headerFooterClasses[identifier] = type
    }

    func dequeueCell(identifier: String) -> UITableViewCell? {
        if let cell = cellPool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else { return nil }
        cellPool.noteCreated()
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    func dequeueCell(identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueCell(identifier: identifier) else {
            preconditionFailure("UITableView.dequeueReusableCell(withIdentifier:for:): unable to dequeue a cell with identifier \"\(identifier)\" - register a class for the identifier first with register(_:forCellReuseIdentifier:)")
        }
        if isValid(indexPath) { prepare(cell, for: indexPath) }
        return cell
    }

    func dequeueHeaderFooter(identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier: identifier) {
            view.prepareForReuse()
            return view
        }
        if identifier == Self.titleHeaderIdentifier { return nil }
        guard let type = headerFooterClasses[identifier] else { return nil }
        return type.init(reuseIdentifier: identifier)
    }

    // MARK: Scrolling to rows

    func scroll(toRow indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        ensureModel()
        guard isValid(indexPath) else { return }
        let frame = layoutModel.rowFrame(indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch position {
        case .top: offset.y = frame.minY - inset.top - pinnedHeaderHeight(section: indexPath.section)
        case .middle: offset.y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: offset.y = frame.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clamped(offset), animated: animated)
    }

    private func pinnedHeaderHeight(section: Int) -> CGFloat {
        layoutModel.appearance.pinsHeaders ? layoutModel.headerFrame(section).height : 0
    }
}
