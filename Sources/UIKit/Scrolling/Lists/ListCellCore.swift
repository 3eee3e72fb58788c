import Foundation

/// What table cells and collection-view list cells share: the background fill, the content
/// configuration's view inside the content view, accessory views at either edge, the
/// separator, and the sideways slide that reveals swipe actions.
///
/// The owning cell creates one, adds its views, and calls `layout(...)` from `layoutSubviews`.
@MainActor
final class ListCellCore {
    unowned let cell: UIView
    let contentView: UIView
    let background = ListCellBackgroundView()
    let separator = UIView()

    /// What the list says about the row: its look, its place in the section, its margins.
    var appearance: ListAppearance = .plain
    var isFirstInSection = false
    var isLastInSection = false
    var cellMargin: CGFloat = 16
    /// How far the content view stays in from the row's sides (a table's safe area).
    var contentSafeInsets: (left: CGFloat, right: CGFloat) = (0, 0)
    /// A separator inset counts from where the separator starts by itself, not from the edge.
    var separatorInsetFromAutomatic = false
    /// A list collection view's separators for this item; nil in a table (or without
    /// separators), where `showsSeparator` alone decides.
    var separatorConfiguration: UIListSeparatorConfiguration?
    /// The line along the top edge, made when a separator configuration shows it.
    private var topSeparator: UIView?
    /// A list cell's `separatorLayoutGuide`, once asked for, and the low-priority constraint
    /// that holds its leading edge where the separator would start on its own.
    private var separatorGuide: (guide: UILayoutGuide, standard: NSLayoutConstraint)?

