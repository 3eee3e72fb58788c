import CoreGraphics
import Foundation

/// A stepper is not an element: a screen reader sees its two halves, "Decrement" and
/// "Increment" buttons, each not enabled at its limit (unless the stepper wraps).
extension UIStepper: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, elements: accessibilityHalves())
    }

    private func accessibilityHalves() -> [UIAccessibilityElement] {
        let halves = accessibilityStepperElements
        let width = bounds.width / 2
        halves[0].accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        halves[1].accessibilityFrameInContainerSpace = CGRect(x: width, y: 0, width: width, height: bounds.height)
        halves[0].accessibilityLabel = "Decrement"
        halves[1].accessibilityLabel = "Increment"
        halves[0].accessibilityTraits = isEnabled && (wraps || value > minimumValue) ? .button : [.button, .notEnabled]
        halves[1].accessibilityTraits = isEnabled && (wraps || value < maximumValue) ? .button : [.button, .notEnabled]
        halves[0].accessibilityValue = Self.accessibilityNumber(value)
        halves[1].accessibilityValue = Self.accessibilityNumber(value)
        return halves
    }

    private static func accessibilityNumber(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
