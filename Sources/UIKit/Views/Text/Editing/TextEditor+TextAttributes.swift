import Foundation

/// A change of style the user asks for while editing rich text (`allowsEditingTextAttributes`):
/// the standard edit actions `toggleBoldface(_:)`, `toggleItalics(_:)`, `toggleUnderline(_:)`,
/// `increaseSize(_:)` and `decreaseSize(_:)`.
enum TextStyleEdit {
    case bold, italic, underline, larger, smaller
    /// The font panel's change (`updateTextAttributes(conversionHandler:)`): each run's
    /// attributes go through the handler.
    case converted(UITextAttributesConversionHandler)

    /// Whether `attributes` already have the style (a toggle then takes it away).
    func isApplied(in attributes: [NSAttributedString.Key: Any], defaultFont: UIFont) -> Bool {
        let font = attributes[.font] as? UIFont ?? defaultFont
        switch self {
        case .bold: return font.fontDescriptor.symbolicTraits.contains(.traitBold)
        case .italic: return font.fontDescriptor.symbolicTraits.contains(.traitItalic)
        case .underline: return ((attributes[.underlineStyle] as? NSNumber)?.intValue ?? (attributes[.underlineStyle] as? Int) ?? 0) != 0
        case .larger, .smaller, .converted: return false
        }
    }

    /// `attributes` with the style turned on (`on`) or off; sizes step by one point, never
    /// below one.
    func applied(to attributes: [NSAttributedString.Key: Any], on: Bool, defaultFont: UIFont) -> [NSAttributedString.Key: Any] {
        var result = attributes
        let font = attributes[.font] as? UIFont ?? defaultFont
        func withTrait(_ trait: UIFontDescriptor.SymbolicTraits) -> UIFont {
            var traits = font.fontDescriptor.symbolicTraits
            if on { traits.insert(trait) } else { traits.remove(trait) }
            guard let descriptor = font.fontDescriptor.withSymbolicTraits(traits) else { return font }
            return UIFont(descriptor: descriptor, size: font.pointSize)
        }
        switch self {
        case .bold: result[.font] = withTrait(.traitBold)
        case .italic: result[.font] = withTrait(.traitItalic)
        case .underline: result[.underlineStyle] = on ? NSUnderlineStyle.single.rawValue : nil
        case .larger: result[.font] = font.withSize(font.pointSize + 1)
        case .smaller: result[.font] = font.withSize(max(1, font.pointSize - 1))
        case .converted(let convert): result = convert(attributes)
        }
        return result
    }
}

extension TextEditor {
    /// Applies `edit` for the user: to the selection when there is one (nil returned), else
    /// to `typing`, the attributes text typed next takes, which it returns changed.
    func restyle(_ edit: TextStyleEdit, defaultFont: UIFont, typing: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]? {
        if restyleSelection(edit, defaultFont: defaultFont) { return nil }
        return edit.applied(to: typing, on: !edit.isApplied(in: typing, defaultFont: defaultFont), defaultFont: defaultFont)
    }

    /// Restyles the selected text for the user: a toggle turns the style off where all of the
    /// selection has it, on otherwise. The characters stay and stay selected; the change
    /// undoes as one. False (nothing done) without a selection.
    private func restyleSelection(_ edit: TextStyleEdit, defaultFont: UIFont) -> Bool {
        guard host.acceptsUserChanges, selection.length > 0 else { return false }
        let range = host.clamp(selection)
        let original = content.attributedSubstring(from: range)
        let whole = NSRange(location: 0, length: original.length)
        var everywhere = true
        original.enumerateAttributes(in: whole) { attributes, _, stop in
            if !edit.isApplied(in: attributes, defaultFont: defaultFont) {
                everywhere = false
                stop.pointee = true
            }
        }
        let restyled = NSMutableAttributedString(attributedString: original)
        original.enumerateAttributes(in: whole) { attributes, run, _ in
            restyled.setAttributes(edit.applied(to: attributes, on: !everywhere, defaultFont: defaultFont), range: run)
        }
        undoRecorder.endRun()
        replaceText(in: range, with: restyled, undo: .change, selecting: range)
        return true
    }
}
