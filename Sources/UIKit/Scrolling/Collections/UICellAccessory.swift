import Foundation

/// A control or mark at a list cell's edge: a disclosure chevron, a checkmark, editing
/// controls (delete, insert, reorder, multiselect), an outline disclosure, a label or your own
/// view (LIST-05). Each shows always, only while editing, or only while not editing.
///
/// Each takes a slot at its edge `reservedLayoutWidth` wide (the system accessories' own
/// widths by default, `.standard`) and is centred in it, so that rows with different
/// accessories line up. A hidden accessory keeps its slot but is not drawn and does nothing.
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// The width of an accessory's slot at its edge.
    public enum LayoutDimension: Sendable {
        /// The accessory's own width.
        case actual
        /// The width UIKit gives the system accessories (`UICellAccessoryStandardDimension`).
        case standard
        case custom(CGFloat)
    }

    /// Which edge a custom view sits at, in which editing states, and where among the
    /// accessories already at that edge.
    public enum Placement {
        /// An index to insert the accessory at, given the accessories already at the edge in
        /// leading-to-trailing order.
        public typealias Position = ([UICellAccessory]) -> Int

        /// By default nearest the cell's inside: after the accessories already at the edge.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// By default nearest the cell's inside: before the accessories already at the edge.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// Just after the first accessory of `accessory`'s kind at the edge, or at the end
        /// when there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.isSameKind(as: accessory.kind) }.map { $0 + 1 } ?? accessories.count }
        }

        /// Just before the first accessory of `accessory`'s kind at the edge, or at the start
        /// when there is none.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.isSameKind(as: accessory.kind) } ?? 0 }
        }

        var isLeading: Bool { if case .leading = self { true } else { false } }

        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }

        var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): position
            }
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String)
        case custom(UIView)

        /// Whether both are the same kind of accessory, as UIKit matches them by accessory
        /// class: two labels are, whatever their text, and so are any two custom views.
        func isSameKind(as other: Kind) -> Bool {
            switch (self, other) {
            case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete), (.insert, .insert),
                 (.reorder, .reorder), (.multiselect, .multiselect), (.outlineDisclosure, .outlineDisclosure), (.label, .label),
                 (.custom, .custom):
                true
            default:
                false
            }
        }

        /// The drawn glyph of a system accessory, at rest (not selected, not expanded); nil
        /// for a label or a custom view.
        var glyph: AccessoryGlyphView.Glyph? {
            switch self {
            case .disclosureIndicator: .disclosureIndicator
            case .checkmark: .checkmark
            case .delete: .delete
            case .insert: .insert
            case .reorder: .reorder
            case .multiselect: .multiselect(selected: false)
            case .outlineDisclosure: .outlineDisclosure(expanded: false)
            case .label, .custom: nil
            }
        }
    }

    /// How each kind looks beyond its kind: the options that are not common to all.
    struct Look {
        var backgroundColor: UIColor?
        var showsVerticalSeparator = true
        var font: UIFont?
        var adjustsFontForContentSizeCategory = true
        var maintainsFixedSize = false
    }

    let kind: Kind
    let displayed: DisplayedState
    let tintColor: UIColor?
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let look: Look
    /// Where a custom view goes: its edge and its position there.
    let customPlacement: Placement?
    /// Replaces the accessory's own behaviour (delete revealing swipe actions, outline toggling).
    let actionHandler: (@MainActor () -> Void)?

    init(_ kind: Kind, displayed: DisplayedState, tintColor: UIColor? = nil, isHidden: Bool = false,
         reservedLayoutWidth: LayoutDimension = .standard, look: Look = Look(), customPlacement: Placement? = nil,
         actionHandler: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.tintColor = tintColor
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
        self.look = look
        self.customPlacement = customPlacement
        self.actionHandler = actionHandler
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth)
    }

    /// A leading minus; tapping it reveals the row's trailing swipe actions unless `actionHandler` is given.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, look: Look(backgroundColor: options.backgroundColor),
                        actionHandler: actionHandler)
    }

    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, look: Look(backgroundColor: options.backgroundColor),
                        actionHandler: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, look: Look(showsVerticalSeparator: options.showsVerticalSeparator))
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, look: Look(backgroundColor: options.backgroundColor))
    }

    /// A chevron that expands and collapses the item's children (LIST-08).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options.style), displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, actionHandler: actionHandler)
    }

    /// Text at the trailing edge (a count, a status), in the body style unless `options` says.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text), displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth,
                        look: Look(font: options.font, adjustsFontForContentSizeCategory: options.adjustsFontForContentSizeCategory))
    }

    /// Your own view, at the edge, in the editing states and at the position its placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.custom(configuration.customView), displayed: configuration.placement.displayed, tintColor: configuration.tintColor,
                        isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
                        look: Look(maintainsFixedSize: configuration.maintainsFixedSize), customPlacement: configuration.placement)
    }

    /// Whether the accessory takes its slot in these editing states (hidden or not).
    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// Delete, insert, multiselect and outline disclosure sit at the leading edge; a custom
    /// view where its placement says.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect, .outlineDisclosure: true
        case .custom: customPlacement?.isLeading ?? false
        default: false
        }
    }

    /// The width of the accessory's slot, for a view `actualWidth` wide.
    func slotWidth(actualWidth: CGFloat) -> CGFloat {
        switch reservedLayoutWidth {
        case .actual: actualWidth
        case .standard: max(actualWidth, Self.standardWidth(of: kind))
        case .custom(let width): width.isFinite ? max(0, width) : actualWidth
        }
    }

    /// The standard slot of each kind: the system accessories' own glyph widths; a label's
    /// own width (a count stays at the trailing margin); for a custom view, the widest
    /// system glyph's.
    static func standardWidth(of kind: Kind) -> CGFloat {
        if let glyph = kind.glyph { return AccessoryGlyphView.size(of: glyph).width }
        if case .label = kind { return 0 }
        return 24
    }
}
