import Foundation

/// A paste, or a drop from elsewhere, through the app's `UITextPasteDelegate`: every item is
/// given to `transform`, which gives it a result now or later; once all have one, the results
/// are combined and the delegate (by default the view, as typing) puts the text in.
@MainActor
enum TextPaste {
    /// Runs `items` (with their drag items' local objects) through `delegate` into `range`;
    /// `completion` runs once the paste is in (or came to nothing), which may be later: an
    /// item from another application loads its data in the background. The items are kept
    /// until then.
    static func run(_ items: [(provider: NSItemProvider, localObject: Any?)], into range: NSRange,
                    host: TextEditorHost & UITextPasteConfigurationSupporting, delegate: UITextPasteDelegate,
                    completion: @escaping () -> Void = {}) {
        guard !items.isEmpty else { return completion() }
        let paste = Pending(count: items.count)
        let textRange = IndexedTextRange(range)
        let takesImages = host is UITextView
        // A search field's items may become tokens (`UISearchTextFieldPasteItem`).
        let itemClass: TextPasteItem.Type = host is UISearchTextField ? SearchTextFieldPasteItem.self : TextPasteItem.self
        for (index, item) in items.enumerated() {
            let pasteItem = itemClass.init(itemProvider: item.provider, localObject: item.localObject,
                                           defaultAttributes: host.insertionAttributes, takesImages: takesImages) { [weak host, weak delegate] result in
                guard paste.resolve(index, with: result) else { return }
                defer { completion() }
                guard let host, let delegate else { return }
                // Tokens join the field's after its text goes in (at the range the paste was
                // asked for, before the tokens move it).
                let tokens = paste.results.compactMap { if case .token(let token) = $0 { token } else { nil } }
                defer {
                    if let field = host as? UISearchTextField {
                        for token in tokens { field.insertToken(token, at: field.tokens.count) }
                    }
                }
                let strings = paste.results.compactMap { if case .text(let text) = $0 { text } else { nil } }
                guard !strings.isEmpty else { return }
                let combined = delegate.textPasteConfigurationSupporting(host, combineItemAttributedStrings: strings, for: textRange)
                _ = delegate.textPasteConfigurationSupporting(host, performPasteOf: combined, to: textRange)
            }
            paste.items.append(pasteItem)
            delegate.textPasteConfigurationSupporting(host, transform: pasteItem)
        }
    }

    /// The items of one paste and their results so far; it holds the items until the last
    /// result (the resolving closure holds it).
    private final class Pending {
        var items: [TextPasteItem] = []
        private(set) var results: [TextPasteResult]
        private var remaining: Int

        init(count: Int) {
            results = Array(repeating: .nothing, count: count)
            remaining = count
        }

        /// Records a result; true when it was the last.
        func resolve(_ index: Int, with result: TextPasteResult) -> Bool {
            results[index] = result
            remaining -= 1
            if remaining == 0 { items = [] }
            return remaining == 0
        }
    }

    /// The items' results one after another.
    static func combine(_ strings: [NSAttributedString]) -> NSAttributedString {
        let combined = NSMutableAttributedString(string: "")
        for string in strings { combined.append(string) }
        return combined
    }

    /// What the view does with the combined text: in place of `textRange`, through the view's
    /// delegate and undo as typing, on one line in a text field; the caret after it. Returns
    /// the range the text takes (the empty range at its start when refused).
    static func performDefault(_ text: NSAttributedString, to textRange: UITextRange,
                               in supporting: UITextPasteConfigurationSupporting) -> UITextRange {
        guard let host = supporting as? TextEditorHost, let range = host.clamped(textRange) else { return textRange }
        let editor = host.editor
        var text = text
        let fitted = editor.fitted(text.string)
        if fitted != text.string {
            let attributes = text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : host.insertionAttributes
            text = NSAttributedString(string: fitted, attributes: attributes)
        }
        guard host.acceptsUserChanges, host.shouldChangeText(in: range, replacementText: text.string) else {
            return IndexedTextRange(NSRange(location: range.location, length: 0))
        }
        editor.undoRecorder.endRun()
        editor.replaceText(in: range, with: text, undo: .change, selecting: NSRange(location: range.location + text.length, length: 0))
        return IndexedTextRange(NSRange(location: range.location, length: text.length))
    }
}
