import Foundation

/// A control or mark at a list cell's edge: a disclosure chevron, a checkmark, editing
/// controls (delete, insert, reorder, multiselect), an outline disclosure, a label or your own
/// view (LIST-05). Each shows always, only while editing, or only while not editing.
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    public enum Placement: Sendable { case leading, trailing }

    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable {
            /// `.header` for a section's header item, else `.cell`.
            case automatic
            /// Tapping anywhere on the cell toggles it.
            case header
            /// Only the chevron toggles; the cell selects.
            case cell
        }
        public var style: Style
        public var tintColor: UIColor?
        public var isHidden: Bool?

        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct Options {
        public var tintColor: UIColor?
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String)
        case custom(UIView, Placement)
    }

    let kind: Kind
    public let displayed: DisplayedState
    let tintColor: UIColor?
    let isHidden: Bool
    /// Replaces the accessory's own behaviour (delete revealing swipe actions, outline toggling).
    let actionHandler: (@MainActor () -> Void)?

    init(_ kind: Kind, displayed: DisplayedState, tintColor: UIColor? = nil, isHidden: Bool? = nil, actionHandler: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.tintColor = tintColor
        self.isHidden = isHidden ?? false
        self.actionHandler = actionHandler
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(.disclosureIndicator, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(.checkmark, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden)
    }

    /// A leading minus; tapping it reveals the row's trailing swipe actions unless `actionHandler` is given.
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self(.delete, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden, actionHandler: actionHandler)
    }

    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self(.insert, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden, actionHandler: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(.reorder, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> Self {
        Self(.multiselect, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden)
    }

    /// A chevron that expands and collapses the item's children (LIST-08).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self(.outlineDisclosure(options.style), displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
             actionHandler: actionHandler)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> Self {
        Self(.label(text), displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden)
    }

    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(.custom(configuration.customView, configuration.placement), displayed: .always, isHidden: configuration.isHidden)
    }

    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Delete, insert, multiselect and outline disclosure sit at the leading edge.
    var placement: Placement {
        switch kind {
        case .delete, .insert, .multiselect, .outlineDisclosure: .leading
        case .custom(_, let placement): placement
        default: .trailing
        }
    }
}
