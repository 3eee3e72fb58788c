import Foundation
import SlatePlatform

/// A slider is adjustable; its value is its position as a whole percentage, and each
/// increment or decrement moves it a tenth of its range, sending `.valueChanged`.
extension UISlider: AccessibilityDefaultsProviding, AccessibilityAdjustable {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        standard.traits = controlStateAccessibilityTraits.union(.adjustable)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        standard.value = "\(Int((fraction * 100).rounded()))%"
        standard.role = .slider
        standard.range = PlatformAccessibilityRange(current: Double(value), minimum: Double(minimumValue),
                                                    maximum: Double(maximumValue), step: Double(span) / 10)
        return standard
    }

    func accessibilityAdjust(by steps: Int) {
        guard isEnabled else { return }
        moveForAccessibility(to: value + Float(steps) * (maximumValue - minimumValue) / 10)
    }

    func accessibilitySetValue(_ newValue: Double) -> Bool {
        guard isEnabled else { return false }
        moveForAccessibility(to: Float(newValue))
        return true
    }

    private func moveForAccessibility(to newValue: Float) {
        let old = value
        setValue(newValue, animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }
}
