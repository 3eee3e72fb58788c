import Foundation

/// A search text field's delegate: a text field's, and the items tokens copy as.
@preconcurrency @MainActor
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// What `token` copies as: with `allowsCopyingTokens`, Copy (and Cut) of a selection
    /// holding tokens puts these items on the pasteboard. Without this method tokens copy as
    /// nothing (the selection's text still copies).
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider
}

extension UISearchTextFieldDelegate {
    /// No items: the tokens copy as nothing.
    public func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
        NSItemProvider()
    }
}
