import Foundation

/// An image view is not an element unless the app makes it one; then it is an image.
extension UIImageView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, traits: .image)
    }
}
