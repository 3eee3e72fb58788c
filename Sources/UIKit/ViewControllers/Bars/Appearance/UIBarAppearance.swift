import Foundation

/// How a bar draws its background and its shadow (iOS 13): the base of the navigation bar's,
/// toolbar's and tab bar's appearances.
///
/// Bars copy an appearance when it is assigned, so changing it afterwards changes nothing until
/// it is assigned again, as in UIKit. A bar's background is built from the bottom up: the blur
/// (`backgroundEffect`), the colour, the image, then the shadow along the edge.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The device idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur at the bottom of the background: what lies behind the bar, blurred and tinted
    /// as a `UIVisualEffectView` with the effect shows it (nil: none). The default background
    /// has the chrome material (`.systemChromeMaterial`), which Slate draws as its flat bar
    /// material, the material's look over the window's background, until you set an effect
    /// yourself: any effect set — that one included — blurs what scrolls behind the bar.
    open var backgroundEffect: UIBlurEffect? {
        didSet { usesDefaultMaterial = false }
    }
    /// The colour over the blur (nil: none — the default material, or nothing when
    /// transparent).
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline along the bar's edge; nil or clear hides it.
    open var shadowColor: UIColor?
    /// Drawn along the edge instead of `shadowColor` (an empty `UIImage()` hides the hairline).
    open var shadowImage: UIImage?
    /// Whether the background is the bar material: `configureWithDefaultBackground()` sets it
    /// and setting `backgroundEffect` clears it.
    var usesDefaultMaterial = true

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// A copy of `barAppearance`'s background and shadow (of any bar's appearance class).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        takeBackground(from: barAppearance)
    }

    func takeBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
        usesDefaultMaterial = other.usesDefaultMaterial
    }

    /// A copy of the same class (what bars keep when an appearance is assigned). Foundation's
    /// `NSCopying` is not the main actor's; the copy is made on the main actor it is called from.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { UncheckedCopy(type(of: self).init(barAppearance: self)) }.value
    }

    /// The system's background: the bar material and its hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        usesDefaultMaterial = true
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = BarMetrics.separator
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = BarMetrics.separator
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// Draws this background and shadow on a bar's background view.
    func apply(to background: BarBackgroundView) {
        let effect = usesDefaultMaterial ? nil : backgroundEffect
        background.effect = effect
        background.backgroundColor = backgroundColor ?? (usesDefaultMaterial ? BarMetrics.background : .clear)
        background.backgroundImage = backgroundImage
        background.backgroundImageContentMode = backgroundImageContentMode
        background.backgroundImageAlpha = 1
        background.hairlineColor = shadowImage == nil ? shadowColor : nil
        background.hairlineImage = shadowImage
    }
}

/// Carries a copy made on the main actor out of `MainActor.assumeIsolated`.
struct UncheckedCopy: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}
