import Foundation

/// A label is an element named by its text, with the static-text trait.
extension UILabel: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true, traits: .staticText)
        // `text`, not `attributedText`: the same characters without styling a copy of them.
        standard.label = text
        if !isEnabled { standard.traits.insert(.notEnabled) }
        return standard
    }
}
