import Foundation

/// Mail: a new message in the desktop's mail client, through a `mailto:` URL — the subject an
/// item source gives for `.mail`, the text and links in the body, one a paragraph. Offered only
/// when every item is text or a link: a `mailto:` URL cannot carry attachments.
final class MailActivity: SystemActivity {
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { .mail }
    override var activityTitle: String? { "Mail" }
    override var activityImage: UIImage? { UIImage(systemName: "envelope") }

    override func canPerform(_ items: [ActivityItem]) -> Bool {
        !items.isEmpty && items.allSatisfy { $0.bodyText != nil }
    }

    override func perform() {
        let body = items.compactMap(\.bodyText).joined(separator: "\n\n")
        guard let url = Self.mailtoURL(subject: subject, body: body) else { return activityDidFinish(false) }
        UIApplication.shared.open(url) { [weak self] opened in self?.activityDidFinish(opened) }
    }

    /// A `mailto:` URL with no recipient (RFC 6068): the subject and body percent-encoded, line
    /// breaks as CRLF.
    static func mailtoURL(subject: String?, body: String) -> URL? {
        var fields: [String] = []
        if let subject, !subject.isEmpty { fields.append("subject=" + encode(subject)) }
        if !body.isEmpty {
            let lines = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            fields.append("body=" + encode(lines.replacingOccurrences(of: "\n", with: "\r\n")))
        }
        return URL(string: "mailto:" + (fields.isEmpty ? "" : "?" + fields.joined(separator: "&")))
    }

    /// Everything but RFC 3986's unreserved characters, percent-encoded.
    private static func encode(_ text: String) -> String {
        var unreserved = CharacterSet(charactersIn: "-._~")
        unreserved.formUnion(CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
