import Foundation
import SlatePlatform

/// A progress view is an element whose value is its progress as a whole percentage, and
/// which updates frequently.
extension UIProgressView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true, traits: .updatesFrequently)
        standard.label = "Progress"
        standard.value = "\(Int((progress * 100).rounded()))%"
        standard.role = .progressBar
        standard.range = PlatformAccessibilityRange(current: Double(progress), minimum: 0, maximum: 1)
        return standard
    }
}
