import Foundation

/// A label is an element named by its text, with the static-text trait.
extension UILabel: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true, traits: .staticText)
        standard.label = attributedText?.string ?? text
        if !isEnabled { standard.traits.insert(.notEnabled) }
        return standard
    }
}
