import Foundation

/// An immutable set of interface traits: size classes, idiom, scale, appearance, text size….
///
/// A trait a collection does not specify reads as its "unspecified" value (`.unspecified`,
/// or 0 for `displayScale`). Merging (`init(traitsFrom:)`) takes, for each trait, the last
/// collection that specifies it (spec TRAIT-04, TRAIT-05).
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The specified traits; nil means unspecified.
    struct Traits: Hashable, Sendable {
        var horizontalSizeClass: UIUserInterfaceSizeClass?
        var verticalSizeClass: UIUserInterfaceSizeClass?
        var userInterfaceIdiom: UIUserInterfaceIdiom?
        var displayScale: CGFloat?
        var userInterfaceStyle: UIUserInterfaceStyle?
        var layoutDirection: UITraitEnvironmentLayoutDirection?
        var preferredContentSizeCategory: UIContentSizeCategory?
        var displayGamut: UIDisplayGamut?
        var forceTouchCapability: UIForceTouchCapability?
        var accessibilityContrast: UIAccessibilityContrast?
        var userInterfaceLevel: UIUserInterfaceLevel?
        var legibilityWeight: UILegibilityWeight?
        var activeAppearance: UIUserInterfaceActiveAppearance?

        /// Every trait `other` specifies replaces ours.
        func overlaid(with other: Traits) -> Traits {
            var merged = self
            merged.horizontalSizeClass = other.horizontalSizeClass ?? horizontalSizeClass
            merged.verticalSizeClass = other.verticalSizeClass ?? verticalSizeClass
            merged.userInterfaceIdiom = other.userInterfaceIdiom ?? userInterfaceIdiom
            merged.displayScale = other.displayScale ?? displayScale
            merged.userInterfaceStyle = other.userInterfaceStyle ?? userInterfaceStyle
            merged.layoutDirection = other.layoutDirection ?? layoutDirection
            merged.preferredContentSizeCategory = other.preferredContentSizeCategory ?? preferredContentSizeCategory
            merged.displayGamut = other.displayGamut ?? displayGamut
            merged.forceTouchCapability = other.forceTouchCapability ?? forceTouchCapability
            merged.accessibilityContrast = other.accessibilityContrast ?? accessibilityContrast
            merged.userInterfaceLevel = other.userInterfaceLevel ?? userInterfaceLevel
            merged.legibilityWeight = other.legibilityWeight ?? legibilityWeight
            merged.activeAppearance = other.activeAppearance ?? activeAppearance
            return merged
        }

        /// How many traits are specified (an appearance proxy for more traits is more specific).
        var specifiedCount: Int {
            let specified: [Bool] = [
                horizontalSizeClass != nil, verticalSizeClass != nil, userInterfaceIdiom != nil, displayScale != nil,
                userInterfaceStyle != nil, layoutDirection != nil, preferredContentSizeCategory != nil, displayGamut != nil,
                forceTouchCapability != nil, accessibilityContrast != nil, userInterfaceLevel != nil, legibilityWeight != nil,
                activeAppearance != nil,
            ]
            return specified.filter { $0 }.count
        }

        /// Whether every trait `other` specifies has the same value here.
        func contains(_ other: Traits) -> Bool {
            func same<T: Equatable>(_ mine: T?, _ theirs: T?) -> Bool { theirs == nil || mine == theirs }
            return same(horizontalSizeClass, other.horizontalSizeClass)
                && same(verticalSizeClass, other.verticalSizeClass)
                && same(userInterfaceIdiom, other.userInterfaceIdiom)
                && same(displayScale, other.displayScale)
                && same(userInterfaceStyle, other.userInterfaceStyle)
                && same(layoutDirection, other.layoutDirection)
                && same(preferredContentSizeCategory, other.preferredContentSizeCategory)
                && same(displayGamut, other.displayGamut)
                && same(forceTouchCapability, other.forceTouchCapability)
                && same(accessibilityContrast, other.accessibilityContrast)
                && same(userInterfaceLevel, other.userInterfaceLevel)
                && same(legibilityWeight, other.legibilityWeight)
                && same(activeAppearance, other.activeAppearance)
        }
    }

    let traits: Traits

    init(traits: Traits) {
        self.traits = traits
        super.init()
    }

    /// A collection that specifies nothing.
    public override convenience init() { self.init(traits: Traits()) }

    /// Merges in order: for each trait the last collection that specifies it wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(traits: collections.reduce(Traits()) { $0.overlaid(with: $1.traits) })
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        var t = Traits(); t.horizontalSizeClass = horizontalSizeClass == .unspecified ? nil : horizontalSizeClass
        self.init(traits: t)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        var t = Traits(); t.verticalSizeClass = verticalSizeClass == .unspecified ? nil : verticalSizeClass
        self.init(traits: t)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        var t = Traits(); t.userInterfaceIdiom = userInterfaceIdiom == .unspecified ? nil : userInterfaceIdiom
        self.init(traits: t)
    }

    public convenience init(displayScale: CGFloat) {
        var t = Traits(); t.displayScale = displayScale > 0 ? displayScale : nil
        self.init(traits: t)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        var t = Traits(); t.userInterfaceStyle = userInterfaceStyle == .unspecified ? nil : userInterfaceStyle
        self.init(traits: t)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        var t = Traits(); t.layoutDirection = layoutDirection == .unspecified ? nil : layoutDirection
        self.init(traits: t)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        var t = Traits()
        t.preferredContentSizeCategory = preferredContentSizeCategory == .unspecified ? nil : preferredContentSizeCategory
        self.init(traits: t)
    }

    public convenience init(displayGamut: UIDisplayGamut) {
        var t = Traits(); t.displayGamut = displayGamut == .unspecified ? nil : displayGamut
        self.init(traits: t)
    }

    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        var t = Traits(); t.forceTouchCapability = forceTouchCapability == .unknown ? nil : forceTouchCapability
        self.init(traits: t)
    }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        var t = Traits(); t.accessibilityContrast = accessibilityContrast == .unspecified ? nil : accessibilityContrast
        self.init(traits: t)
    }

    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        var t = Traits(); t.userInterfaceLevel = userInterfaceLevel == .unspecified ? nil : userInterfaceLevel
        self.init(traits: t)
    }

    public convenience init(legibilityWeight: UILegibilityWeight) {
        var t = Traits(); t.legibilityWeight = legibilityWeight == .unspecified ? nil : legibilityWeight
        self.init(traits: t)
    }

    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        var t = Traits(); t.activeAppearance = activeAppearance == .unspecified ? nil : activeAppearance
        self.init(traits: t)
    }

    // MARK: Traits

    public var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass ?? .unspecified }
    public var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass ?? .unspecified }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { traits.userInterfaceIdiom ?? .unspecified }
    public var displayScale: CGFloat { traits.displayScale ?? 0 }
    public var userInterfaceStyle: UIUserInterfaceStyle { traits.userInterfaceStyle ?? .unspecified }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { traits.layoutDirection ?? .unspecified }
    public var preferredContentSizeCategory: UIContentSizeCategory { traits.preferredContentSizeCategory ?? .unspecified }
    public var displayGamut: UIDisplayGamut { traits.displayGamut ?? .unspecified }
    public var forceTouchCapability: UIForceTouchCapability { traits.forceTouchCapability ?? .unknown }
    public var accessibilityContrast: UIAccessibilityContrast { traits.accessibilityContrast ?? .unspecified }
    public var userInterfaceLevel: UIUserInterfaceLevel { traits.userInterfaceLevel ?? .unspecified }
    public var legibilityWeight: UILegibilityWeight { traits.legibilityWeight ?? .unspecified }
    public var activeAppearance: UIUserInterfaceActiveAppearance { traits.activeAppearance ?? .unspecified }

    /// True when every trait `trait` specifies has the same value here (an empty collection
    /// is contained in every collection) — spec TRAIT-07.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return traits.contains(trait.traits)
    }

    /// Whether dynamic colors could resolve differently between the two collections.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection ?? UITraitCollection()
        return userInterfaceStyle != other.userInterfaceStyle
            || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel
            || displayGamut != other.displayGamut
    }

    // MARK: Current

    /// The collection dynamic colors and images resolve against on this thread. UIKit sets it
    /// around drawing and layout; outside those it is what you last set (initially empty).
    public static var current: UITraitCollection {
        get { CurrentTraits.value ?? CurrentTraits.empty }
        set { CurrentTraits.value = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = CurrentTraits.value
        CurrentTraits.value = self
        defer { CurrentTraits.value = previous }
        try actions()
    }

    // MARK: NSObject

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.traits == traits
    }

    public override var hash: Int { traits.hashValue }

    public override var description: String {
        var parts: [String] = []
        if let v = traits.userInterfaceIdiom { parts.append("UserInterfaceIdiom = \(v)") }
        if let v = traits.displayScale { parts.append("DisplayScale = \(v)") }
        if let v = traits.horizontalSizeClass { parts.append("HorizontalSizeClass = \(v)") }
        if let v = traits.verticalSizeClass { parts.append("VerticalSizeClass = \(v)") }
        if let v = traits.userInterfaceStyle { parts.append("UserInterfaceStyle = \(v)") }
        if let v = traits.userInterfaceLevel { parts.append("UserInterfaceLevel = \(v)") }
        if let v = traits.layoutDirection { parts.append("LayoutDirection = \(v)") }
        if let v = traits.preferredContentSizeCategory { parts.append("PreferredContentSizeCategory = \(v)") }
        if let v = traits.accessibilityContrast { parts.append("AccessibilityContrast = \(v)") }
        return "<UITraitCollection: \(parts.joined(separator: ", "))>"
    }
}

/// The per-thread `UITraitCollection.current`.
private enum CurrentTraits {
    private static let storage = ThreadLocal<UITraitCollection?>(initial: { nil })
    /// What `current` reads when nothing is set: one empty collection (it cannot change), not
    /// a new one each time a colour resolves.
    static let empty = UITraitCollection()

    static var value: UITraitCollection? {
        get { storage.value }
        set { storage.value = newValue }
    }
}
