import Foundation

/// A text view whose pastes (and drops) an app can transform: `UITextView` and `UITextField`.
@preconcurrency @MainActor
public protocol UITextPasteConfigurationSupporting: UIPasteConfigurationSupporting {
    /// Transforms each pasted item, combines them and puts the result in; nil: plain pastes.
    var pasteDelegate: UITextPasteDelegate? { get set }
}
