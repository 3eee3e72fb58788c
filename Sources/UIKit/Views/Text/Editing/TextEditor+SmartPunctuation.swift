import Foundation

/// What iOS's keyboard does to typed punctuation, with a hardware keyboard too: a straight
/// quote becomes an opening or closing curly quote, and a second hyphen turns the first into
/// an em dash. Only typed keys change; text inserted by code (`insertText(_:)`), pasted or
/// committed by an input method goes in as it is.
extension TextEditor {
    /// Types a key's `text` at the selection, as smart quotes and smart dashes make it.
    func typeKey(_ text: String) {
        if text == "-", usesSmartPunctuation(host.smartDashesType == .yes, host.smartDashesType == .no),
           markedRange == nil, selection.length == 0, selection.location > 0, !host.clearsOnInsertion || hasInsertedSinceBeginning,
           content.mutableString.character(at: selection.location - 1) == 0x2D {
            // The hyphen before the caret and this one make an em dash.
            userReplace(NSRange(location: selection.location - 1, length: 1), with: "\u{2014}")
            return
        }
        if text == "\"" || text == "'", usesSmartPunctuation(host.smartQuotesType == .yes, host.smartQuotesType == .no) {
            let opens = opensQuote(before: markedRange?.location ?? selection.location)
            let curly = text == "\"" ? (opens ? "\u{201C}" : "\u{201D}") : (opens ? "\u{2018}" : "\u{2019}")
            return host.insertText(curly)
        }
        host.insertText(text)
    }

    /// `.yes` and `.no` decide; `.default` is on, except where typographic punctuation would
    /// corrupt the text: secure entry, and text that is a URL, an address, a number or a
    /// credential (by keyboard type or content type).
    private func usesSmartPunctuation(_ yes: Bool, _ no: Bool) -> Bool {
        if yes { return true }
        return !no && !isLiteralTextEntry
    }

    /// Secure entry, or text that is a URL, an address, a number or a credential (by keyboard
    /// type or content type): what typographic niceties would corrupt.
    var isLiteralTextEntry: Bool {
        if host.isSecureTextEntry { return true }
        let literalKeyboards: Set<UIKeyboardType> = [.URL, .emailAddress, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .webSearch]
        if literalKeyboards.contains(host.keyboardType) { return true }
        let literalContent: Set<UITextContentType> = [.URL, .emailAddress, .username, .password, .newPassword, .oneTimeCode, .telephoneNumber, .creditCardNumber]
        return host.textContentType.map(literalContent.contains) ?? false
    }

    /// A quote typed at `offset` opens when it starts the text or follows a space, a line
    /// break, an opening bracket, a dash or another opening quote; otherwise it closes (an
    /// apostrophe within a word is a closing single quote, as in typeset text).
    private func opensQuote(before offset: Int) -> Bool {
        guard offset > 0 else { return true }
        let previous = content.mutableString.substring(with: content.mutableString.rangeOfComposedCharacterSequence(at: offset - 1))
        guard let scalar = previous.unicodeScalars.first else { return true }
        if scalar.properties.isWhitespace { return true }
        return "([{<\u{201C}\u{2018}\u{2014}\u{2013}-".unicodeScalars.contains(scalar)
    }
}
