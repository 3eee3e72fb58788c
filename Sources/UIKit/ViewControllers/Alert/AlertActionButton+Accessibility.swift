import Foundation

/// An alert's action is a button named by its title.
extension AlertActionButton: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true, label: action.title)
        standard.traits = controlStateAccessibilityTraits.union(.button)
        if !action.isEnabled { standard.traits.insert(.notEnabled) }
        return standard
    }
}
