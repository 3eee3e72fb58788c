import Foundation

/// A list row in a collection view: a content configuration in the list's style and
/// accessories at its edges (LIST-04, LIST-05).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Shown from the leading edge in order (delete, insert, multiselect, outline disclosure)
    /// and at the trailing edge in order (the rest).
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews(); setNeedsLayout() }
    }

    /// Levels of indentation (the item's depth in an outline, by default).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    open var indentationWidth: CGFloat = 16 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

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
        for view in accessoryViewsByIndex where !accessories.contains(where: { if case .custom(let custom, _) = $0.kind { custom === view } else { false } }) {
            view.removeFromSuperview()
        }
        accessoryViewsByIndex = accessories.map { accessory in
            switch accessory.kind {
            case .disclosureIndicator: AccessoryGlyphView(.disclosureIndicator)
            case .checkmark: AccessoryGlyphView(.checkmark)
            case .delete: AccessoryGlyphView(.delete)
            case .insert: AccessoryGlyphView(.insert)
            case .reorder: AccessoryGlyphView(.reorder)
            case .multiselect: AccessoryGlyphView(.multiselect(selected: isSelected))
            case .outlineDisclosure: AccessoryGlyphView(.outlineDisclosure(expanded: isExpandedInternal))
            case .label(let text): Self.accessoryLabel(text)
            case .custom(let view, _): view
            }
        }
        for (view, accessory) in zip(accessoryViewsByIndex, accessories) {
            (view as? AccessoryGlyphView)?.glyphTintColor = accessory.tintColor
            addSubview(view)
        }
    }

    private static func accessoryLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        AppearanceStore.untracked {
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
        }
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

    override func accessoryViews() -> (leading: [UIView], trailing: [UIView]) {
        var leading: [UIView] = []
        var trailing: [UIView] = []
        for (view, accessory) in zip(accessoryViewsByIndex, accessories) {
            let shown = accessory.isShown(editing: isEditingInternal)
            view.isHidden = !shown
            guard shown else { continue }
            if let glyph = view as? AccessoryGlyphView {
                switch accessory.kind {
                case .multiselect: glyph.glyph = .multiselect(selected: isSelected)
                case .outlineDisclosure: glyph.glyph = .outlineDisclosure(expanded: isExpandedInternal)
                default: break
                }
                if core.appearance == .sidebar, isSelected, accessory.tintColor == nil { glyph.glyphTintColor = .white }
            }
            if let label = view as? UILabel, case .label = accessory.kind {
                // On a tinted sidebar selection the count turns white with the text.
                label.textColor = core.appearance.isSidebar && (isSelected || isHighlighted) ? .white : (accessory.tintColor ?? .secondaryLabel)
            }
            var placement = accessory.placement
            if case .outlineDisclosure(let style) = accessory.kind {
                placement = style == .header || (style == .automatic && isSectionHeaderItem) ? .trailing : .leading
            }
            if placement == .leading { leading.append(view) } else { trailing.append(view) }
        }
        return (leading, trailing)
    }

    override var indentation: CGFloat { CGFloat(indentationLevel) * indentationWidth }

    open override func setNeedsUpdateConfiguration() {
        super.setNeedsUpdateConfiguration()
        setNeedsLayout()
    }
}
