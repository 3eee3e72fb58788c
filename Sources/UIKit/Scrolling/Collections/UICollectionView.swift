import Foundation

/// A scrolling collection of items in sections, positioned by a layout: a list
/// (`UICollectionViewCompositionalLayout.list(using:)`: rows like a table's, in the plain,
/// grouped, inset-grouped, sidebar and plain-sidebar appearances), a grid
/// (`UICollectionViewFlowLayout`), or a `UICollectionViewLayout` subclass of your own. Cells
/// are made lazily, for what is visible, and reused.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("dataSource", \UICollectionView.dataSource),
            .outlet("dragDelegate", \UICollectionView.dragDelegate),
            .outlet("dropDelegate", \UICollectionView.dropDelegate),
        ]
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        alwaysBounceVertical = true
        installCollectionGestures()
    }

    /// A collection view from a storyboard or xib, with the flow layout its element describes.
    public required init?(coder: NSCoder) {
        let layout = UICollectionViewFlowLayout()
        if let element = (coder as? InterfaceBuilderCoder)?.element.child(key: "collectionViewLayout") {
            NibLoader.configure(layout, from: element)
        }
        collectionViewLayout = layout
        super.init(coder: coder)
        layout.collectionView = self
        alwaysBounceVertical = true
        installCollectionGestures()
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            if oldValue.isListLayout != collectionViewLayout.isListLayout {
                // A list's rows become a grid's items or back: everything is placed afresh
                // (the selection is kept, as UIKit keeps it).
                for (indexPath, cell) in engine.visibleCells { listRetire(cell, at: indexPath) }
                engine.visibleCells = [:]
                resetAttributeTiling()
                engine.customTiling = nil
            }
            // Another layout placing by attributes must be prepared before it is asked.
            attributeTiling.needsPrepare = true
            setNeedsReload()
            invalidateLayoutEverything()
        }
    }

    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            guard dataSource !== oldValue else { return }
            setNeedsReload()
            invalidateLayoutEverything()
        }
    }

    /// The collection view's delegate (typed as the scroll view's in Slate; assign any
    /// `UICollectionViewDelegate`).
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            if collectionDelegate != nil { installContextMenuInteraction() }
        }
    }
    weak var collectionDelegate: UICollectionViewDelegate?

    /// Told which items to prepare before they show, and which no longer (nil: none).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { if prefetchDataSource !== oldValue { engine.prefetch.reset(); setNeedsLayout() } }
    }

    /// Whether the prefetch data source is asked (true by default). UIKit also prepares cells
    /// ahead of time while it is on; Slate makes cells as they come into view either way.
    open var isPrefetchingEnabled = true
    /// Delegates the collection view's context-menu interaction, once it has one.
    var contextMenuAdapter: ListContextMenuAdapter?

    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    // MARK: Selection

    open var allowsSelection = true

    /// Drags that start on the items (DND-22): set to let items be dragged.
    open weak var dragDelegate: UICollectionViewDragDelegate? { didSet { updateDragAndDropInteractions() } }
    /// Drops onto the collection view (DND-22): set to take drops.
    open weak var dropDelegate: UICollectionViewDropDelegate? { didSet { updateDragAndDropInteractions() } }
    /// Whether items can be dragged (true by default on an iPad, DND-02).
    open var dragInteractionEnabled = true { didSet { updateDragAndDropInteractions() } }
    var dragAndDrop: CollectionDragAndDrop?
    /// The data source's index titles down the trailing edge (`indexTitles(for:)`).
    var indexTitlesView: SectionIndexView?
    var indexTitlesNeedRefresh = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false

    // MARK: Focus (UICollectionView+Focus)

    /// Whether Tab, entering the collection view, returns to the item focused last.
    open var remembersLastFocusedIndexPath = false
    /// Whether a item is selected (through the delegate, as by a tap) when focus moves to it.
    open var selectionFollowsFocus = false
    /// The item that had focus last.
    var lastFocusedIndexPath: IndexPath?

    open override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        guard let collectionDelegate else { return true }
        return collectionDelegate.collectionView(self, shouldUpdateFocusIn: UICollectionViewFocusUpdateContext(context, in: self))
    }

    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        collectionDelegate?.collectionView(self, didUpdateFocusIn: UICollectionViewFocusUpdateContext(context, in: self), with: coordinator)
    }
    open var allowsMultipleSelectionDuringEditing = false

    open var indexPathsForSelectedItems: [IndexPath]? { engine.selected.sorted() }

    /// Selects without asking the delegate; nil clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemProgrammatically(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setItem(indexPath, selected: false)
    }

    // MARK: Editing

    /// Whether list cells show their editing accessories.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            swipeController.close(animated: false)
            for (indexPath, cell) in visibleCollectionCells { cell.isEditingInternal = isEditing && canEditItem(at: indexPath) }
        }
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerCell(cellClass, identifier: identifier)
    }

    /// Cells for `identifier` come from `nib`, whose one top-level object is the cell (a
    /// storyboard's prototype cells are registered this way).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerCellNib(nib, identifier: identifier)
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registerSupplementary(viewClass, kind: elementKind, identifier: identifier)
    }

    /// A queued or new cell of the registered class, sized for `indexPath`. An identifier
    /// with no registered class is a programming error.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueCell(identifier: identifier, for: indexPath)
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueSupplementary(kind: elementKind, identifier: identifier, for: indexPath)
    }

    // MARK: Asking about items

    open var numberOfSections: Int { ensureModel(); return engine.counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        ensureModel()
        return section >= 0 && section < engine.counts.count ? engine.counts[section] : 0
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCell(at: indexPath) }

    open var visibleCells: [UICollectionViewCell] { visibleCollectionCells.sorted { $0.0 < $1.0 }.map(\.1) }

    open var indexPathsForVisibleItems: [IndexPath] { engine.visibleCells.keys.sorted() }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        engine.visibleCells.first { $0.value === cell }?.key
    }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        ensureModel()
        guard collectionViewLayout.isListLayout else { return attributedItem(at: point) }
        return engine.layout.indexPath(at: point)
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        if !collectionViewLayout.isListLayout {
            return attributeTiling.supplementaries[.supplementary(kind: elementKind, indexPath: indexPath)]
        }
        let views = elementKind == Self.elementKindSectionHeader ? engine.visibleHeaders : engine.visibleFooters
        return views[indexPath.section] as? UICollectionReusableView
    }

    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        if !collectionViewLayout.isListLayout {
            return attributeTiling.supplementaries.keys.compactMap { key -> IndexPath? in
                guard case .supplementary(let kind, let indexPath) = key, kind == elementKind else { return nil }
                return indexPath
            }.sorted()
        }
        let views = elementKind == Self.elementKindSectionHeader ? engine.visibleHeaders
            : elementKind == Self.elementKindSectionFooter ? engine.visibleFooters : [:]
        return views.keys.sorted().map { IndexPath(item: 0, section: $0) }
    }

    /// Where the layout puts the item (nil for an index path past the data).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        ensureModel()
        guard engine.isValid(indexPath) else { return nil }
        guard collectionViewLayout.isListLayout else { return collectionViewLayout.layoutAttributesForItem(at: indexPath) }
        guard engine.layout.sections.indices.contains(indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = engine.layout.rowFrame(indexPath)
        return attributes
    }

    /// Where the layout puts a supplementary view (a list's section headers and footers among
    /// them; nil where there is none).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        ensureModel()
        guard collectionViewLayout.isListLayout else {
            return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
        guard indexPath.count == 2, engine.layout.sections.indices.contains(indexPath.section) else { return nil }
        // Only a section whose mode asks for the view has one (a grouped list's spacing is not).
        let configuration = self.configuration(forSection: indexPath.section)
        guard kind == Self.elementKindSectionHeader ? configuration.headerMode == .supplementary
                : kind == Self.elementKindSectionFooter && configuration.footerMode == .supplementary else { return nil }
        let frame = kind == Self.elementKindSectionHeader ? engine.layout.headerFrame(indexPath.section) : engine.layout.footerFrame(indexPath.section)
        guard frame.height > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItem: indexPath, position: scrollPosition, animated: animated)
    }

    // MARK: Changing the layout

    /// Replaces the layout, moving the cells to their new places over 0.3 s when `animated`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        changeLayout(to: layout, animated: animated, completion: nil)
    }

    /// Replaces the layout: the old one hears `prepareForTransition(to:)`, the new one
    /// `prepareForTransition(from:)`; the content offset is the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` (then the delegate's); both hear
    /// `finalizeLayoutTransition()` inside the animation. `completion` is called when the
    /// cells are in place (at once when not animated).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        changeLayout(to: layout, animated: animated, completion: completion)
    }

    /// Starts a transition to `layout` that the app drives by setting the returned layout's
    /// `transitionProgress` (from a gesture, say), then ends with
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`. The transition
    /// layout is the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`,
    /// and is the collection view's layout meanwhile.
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        beginInteractiveTransition(to: layout, completion: completion)
    }

    /// Ends the interactive transition at the next layout: the elements move the rest of the
    /// way (the rest of 0.3 s), then the next layout is the collection view's.
    open func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Ends the interactive transition back at the layout it started from.
    open func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    // MARK: Moving items interactively

    /// Starts moving the item at `indexPath` (a long-press handler calls this); false when
    /// there is no such item on show, an item is already moving, or the data source's
    /// `collectionView(_:canMoveItemAt:)` says no.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        startInteractiveMovement(at: indexPath)
    }

    /// The moving item is held at `targetPosition` (in the collection view's coordinates): it
    /// shows there, and when the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`
    /// (then the delegate's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`)
    /// names another place, the other items make room.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        moveInteractiveMovement(to: targetPosition)
    }

    /// Ends the movement: the data source moves the item to where it shows (when it moved),
    /// and it settles into its place.
    open func endInteractiveMovement() {
        finishInteractiveMovement(cancelled: false)
    }

    /// Ends the movement without moving the item: it goes back to where it started.
    open func cancelInteractiveMovement() {
        finishInteractiveMovement(cancelled: true)
    }

    // MARK: Updates

    open func reloadData() {
        // The rows may all be different: a remembered focus would land on an unrelated one.
        lastFocusedIndexPath = nil
        indexTitlesNeedRefresh = true
        if hasUncommittedUpdates {
            // DND-27: the data source knows nothing of placeholders; reloading drops them
            // rather than mixing them into its items.
            let dropped = placeholders.removeAll()
            UIKitLog.write("UICollectionView.reloadData(): \(dropped) drop placeholder(s) were not committed or deleted and are removed; check hasUncommittedUpdates before reloading")
        }
        swipeController.close(animated: false)
        for (_, cell) in visibleCollectionCells { cell.isSelected = false }
        engine.reset()
        resetAttributeTiling()
        invalidateLayoutEverything()
        setNeedsLayout()
    }

    open func insertItems(at indexPaths: [IndexPath]) { enqueue(.insertRows(indexPaths)) }
    open func deleteItems(at indexPaths: [IndexPath]) { enqueue(.deleteRows(indexPaths)) }
    open func reloadItems(at indexPaths: [IndexPath]) { enqueue(.reloadRows(indexPaths)) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { enqueue(.moveRow(indexPath, newIndexPath)) }
    open func insertSections(_ sections: IndexSet) { enqueue(.insertSections(sections)) }
    open func deleteSections(_ sections: IndexSet) { enqueue(.deleteSections(sections)) }
    open func reloadSections(_ sections: IndexSet) { enqueue(.reloadSections(sections)) }
    open func moveSection(_ section: Int, toSection newSection: Int) { enqueue(.moveSection(section, newSection)) }

    /// Groups changes into one animated update, with the table's index rules (TBL-19).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, animated: true, completion: completion, fromDiffableDataSource: false)
    }

    // MARK: Internal state

    lazy var engine = ListEngine(host: self, appearance: .plain)
    /// The elements a layout that is not a list places by their attributes.
    lazy var attributeTiling = CollectionAttributeTiling()
    var cellPool = ReusePool<UICollectionViewCell>()
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var cellNibs: [String: UINib] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Each section's list configuration, read with the counts.
    var sectionConfigurations: [UICollectionLayoutListConfiguration] = []
    /// The background colour the list gave the view (replaced only while the app has not set one).
    var listBackgroundColor: UIColor?
    var pendingUpdates: [ListUpdate]?
    /// The completions of batches made inside the batch being collected.
    var pendingCompletions: [(Bool) -> Void] = []
    /// Placeholder items on show (DND-26), each where it is now.
    var placeholders = ListPlaceholders<CollectionPlaceholderContext>()
    var pendingAnimated = true
    var trackedItem: IndexPath?
    var highlightRefused: IndexPath?
    lazy var swipeController = ListSwipeController(listView: self)
    var swipeRecognizer: UIPanGestureRecognizer!
    var reorderRecognizer: UIPanGestureRecognizer!
    /// The two-finger pan that selects items (`shouldBeginMultipleSelectionInteractionAt`).
    var multipleSelectionRecognizer: UIPanGestureRecognizer!
    /// Where the two-finger selection began, while it lasts.
    var multipleSelectionStart: IndexPath?
    /// The interactive layout transition under way.
    var interactiveTransition: CollectionInteractiveTransition?
    /// An item the app moves with `beginInteractiveMovementForItem(at:)`.
    var interactiveMovement: CollectionInteractiveMovement?
    /// State restoration decoded, waiting for the next layout (`ListRestorableState`).
    var pendingRestoredState: ListRestorableState?
    /// The interaction that spring-loads items, while `isSpringLoaded`.
    var springLoadedInteraction: UISpringLoadedInteraction?

    /// Whether a drag resting on an item selects it, as a tap would (DND-29). False by
    /// default; the delegate's `collectionView(_:shouldSpringLoadItemAt:with:)` can refuse
    /// single items.
    open var isSpringLoaded = false {
        didSet { if isSpringLoaded != oldValue { updateSpringLoading() } }
    }
    /// An item being dragged by its reorder accessory.
    var reorder: CollectionReorderState? {
        didSet { engine.heldCell = reorder?.cell }
    }
    var gestureArbiter: CollectionGestureArbiter!

    var cellsCreated: Int { cellPool.createdCount }

    func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        engine.visibleCells[indexPath] as? UICollectionViewCell
    }

    var visibleCollectionCells: [(IndexPath, UICollectionViewCell)] {
        engine.visibleCells.compactMap { entry in (entry.value as? UICollectionViewCell).map { (entry.key, $0) } }
    }

    /// A drag's resting offset: the layout's choice (not while paging).
    override func restingContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard !isPagingEnabled else { return proposed }
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return target.x.isFinite && target.y.isFinite ? target : proposed
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
        if pendingRestoredState != nil { applyRestoredState() }
        if indexTitlesNeedRefresh { refreshIndexTitles() }
        layoutIndexTitles()
    }

    func layoutItems() {
        if collectionViewLayout.isListLayout { layoutList() } else { layoutByAttributes() }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !beginTracking(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !endTracking(touches, event: event) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !cancelTracking() { super.touchesCancelled(touches, with: event) }
    }
}
