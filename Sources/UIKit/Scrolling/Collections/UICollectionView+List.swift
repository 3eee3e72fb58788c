import Foundation

/// The collection view's side of the list engine: counts and cells from its data source,
/// header and footer modes from its list configurations, display calls to its delegate.
extension UICollectionView: ListEngineHost {
    func setNeedsReload() {
        engine.needsReload = true
        indexTitlesNeedRefresh = true
        setNeedsLayout()
    }

    func ensureModel() {
        if engine.needsReload || !engine.hasModel { reloadModel() }
    }

    var horizontalSizeClass: UIUserInterfaceSizeClass {
        traitCollection.horizontalSizeClass == .compact ? .compact : .regular
    }

    var cellMargin: CGFloat { engine.layout.appearance.cellMargin(horizontalSizeClass: horizontalSizeClass) }

    func configuration(forSection section: Int) -> UICollectionLayoutListConfiguration {
        section < sectionConfigurations.count ? sectionConfigurations[section] : UICollectionLayoutListConfiguration(appearance: .plain)
    }

    private func reloadModel() {
        let environment = CollectionLayoutEnvironment(contentSize: bounds.size, traitCollection: traitCollection)
        let first = collectionViewLayout.listConfiguration(forSection: 0, environment: environment)
            ?? UICollectionLayoutListConfiguration(appearance: .plain)
        let appearance = first.listAppearance
        engine.layout.appearance = appearance
        engine.layout.width = bounds.width
        engine.layout.sectionInset = appearance.sectionInset(horizontalSizeClass: horizontalSizeClass)
            + (appearance.insetsSections ? max(safeAreaInsets.left, safeAreaInsets.right) : 0)
        // The list's background (a grid's is the system background), unless the app set its own.
        if backgroundColor == nil || backgroundColor === listBackgroundColor {
            let color = collectionViewLayout.isListLayout ? first.backgroundColor ?? appearance.backgroundColor : .systemBackground
            backgroundColor = color
            listBackgroundColor = color
        }
        engine.readModel()
    }

    func layoutList() {
        ensureModel()
        if bounds.width != engine.laidOutWidth {
            for (indexPath, cell) in engine.visibleCells { listRetire(cell, at: indexPath) }
            engine.visibleCells = [:]
            reloadModel()
        }
        engine.tile()
        prefetchItems()
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    }

    // MARK: ListEngineHost

    func listSectionCount() -> Int {
        let count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let environment = CollectionLayoutEnvironment(contentSize: bounds.size, traitCollection: traitCollection)
        sectionConfigurations = (0..<max(0, count)).map { section in
            collectionViewLayout.listConfiguration(forSection: section, environment: environment)
                ?? UICollectionLayoutListConfiguration(appearance: .plain)
        }
        return count
    }

    func listRowCount(in section: Int) -> Int {
        (dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0) + placeholders.count(in: section)
    }

    func listCountsDidLoad(_ engine: ListEngine) {
        engine.standardRowHeight = engine.layout.appearance.standardRowHeight
    }

    func listEdgeHeight(section: Int, isFooter: Bool) -> CGFloat {
        // An attributes layout places its own supplementary views.
        guard collectionViewLayout.isListLayout else { return 0 }
        let configuration = self.configuration(forSection: section)
        let supplementary = isFooter ? configuration.footerMode == .supplementary : configuration.headerMode == .supplementary
        let appearance = engine.layout.appearance
        guard supplementary, let view = makeSupplementary(section: section, isFooter: isFooter) else {
            if !isFooter, configuration.headerMode == .firstItemInSection { return appearance.isGrouped ? (section == 0 ? 17.5 : 0) : 0 }
            return isFooter ? appearance.emptyFooterHeight : appearance.emptyHeaderHeight(isFirstSection: section == 0)
        }
        let width = engine.layout.width - 2 * engine.layout.sectionInset
        let height: CGFloat
        if let cell = view as? UICollectionViewCell {
            height = cell.fittingHeight(forWidth: width)
        } else {
            height = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        }
        listRetireHeaderFooter(view, section: nil, isFooter: false)
        return height
    }

