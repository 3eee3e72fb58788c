import Foundation

/// What a text view tells its delegate and asks it, with UIKit's defaults. A text view's
/// delegate is also its scroll view delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Before an editable view becomes first responder; false keeps it from editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Before the view resigns; false keeps it editing (unless the resignation is forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// Before each change the user makes (an empty replacement deletes); false refuses it.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// After each change the user made.
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// A link was tapped in a view that is not editing; false keeps it from opening.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// A link was tapped. Deprecated in iOS 10 for the form with `interaction:`, which asks
    /// this one unless implemented — iOS 14 still honours it.
    @available(iOS, introduced: 7.0, deprecated: 10.0, renamed: "textView(_:shouldInteractWith:in:interaction:)")
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Unless implemented: the deprecated form's answer for a tap, as iOS 14 asks it.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        interaction == .invokeDefaultAction ? self.textView(textView, shouldInteractWith: URL, in: characterRange) : true
    }
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
}

/// How the user reached a link.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}
