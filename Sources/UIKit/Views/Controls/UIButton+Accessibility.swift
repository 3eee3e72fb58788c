import Foundation

/// A button is an element named by its title (or, for the system's image-only buttons, what
/// it does), with the button trait and its state's.
extension UIButton: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        standard.traits = controlStateAccessibilityTraits.union(.button)
        standard.label = currentTitle ?? attributedTitle(for: state)?.string ?? configuration?.title ?? systemButtonLabel
        return standard
    }

    /// What UIKit calls its image-only button types.
    private var systemButtonLabel: String? {
        switch buttonType {
        case .close: "Close"
        case .infoLight, .infoDark, .detailDisclosure: "More Info"
        case .contactAdd: "Add Contact"
        default: nil
        }
    }
}
