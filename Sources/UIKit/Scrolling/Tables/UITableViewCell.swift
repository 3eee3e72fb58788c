import Foundation

/// A row of a table: a content view (with a content configuration, or the classic
/// `textLabel`/`detailTextLabel`/`imageView`), an accessory at the trailing edge, and, while
/// the table edits, an editing control at the leading edge and a reorder control.
///
/// Cells are made by the table from the class registered for a reuse identifier, with
/// `init(style:reuseIdentifier:)`, and reused as rows scroll: configure every property for
/// every row (TBL-09). Subclasses that override `init(style:reuseIdentifier:)` mark it
/// `required` (Swift needs it to make a registered class; see docs/porting.md).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`
        /// Text at the leading side, detail text at the trailing side.
        case value1
        /// A small tinted label, then the detail text (contacts style).
        case value2
        /// Detail text under the text.
        case subtitle
    }

    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// The lines between a table's rows (`UITableView.separatorStyle`). The etched style,
    /// deprecated since iOS 11, is absent.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// What a cell shows besides its content, as `willTransition(to:)` and `didTransition(to:)`
    /// report it (the empty set is UIKit's default state).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Neither control shows.
        public static let defaultMask = StateMask([])
        /// The editing control (minus, plus or selection circle) and the reorder control show.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The Delete button shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The identifier the cell was made for (a nib's cell takes the one it was registered under).
    public internal(set) var reuseIdentifier: String?
    /// The segues a storyboard's cell performs when its row is selected.
    var storyboardSegueTriggers: [StoryboardSegueTrigger] = []
    let cellStyle: CellStyle
    lazy var core = ListCellCore(cell: self)

    /// Where your views go; it shrinks for accessories and the editing controls.
    open var contentView: UIView { core.contentView }

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        _ = core
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell from a storyboard or xib, in its element's style, with its reuse identifier.
    public required init?(coder: NSCoder) {
        let element = (coder as? InterfaceBuilderCoder)?.element
        cellStyle = NibLoader.cellStyle(element?["style"])
        reuseIdentifier = element?["reuseIdentifier"]
        super.init(coder: coder)
        // The document's frame, as for every view; the table's width and row height replace it.
        if (coder as? InterfaceBuilderCoder)?.frame == nil { frame = CGRect(x: 0, y: 0, width: 320, height: 44) }
        _ = core
    }

    // MARK: Classic content

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The classic title label (made on first use). Prefer `contentConfiguration`.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        // The style's look, which label appearance proxies can change.
        AppearanceStore.untracked {
            label.font = cellStyle == .value2 ? .preferredFont(forTextStyle: .footnote) : .preferredFont(forTextStyle: .body)
            label.textColor = cellStyle == .value2 ? .tintColor : .label
        }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The classic detail label; nil for `.default` cells.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        AppearanceStore.untracked {
            switch cellStyle {
            case .subtitle: label.font = .preferredFont(forTextStyle: .footnote); label.textColor = .secondaryLabel
            case .value1: label.font = .preferredFont(forTextStyle: .body); label.textColor = .secondaryLabel
            default: label.font = .preferredFont(forTextStyle: .body); label.textColor = .label
            }
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The classic image view at the leading edge (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Configurations

    /// A list configuration in this cell's style, for its table's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The content to show, replacing the classic labels; re-applied for each state change
    /// (through `updated(for:)`) while `automaticallyUpdatesContentConfiguration`.
    open var contentConfiguration: UIContentConfiguration? {
        get { core.shownContentConfiguration }
        set {
            if newValue != nil {
                storedTextLabel?.removeFromSuperview(); storedTextLabel = nil
                storedDetailTextLabel?.removeFromSuperview(); storedDetailTextLabel = nil
                storedImageView?.removeFromSuperview(); storedImageView = nil
            }
            core.setContentConfiguration(newValue, state: configurationState, updates: automaticallyUpdatesContentConfiguration)
            setNeedsLayout()
        }
    }

    open var automaticallyUpdatesContentConfiguration = true

    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { core.shownBackgroundConfiguration }
        set {
            core.baseBackgroundConfiguration = newValue
            core.applyBackgroundConfiguration(state: configurationState, updates: automaticallyUpdatesBackgroundConfiguration)
            setNeedsLayout()
        }
    }

    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The state configurations are updated for.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = core.swipeOffset != 0
        state.cellDragState = core.dragState
        state.cellDropState = core.dropState
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// The cell was made or reused and has not been updated at a layout since: as in UIKit, an
    /// update runs before it is laid out — after the data source configured it — so a subclass
    /// that configures itself in `updateConfiguration(using:)` shows its item. (Updates for
    /// state changes run at once besides; UIKit coalesces them into the same layout.)
    private var needsLayoutConfigurationUpdate = true

    /// Re-applies the configurations for `state`; override to change them per state (call super).
    open func updateConfiguration(using state: UICellConfigurationState) {
        core.updateConfigurations(for: state, content: automaticallyUpdatesContentConfiguration,
                                  background: automaticallyUpdatesBackgroundConfiguration)
    }

    // MARK: Backgrounds and selection

    open var backgroundView: UIView? {
        didSet { replaceDecoration(oldValue, with: backgroundView, below: contentView) }
    }

    /// Shown while selected or highlighted (a grey fill when nil).
    open var selectedBackgroundView: UIView? {
        didSet { replaceDecoration(oldValue, with: selectedBackgroundView, below: contentView) }
    }

    open var multipleSelectionBackgroundView: UIView? {
        didSet { replaceDecoration(oldValue, with: multipleSelectionBackgroundView, below: contentView) }
    }

    private func replaceDecoration(_ old: UIView?, with new: UIView?, below: UIView) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, belowSubview: below) }
        setNeedsLayout()
    }

    open var selectionStyle: SelectionStyle = .default

    /// How focus shows on the cell: `.default` rings it; `.custom` leaves it to the cell.
    public enum FocusStyle: Int, Sendable {
        case `default`, custom
    }

    open var focusStyle: FocusStyle = .default

    /// As its table decides (`UITableView.canFocusRow(at:cell:)`); a cell in no table: false.
    open override var canBecomeFocused: Bool {
        guard let table = enclosingFocusList as? UITableView, let indexPath = table.indexPath(for: self) else { return false }
        return table.canFocusRow(at: indexPath, cell: self)
    }

    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var storedSelected = false

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard storedSelected != selected else { return }
        storedSelected = selected
        stateDidChange()
    }

    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedHighlighted = false

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard storedHighlighted != highlighted else { return }
        storedHighlighted = highlighted
        for label in [storedTextLabel, storedDetailTextLabel] { label?.isHighlighted = highlighted }
        stateDidChange()
    }

    private func stateDidChange() {
        updateConfiguration(using: configurationState)
        setNeedsLayout()
    }

    // MARK: Accessories

    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { setNeedsLayout() } } }
    /// Replaces `accessoryType`'s control.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    }
    open var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { setNeedsLayout() } } }
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    }

    /// Levels of indentation (each `indentationWidth`, default 10 points) before the content.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var shouldIndentWhileEditing = true
    /// Where the separator below the row starts and ends: the cell's own if set, else the
    /// table's if the app set one, else from where the row's text starts.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? inheritedSeparatorInset ?? UIEdgeInsets(top: 0, left: core.cellMargin, bottom: 0, right: 0) }
        set {
            appearanceSetting(\.separatorInset, newValue)
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var customSeparatorInset: UIEdgeInsets?
    /// The table's `separatorInset`, when the app set one.
    var inheritedSeparatorInset: UIEdgeInsets? { didSet { if inheritedSeparatorInset != oldValue { setNeedsLayout() } } }

    // MARK: Editing

    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard storedEditing != editing else { return }
        let target = Self.stateMask(editing: editing, showingDeleteConfirmation: editing && showingDeleteConfirmationInternal)
        let transitions = target != stateMask
        if transitions { willTransition(to: target) }
        storedEditing = editing
        if !editing { showingDeleteConfirmationInternal = false }
        stateDidChange()
        if animated, window != nil {
            UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() },
                           completion: { _ in if transitions { self.didTransition(to: target) } })
        } else if transitions {
            didTransition(to: target)
        }
    }

    /// Called before the cell starts showing or hiding its editing controls or its Delete
    /// button, with the state it is going to. Override to animate changes of your own (call super).
    open func willTransition(to state: StateMask) {}

    /// Called once the cell shows its new state (after the animation, when animated).
    open func didTransition(to state: StateMask) {}

    /// The cell's state as the transition methods report it.
    var stateMask: StateMask {
        Self.stateMask(editing: storedEditing, showingDeleteConfirmation: showingDeleteConfirmationInternal)
    }

    private static func stateMask(editing: Bool, showingDeleteConfirmation: Bool) -> StateMask {
        var mask: StateMask = []
        if editing { mask.insert(.showingEditControl) }
        if showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    /// The table shows or hides the row's Delete button (its minus control, or a swipe):
    /// the cell hears the transition.
    func setShowingDeleteConfirmation(_ showing: Bool) {
        guard showing != showingDeleteConfirmationInternal else { return }
        let target = Self.stateMask(editing: storedEditing, showingDeleteConfirmation: showing)
        willTransition(to: target)
        showingDeleteConfirmationInternal = showing
        didTransition(to: target)
    }

    /// The editing style the table gave this row (from its delegate), shown while editing.
    open internal(set) var editingStyle: EditingStyle = .none { didSet { if editingStyle != oldValue { setNeedsLayout() } } }
    /// Whether the reorder control shows while editing (the table sets it from its data source).
    open var showsReorderControl = false { didSet { if showsReorderControl != oldValue { setNeedsLayout() } } }
    /// The row shows its Delete button (from its minus control, or a swipe).
    open var showingDeleteConfirmation: Bool { showingDeleteConfirmationInternal }
    var showingDeleteConfirmationInternal = false
    /// While multiple selection during editing is on, a selection circle replaces the editing control.
    var showsSelectionCircle = false { didSet { if showsSelectionCircle != oldValue { setNeedsLayout() } } }

    /// Resets state the table owns before the cell is reused. Override to reset your own
    /// (call super).
    open func prepareForReuse() {
        storedSelected = false
        storedHighlighted = false
        showingDeleteConfirmationInternal = false
        core.swipeOffset = 0
        core.swipeActionsView?.removeFromSuperview()
        core.swipeActionsView = nil
        // Told, as a change of state: the cell's look for a drag must not stay with its reuse.
        setCellDragState(.none)
        setCellDropState(.none)
        updateConfiguration(using: configurationState)
        needsLayoutConfigurationUpdate = true
        setNeedsLayout()
    }

    /// A background configuration's colours may follow the tint (nil colours, transformers).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if core.baseBackgroundConfiguration != nil { setNeedsLayout() }
    }

    // MARK: Drag and drop

    /// Called as a drag of the cell's row lifts it (`.lifting`), drags it (`.dragging`) and
    /// ends (`.none`). Override to change how the cell looks during a drag; the cell's
    /// `configurationState.cellDragState` says the same.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Whether the cell's subviews (its buttons and switches) take touches while the cell is
    /// lifted or dragged. By default they do not: the cell takes them itself.
    open var userInteractionEnabledWhileDragging = false

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if core.dragState != .none, !userInteractionEnabledWhileDragging, hit != nil, hit !== self { return self }
        return hit
    }

    // MARK: Layout

    private var editingControl: AccessoryGlyphView?
    private var reorderControlView: AccessoryGlyphView?
    private var accessoryGlyph: AccessoryGlyphView?
    private var detailGlyph: AccessoryGlyphView?

    /// The reorder grip, while shown (tests and the table's reorder gesture use it).
    var reorderControl: UIView? { reorderControlView?.superview === self ? reorderControlView : nil }
    var editingControlView: UIView? { editingControl?.superview === self ? editingControl : nil }

    /// The glyph view for `kind`, made or updated and in the cell; nil removes it. A glyph
    /// `keptHidden` is hidden instead of removed: a reused row's accessory comes and goes with
    /// its data, and taking a view out of the cell and putting it back costs far more.
    private func glyph(_ existing: inout AccessoryGlyphView?, _ kind: AccessoryGlyphView.Glyph?, keptHidden: Bool = false) -> UIView? {
        guard let kind else {
            if keptHidden { existing?.isHidden = true } else { existing?.removeFromSuperview() }
            return nil
        }
        if let existing { existing.glyph = kind } else { existing = AccessoryGlyphView(kind) }
        if existing!.superview !== self { addSubview(existing!) }
        existing!.isHidden = false
        existing!.bounds.size = AccessoryGlyphView.size(of: kind)
        return existing
    }

    /// The trailing accessory views for the current mode.
    private func trailingViews() -> [UIView] {
        var views: [UIView] = []
        let type = isEditing ? editingAccessoryType : accessoryType
        if let custom = isEditing ? editingAccessoryView : accessoryView {
            if custom.superview !== self { addSubview(custom) }
            views.append(custom)
            _ = glyph(&accessoryGlyph, nil, keptHidden: true); _ = glyph(&detailGlyph, nil, keptHidden: true)
        } else {
            (isEditing ? accessoryView : editingAccessoryView)?.removeFromSuperview()
            let detail: AccessoryGlyphView.Glyph? = type == .detailButton || type == .detailDisclosureButton ? .detail : nil
            let main: AccessoryGlyphView.Glyph? = switch type {
            case .disclosureIndicator, .detailDisclosureButton: .disclosureIndicator
            case .checkmark: .checkmark
            default: nil
            }
            if let view = glyph(&detailGlyph, detail, keptHidden: true) { views.append(view) }
            if let view = glyph(&accessoryGlyph, main, keptHidden: true) { views.append(view) }
        }
        let reorder: AccessoryGlyphView.Glyph? = isEditing && showsReorderControl ? .reorder : nil
        if let view = glyph(&reorderControlView, reorder) { views.append(view) }
        return views
    }

    private func leadingViews() -> [UIView] {
        var kind: AccessoryGlyphView.Glyph?
        if isEditing {
            if showsSelectionCircle {
                kind = .multiselect(selected: isSelected)
            } else {
                switch editingStyle {
                case .delete: kind = .delete
                case .insert: kind = .insert
                case .none: kind = nil
                }
            }
        }
        return glyph(&editingControl, kind).map { [$0] } ?? []
    }

    /// The detail (info) button's frame, for accessory-button taps.
    var detailButtonFrame: CGRect? { detailGlyph?.superview === self && detailGlyph?.isHidden == false ? detailGlyph?.frame : nil }

    open override func layoutSubviews() {
        if needsLayoutConfigurationUpdate {
            needsLayoutConfigurationUpdate = false
            setNeedsUpdateConfiguration()
        }
        super.layoutSubviews()
        let leading = leadingViews()
        let trailing = trailingViews()
        var indent = CGFloat(indentationLevel) * indentationWidth
        if isEditing, !shouldIndentWhileEditing, !leading.isEmpty { indent -= 38 }
        let highlighted = (isSelected || isHighlighted) && selectionStyle != .none
        let customSelected = highlighted ? selectedBackgroundView : nil
        let selectedFill: UIColor? = highlighted && customSelected == nil && !(isEditing && showsSelectionCircle && !isHighlighted)
            ? .systemGray4 : nil
        let contentFrame = core.layout(leading: leading, trailing: trailing, indent: max(0, indent),
                                       fill: backgroundColor == nil ? core.appearance.cellBackgroundColor : nil,
                                       selectedFill: selectedFill)
        for decoration in [backgroundView, selectedBackgroundView, multipleSelectionBackgroundView] {
            decoration?.frame = bounds
        }
        selectedBackgroundView?.isHidden = !highlighted
        multipleSelectionBackgroundView?.isHidden = !(isSelected && isEditing && showsSelectionCircle)
        if let inset = customSeparatorInset ?? inheritedSeparatorInset {
            // From the cell's edges, or from where the separator starts by itself.
            // (The automatic start without the slide of a swipe, as the edges' start has none.)
            let x = (core.separatorInsetFromAutomatic ? core.separator.frame.minX - core.swipeOffset : 0) + inset.left
            core.separator.frame.origin.x = x
            core.separator.frame.size.width = max(0, bounds.width - x - inset.right)
        }
        if core.contentConfigurationView == nil { layoutClassicContent(in: CGRect(origin: .zero, size: contentFrame.size)) }
    }

    /// The classic labels, as the four cell styles place them.
    private func layoutClassicContent(in bounds: CGRect) {
        let margins = contentView.directionalLayoutMargins
        var x = margins.leading
        if let imageView = storedImageView, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + 16
        }
        let right = bounds.width - margins.trailing
        let width = max(0, right - x)
        let text = storedTextLabel
        let detail = storedDetailTextLabel
        let textSize = text?.sizeThatFits(CGSize(width: width, height: bounds.height)) ?? .zero
        let detailSize = detail?.sizeThatFits(CGSize(width: width, height: bounds.height)) ?? .zero
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: x, y: ((bounds.height - textSize.height) / 2).rounded(), width: width, height: textSize.height)
        case .subtitle:
            let block = textSize.height + (detail == nil ? 0 : detailSize.height + 2)
            let top = ((bounds.height - block) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: width, height: textSize.height)
            detail?.frame = CGRect(x: x, y: top + textSize.height + 2, width: width, height: detailSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, max(0, width - textSize.width - 8))
            text?.frame = CGRect(x: x, y: ((bounds.height - textSize.height) / 2).rounded(), width: min(textSize.width, width), height: textSize.height)
            detail?.frame = CGRect(x: right - detailWidth, y: ((bounds.height - detailSize.height) / 2).rounded(), width: detailWidth, height: detailSize.height)
        case .value2:
            let column: CGFloat = 91
            text?.textAlignment = .right
            text?.frame = CGRect(x: x, y: ((bounds.height - textSize.height) / 2).rounded(), width: column, height: textSize.height)
            detail?.frame = CGRect(x: x + column + 6, y: ((bounds.height - detailSize.height) / 2).rounded(),
                                   width: max(0, right - x - column - 6), height: detailSize.height)
        }
    }

    /// The height this cell needs at `width` (a self-sizing row).
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        let contentWidth = contentView.bounds.width
        if core.contentConfigurationView != nil || contentView.subviews.contains(where: { $0 !== storedTextLabel && $0 !== storedDetailTextLabel && $0 !== storedImageView }) {
            return max(1, core.contentHeight(forContentWidth: contentWidth).rounded(.up))
        }
        // Classic labels: the text block plus the system's vertical margins, at least 44.
        let available = max(0, contentWidth - contentView.directionalLayoutMargins.leading - contentView.directionalLayoutMargins.trailing)
        let text = storedTextLabel?.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height ?? 0
        let detail = storedDetailTextLabel?.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height ?? 0
        let block = cellStyle == .subtitle ? text + detail + 2 : max(text, detail)
        return max(44, (block + 22).rounded(.up))
    }
}

extension UITableViewCell {
    /// The cell's part in a drag of its row, as `dragStateDidChange(_:)` reports it.
    public enum DragState: Int, Sendable {
        case none
        case lifting
        case dragging
    }
}

extension UITableViewCell: ListDragStateCell {
    func dragStateChanged() {
        dragStateDidChange(DragState(rawValue: core.dragState.rawValue) ?? .none)
    }
}
