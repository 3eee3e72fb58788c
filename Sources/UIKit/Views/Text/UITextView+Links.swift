import Foundation

/// Links: `.link` attributes in the text, and URLs the data detectors find in a text view that
/// is not editable.
extension UITextView {
    /// Finds URLs and phone numbers again (as `dataDetectorTypes` says, in a view that is
    /// not editable).
    func detectLinks() {
        let types = isEditable ? [] : dataDetectorTypes.intersection([.link, .phoneNumber])
        let found = types.isEmpty ? [] : LinkDetector.links(in: content.string, types: types)
        let sameRanges = found.map(\.range) == detectedLinks.map(\.range)
        // The same places may hold other addresses (another number of the same length).
        detectedLinks = found
        guard !sameRanges else { return }
        textLayout.invalidateAll()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The link under `point`: a `.link` attribute (a URL or a string that makes one) or a
    /// detected URL.
    func link(at point: CGPoint) -> (url: URL, range: NSRange)? {
        guard content.length > 0 else { return nil }
        let offset = closestOffset(to: point)
        // The character under the point: the one after the nearest boundary, or before it at
        // a line's end.
        for probe in [offset, offset - 1] where probe >= 0 && probe < content.length {
            let box = textRectInView(for: NSRange(location: probe, length: 1))
            guard box.insetBy(dx: -2, dy: 0).contains(point) || box.width == 0 else { continue }
            var range = NSRange(location: 0, length: 0)
            if let value = content.attribute(.link, at: probe, effectiveRange: &range) {
                if let url = value as? URL { return (url, range) }
                if let string = value as? String, let url = URL(string: string) { return (url, range) }
            }
            if let detected = detectedLinks.first(where: { NSLocationInRange(probe, $0.range) }) { return (detected.url, detected.range) }
        }
        return nil
    }
}

/// Finds web and mail addresses in text: `http://` and `https://` URLs, `www.` hosts (made
/// `http://`), and `mailto:` links for addresses with an @ and a dotted domain; and phone
/// numbers, as `tel:` links of their digits (with a leading +).
enum LinkDetector {
    private static let pattern = try! NSRegularExpression(
        pattern: #"(?i)\b(?:(?:https?://|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’]|[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,})"#)

    /// Groups of digits with one separator between each two (a space, a no-break space, a
    /// dot, a hyphen or an en dash; never a line break), a group in parentheses, a leading
    /// +; groups after the first have two digits or more (a number followed by "2 times"
    /// keeps its own digits). Not inside a word, an address or another number.
    private static let phonePattern = try! NSRegularExpression(
        pattern: #"(?<![\w+./-])(?:\+ ?)?(?:\d{7,15}|\(?\d{1,5}\)?(?:[ \u00A0.\u2013-]?\(\d{1,5}\)|[ \u00A0.\u2013-]\d{2,5})+)(?![\w/-]|\.\d)"#)

    /// What starts like a date (2021-03-05, 05/03/2021, 5.3.2021) rather than a phone number.
    private static let datePattern = try! NSRegularExpression(
        pattern: #"^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})(?!\d)"#)

    /// Years or pages (1999-2001, 1234–1256) and amounts grouped by thousands (1.234.567).
    private static let rangeOrAmountPattern = try! NSRegularExpression(
        pattern: #"^(?:\d{4} ?[-\u2013] ?\d{4}|\d{1,3}(?:\.\d{3})+)$"#)

    static func links(in string: String, types: UIDataDetectorTypes = .link) -> [(range: NSRange, url: URL)] {
        let whole = NSRange(location: 0, length: (string as NSString).length)
        var found: [(range: NSRange, url: URL)] = []
        if types.contains(.link) {
            found = pattern.matches(in: string, range: whole).compactMap { match in
                let text = (string as NSString).substring(with: match.range)
                let lower = text.lowercased()
                let address: String
                if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
                    address = text
                } else if lower.hasPrefix("www.") {
                    address = "http://" + text
                } else {
                    address = "mailto:" + text
                }
                return URL(string: address).map { (match.range, $0) }
            }
        }
        if types.contains(.phoneNumber) {
            // Digits inside web and mail addresses are the addresses', found or not.
            let links = types.contains(.link) ? found : links(in: string, types: .link)
            found += phonePattern.matches(in: string, range: whole).compactMap { match in
                // Inside a web or mail address, the digits are the address's.
                guard !links.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) else { return nil }
                return phoneLink(String((string as NSString).substring(with: match.range)), range: match.range)
            }
            found.sort { $0.range.location < $1.range.location }
        }
        return found
    }

    /// A `tel:` link for a phone number as written: 7 to 15 digits (E.164's most), a number
    /// written without separators or + only from 10 digits (shorter ones are more often
    /// amounts or codes), balanced parentheses; not a date, a range of years or pages, or
    /// an amount grouped by thousands.
    private static func phoneLink(_ text: String, range: NSRange) -> (range: NSRange, url: URL)? {
        let digits = text.filter(\.isASCIIDigit)
        guard (7...15).contains(digits.count) else { return nil }
        let hasPlus = text.hasPrefix("+")
        let separated = text.contains { " .-()\u{00A0}\u{2013}".contains($0) }
        guard hasPlus || separated || digits.count >= 10 else { return nil }
        guard text.filter({ $0 == "(" }).count == text.filter({ $0 == ")" }).count else { return nil }
        let whole = NSRange(location: 0, length: (text as NSString).length)
        guard datePattern.firstMatch(in: text, range: whole) == nil,
              rangeOrAmountPattern.firstMatch(in: text, range: whole) == nil else { return nil }
        return URL(string: "tel:" + (hasPlus ? "+" : "") + digits).map { (range, $0) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
