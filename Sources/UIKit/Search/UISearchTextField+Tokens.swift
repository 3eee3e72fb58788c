import Foundation

/// Tokens: each is one character of the field's text, U+FFFC (as on iOS, where a token is an
/// attachment character), carrying its token and the width its chip takes in the laid-out
/// line. So a token is one position in `UITextInput`'s terms and moves, selects, deletes and
/// undoes with the text; `text` leaves tokens out. The chips are drawn over the space their
/// characters keep.
///
/// The character carries a number naming its token in `tokensByKey`, not the token: Foundation
/// compares neighbouring runs' attribute values when it lays runs out, and comparing two
/// tokens there traps (CFRunArray), where numbers compare as values. A key stays in the table
/// while undo may bring its character back.
extension UISearchTextField {
    // MARK: The token characters

    /// The number of tokens: the token characters at the start of the text.
    var tokenCount: Int {
        let text = content.mutableString
        var count = 0
        while count < text.length, text.character(at: count) == Self.tokenCharacter,
              token(at: count) != nil {
            count += 1
        }
        return count
    }

    func tokens(inCharacters range: NSRange) -> [UISearchToken] {
        let end = min(NSMaxRange(range), tokenCount)
        guard range.location < end else { return [] }
        return (range.location..<end).compactMap { token(at: $0) }
    }

    /// The token whose character stands at `index`, if one does.
    private func token(at index: Int) -> UISearchToken? {
        guard let key = content.attribute(.searchToken, at: index, effectiveRange: nil) as? NSNumber else { return nil }
        return tokensByKey[key.intValue]
    }

    /// Replaces `range` of the token characters with `newTokens`' characters, as code does.
    func replaceTokenCharacters(in range: NSRange, with newTokens: [UISearchToken]) {
        let characters = NSMutableAttributedString(string: "")
        for token in newTokens { characters.append(tokenCharacter(for: token)) }
        editContent(range, with: characters)
    }

    /// A token's character: its token, and the width its chip and the gap after it take.
    private func tokenCharacter(for token: UISearchToken) -> NSAttributedString {
        var attributes = defaultAttributes
        let key = nextTokenKey
        nextTokenKey += 1
        tokensByKey[key] = token
        attributes[.searchToken] = NSNumber(value: key)
        // An NSNumber: attribute values are compared as objects (a Swift CGFloat traps there).
        attributes[.reservedWidth] = NSNumber(value: Double(chipWidth(of: token) + SearchTokenMetrics.gap))
        return NSAttributedString(string: "\u{FFFC}", attributes: attributes)
    }

    /// Edits the text as code does — no delegate, no undo — keeping the selection on the same
    /// characters.
    func editContent(_ range: NSRange, with replacement: NSAttributedString) {
        let range = clamp(range)
        inputDelegate?.textWillChange(self)
        content.replaceCharacters(in: range, with: replacement)
        editor.contentDidChangeOutside(range, changeInLength: replacement.length - range.length)
        inputDelegate?.textDidChange(self)
        textAppearanceDidChange()
        overlaysDidChange()
        scrollToCaret()
    }

    static let tokenCharacter: unichar = 0xFFFC

    // MARK: Chips

    var tokenFont: UIFont { font ?? SearchBarMetrics.font }

    func chipWidth(of token: UISearchToken) -> CGFloat {
        let textWidth = (token.text as NSString).size(withAttributes: [.font: tokenFont]).width
        let icon = token.icon == nil ? 0 : SearchTokenMetrics.iconSize + SearchTokenMetrics.iconSpacing
        return (2 * SearchTokenMetrics.padding + icon + textWidth).rounded(.up)
    }

    /// Draws each token's chip where its character stands: rounded, in
    /// `tokenBackgroundColor`, or in the tint colour with white text while selected.
    func drawTokenChips() {
        let count = tokenCount
        guard count > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let clip = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: clip)
        let font = tokenFont
        let height = (font.lineHeight + 2 * SearchTokenMetrics.verticalPadding).rounded()
        for (index, token) in tokens(inCharacters: NSRange(location: 0, length: count)).enumerated() {
            let caret = caretFrame(at: index)
            let chip = CGRect(x: caret.minX, y: (caret.midY - height / 2).rounded(), width: chipWidth(of: token), height: height)
            let selected = isEditing && selection.length > 0 && NSLocationInRange(index, selection)
            (selected ? tintColor : tokenBackgroundColor).setFill()
            UIBezierPath(roundedRect: chip, cornerRadius: SearchTokenMetrics.cornerRadius).fill()
            let ink: UIColor = selected ? .white : (textColor ?? .label)
            var x = chip.minX + SearchTokenMetrics.padding
            if let icon = token.icon {
                let side = SearchTokenMetrics.iconSize
                let iconRect = CGRect(x: x, y: chip.midY - side / 2, width: side, height: side)
                (icon.renderingMode == .alwaysOriginal ? icon : icon.withTintColor(ink, renderingMode: .alwaysOriginal)).draw(in: iconRect)
                x += side + SearchTokenMetrics.iconSpacing
            }
            let textHeight = font.lineHeight
            (token.text as NSString).draw(at: CGPoint(x: x, y: chip.midY - textHeight / 2), withAttributes: [.font: font, .foregroundColor: ink])
        }
        context.restoreGState()
    }
}

extension NSAttributedString.Key {
    /// A search token's character: the number of its token in its field's `tokensByKey`.
    static let searchToken = NSAttributedString.Key("SlateSearchToken")
}

/// The chips' measurements: the field's type, 6 points either side, a 16-point icon, 5-point
/// corners and 4 points between chips (Slate's, after iOS 14's look; not measured).
@MainActor
enum SearchTokenMetrics {
    /// The chips' colour unless the app sets one: the field's grey, deeper.
    static let defaultBackground = UIColor.systemGray4
    static let padding: CGFloat = 6
    static let verticalPadding: CGFloat = 2
    static let iconSize: CGFloat = 16
    static let iconSpacing: CGFloat = 4
    static let cornerRadius: CGFloat = 5
    static let gap: CGFloat = 4
}
