import Foundation

/// One pasted or dropped item, waiting for its result from the paste delegate. Set exactly
/// one result; the paste goes in once every item has one.
@preconcurrency @MainActor
public protocol UITextPasteItem: NSObjectProtocol {
    var itemProvider: NSItemProvider { get }
    /// The drag item's local object, for a drop from this app; nil for a paste.
    var localObject: Any? { get }
    /// The attributes text typed at the paste would have.
    var defaultAttributes: [NSAttributedString.Key: Any] { get }
    func setResult(string: String)
    func setResult(attributedString string: NSAttributedString)
    func setResult(attachment textAttachment: NSTextAttachment)
    /// The item adds nothing.
    func setNoResult()
    /// What the view would paste: the item's text, else (in a text view) its image as an
    /// attachment; else nothing.
    func setDefaultResult()
}

/// A paste item in a search field, which can become a token (iOS 13).
@preconcurrency @MainActor
public protocol UISearchTextFieldPasteItem: UITextPasteItem {
    /// The item becomes `token`, added after the field's tokens, instead of text.
    func setSearchTokenResult(_ token: UISearchToken)
}

@MainActor
class TextPasteItem: NSObject, UITextPasteItem {
    let itemProvider: NSItemProvider
    let localObject: Any?
    let defaultAttributes: [NSAttributedString.Key: Any]
    /// Whether the default result of an image is an attachment (a text view: yes; a field: no).
    private let takesImages: Bool
    private let resolve: (TextPasteResult) -> Void
    private var isResolved = false

    required init(itemProvider: NSItemProvider, localObject: Any?, defaultAttributes: [NSAttributedString.Key: Any], takesImages: Bool,
         resolve: @escaping (TextPasteResult) -> Void) {
        self.itemProvider = itemProvider
        self.localObject = localObject
        self.defaultAttributes = defaultAttributes
        self.takesImages = takesImages
        self.resolve = resolve
    }

    func setResult(string: String) { finish(NSAttributedString(string: string, attributes: defaultAttributes)) }
    func setResult(attributedString string: NSAttributedString) { finish(string) }
    func setResult(attachment textAttachment: NSTextAttachment) { finish(NSAttributedString(attachment: textAttachment)) }
    func setNoResult() { finish(nil) }

    func setDefaultResult() {
        if itemProvider.canLoadObject(ofClass: String.self) {
            _ = itemProvider.loadObjectOnMainActor(ofClass: ItemProviderString.self) { object, _ in
                self.finish((object as? ItemProviderString).map { NSAttributedString(string: $0.string, attributes: self.defaultAttributes) })
            }
        } else if takesImages, itemProvider.canLoadObject(ofClass: UIImage.self) {
            _ = itemProvider.loadObjectOnMainActor(ofClass: UIImage.self) { object, _ in
                guard let image = object as? UIImage else { self.finish(nil); return }
                let attachment = NSTextAttachment()
                attachment.image = image
                self.finish(NSAttributedString(attachment: attachment))
            }
        } else {
            setNoResult()
        }
    }

    /// The first result counts; later ones are ignored.
    private func finish(_ result: NSAttributedString?) {
        finish(result.map(TextPasteResult.text) ?? .nothing)
    }

    func finish(_ result: TextPasteResult) {
        guard !isResolved else { return }
        isResolved = true
        resolve(result)
    }
}

/// What a paste item became.
enum TextPasteResult {
    case nothing
    case text(NSAttributedString)
    /// A search field's token (`UISearchTextFieldPasteItem`).
    case token(UISearchToken)
}

/// A paste item of a search field: it may become a token.
@MainActor
final class SearchTextFieldPasteItem: TextPasteItem, UISearchTextFieldPasteItem {
    func setSearchTokenResult(_ token: UISearchToken) { finish(.token(token)) }
}
