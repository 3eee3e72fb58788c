import Foundation

/// A token in a search field (iOS 13): a chip with an optional icon and a text, standing for a
/// filter the app applies along with the search text. Tokens are made by the app and always
/// stand together before the field's text.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon before the text (drawn at 16 points, tinted like the text); nil for none.
    let icon: UIImage?
    /// The chip's text.
    let text: String
    /// The app's object for this token (the filter it stands for); nil by default.
    open var representedObject: Any?

    /// A token showing `icon` (nil for none) and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