    /// The guide whose leading edge the separators start at: where the list puts them
    /// (the text's leading edge) unless the app constrains it elsewhere.
    var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide.guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        cell.addLayoutGuide(guide)
        // Left, not leading: list cells lay out left to right.
        let standard = guide.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: cell.bounds.width > 0 ? textLeadingEstimate : 0)
        // Below the fitting size's priority, so any constraint of the app's wins.
        standard.priority = UILayoutPriority(49)
        NSLayoutConstraint.activate([
            standard,
            guide.rightAnchor.constraint(equalTo: cell.rightAnchor),
            guide.topAnchor.constraint(equalTo: cell.topAnchor),
            guide.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        separatorGuide = (guide, standard)
        cell.setNeedsLayout()
        return guide
    }

    /// The separators' leading edge as last laid out, before the guide was asked for.
    private var textLeadingEstimate: CGFloat = 0

    /// Where the separators start: the guide's leading edge when the cell has one (the list's
    /// own place, or the app's), else `textLeading`. The guide's own place leaves out a swipe's
    /// `slide` (added back here), so swiping does not move it.
    private func separatorLeading(textLeading: CGFloat, slide: CGFloat) -> CGFloat {
        let resting = textLeading - slide
        textLeadingEstimate = resting
        guard let (guide, standard) = separatorGuide else { return textLeading }
        if standard.constant != resting { standard.constant = resting }
        return guide.layoutFrame.minX + slide
    }
    var showsSeparator = true
    /// The cell is a grid's item, not a list's row: its content view fills it, and it has no
    /// separator, margins or fill of its own.
    var isGridItem = false

    /// The configuration as set, and the view showing its state-updated form.
    var baseContentConfiguration: UIContentConfiguration?
    var contentConfigurationView: (UIView & UIContentView)?
    var baseBackgroundConfiguration: UIBackgroundConfiguration?
    /// The background is the list's default (replaced when the list's look changes).
    var usesListBackground = false
    var shownBackgroundConfiguration: UIBackgroundConfiguration?

    /// How far the row has slid to reveal swipe actions (positive: to the leading side).
    var swipeOffset: CGFloat = 0
    var swipeActionsView: SwipeActionsView?

    /// The cell's part in a drag and in a drop, as its configuration state reports them.
    var dragState: UICellConfigurationDragState = .none
    var dropState: UICellConfigurationDropState = .none

    init(cell: UIView) {
        self.cell = cell
        contentView = UIView()
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        cell.addSubview(background)
        cell.addSubview(contentView)
        cell.addSubview(separator)
    }

    // MARK: Content configuration

    func setContentConfiguration(_ configuration: UIContentConfiguration?, state: UICellConfigurationState, updates: Bool) {
        baseContentConfiguration = configuration
        contentStateApplied = nil
        applyContentConfiguration(state: state, updates: updates)
    }

    /// The state the shown content was last updated for: applying the same configuration for
    /// the same state again changes nothing (a reused row's cell is updated for its reset
    /// state before the data source gives it new content).
    private var contentStateApplied: UICellConfigurationState?

    var shownContentConfiguration: UIContentConfiguration? { contentConfigurationView?.configuration ?? baseContentConfiguration }

    func applyContentConfiguration(state: UICellConfigurationState, updates: Bool) {
        guard let base = baseContentConfiguration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            contentStateApplied = nil
            return
        }
        if updates, let applied = contentStateApplied, applied.isSame(as: state), contentConfigurationView != nil { return }
        contentStateApplied = updates ? state : nil
        let shown = updates ? base.updated(for: state) : base
        if let view = contentConfigurationView, view.supports(shown) {
            view.configuration = shown
        } else {
            contentConfigurationView?.removeFromSuperview()
            let view = shown.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            contentConfigurationView = view
        }
    }

    /// Re-applies both configurations for a new state (each only if it updates automatically).
    func updateConfigurations(for state: UICellConfigurationState, content: Bool, background: Bool) {
        applyContentConfiguration(state: state, updates: content)
        applyBackgroundConfiguration(state: state, updates: background)
        cell.setNeedsLayout()
    }

    func applyBackgroundConfiguration(state: UICellConfigurationState, updates: Bool) {
        shownBackgroundConfiguration = baseBackgroundConfiguration.map { updates ? $0.updated(for: state) : $0 }
    }

    /// The height the content needs at `width` (self-sizing rows).
    func contentHeight(forContentWidth width: CGFloat) -> CGFloat {
        if let view = contentConfigurationView {
            return view.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        let fitting = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                          withHorizontalFittingPriority: .required,
                                                          verticalFittingPriority: .fittingSizeLevel)
        return fitting.height
    }

    // MARK: Layout

    /// Places the accessories at the edges (leading ones from the leading margin, trailing ones
    /// ending at the trailing margin), the content view between them, the fill and the separator.
    /// A view `slots` names takes the size given there, centred in a slot of the width given;
    /// the others their intrinsic (else their own) size. Returns the content view's frame.
    @discardableResult
    func layout(leading: [UIView], trailing: [UIView], slots: [ObjectIdentifier: AccessorySlot] = [:], indent: CGFloat, fill: UIColor?,
                selectedFill: UIColor?) -> CGRect {
        let bounds = cell.bounds
        if isGridItem { return layoutGridItem() }
        let slide = swipeOffset
        // A row slid aside shows its actions, not its content, beyond its edges.
        cell.clipsToBounds = slide != 0 || swipeActionsView != nil
        // The traits carry the window's screen scale (no walk up to the window per row).
        let displayScale = cell.traitCollection.displayScale
        let scale = displayScale > 0 ? displayScale : 2
        let safe = contentSafeInsets
        func slot(of view: UIView) -> AccessorySlot {
            if let slot = slots[ObjectIdentifier(view)] { return slot }
            let size = view.intrinsicContentSize.width > 0 ? view.intrinsicContentSize : view.bounds.size
            return AccessorySlot(size: size, width: size.width)
        }
        func place(_ view: UIView, _ slot: AccessorySlot, slotX: CGFloat) {
            view.frame = CGRect(x: (slotX + (slot.width - slot.size.width) / 2).rounded() + slide, y: ((bounds.height - slot.size.height) / 2).rounded(),
                                width: slot.size.width, height: slot.size.height)
        }
        var x = indent + safe.left
        for view in leading {
            let slot = slot(of: view)
            let left = x + (x == indent + safe.left ? max(0, cellMargin - 4) : 4)
            place(view, slot, slotX: left)
            x = left + slot.width + 4
        }
        let contentX = leading.isEmpty ? indent + safe.left : x
        var right = bounds.width - safe.right - cellMargin
        for view in trailing.reversed() {
            let slot = slot(of: view)
            place(view, slot, slotX: right - slot.width)
            right -= slot.width + 12
        }
        let contentMaxX = trailing.isEmpty ? bounds.width - safe.right : right + 12 - 4
        let contentFrame = CGRect(x: contentX + slide, y: 0, width: max(0, contentMaxX - contentX), height: bounds.height)
        contentView.frame = contentFrame
        let leadingMargin = leading.isEmpty ? cellMargin : 0
        let margins = NSDirectionalEdgeInsets(top: 0, leading: leadingMargin, bottom: 0, trailing: trailing.isEmpty ? cellMargin : 4)
        if contentView.directionalLayoutMargins != margins {
            contentView.directionalLayoutMargins = margins
            // The configured content keeps the content view's margins where they are larger.
            contentConfigurationView?.setNeedsLayout()
        }

        background.frame = bounds.offsetBy(dx: slide, dy: 0)
        let configured = shownBackgroundConfiguration
        background.apply(configured, tint: cell.tintColor ?? .systemBlue, overridingFill: selectedFill, defaultFill: fill,
                         layoutMargins: cell.directionalLayoutMargins)
        let radius = configured.map { $0.cornerRadius > 0 ? $0.cornerRadius : appearance.cornerRadius } ?? appearance.cornerRadius
        background.cornerRadius = radius
        if appearance == .sidebar || appearance == .sidebarPlain || configured?.cornerRadius ?? 0 > 0 {
            background.roundedCorners = .allCorners
        } else {
            var corners: UIRectCorner = []
            if isFirstInSection { corners.formUnion([.topLeft, .topRight]) }
            if isLastInSection { corners.formUnion([.bottomLeft, .bottomRight]) }
            background.roundedCorners = corners
        }

        let hairline = 1 / scale
        contentView.layoutIfNeeded()
        let textLeading = separatorLeading(textLeading: contentFrame.minX + textInset(), slide: slide)
        separator.isHidden = !showsSeparator
        separator.frame = CGRect(x: textLeading + slide, y: bounds.height - hairline,
                                 width: max(0, bounds.width - textLeading), height: hairline)
        if let separators = separatorConfiguration {
            applySeparators(separators, textLeading: textLeading, slide: slide, hairline: hairline)
        } else {
            topSeparator?.isHidden = true
        }
        if let actions = swipeActionsView {
            actions.frame = actions.isLeading
                ? CGRect(x: 0, y: 0, width: max(0, slide), height: bounds.height)
                : CGRect(x: bounds.width + min(0, slide), y: 0, width: max(0, -slide), height: bounds.height)
        }
        return contentFrame
    }

    /// The bottom separator as the configuration says (automatic: as the list decides), and
    /// the top one, which shows only when the configuration asks for it.
    private func applySeparators(_ separators: UIListSeparatorConfiguration, textLeading: CGFloat, slide: CGFloat, hairline: CGFloat) {
        let width = cell.bounds.width
        switch separators.bottomSeparatorVisibility {
        case .automatic: break
        case .visible: separator.isHidden = false
        case .hidden: separator.isHidden = true
        }
        let bottom = separators.span(of: separators.bottomSeparatorInsets, textLeading: textLeading, width: width)
        separator.frame = CGRect(x: bottom.x + slide, y: cell.bounds.height - hairline, width: bottom.width, height: hairline)
        if separator.backgroundColor !== separators.color { separator.backgroundColor = separators.color }
        guard separators.topSeparatorVisibility == .visible else {
            topSeparator?.isHidden = true
            return
        }
        let line = topSeparator ?? {
            let view = UIView()
            view.isUserInteractionEnabled = false
            cell.addSubview(view)
            topSeparator = view
            return view
        }()
        line.isHidden = false
        if line.backgroundColor !== separators.color { line.backgroundColor = separators.color }
        let top = separators.span(of: separators.topSeparatorInsets, textLeading: textLeading, width: width)
        line.frame = CGRect(x: top.x + slide, y: 0, width: top.width, height: hairline)
    }

    /// A grid item: the content view and the configured background fill the cell.
    private func layoutGridItem() -> CGRect {
        let bounds = cell.bounds
        cell.clipsToBounds = false
        contentView.frame = bounds
        separator.isHidden = true
        topSeparator?.isHidden = true
        background.frame = bounds
        let configured = shownBackgroundConfiguration
        background.apply(configured, tint: cell.tintColor ?? .systemBlue, layoutMargins: cell.directionalLayoutMargins)
        background.cornerRadius = configured?.cornerRadius ?? 0
        background.roundedCorners = .allCorners
        return bounds
    }

    /// Where the row's text begins inside the content view, for the separator.
    private func textInset() -> CGFloat {
        if let list = contentConfigurationView as? UIListContentView, list.bounds.width > 0 {
            return list.textLayoutGuideFrame.minX
        }
        return cellMargin
    }
}
