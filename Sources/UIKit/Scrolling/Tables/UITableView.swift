import Foundation

/// A vertically scrolling list of rows in sections, in the plain, grouped or inset-grouped
/// style, that asks its data source for only the rows it shows and reuses their cells.
///
/// The table asks its data source for counts at `reloadData` (and the first layout), for a
/// cell when a row scrolls into view (TBL-02), and keeps cells that scroll out in a pool per
/// reuse identifier (TBL-08). Row heights are `rowHeight`, the delegate's, or measured from
/// the cells (`UITableView.automaticDimension`, the default); rows not yet seen count at
/// `estimatedRowHeight`, so a million rows cost no more than the screenful shown.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("dataSource", \UITableView.dataSource),
            .outlet("dragDelegate", \UITableView.dragDelegate),
            .outlet("dropDelegate", \UITableView.dropDelegate),
        ]
    }

    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// How rows come and go in updates. Slate animates every style except `.none` as a fade
    /// while the surrounding rows slide (docs/porting.md).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Let rows, headers or footers size themselves.
    public static let automaticDimension: CGFloat = -1

    /// A section index title that shows a magnifying glass (UIKit's `UITableViewIndexSearch`).
    public static let indexSearch = "{search}"
    /// Posted (object: the table) after the user selects or deselects rows; selecting from
    /// code posts nothing, as the delegate hears nothing then (TBL-14).
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    public let style: Style

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table from a storyboard or xib, in its element's style.
    public required init?(coder: NSCoder) {
        style = switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        alwaysBounceVertical = true
        // The style's default, which `UITableView.appearance()` can change.
        AppearanceStore.untracked { backgroundColor = style.listAppearance.backgroundColor }
        installTableGestures()
    }

    // MARK: Data source and delegate

    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// The table's delegate. In Slate it stays typed as the scroll view's delegate (Swift
    /// cannot narrow a stored property's type); assign any `UITableViewDelegate`.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            if delegate !== oldValue { setNeedsReload() }
            if tableDelegate != nil { installContextMenuInteraction() }
        }
    }
    weak var tableDelegate: UITableViewDelegate?

    /// Told which rows to prepare before they show, and which no longer (nil: none).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { engine.prefetch.reset(); setNeedsLayout() } }
    }
    /// Delegates the table's context-menu interaction, once it has one.
    var contextMenuAdapter: ListContextMenuAdapter?

    // MARK: Sizes

    /// Every row's height, or `automaticDimension` (the default) to measure each cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// What unseen self-sizing rows count as (`automaticDimension`: 44 points).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// What every header counts as until it comes on screen and is measured (unless the
    /// delegate estimates each); `automaticDimension` or 0 measures every header when the
    /// table reads its data.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The footers' counterpart of `estimatedSectionHeaderHeight`.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator {
        didSet {
            appearanceSetting(\.separatorColor, separatorColor)
            setNeedsLayout()
        }
    }
    /// The effect the row separators are drawn with (nil by default): a vibrancy effect
    /// draws them in its vibrant colour for its blur (the table over a blurred background)
    /// instead of `separatorColor`; a blur effect leaves them in `separatorColor`.
    open var separatorEffect: UIVisualEffect? {
        didSet {
            appearanceSetting(\.separatorEffect, separatorEffect)
            let color = effectiveSeparatorColor
            for (_, cell) in visibleTableCells { cell.core.separator.backgroundColor = color }
            setNeedsLayout()
        }
    }

    /// The colour the row separators are drawn in: the vibrancy effect's, else `separatorColor`.
    var effectiveSeparatorColor: UIColor? {
        separatorEffect.flatMap { $0.vibrancyColor(for: traitCollection) } ?? separatorColor
    }
    /// Where row separators start and end; by default they start where the rows' text does
    /// (the cells' leading margin). Cells may set their own.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: cellMargin, bottom: 0, right: 0) }
        set {
            appearanceSetting(\.separatorInset, newValue)
            customSeparatorInset = newValue
            for (_, cell) in visibleTableCells { cell.inheritedSeparatorInset = newValue }
        }
    }
    var customSeparatorInset: UIEdgeInsets?

    /// How a separator inset (the table's or a cell's) is measured: from the cell's edges
    /// (the default), or from where the separator starts by itself, under the row's text.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
        didSet { if separatorInsetReference != oldValue { setNeedsLayout() } }
    }

    /// Whether the rows' margins (and so their content and separators) follow the readable
    /// content guide, keeping lines of text readable in a wide table. Off by default.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the rows' content views stay inside the table's safe area (their backgrounds
    /// still span the row). On by default.
    open var insetsContentViewsToSafeArea = true {
        didSet { if insetsContentViewsToSafeArea != oldValue { setNeedsLayout() } }
    }

    /// A view above the first section; the table uses its height and spans its width.
    open var tableHeaderView: UIView? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsLayout()
        }
    }

    open var tableFooterView: UIView? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsLayout()
        }
    }

    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Section index

    open var sectionIndexColor: UIColor? {
        didSet {
            appearanceSetting(\.sectionIndexColor, sectionIndexColor)
            sectionIndex?.setNeedsDisplay()
        }
    }
    open var sectionIndexBackgroundColor: UIColor? {
        didSet {
            appearanceSetting(\.sectionIndexBackgroundColor, sectionIndexBackgroundColor)
            sectionIndex?.restingColor = sectionIndexBackgroundColor
        }
    }
    /// The index's background while the user touches or drags along it (nil: it keeps
    /// `sectionIndexBackgroundColor`).
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        didSet {
            appearanceSetting(\.sectionIndexTrackingBackgroundColor, sectionIndexTrackingBackgroundColor)
            sectionIndex?.trackingColor = sectionIndexTrackingBackgroundColor
        }
    }
    /// The index shows only when the table has at least this many rows.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }

    // MARK: Selection

    /// Whether rows can be selected outside editing (default true, TBL-11).
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false

    // MARK: Focus (UITableView+Focus)

    /// Whether Tab, entering the table, returns to the row focused last.
    open var remembersLastFocusedIndexPath = false
    /// Whether a row is selected (through the delegate, as by a tap) when focus moves to it.
    open var selectionFollowsFocus = false
    /// The row that had focus last.
    var lastFocusedIndexPath: IndexPath?

    open override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        guard let tableDelegate else { return true }
        return tableDelegate.tableView(self, shouldUpdateFocusIn: UITableViewFocusUpdateContext(context, in: self))
    }

    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        tableDelegate?.tableView(self, didUpdateFocusIn: UITableViewFocusUpdateContext(context, in: self), with: coordinator)
    }
    open var allowsMultipleSelectionDuringEditing = false { didSet { if isEditing { refreshEditingAttributes(animated: false) } } }

    /// The selected row (the first, if several).
    open var indexPathForSelectedRow: IndexPath? { engine.selected.min() }
    /// Every selected row in order; nil when none.
    open var indexPathsForSelectedRows: [IndexPath]? { engine.selected.isEmpty ? nil : engine.selected.sorted() }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowProgrammatically(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false, animated: animated)
    }

    // MARK: Editing

    /// Whether the rows show their editing controls.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false

    /// Shows or hides the rows' editing controls (delete, insert, reorder, selection circles).
    open func setEditing(_ editing: Bool, animated: Bool) {
        setEditingInternal(editing, animated: animated)
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, identifier: identifier)
    }

    /// Cells for `identifier` come from `nib`, whose one top-level object is the cell (a
    /// storyboard's prototype cells are registered this way).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerCellNib(nib, identifier: identifier)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterClass(aClass, identifier: identifier)
    }

    /// A queued cell for the identifier, a new one of the registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier: identifier)
    }

    /// A cell for `indexPath`, already sized to its row; never nil. An identifier with no
    /// registered class is a programming error (TBL-07).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(identifier: identifier, for: indexPath)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooter(identifier: identifier)
    }

    // MARK: Asking about rows

    open var numberOfSections: Int { ensureModel(); return rowCounts.count }

    open func numberOfRows(inSection section: Int) -> Int {
        ensureModel()
        return section >= 0 && section < rowCounts.count ? rowCounts[section] : 0
    }

    /// The cell showing `indexPath`, if it is visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCell(at: indexPath) }

    open var visibleCells: [UITableViewCell] {
        visibleTableCells.sorted { $0.0 < $1.0 }.map(\.1)
    }

    open var indexPathsForVisibleRows: [IndexPath]? { engine.visibleCells.keys.sorted() }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        engine.visibleCells.first { $0.value === cell }?.key
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureModel()
        return layoutModel.indexPath(at: point)
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        ensureModel()
        return layoutModel.indexPaths(in: rect)
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        ensureModel()
        guard isValid(indexPath) else { return .zero }
        return layoutModel.rowFrame(indexPath)
    }

    open func rect(forSection section: Int) -> CGRect {
        ensureModel()
        guard section >= 0, section < rowCounts.count else { return .zero }
        return layoutModel.sectionRect(section)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        ensureModel()
        guard section >= 0, section < rowCounts.count else { return .zero }
        return layoutModel.headerFrame(section)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        ensureModel()
        guard section >= 0, section < rowCounts.count else { return .zero }
        return layoutModel.footerFrame(section)
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so the row is at the top, middle or bottom (`.none`: as little as needed).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, position: scrollPosition, animated: animated)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = indexPathForSelectedRow { scroll(toRow: row, position: scrollPosition, animated: animated) }
    }

    // MARK: Reloading and updates

    /// Asks the data source and delegate for everything again; deselects every row (TBL-16, TBL-17).
    open func reloadData() {
        // The rows may all be different: a remembered focus would land on an unrelated one.
        lastFocusedIndexPath = nil
        if hasUncommittedUpdates {
            // DND-27: the data source knows nothing of placeholders; reloading drops them
            // rather than mixing them into its rows.
            let dropped = placeholders.removeAll()
            UIKitLog.write("UITableView.reloadData(): \(dropped) drop placeholder(s) were not committed or deleted and are removed; check hasUncommittedUpdates before reloading")
        }
        reloadAll()
    }

    /// Re-asks for the rows' cells (visible ones get new cells) and deselects them.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueueUpdate(.reloadRows(indexPaths), animation: animation)
    }

    /// Re-asks for the sections' rows, headers, footers and the index.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueueUpdate(.reloadSections(sections), animation: animation)
    }

    /// Refreshes only the section index (TBL-17).
    open func reloadSectionIndexTitles() {
        refreshSectionIndex()
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueueUpdate(.insertRows(indexPaths), animation: animation)
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueueUpdate(.deleteRows(indexPaths), animation: animation)
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        enqueueUpdate(.moveRow(indexPath, newIndexPath), animation: .automatic)
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueueUpdate(.insertSections(sections), animation: animation)
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueueUpdate(.deleteSections(sections), animation: animation)
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        enqueueUpdate(.moveSection(section, newSection), animation: .automatic)
    }

    /// Groups inserts, deletes, moves and reloads into one animated change (TBL-19):
    /// deletions and reloads use the indexes before the batch, insertions those after.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion, fromDiffableDataSource: false)
    }

    open func beginUpdates() { beginBatch() }
    open func endUpdates() { endBatch(completion: nil) }

    // MARK: Drag and drop (DND-22 … DND-25)

    /// Makes rows draggable: the table runs the drag interaction and asks this delegate what
    /// a row's drag carries.
    open weak var dragDelegate: UITableViewDragDelegate? { didSet { updateDragAndDropInteractions() } }
    /// Makes the table take drops: it opens a gap where rows would go and hands the drop to
    /// this delegate.
    open weak var dropDelegate: UITableViewDropDelegate? { didSet { updateDragAndDropInteractions() } }
    /// Whether rows can be dragged (true by default, as on an iPad).
    open var dragInteractionEnabled = true { didSet { updateDragAndDropInteractions() } }
    /// The table's drag and drop interactions, made when a delegate is set.
    var dragAndDrop: TableDragAndDrop?
    /// Placeholder rows on show (DND-26), each where it is now.
    var placeholders = ListPlaceholders<TablePlaceholderContext>()

    // MARK: Internal state

    /// The rows on screen, the counts, the layout and the selection (shared with lists).
    lazy var engine = ListEngine(host: self, appearance: style.listAppearance)
    var layoutModel: ListLayout { engine.layout }
    var rowCounts: [Int] { engine.counts }
    /// Header and footer views the delegate returned while heights were measured, kept for display.
    var pendingHeaderViews: [Int: UIView] = [:]
    var pendingFooterViews: [Int: UIView] = [:]
    var cellPool = ReusePool<UITableViewCell>()
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var cellNibs: [String: UINib] = [:]
    /// A storyboard's static cells, by section (`dataMode="static"`).
    var staticSections: [StaticTableSection]?
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var heightSource: RowHeightSource = .fixed
    lazy var prototypeHeader = UITableViewHeaderFooterView(reuseIdentifier: nil)
    var sectionIndex: SectionIndexView?
    var batch: PendingBatch?
    var batchDepth = 0
    /// The touch being tracked for highlight and selection.
    var trackedRow: IndexPath?
    /// State restoration decoded, waiting for the next layout (`ListRestorableState`).
    var pendingRestoredState: ListRestorableState?
    /// The interaction that spring-loads rows, while `isSpringLoaded`.
    var springLoadedInteraction: UISpringLoadedInteraction?

    /// Whether a drag resting on a row selects it, as a tap would — so that a drag can open
    /// a folder in a list and go on into it (DND-29). False by default; the delegate's
    /// `tableView(_:shouldSpringLoadRowAt:with:)` can refuse single rows.
    open var isSpringLoaded = false {
        didSet { if isSpringLoaded != oldValue { updateSpringLoading() } }
    }
    /// The tracked row whose highlight the delegate refused (it then cannot be selected).
    var highlightRefused: IndexPath?
    var swipeRecognizer: UIPanGestureRecognizer!
    var reorderRecognizer: UIPanGestureRecognizer!
    var multipleSelectionRecognizer: UIPanGestureRecognizer!
    /// The row a two-finger selection began on (TBL-24).
    var multipleSelectionStart: IndexPath?
    var gestureArbiter: TableGestureArbiter!
    lazy var swipeController = ListSwipeController(listView: self)
    var reorder: ReorderState? {
        didSet { engine.heldCell = reorder?.cell }
    }

    /// Cells made so far (for tests and benchmarks: reuse keeps this near the visible count).
    var cellsCreated: Int { cellPool.createdCount }

    /// The visible cell of a row.
    func visibleCell(at indexPath: IndexPath) -> UITableViewCell? {
        engine.visibleCells[indexPath] as? UITableViewCell
    }

    var visibleTableCells: [(IndexPath, UITableViewCell)] {
        engine.visibleCells.compactMap { entry in (entry.value as? UITableViewCell).map { (entry.key, $0) } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
        if pendingRestoredState != nil { applyRestoredState() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { setNeedsLayout() }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginTracking(touches, event: event) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedRow == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endTracking(touches, event: event) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !cancelTracking() { super.touchesCancelled(touches, with: event) }
    }
}

extension UITableView {
    /// What a separator inset is measured from (`separatorInsetReference`).
    public enum SeparatorInsetReference: Int, Sendable {
        /// The inset is from the cell's edges.
        case fromCellEdges
        /// The inset is added to the inset the separator has by itself (under the row's text).
        case fromAutomaticInsets
    }
}

extension UITableView.Style {
    var listAppearance: ListAppearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

/// Where row heights come from.
enum RowHeightSource {
    /// `rowHeight` for every row; nothing to measure.
    case fixed
    /// The delegate's `heightForRowAt`, asked as rows appear.
    case delegate
    /// The cells' own fitting heights, measured as rows appear.
    case selfSizing
}
