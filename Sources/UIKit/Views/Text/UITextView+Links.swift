import Foundation

/// Links: `.link` attributes in the text, and URLs the data detectors find in a text view that
/// is not editable.
extension UITextView {
    /// Finds URLs and phone numbers again (as `dataDetectorTypes` says, in a view that is
    /// not editable).
    func detectLinks() {
        let types = isEditable ? [] : dataDetectorTypes.intersection([.link, .phoneNumber])
        let found = types.isEmpty ? [] : LinkDetector.links(in: content.string, types: types)
        guard found.map(\.range) != detectedLinks.map(\.range) else { return }
        detectedLinks = found
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

    /// A run of digits with the separators phone numbers are written with (spaces, dots,
    /// hyphens, parentheses, a leading +), not inside a word or another number.
    private static let phonePattern = try! NSRegularExpression(
        pattern: #"(?<![\w+./-])(?:\+\s?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.()-]{4,}\d(?![\w/-]|\.\d)"#)

    /// What looks like a date or a time rather than a phone number: 2021-03-05, 05/03/2021,
    /// 5.3.2021, 10:30.
    private static let datePattern = try! NSRegularExpression(
        pattern: #"^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$"#)

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
            let links = found
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
    /// amounts or codes), balanced parentheses, and not a date.
    private static func phoneLink(_ text: String, range: NSRange) -> (range: NSRange, url: URL)? {
        let digits = text.filter(\.isASCIIDigit)
        guard (7...15).contains(digits.count) else { return nil }
        let hasPlus = text.hasPrefix("+")
        let separated = text.contains { " .-()".contains($0) }
        guard hasPlus || separated || digits.count >= 10 else { return nil }
        guard text.filter({ $0 == "(" }).count == text.filter({ $0 == ")" }).count else { return nil }
        let whole = NSRange(location: 0, length: (text as NSString).length)
        guard datePattern.firstMatch(in: text, range: whole) == nil else { return nil }
        return URL(string: "tel:" + (hasPlus ? "+" : "") + digits).map { (range, $0) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
