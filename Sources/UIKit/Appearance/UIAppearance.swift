import Foundation

/// Gives a class an appearance proxy: settings made on the proxy apply to the class's
/// instances — and its subclasses' — as they enter a window.
///
/// `UIView` and `UIBarItem` adopt it. The proxy is a real instance of the receiving class,
/// made for the purpose and never shown; only the properties UIKit marks
/// `UI_APPEARANCE_SELECTOR` (and `tintColor`) record what is set on it (docs/porting.md). A
/// value the app sets on an instance itself always wins over any proxy. Among proxies that
/// match, the one whose outermost container is outermost in the hierarchy wins, then the one
/// with the longer containment chain, the one for more traits, the one for the more derived
/// class, and the one set last.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the receiver.
    static func appearance() -> Self

    /// The proxy for instances inside the hierarchy `containerTypes` describes, innermost
    /// first: `[UINavigationController.self, UITabBarController.self]` is a navigation
    /// controller inside a tab bar controller, not necessarily directly.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self

    /// The proxy for instances whose trait collection contains `trait`.
    static func appearance(for trait: UITraitCollection) -> Self

    /// The proxy for instances with `trait` inside the hierarchy `containerTypes` describes.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearance {}
extension UIBarItem: UIAppearance {}

extension UIAppearance {
    public static func appearance() -> Self {
        AppearanceStore.proxy(of: self)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceStore.proxy(of: self, containers: containerTypes)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceStore.proxy(of: self, traits: trait)
    }

    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceStore.proxy(of: self, containers: containerTypes, traits: trait)
    }
}
