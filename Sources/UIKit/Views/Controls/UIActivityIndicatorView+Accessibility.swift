import Foundation
import SlatePlatform

/// An activity indicator is an element that says "In progress" while it spins and
/// "Progress halted" when it stops but stays shown.
extension UIActivityIndicatorView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true, traits: .updatesFrequently)
        standard.label = isAnimating ? "In progress" : "Progress halted"
        standard.role = .progressBar
        return standard
    }
}