    private func makeSupplementary(section: Int, isFooter: Bool) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let kind = isFooter ? Self.elementKindSectionFooter : Self.elementKindSectionHeader
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
        view.isHidden = false
        return view
    }

    func listMakeCell(at indexPath: IndexPath) -> UIView? {
        if let placeholder = placeholders.slot(at: indexPath)?.placeholder {
            // DND-26: the data source is not asked for a placeholder's cell.
            let cell = dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: indexPath)
            placeholder.cellUpdateHandler?(cell)
            prepare(cell, for: indexPath)
            return cell
        }
        guard let dataSource, let shownPath = dataSourceIndexPath(for: indexPath) else { return nil }
        // While an item moves, the items show in their moved order; the data source has its own.
        let sourcePath = interactiveMovement?.dataIndexPath(forShown: shownPath) ?? shownPath
        let cell = dataSource.collectionView(self, cellForItemAt: sourcePath)
        prepare(cell, for: indexPath)
        return cell
    }

    func listMeasure(_ cell: UIView, at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
        (cell as? UICollectionViewCell)?.fittingHeight(forWidth: width)
    }

    func listMakeHeaderFooter(section: Int, isFooter: Bool) -> UIView? {
        let configuration = self.configuration(forSection: section)
        let supplementary = isFooter ? configuration.footerMode == .supplementary : configuration.headerMode == .supplementary
        guard supplementary, let view = makeSupplementary(section: section, isFooter: isFooter) else { return nil }
        if view.superview !== self { addSupplementarySubview(view) }
        return view
    }

    func listWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell, let sourcePath = dataSourceIndexPath(for: indexPath) else { return }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: sourcePath)
    }

    func listWillDisplayHeaderFooter(_ view: UIView, section: Int, isFooter: Bool) {
        guard let view = view as? UICollectionReusableView else { return }
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view,
                                           forElementKind: isFooter ? Self.elementKindSectionFooter : Self.elementKindSectionHeader,
                                           at: IndexPath(item: 0, section: section))
    }

    func listRetire(_ cell: UIView, at indexPath: IndexPath?) {
        guard let cell = cell as? UICollectionViewCell else { return }
        if let indexPath, let sourcePath = dataSourceIndexPath(for: indexPath) {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: sourcePath)
        }
        cellPool.retire(cell, identifier: cell.reuseIdentifier)
    }

    func listRetireHeaderFooter(_ view: UIView, section: Int?, isFooter: Bool) {
        if let reusable = view as? UICollectionReusableView {
            if let section {
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: reusable,
                                                   forElementOfKind: isFooter ? Self.elementKindSectionFooter : Self.elementKindSectionHeader,
                                                   at: IndexPath(item: 0, section: section))
            }
            supplementaryPool.retire(reusable, identifier: reusable.reuseIdentifier)
        } else {
            view.removeFromSuperview()
        }
    }

    func listRefreshPosition(of cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        let configuration = self.configuration(forSection: indexPath.section)
        let appearance = engine.layout.appearance
        let core = cell.core
        let isHeaderItem = configuration.headerMode == .firstItemInSection && indexPath.item == 0
        core.isFirstInSection = indexPath.item == (configuration.headerMode == .firstItemInSection && appearance.isGrouped ? 1 : 0) || isHeaderItem
        core.isLastInSection = indexPath.item == engine.counts[indexPath.section] - 1
        core.showsSeparator = configuration.showsSeparators && appearance.showsSeparators && !isHeaderItem
            && !(appearance.isGrouped && core.isLastInSection)
        if configuration.showsSeparators {
            var separators = configuration.separatorConfiguration
            if let handler = configuration.itemSeparatorHandler, let sourcePath = dataSourceIndexPath(for: indexPath) {
                separators = handler(sourcePath, separators)
            }
            core.separatorConfiguration = separators
        } else {
            core.separatorConfiguration = nil
        }
        if let listCell = cell as? UICollectionViewListCell {
            listCell.isSectionHeaderItem = isHeaderItem
            if let outline = dataSource as? OutlineDataSource, let sourcePath = dataSourceIndexPath(for: indexPath) {
                listCell.indentationLevel = outline.outlineLevel(at: sourcePath)
                listCell.isExpandedInternal = outline.outlineIsExpanded(at: sourcePath)
            }
        }
        cell.setNeedsLayout()
    }

    /// A row's frame, shifted below a proposed drop's gap (DND-24).
    func listDisplayFrame(for indexPath: IndexPath) -> CGRect {
        guard collectionViewLayout.isListLayout else { return attributedFrame(of: indexPath) }
        var frame = engine.layout.rowFrame(indexPath)
        if let reorder {
            frame = ListReorderDisplacement.displaced(frame, at: indexPath, source: reorder.source, proposed: reorder.proposed,
                                                      height: reorder.cell.bounds.height)
        }
        return ListDropGeometry(engine: engine).displaced(frame, at: indexPath)
    }

    /// Gives a cell the row's frame, the list's look and the collection view's state.
    func prepare(_ cell: UICollectionViewCell, for indexPath: IndexPath) {
        cell.frame = listDisplayFrame(for: indexPath)
        let core = cell.core
        core.isGridItem = !collectionViewLayout.isListLayout
        guard !core.isGridItem else {
            cell.isEditingInternal = isEditing && canEditItem(at: indexPath)
            cell.isSelected = engine.selected.contains(indexPath)
            return
        }
        let appearance = engine.layout.appearance
        core.appearance = appearance
        core.cellMargin = cellMargin
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: cellMargin, bottom: 0, trailing: cellMargin)
        listRefreshPosition(of: cell, at: indexPath)
        if cell.core.baseBackgroundConfiguration == nil || cell.core.usesListBackground {
            let isHeaderItem = (cell as? UICollectionViewListCell)?.isSectionHeaderItem ?? false
            cell.backgroundConfiguration = isHeaderItem ? .clear() : appearance.defaultCellBackground
            cell.core.usesListBackground = true
        }
        cell.isEditingInternal = isEditing && canEditItem(at: indexPath)
        cell.isSelected = engine.selected.contains(indexPath)
    }

    /// Whether the item's cell takes part in editing (`collectionView(_:canEditItemAt:)`).
    func canEditItem(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, canEditItemAt: indexPath) ?? true
    }

    // MARK: Updates

    func enqueue(_ update: ListUpdate) {
        indexTitlesNeedRefresh = true
        if pendingUpdates != nil {
            pendingUpdates!.append(update)
            return
        }
        applyUpdates([update], animated: true, completion: nil)
        refreshIndexTitlesIfNeeded()
    }

    func performBatch(_ updates: (() -> Void)?, animated: Bool, completion: ((Bool) -> Void)?, fromDiffableDataSource: Bool) {
        if !fromDiffableDataSource, dataSource is DiffableDataSourceMarker {
            preconditionFailure("UICollectionView.performBatchUpdates(_:completion:) was called on a collection view whose data source is a UICollectionViewDiffableDataSource. Change its data by applying a snapshot (DIFF-06)")
        }
        performBatch(animated: animated, completion: completion) { updates?() }
    }

    /// Collects the updates `updates` makes into one batch and applies it, unless a batch is
    /// already being collected, which they join.
    func performBatch(animated: Bool, completion: ((Bool) -> Void)?, _ updates: () -> Void) {
        let outer = pendingUpdates == nil
        if outer { pendingUpdates = [] }
        updates()
        guard outer else {
            // A batch inside a batch joins it, and hears when it ends.
            if let completion { pendingCompletions.append(completion) }
            return
        }
        let collected = pendingUpdates ?? []
        let inner = pendingCompletions
        pendingUpdates = nil
        pendingCompletions = []
        applyUpdates(collected, animated: animated, completion: inner.isEmpty ? completion : { finished in
            for each in inner { each(finished) }
            completion?(finished)
        })
        refreshIndexTitlesIfNeeded()
    }

    private func applyUpdates(_ updates: [ListUpdate], animated: Bool, completion: ((Bool) -> Void)?) {
        swipeController.close(animated: false)
        attributeTiling.updatesApplied += 1
        guard collectionViewLayout.isListLayout || !engine.hasModel || engine.needsReload else {
            applyUpdatesByAttributes(updates, animated: animated, completion: completion)
            return
        }
        engine.apply(updates, animated: animated, api: Self.invalidUpdateAPI, completion: completion)
    }

    static let invalidUpdateAPI = "UICollectionView: Invalid update"

    func scroll(toItem indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        ensureModel()
        guard engine.isValid(indexPath) else { return }
        if !collectionViewLayout.isListLayout { layoutIfNeeded() }
        let frame = itemFrame(at: indexPath)
        let inset = adjustedContentInset
        /// Where the offset puts the item's leading edge, middle or trailing edge at the visible
        /// area's along one axis; nil when `position` names none of them.
        func aligned(_ minimum: CGFloat, _ middle: CGFloat, _ maximum: CGFloat, insetBefore: CGFloat, visible: CGFloat,
                     _ leading: ScrollPosition, _ centred: ScrollPosition, _ trailing: ScrollPosition) -> CGFloat? {
            if position.contains(leading) { return minimum - insetBefore }
            if position.contains(centred) { return middle - insetBefore - visible / 2 }
            if position.contains(trailing) { return maximum - insetBefore - visible }
            return nil
        }
        let y = aligned(frame.minY, frame.midY, frame.maxY, insetBefore: inset.top, visible: bounds.height - inset.top - inset.bottom,
                        .top, .centeredVertically, .bottom)
        let x = aligned(frame.minX, frame.midX, frame.maxX, insetBefore: inset.left, visible: bounds.width - inset.left - inset.right,
                        .left, .centeredHorizontally, .right)
        guard x != nil || y != nil else {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let offset = CGPoint(x: x ?? contentOffset.x, y: y ?? contentOffset.y)
        setContentOffset(clamped(offset), animated: animated)
    }
}

extension ListAppearance {
    /// The background list cells get unless they are given one.
    var defaultCellBackground: UIBackgroundConfiguration {
        switch self {
        case .plain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        }
    }
}

/// A data source whose items form outlines (a diffable data source with section snapshots).
@MainActor
protocol OutlineDataSource: AnyObject {
    func outlineLevel(at indexPath: IndexPath) -> Int
    func outlineIsExpanded(at indexPath: IndexPath) -> Bool
    /// Expands or collapses the item (through the section snapshot handlers), animated.
    func outlineToggle(at indexPath: IndexPath)
}
