import Foundation

extension UIControl {
    /// The traits every control adds for its state: not enabled, selected.
    var controlStateAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
