import Foundation
import SlatePlatform

/// A text view is an element whose value is its text: editable text to a desktop reader
/// (with its caret), or static text when not editable.
extension UITextView: AccessibilityDefaultsProviding, AccessibilityTextProviding, AccessibilityTextRanging {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        standard.value = text
        if !isEditable { standard.traits.insert(.staticText) }
        standard.role = isEditable ? .textArea : .staticText
        return standard
    }

    var accessibilityEditableString: String { text ?? "" }
    var accessibilityBulletedText: String? { nil }
}
