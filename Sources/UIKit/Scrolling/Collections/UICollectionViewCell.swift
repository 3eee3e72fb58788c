import Foundation

/// A collection view's cell: a content view, backgrounds, selection and highlight, and
/// content and background configurations updated for each state.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    lazy var core = ListCellCore(cell: self)

    /// The segues a storyboard's cell performs when its item is selected.
    var storyboardSegueTriggers: [StoryboardSegueTrigger] = []

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCollectionViewCell()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpCollectionViewCell() {
        _ = core
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCollectionViewCell()
    }

    open var contentView: UIView { core.contentView }

    open var backgroundView: UIView? {
        didSet { if backgroundView !== oldValue { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) } } }
    }

    open var selectedBackgroundView: UIView? {
        didSet { if selectedBackgroundView !== oldValue { oldValue?.removeFromSuperview(); if let selectedBackgroundView { insertSubview(selectedBackgroundView, aboveSubview: core.background) } } }
    }

    /// As its collection view decides (`canFocusItem(at:cell:)`); a cell in none: false.
    open override var canBecomeFocused: Bool {
        guard let collection = enclosingFocusList as? UICollectionView, let indexPath = collection.indexPath(for: self) else { return false }
        return collection.canFocusItem(at: indexPath, cell: self)
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the collection view is editing (accessories shown only while editing appear).
    var isEditingInternal = false {
        didSet { if isEditingInternal != oldValue { setNeedsUpdateConfiguration() } }
    }
    var isExpandedInternal = false {
        didSet { if isExpandedInternal != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Configurations

    open var contentConfiguration: UIContentConfiguration? {
        get { core.shownContentConfiguration }
        set {
            core.setContentConfiguration(newValue, state: configurationState, updates: automaticallyUpdatesContentConfiguration)
            setNeedsLayout()
        }
    }

    open var automaticallyUpdatesContentConfiguration = true

    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { core.shownBackgroundConfiguration }
        set {
            core.usesListBackground = false
            core.baseBackgroundConfiguration = newValue
            core.applyBackgroundConfiguration(state: configurationState, updates: automaticallyUpdatesBackgroundConfiguration)
            setNeedsLayout()
        }
    }

    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Runs after `updateConfiguration(using:)` for each state change; setting it asks for an
    /// update.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingInternal
        state.isExpanded = isExpandedInternal
        state.isSwiped = core.swipeOffset != 0
        state.cellDragState = core.dragState
        state.cellDropState = core.dropState
        return state
    }

    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// The cell was made or reused and has not been updated at a layout since: as in UIKit, an
    /// update runs before it is laid out — after the data source configured it — so a subclass
    /// or handler that configures the cell there shows its item. (Updates for state changes
    /// run at once besides; UIKit coalesces them into the same layout.)
    private var needsLayoutConfigurationUpdate = true

    /// Re-applies the configurations for `state`; override to change them per state (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        core.updateConfigurations(for: state, content: automaticallyUpdatesContentConfiguration,
                                  background: automaticallyUpdatesBackgroundConfiguration)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        core.swipeOffset = 0
        core.swipeActionsView?.removeFromSuperview()
        core.swipeActionsView = nil
        // Told, as a change of state: the cell's look for a drag must not stay with its reuse.
        setCellDragState(.none)
        setCellDropState(.none)
        needsLayoutConfigurationUpdate = true
        setNeedsLayout()
    }

    /// A background configuration's colours may follow the tint (nil colours, transformers).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if core.baseBackgroundConfiguration != nil { setNeedsLayout() }
    }

    /// Called as a drag of the cell's item lifts it (`.lifting`), drags it (`.dragging`) and
    /// ends (`.none`). Override to change how the cell looks during a drag; the cell's
    /// `configurationState.cellDragState` says the same.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The accessory views at the leading and trailing edges, and the slots they take (list
    /// cells have some).
    func accessoryViews() -> (leading: [UIView], trailing: [UIView], slots: [ObjectIdentifier: AccessorySlot]) { ([], [], [:]) }
    var indentation: CGFloat { 0 }

    open override func layoutSubviews() {
        if needsLayoutConfigurationUpdate {
            needsLayoutConfigurationUpdate = false
            setNeedsUpdateConfiguration()
        }
        super.layoutSubviews()
        let (leading, trailing, slots) = accessoryViews()
        let highlighted = (isSelected || isHighlighted) && core.baseBackgroundConfiguration == nil && selectedBackgroundView == nil
            && backgroundView == nil
        // A grid's cell shows only what it is given; a list's row has the list's fills.
        let isRow = !core.isGridItem
        core.layout(leading: leading, trailing: trailing, slots: slots, indent: indentation,
                    fill: isRow && backgroundColor == nil && backgroundView == nil ? core.appearance.cellBackgroundColor : nil,
                    selectedFill: isRow && highlighted && core.appearance != .sidebar ? .systemGray4 : nil)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// The attributes with the size the cell's content needs, when its layout sizes cells by
    /// their content (a flow layout with an `estimatedItemSize`); unchanged otherwise.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard selfSizes else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        frame.size = layoutAttributes.size
        layoutIfNeeded()
        var size: CGSize
        let priorities = selfSizingFittingPriorities
        if let view = core.contentConfigurationView {
            if priorities.horizontal != .required, priorities.vertical == .required {
                // A width that is an estimate (a horizontal compositional layout): the content's
                // own width at the height given — by Auto Layout for a view with constraints,
                // else its sizeThatFits offered no width limit (a list configuration's: its text
                // on one line) — and whatever the cell puts beside the content view.
                let height = layoutAttributes.size.height
                let width: CGFloat
                if view.hasConstraintsInSubtree {
                    width = view.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal,
                                                         verticalFittingPriority: priorities.vertical).width
                } else {
                    width = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
                }
                let beside = max(0, bounds.width - view.frame.width)
                size = CGSize(width: (width.isFinite ? width : layoutAttributes.size.width) + beside, height: height)
            } else {
                size = view.sizeThatFits(layoutAttributes.size)
            }
        } else {
            size = contentView.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal,
                                                       verticalFittingPriority: priorities.vertical)
        }
        if priorities.horizontal == .required { size.width = layoutAttributes.size.width }
        if priorities.vertical == .required { size.height = layoutAttributes.size.height }
        size.width = size.width.rounded(.up)
        size.height = size.height.rounded(.up)
        preferred.size = size
        return preferred
    }

    /// The height the cell needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        return max(1, core.contentHeight(forContentWidth: contentView.bounds.width).rounded(.up))
    }
}

extension UICollectionViewCell {
    /// The cell's part in a drag of its item, as `dragStateDidChange(_:)` reports it.
    public enum DragState: Int, Sendable {
        case none
        case lifting
        case dragging
    }
}

extension UICollectionViewCell: ListDragStateCell {
    func dragStateChanged() {
        dragStateDidChange(DragState(rawValue: core.dragState.rawValue) ?? .none)
    }
}

extension UIView {
    /// Whether the view or a view inside it holds constraints (it is laid out by Auto Layout).
    var hasConstraintsInSubtree: Bool {
        !constraints.isEmpty || subviews.contains { $0.hasConstraintsInSubtree }
    }
}
