import Foundation

/// A list row in a collection view: a content configuration in the list's style and
/// accessories at its edges (LIST-04, LIST-05).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Shown from the leading edge in order (delete, insert, multiselect, outline disclosure)
    /// and at the trailing edge in order (the rest); custom views where their placements say.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews(); setNeedsLayout() }
    }

    /// Levels of indentation (the item's depth in an outline, by default).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    open var indentationWidth: CGFloat = 16 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// A guide whose leading edge the cell's separators start at. It sits where the list puts
    /// them (the leading edge of the text); constrain its `leadingAnchor` (to a label's, say)
    /// to move them. A separator configuration's explicit leading inset still wins.
    public var separatorLayoutGuide: UILayoutGuide { core.separatorLayoutGuide }

    /// Set by the collection view: the list's look and whether the cell is its section's header item.
    var isSectionHeaderItem = false

    public required init(frame: CGRect) {
        super.init(frame: frame)
    }


    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A list configuration in the style of the cell's list (a header style for a section's
    /// header item).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (core.appearance, isSectionHeaderItem) {
        case (.sidebar, true), (.sidebarPlain, true): .sidebarHeader()
        case (.plain, true): .plainHeader()
        case (_, true): .groupedHeader()
        case (.sidebar, false), (.sidebarPlain, false): .sidebarCell()
        default: .cell()
        }
    }

    // MARK: Accessory views

    /// One view per accessory, in the order given.
    private(set) var accessoryViewsByIndex: [UIView] = []

    private func rebuildAccessoryViews() {
        for view in accessoryViewsByIndex where !accessories.contains(where: { if case .custom(let custom) = $0.kind { custom === view } else { false } }) {
            view.removeFromSuperview()
        }
        // Glyphs start at rest; `style(_:for:)` gives them the selection and expansion at layout.
        accessoryViewsByIndex = accessories.map { accessory in
            switch accessory.kind {
            case .label(let text): Self.accessoryLabel(text, look: accessory.look)
            case .custom(let view): view
            // Every other kind is a system accessory, drawn as a glyph.
            default: AccessoryGlyphView(accessory.kind.glyph!)
            }
        }
        for (view, accessory) in zip(accessoryViewsByIndex, accessories) {
            if let glyph = view as? AccessoryGlyphView {
                glyph.glyphTintColor = accessory.tintColor
                glyph.markColor = accessory.tintColor
                glyph.circleColor = accessory.look.backgroundColor
            } else if case .custom = accessory.kind, let tint = accessory.tintColor {
                view.tintColor = tint
            }
            addSubview(view)
        }
    }

    private static func accessoryLabel(_ text: String, look: UICellAccessory.Look) -> UILabel {
        let label = UILabel()
        label.text = text
        AppearanceStore.untracked {
            label.font = look.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
        }
        label.adjustsFontForContentSizeCategory = look.adjustsFontForContentSizeCategory
        label.sizeToFit()
        return label
    }

    /// The accessory under a point in the cell, if any.
    func accessory(at point: CGPoint) -> UICellAccessory? {
        for (view, accessory) in zip(accessoryViewsByIndex, accessories) where view.superview === self && !view.isHidden {
            if view.frame.insetBy(dx: -8, dy: -8).contains(point) { return accessory }
        }
        return nil
    }

    var outlineAccessory: UICellAccessory? {
        accessories.first { if case .outlineDisclosure = $0.kind { true } else { false } }
    }

    /// The accessories displayed in the current editing state, at their edges in leading-to-
    /// trailing order, with the slots they take. The system accessories keep the order they
    /// were given; each custom view goes where its placement's position puts it among those
    /// already at its edge. A hidden accessory keeps its slot, not drawn.
    override func accessoryViews() -> (leading: [UIView], trailing: [UIView], slots: [ObjectIdentifier: AccessorySlot]) {
        var edges: (leading: [Int], trailing: [Int]) = ([], [])
        var customs: [Int] = []
        for (index, accessory) in accessories.enumerated() {
            let view = accessoryViewsByIndex[index]
            let displayed = accessory.isDisplayed(editing: isEditingInternal)
            view.isHidden = !displayed || accessory.isHidden
            guard displayed else { continue }
            if case .custom = accessory.kind { customs.append(index); continue }
            if isLeading(accessory) { edges.leading.append(index) } else { edges.trailing.append(index) }
        }
        for index in customs {
            let accessory = accessories[index]
            let leading = isLeading(accessory)
            let edge = leading ? edges.leading : edges.trailing
            let position = accessory.customPlacement?.position(edge.map { accessories[$0] }) ?? edge.count
            let at = min(max(0, position), edge.count)
            if leading { edges.leading.insert(index, at: at) } else { edges.trailing.insert(index, at: at) }
        }
        var slots: [ObjectIdentifier: AccessorySlot] = [:]
        for index in edges.leading + edges.trailing {
            let view = accessoryViewsByIndex[index]
            let accessory = accessories[index]
            style(view, for: accessory)
            // The grip's separator shows only after another accessory at its edge.
            if let grip = view as? AccessoryGlyphView, case .reorder = accessory.kind {
                let edge = edges.leading.contains(index) ? edges.leading : edges.trailing
                grip.showsVerticalSeparator = accessory.look.showsVerticalSeparator && edge.first != index
            }
            let size = accessorySize(of: view, for: accessory)
            slots[ObjectIdentifier(view)] = AccessorySlot(size: size, width: accessory.slotWidth(actualWidth: size.width))
        }
        return (edges.leading.map { accessoryViewsByIndex[$0] }, edges.trailing.map { accessoryViewsByIndex[$0] }, slots)
    }

    /// Where the accessory goes: an outline disclosure by its style (a header's at the
    /// trailing edge), the others by their kind or placement.
    private func isLeading(_ accessory: UICellAccessory) -> Bool {
        if case .outlineDisclosure(let style) = accessory.kind {
            return !(style == .header || (style == .automatic && isSectionHeaderItem))
        }
        return accessory.isLeading
    }

    /// The glyph's state, and the colours a tinted sidebar selection turns white.
    private func style(_ view: UIView, for accessory: UICellAccessory) {
        if let glyph = view as? AccessoryGlyphView {
            switch accessory.kind {
            case .multiselect: glyph.glyph = .multiselect(selected: isSelected)
            case .outlineDisclosure: glyph.glyph = .outlineDisclosure(expanded: isExpandedInternal)
            default: break
            }
            let selectedInSidebar = core.appearance == .sidebar && isSelected && accessory.tintColor == nil
            glyph.glyphTintColor = selectedInSidebar ? .white : accessory.tintColor
        }
        if let label = view as? UILabel, case .label = accessory.kind {
            // On a tinted sidebar selection the count turns white with the text.
            label.textColor = core.appearance.isSidebar && (isSelected || isHighlighted) ? .white : (accessory.tintColor ?? .secondaryLabel)
        }
    }

    /// A view's size at the edge: a custom view that keeps a fixed size, its frame's; others
    /// the size they ask for (the frame's where they ask for none), at most the row's height.
    /// The reorder grip with its separator (after another accessory) spans the row.
    private func accessorySize(of view: UIView, for accessory: UICellAccessory) -> CGSize {
        if case .custom = accessory.kind, accessory.look.maintainsFixedSize { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        var size = CGSize(width: intrinsic.width > 0 ? intrinsic.width : view.bounds.width,
                          height: intrinsic.height > 0 ? intrinsic.height : view.bounds.height)
        if let grip = view as? AccessoryGlyphView, case .reorder = accessory.kind, grip.showsVerticalSeparator { size.height = bounds.height }
        if case .custom = accessory.kind { size.height = min(size.height, bounds.height) }
        return size
    }

    override var indentation: CGFloat { CGFloat(indentationLevel) * indentationWidth }

    open override func setNeedsUpdateConfiguration() {
        super.setNeedsUpdateConfiguration()
        setNeedsLayout()
    }
}
