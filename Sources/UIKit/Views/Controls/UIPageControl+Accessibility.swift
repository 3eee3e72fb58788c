import Foundation
import SlatePlatform

/// A page control is adjustable: its value says "page 2 of 5", and an increment or decrement
/// turns a page, sending `.valueChanged`.
extension UIPageControl: AccessibilityDefaultsProviding, AccessibilityAdjustable {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        standard.traits = controlStateAccessibilityTraits.union(.adjustable)
        standard.value = numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
        standard.role = .spinButton
        standard.range = PlatformAccessibilityRange(current: Double(currentPage), minimum: 0,
                                                    maximum: Double(max(0, numberOfPages - 1)), step: 1)
        return standard
    }

    func accessibilityAdjust(by steps: Int) {
        _ = accessibilitySetValue(Double(currentPage + steps))
    }

    func accessibilitySetValue(_ value: Double) -> Bool {
        guard isEnabled, numberOfPages > 0 else { return false }
        let page = min(max(0, Int(value.rounded())), numberOfPages - 1)
        guard page != currentPage else { return true }
        currentPage = page
        sendActions(for: .valueChanged)
        return true
    }
}
