import Foundation

/// Views whose images can grow with the accessibility text sizes (iOS 11).
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {
    /// How much larger the image shows: at an accessibility text size, a vector (PDF) or symbol
    /// image grows as body text does from the Large size; otherwise, and for bitmaps (which
    /// UIKit does not scale either), 1.
    var accessibilityImageScale: CGFloat {
        guard adjustsImageSizeForAccessibilityContentSizeCategory,
              traitCollection.preferredContentSizeCategory.isAccessibilityCategory,
              let image = displayedImage, image.vector != nil || image.isSymbolImage else { return 1 }
        let metrics = UIFontMetrics(forTextStyle: .body)
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let base = metrics.scaledValue(for: 100, compatibleWith: large)
        return base > 0 ? metrics.scaledValue(for: 100, compatibleWith: traitCollection) / base : 1
    }
}
