import CoreGraphics
import Foundation

/// A segmented control is not an element: each segment is a button named by its title,
/// selected when it is the selected segment, not enabled when it or the control is not.
extension UISegmentedControl: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, elements: accessibilitySegments())
    }

    private func accessibilitySegments() -> [UIAccessibilityElement] {
        while accessibilitySegmentElements.count < numberOfSegments {
            accessibilitySegmentElements.append(UIAccessibilityElement(accessibilityContainer: self))
        }
        accessibilitySegmentElements.removeLast(accessibilitySegmentElements.count - numberOfSegments)
        var x = bounds.minX
        for (index, width) in segmentWidths(total: bounds.width).enumerated() where index < numberOfSegments {
            let element = accessibilitySegmentElements[index]
            element.accessibilityFrameInContainerSpace = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width
            element.accessibilityLabel = titleForSegment(at: index) ?? ""
            var traits: UIAccessibilityTraits = .button
            if index == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
        }
        return accessibilitySegmentElements
    }
}
