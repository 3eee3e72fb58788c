import Foundation

extension NSMutableAttributedString {
    /// Makes the attributes in `range` consistent, as TextKit does before laying text out:
    /// a paragraph has one paragraph style, its first character's (the whole paragraph of
    /// every paragraph `range` touches), and only attachment characters (U+FFFC) keep an
    /// `.attachment`. Fonts are left as they are: characters a font lacks are drawn in a
    /// fallback face when the text is drawn, not by changing the attribute.
    public func fixAttributes(in range: NSRange) {
        let text = string as NSString
        let clamped = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        guard clamped.length > 0 || (clamped.location < text.length && range.length == 0) else { return }
        beginEditing()
        defer { endEditing() }
        // One paragraph style a paragraph.
        var paragraphs: [NSRange] = []
        text.enumerateSubstrings(in: text.paragraphRange(for: clamped), options: [.byParagraphs, .substringNotRequired]) { _, _, enclosing, _ in
            paragraphs.append(enclosing)
        }
        for paragraph in paragraphs where paragraph.length > 0 {
            let first = attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil)
            var uniform = true
            enumerateAttribute(.paragraphStyle, in: paragraph) { value, _, stop in
                if !Self.sameObject(value, first) {
                    uniform = false
                    stop.pointee = true
                }
            }
            guard !uniform else { continue }
            if let first { addAttribute(.paragraphStyle, value: first, range: paragraph) } else { removeAttribute(.paragraphStyle, range: paragraph) }
        }
        // Attachments only on attachment characters.
        var strays: [NSRange] = []
        enumerateAttribute(.attachment, in: clamped) { value, run, _ in
            guard value != nil else { return }
            for index in run.location..<NSMaxRange(run) where Int(text.character(at: index)) != NSTextAttachment.character {
                strays.append(NSRange(location: index, length: 1))
            }
        }
        for stray in strays { removeAttribute(.attachment, range: stray) }
    }

    private static func sameObject(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a as NSObject, b as NSObject): return a === b || a.isEqual(b)
        default: return false
        }
    }
}
