import Foundation

/// The tokenizer of a text input, from its text: words, sentences and paragraphs as
/// Foundation finds them, characters as grapheme clusters, and lines as the input lays them
/// out (Slate's text field and text view; hard line breaks for other inputs).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private unowned let textInput: UIResponder & UITextInput

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    // MARK: UITextInputTokenizer

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let offset = offset(of: position), let unit = unit(at: offset, granularity, forward: isForward(direction)) else { return nil }
        return range(unit)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let offset = offset(of: position) else { return false }
        let forward = isForward(direction)
        return units(granularity).contains { forward ? NSMaxRange($0) == offset : $0.location == offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let offset = offset(of: position) else { return nil }
        let units = units(granularity)
        let target: Int?
        if isForward(direction) {
            target = units.map(NSMaxRange).first { $0 > offset }
        } else {
            target = units.map(\.location).last { $0 < offset }
        }
        return target.flatMap { textInput.position(from: textInput.beginningOfDocument, offset: $0) }
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let offset = offset(of: position) else { return false }
        return unit(at: offset, granularity, forward: isForward(direction)) != nil
    }

    // MARK: Units

    /// Forward, right and down go on through text read left to right; backward, left and up
    /// go back.
    private func isForward(_ direction: UITextDirection) -> Bool {
        switch direction.rawValue {
        case UITextStorageDirection.backward.rawValue, UITextLayoutDirection.left.rawValue, UITextLayoutDirection.up.rawValue: false
        default: true
        }
    }

    private var text: NSString {
        let input = textInput
        guard let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return "" }
        return (input.text(in: whole) ?? "") as NSString
    }

    private func offset(of position: UITextPosition) -> Int? {
        let offset = textInput.offset(from: textInput.beginningOfDocument, to: position)
        return (0...text.length).contains(offset) ? offset : nil
    }

    private func range(_ range: NSRange) -> UITextRange? {
        let input = textInput
        guard let start = input.position(from: input.beginningOfDocument, offset: range.location),
              let end = input.position(from: start, offset: range.length) else { return nil }
        return input.textRange(from: start, to: end)
    }

    /// The unit just after `offset` (forward) or just before it (backward).
    private func unit(at offset: Int, _ granularity: UITextGranularity, forward: Bool) -> NSRange? {
        units(granularity).first { unit in
            forward ? unit.location <= offset && offset < NSMaxRange(unit) : unit.location < offset && offset <= NSMaxRange(unit)
        }
    }

    /// The units of the whole text, in order. Words leave out the spaces and punctuation
    /// between them; paragraphs and lines their line breaks.
    private func units(_ granularity: UITextGranularity) -> [NSRange] {
        let text = self.text
        let whole = NSRange(location: 0, length: text.length)
        guard whole.length > 0 else { return [] }
        let options: NSString.EnumerationOptions
        switch granularity {
        case .document: return [whole]
        case .character: options = .byComposedCharacterSequences
        case .word: return words(in: text)
        case .sentence: return sentences(in: text)
        case .paragraph: options = .byParagraphs
        case .line:
            if let host = textInput as? TextEditorHost { return lines(of: host) }
            options = .byLines
        }
        var units: [NSRange] = []
        text.enumerateSubstrings(in: whole, options: [options, .substringNotRequired]) { _, range, _, _ in
            units.append(range)
        }
        return units
    }

    /// The lines as the field or text view lays them out, wrapped lines too: each line's
    /// next is the line holding the first offset past its end that is not on it.
    private func lines(of host: TextEditorHost) -> [NSRange] {
        let length = host.content.length
        var lines: [NSRange] = []
        var line = host.lineEnds(at: 0)
        while true {
            lines.append(NSRange(location: line.start, length: line.end - line.start))
            guard line.end < length,
                  let next = (line.end + 1...min(line.end + 2, length)).lazy.map(host.lineEnds(at:)).first(where: { $0.start > line.start })
            else { break }
            line = next
        }
        return lines
    }

    /// Runs of letters and digits, an apostrophe between two letters joining them ("it's"),
    /// as UIKit's tokenizer finds words (Linux Foundation cannot enumerate words).
    private func words(in text: NSString) -> [NSRange] {
        let boundaries = TextBoundaries(string: text)
        let length = text.length
        func isApostrophe(_ offset: Int) -> Bool {
            offset < length && [0x27, 0x2019].contains(text.character(at: offset))
        }
        var words: [NSRange] = []
        var index = 0
        while index < length {
            guard boundaries.isWordCharacter(at: index) else {
                index = boundaries.next(index)
                continue
            }
            let start = index
            while index < length {
                if boundaries.isWordCharacter(at: index) {
                    index = boundaries.next(index)
                } else if isApostrophe(index), boundaries.isWordCharacter(at: index + 1) {
                    index += 1
                } else {
                    break
                }
            }
            words.append(NSRange(location: start, length: index - start))
        }
        return words
    }

    /// Sentences end after `.`, `!`, `?` or `…` (and any closing quotes or brackets) and the
    /// spaces that follow, and at the end of a paragraph; a sentence keeps its trailing spaces
    /// but not its paragraph's line break (Linux Foundation cannot enumerate sentences).
    private func sentences(in text: NSString) -> [NSRange] {
        var sentences: [NSRange] = []
        text.enumerateSubstrings(in: NSRange(location: 0, length: text.length), options: [.byParagraphs, .substringNotRequired]) { _, paragraph, _, _ in
            var start = paragraph.location
            var index = start
            let end = NSMaxRange(paragraph)
            func scalar(_ offset: Int) -> Unicode.Scalar? { Unicode.Scalar(text.character(at: offset)) }
            while index < end {
                guard let character = scalar(index), ".!?\u{2026}".unicodeScalars.contains(character) else {
                    index += 1
                    continue
                }
                index += 1
                while index < end, let next = scalar(index), ".!?\u{2026}\"')]\u{201D}\u{2019}".unicodeScalars.contains(next) { index += 1 }
                guard index == end || scalar(index).map(\.properties.isWhitespace) == true else { continue }
                while index < end, scalar(index)?.properties.isWhitespace == true { index += 1 }
                sentences.append(NSRange(location: start, length: index - start))
                start = index
            }
            if start < end { sentences.append(NSRange(location: start, length: end - start)) }
        }
        return sentences
    }
}
