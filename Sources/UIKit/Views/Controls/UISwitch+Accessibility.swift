import Foundation
import SlatePlatform

/// A switch is a button whose value is "1" when on and "0" when off; to a desktop reader, a
/// toggle button, checked when on.
extension UISwitch: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        standard.traits = controlStateAccessibilityTraits.union(.button)
        standard.value = isOn ? "1" : "0"
        standard.role = .toggleButton
        return standard
    }
}
