import Foundation

/// What a text view's paste asks its delegate, in order: each item's result (`transform`),
/// then the items' text joined (`combineItemAttributedStrings`), then putting it in
/// (`performPasteOf`). Every method is optional. Drops of text from another view (or app) go
/// through the same steps.
@preconcurrency @MainActor
public protocol UITextPasteDelegate: NSObjectProtocol {
    /// Give the item its result — a string, an attributed string, an attachment, nothing, or
    /// the default (the item's text, or its image as an attachment) — now or later.
    func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting, transform item: UITextPasteItem)
    /// The items' results as one text; by default one after another.
    func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
                                          combineItemAttributedStrings itemStrings: [NSAttributedString],
                                          for textRange: UITextRange) -> NSAttributedString
    /// Puts the text in place of `textRange` and returns the range it takes; by default as
    /// typing would, through the view's delegate and undo.
    func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
                                          performPasteOf attributedString: NSAttributedString, to textRange: UITextRange) -> UITextRange
}

extension UITextPasteDelegate {
    public func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting, transform item: UITextPasteItem) {
        item.setDefaultResult()
    }

    public func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
                                                 combineItemAttributedStrings itemStrings: [NSAttributedString],
                                                 for textRange: UITextRange) -> NSAttributedString {
        TextPaste.combine(itemStrings)
    }

    public func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
                                                 performPasteOf attributedString: NSAttributedString, to textRange: UITextRange) -> UITextRange {
        TextPaste.performDefault(attributedString, to: textRange, in: textPasteConfigurationSupporting)
    }
}
