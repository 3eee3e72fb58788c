import Foundation
import SlatePlatform

/// A text field is an element whose value is its text (bullets when secure), or its
/// placeholder while empty; a search bar's field is a search field.
extension UITextField: AccessibilityDefaultsProviding, AccessibilityTextProviding, AccessibilityTextRanging {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        let text = self.text ?? ""
        if text.isEmpty {
            standard.value = placeholder
        } else {
            standard.value = isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        }
        if !isEnabled { standard.traits.insert(.notEnabled) }
        if isSearchBarField { standard.traits.insert(.searchField) }
        standard.role = isSecureTextEntry ? .passwordText : (isSearchBarField ? .searchField : .textField)
        return standard
    }

    /// Secure text is never read out.
    var accessibilityEditableString: String {
        isSecureTextEntry ? String(repeating: "•", count: (text ?? "").count) : (text ?? "")
    }

    var accessibilityBulletedText: String? { isSecureTextEntry ? (text ?? "") : nil }

    private var isSearchBarField: Bool {
        var ancestor = superview
        while let view = ancestor {
            if view is UISearchBar { return true }
            ancestor = view.superview
        }
        return false
    }
}
