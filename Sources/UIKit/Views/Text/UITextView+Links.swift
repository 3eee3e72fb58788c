import Foundation

/// Links: `.link` attributes in the text, and URLs the data detectors find in a text view that
/// is not editable.
extension UITextView {
    /// Finds URLs again (`dataDetectorTypes` contains `.link` and the view is not editable).
    func detectLinks() {
        let wanted = dataDetectorTypes.contains(.link) && !isEditable
        let found = wanted ? LinkDetector.links(in: content.string) : []
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
/// `http://`), and `mailto:` links for addresses with an @ and a dotted domain.
enum LinkDetector {
    private static let pattern = try! NSRegularExpression(
        pattern: #"(?i)\b(?:(?:https?://|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’]|[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,})"#)

    static func links(in string: String) -> [(range: NSRange, url: URL)] {
        let whole = NSRange(location: 0, length: (string as NSString).length)
        return pattern.matches(in: string, range: whole).compactMap { match in
            let found = (string as NSString).substring(with: match.range)
            let lower = found.lowercased()
            let address: String
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
                address = found
            } else if lower.hasPrefix("www.") {
                address = "http://" + found
            } else {
                address = "mailto:" + found
            }
            return URL(string: address).map { (match.range, $0) }
        }
    }
}
