import Foundation

/// A bar's customization from before iOS 13 — background images by position and metrics, a
/// shadow image, its style and translucency — and how UIKit draws it: only while no appearance
/// object (`standardAppearance` …) was assigned to the bar, as since iOS 13.
///
/// UIKit's documented rules, kept here once for every bar:
/// - a background image replaces the bar material; it is looked up for the bar's position
///   then `.any`, for its metrics then their fallbacks (`UIBarMetrics.withFallbacks`);
/// - the shadow image replaces the hairline only while a custom background image shows;
/// - translucency not set explicitly follows the image: translucent when any pixel is not
///   fully opaque. Set translucent over an opaque image, the image is drawn at a system
///   opacity below 1; set opaque over a translucent image, the bar puts `barTintColor` (or
///   black for the black style, white otherwise) behind it.
@MainActor
struct LegacyBarBackground {
    /// What the bar was given for each (position, metrics), with whether every pixel is opaque
    /// — read at once, as a bar asks on every layout and the answer needs every pixel.
    private var images: [Key: (image: UIImage, isOpaque: Bool)] = [:]
    /// Shadow images by position (a navigation bar's and tab bar's are for `.any`).
    private var shadowImages: [UIBarPosition: UIImage] = [:]
    /// `isTranslucent` as set in code; nil until then.
    var explicitTranslucency: Bool?

    /// The opacity UIKit gives an opaque custom image on a bar set translucent.
    static let translucentImageAlpha: CGFloat = 0.91

    private struct Key: Hashable {
        let position: UIBarPosition
        let metrics: UIBarMetrics
    }

    var hasImages: Bool { !images.isEmpty }

    func image(for position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
        images[Key(position: position, metrics: metrics)]?.image
    }

    mutating func setImage(_ image: UIImage?, for position: UIBarPosition, metrics: UIBarMetrics) {
        images[Key(position: position, metrics: metrics)] = image.map { ($0, $0.isFullyOpaque) }
    }

    func shadowImage(for position: UIBarPosition) -> UIImage? { shadowImages[position] }

    mutating func setShadowImage(_ image: UIImage?, for position: UIBarPosition) {
        shadowImages[position] = image
    }

    /// The image a bar at `position` with `metrics` draws (and whether it is opaque), or nil
    /// for the material.
    func resolvedImage(for position: UIBarPosition, metrics: UIBarMetrics) -> (image: UIImage, isOpaque: Bool)? {
        guard !images.isEmpty else { return nil }
        for candidate in metrics.withFallbacks {
            if let image = images[Key(position: position, metrics: candidate)] ?? images[Key(position: .any, metrics: candidate)] {
                return image
            }
        }
        return nil
    }

    /// `isTranslucent` as the bar reports it: as set, else from the regular background image's
    /// pixels, else true.
    func isTranslucent(position: UIBarPosition) -> Bool {
        if let explicitTranslucency { return explicitTranslucency }
        guard let resolved = resolvedImage(for: position, metrics: .default) else { return true }
        return !resolved.isOpaque
    }

    /// Draws the customization on `background`: the material tinted by `barTintColor` without a
    /// background image, the image (and the shadow image) with one.
    func apply(to background: BarBackgroundView, position: UIBarPosition, metrics: UIBarMetrics,
               barTintColor: UIColor?, barStyle: UIBarStyle) {
        guard let (image, opaqueImage) = resolvedImage(for: position, metrics: metrics) else {
            background.showDefaultLook(tintedBy: barTintColor)
            return
        }
        switch explicitTranslucency {
        case false? where !opaqueImage:
            background.backgroundColor = barTintColor ?? (barStyle == .black ? .black : .white)
        default:
            background.backgroundColor = .clear
        }
        background.backgroundImage = image
        background.backgroundImageContentMode = .scaleToFill
        background.backgroundImageAlpha = explicitTranslucency == true && opaqueImage ? Self.translucentImageAlpha : 1
        let shadowImage = shadowImages[position] ?? shadowImages[.any]
        background.hairlineColor = shadowImage == nil ? BarMetrics.separator : nil
        background.hairlineImage = shadowImage
    }
}

extension UIImage {
    /// Whether every pixel is fully opaque (an image without pixels, a symbol or a template
    /// image is not: a bar shows through it).
    var isFullyOpaque: Bool {
        guard renderingMode != .alwaysTemplate, let cgImage, cgImage.width > 0, cgImage.height > 0 else { return false }
        return cgImage.isFullyOpaque
    }
}
