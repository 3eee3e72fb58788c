import Foundation

/// Reading the data source into the layout model, and keeping exactly the visible rows,
/// headers and footers on screen: new ones from the data source (or the reuse pool), old ones
/// back into the pool.
extension UITableView {
    func setNeedsReload() {
        engine.needsReload = true
        setNeedsLayout()
    }

    /// Makes sure the counts have been read (the first question may come before layout).
    func ensureModel() {
        if engine.needsReload || !engine.hasModel { reloadModel() }
    }

    func isValid(_ indexPath: IndexPath) -> Bool { engine.isValid(indexPath) }

    var horizontalSizeClass: UIUserInterfaceSizeClass {
        traitCollection.horizontalSizeClass == .compact ? .compact : .regular
    }

    /// The rows' side margin as the list draws it (the readable width aside).
    var cellMargin: CGFloat { layoutModel.appearance.cellMargin(horizontalSizeClass: horizontalSizeClass) }

    /// The rows' margins as this layout pass measures them.
    var rowMargins: TableRowMargins {
        // The guide's frame is computed directly: its own is solved only after this pass.
        TableRowMargins(standard: cellMargin, width: bounds.width, safeArea: safeAreaInsets,
                        insetsContentToSafeArea: insetsContentViewsToSafeArea,
                        readable: cellLayoutMarginsFollowReadableWidth && bounds.width > 0 ? systemGuideFrame(.readableContent) : nil,
                        separatorFromAutomatic: separatorInsetReference == .fromAutomaticInsets)
    }

    /// Counts, header and footer heights, and the standard row height, from the data source
    /// and delegate (TBL-01: no section count means one; zero sections asks nothing more).
    func reloadModel() {
        layoutModel.width = bounds.width
        layoutModel.sectionInset = layoutModel.appearance.sectionInset(horizontalSizeClass: horizontalSizeClass)
        pendingHeaderViews = [:]
        pendingFooterViews = [:]
        engine.readModel()
        refreshSectionIndex()
    }

    func rowHeightSource() -> RowHeightSource {
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

    func sectionTitle(section: Int, isFooter: Bool) -> String? {
        guard let dataSource else { return nil }
        return isFooter ? dataSource.tableView(self, titleForFooterInSection: section)
                        : dataSource.tableView(self, titleForHeaderInSection: section)
    }

    var edgeMargins: NSDirectionalEdgeInsets { rowMargins.edgeMargins }

    // MARK: Layout

    func layoutTable() {
        ensureModel()
        if bounds.width != engine.laidOutWidth {
            // Heights measured at another width no longer hold.
            for (indexPath, cell) in engine.visibleCells { listRetire(cell, at: indexPath) }
            engine.visibleCells = [:]
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
        let margins = rowMargins
        for (_, cell) in visibleTableCells { applyMargins(margins, to: cell) }
        engine.tile()
        prefetchRows()
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: layoutModel.contentHeight - footer.frame.height, width: bounds.width, height: footer.frame.height)
        }
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        layoutSectionIndex()
    }

    func tile() { engine.tile() }
    func positionVisibleElements() { engine.positionVisibleElements() }

    /// Gives a cell the row's frame, the list's look and the table's state for that row.
    func prepare(_ cell: UITableViewCell, for indexPath: IndexPath) {
        cell.frame = layoutModel.rowFrame(indexPath)
        let core = cell.core
        core.appearance = layoutModel.appearance
        let margins = rowMargins
        applyMargins(margins, to: cell)
        let separatorColor = effectiveSeparatorColor
        if core.separator.backgroundColor != separatorColor { core.separator.backgroundColor = separatorColor }
        cell.inheritedSeparatorInset = customSeparatorInset
        cell.directionalLayoutMargins = margins.edgeMargins
        cell.indentationLevel = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        listRefreshPosition(of: cell, at: indexPath)
        cell.setEditing(isEditing, animated: false)
        cell.setSelected(engine.selected.contains(indexPath), animated: false)
    }

    /// The row's margin, safe-area insets and separator reference, from its frame.
    private func applyMargins(_ margins: TableRowMargins, to cell: UITableViewCell) {
        let safeInsets = margins.contentSafeInsets(forRowAt: cell.frame)
        let margin = margins.margin(forRowAt: cell.frame, safe: safeInsets)
        let separatorFromAutomatic = margins.separatorFromAutomatic
        let core = cell.core
        guard core.cellMargin != margin || core.contentSafeInsets != safeInsets
            || core.separatorInsetFromAutomatic != separatorFromAutomatic else { return }
        core.cellMargin = margin
        core.contentSafeInsets = safeInsets
        core.separatorInsetFromAutomatic = separatorFromAutomatic
        cell.setNeedsLayout()
    }

    func makeHeaderFooter(section: Int, isFooter: Bool) -> UIView? {
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
        view.isHidden = false
        // Rows are inserted at the back, so headers stay above them; the index stays above both.
        if view.superview !== self {
            if let sectionIndex { insertSubview(view, belowSubview: sectionIndex) } else { addSubview(view) }
        }
        return view
    }

    static let titleHeaderIdentifier = "UITableView.titleHeaderFooter"

    // MARK: Registration

    func registerCellClass(_ cellClass: AnyClass?, identifier: String) {
        cellNibs[identifier] = nil
        cellClasses[identifier] = cellClass.map {
            ReusePool<UITableViewCell>.viewClass($0, api: "UITableView.register(_:forCellReuseIdentifier:)")
        }
    }

    func registerCellNib(_ nib: UINib?, identifier: String) {
        cellClasses[identifier] = nil
        cellNibs[identifier] = nib
    }

    func registerHeaderFooterClass(_ aClass: AnyClass?, identifier: String) {
        headerFooterClasses[identifier] = aClass.map {
            ReusePool<UITableViewHeaderFooterView>.viewClass($0, api: "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)")
        }
    }

    func dequeueCell(identifier: String) -> UITableViewCell? {
        if let cell = cellPool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        if let nib = cellNibs[identifier] {
            guard let cell = nib.instantiate(withOwner: nil, options: nil).first as? UITableViewCell else {
                UIKitFailure.raise("UITableView.dequeueReusableCell(withIdentifier:): the nib registered for \"\(identifier)\" must hold exactly one top-level object, a UITableViewCell")
                return nil
            }
            cellPool.noteCreated()
            cell.reuseIdentifier = identifier
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
            // Told, as a new state: a subclass's per-state configuration starts again.
            view.setNeedsUpdateConfiguration()
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
