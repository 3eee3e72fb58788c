import Foundation

/// A tab bar button for one child of a tab bar controller (spec TAB-01, TAB-06).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// A system item's title is fixed: setting a view controller's title leaves it alone (VC-13).
    public private(set) var systemItem: SystemItem?

    /// Whether a drag resting on the tab selects it (DND-29).
    open var isSpringLoaded = false

    open var selectedImage: UIImage? { didSet { if selectedImage !== oldValue { itemDidChange() } } }
    /// Text in a red badge at the item's top trailing corner; nil hides the badge.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    open var badgeColor: UIColor? {
        didSet {
            appearanceSetting(\.badgeColor, badgeColor)
            if badgeColor != oldValue { itemDidChange() }
        }
    }

    /// While this item is the selected one, the bar's look instead of the bar's own
    /// `standardAppearance` (copied when set; iOS 13).
    open var standardAppearance: UITabBarAppearance? {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue?.copy() as? UITabBarAppearance
            itemDidChange()
        }
    }
    private var storedStandardAppearance: UITabBarAppearance?

    /// Moves the title by this offset from where the tab places it.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet {
            appearanceSetting(\.titlePositionAdjustment, titlePositionAdjustment)
            if titlePositionAdjustment != oldValue { itemDidChange() }
        }
    }

    /// The badge's text attributes in `state` (`.normal`, `.selected`, `.disabled`); a state
    /// without its own uses `.normal`'s.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setBadgeTextAttributes(textAttributes, for: state) }
        let unchanged = Self.sameAttributes(badgeAttributesByState[state.rawValue], textAttributes)
        badgeAttributesByState[state.rawValue] = textAttributes
        if !unchanged { itemDidChange() }
    }

    /// The badge attributes set for exactly `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }

    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The badge's attributes in `state`: `.normal`'s under the state's own.
    func resolvedBadgeAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes = badgeAttributesByState[UIControl.State.normal.rawValue] ?? [:]
        if state != .normal, let own = badgeAttributesByState[state.rawValue] { attributes.merge(own) { _, new in new } }
        return attributes
    }

    var systemTitle: String? {
        switch systemItem {
        case .more?: "More"
        case .favorites?: "Favorites"
        case .featured?: "Featured"
        case .topRated?: "Top Rated"
        case .recents?: "Recents"
        case .contacts?: "Contacts"
        case .history?: "History"
        case .bookmarks?: "Bookmarks"
        case .search?: "Search"
        case .downloads?: "Downloads"
        case .mostRecent?: "Most Recent"
        case .mostViewed?: "Most Viewed"
        case nil: nil
        }
    }

    var displayTitle: String? { systemTitle ?? title }
}

extension UITabBarItem: UISpringLoadedInteractionSupporting {}
