import Foundation

/// A tab bar's look (iOS 13): its background and shadow, and its items' in each layout —
/// stacked (icon over title, a compact-width bar), inline (side by side, a regular-width bar)
/// and compact inline (a short bar).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The selected item's colour when its state appearance names none.
    open var selectionIndicatorTintColor: UIColor?
    /// Drawn behind the selected item, stretched to it (the bar's `selectionIndicatorImage`
    /// when nil).
    open var selectionIndicatorImage: UIImage?
    /// How stacked items (icon over title: a compact-width bar) share the bar's width;
    /// `.automatic` leaves it to the bar's `itemPositioning`.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// A centred stacked item's width; 0 leaves it to the bar's `itemWidth`.
    open var stackedItemWidth: CGFloat = 0
    /// The gap between centred stacked items; 0 leaves it to the bar's `itemSpacing`.
    open var stackedItemSpacing: CGFloat = 0

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tabs = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tabs.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
            inlineLayoutAppearance = tabs.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
            compactInlineLayoutAppearance = tabs.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
            selectionIndicatorTintColor = tabs.selectionIndicatorTintColor
            selectionIndicatorImage = tabs.selectionIndicatorImage
            stackedItemPositioning = tabs.stackedItemPositioning
            stackedItemWidth = tabs.stackedItemWidth
            stackedItemSpacing = tabs.stackedItemSpacing
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }
}

/// How a tab bar's items look in one layout, by state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    public let style: Style
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public convenience override init() {
        self.init(style: .stacked)
    }

    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated {
            let copy = UITabBarItemAppearance(style: style)
            copy.normal = normal.copied()
            copy.selected = selected.copied()
            copy.disabled = disabled.copied()
            return UncheckedCopy(copy)
        }.value
    }
}

/// One state of a tab bar item appearance.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from where the layout puts it (added to the item's own adjustment).
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the badge from its place over the icon's corner.
    open var badgePositionAdjustment: UIOffset = .zero
    /// Moves the badge's text within the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        return copy
    }
}
