import Foundation

/// Copy: the items onto the general pasteboard (the desktop's clipboard), one pasteboard item
/// each — text as text, links and files as URLs (and their address as text), images as PNG,
/// colours, and data in its type.
final class CopyToPasteboardActivity: SystemActivity {
    override var activityType: UIActivity.ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(_ items: [ActivityItem]) -> Bool { !items.isEmpty }

    override func perform() {
        UIPasteboard.general.setItems(items.map(Self.pasteboardItem))
        activityDidFinish(true)
    }

    private static func pasteboardItem(_ item: ActivityItem) -> [String: Any] {
        switch item {
        case .text(let text): [PasteboardType.utf8PlainText: text]
        case .link(let url), .file(let url): [PasteboardType.url: url, PasteboardType.utf8PlainText: url.absoluteString]
        case .image(let image): [PasteboardType.png: image]
        case .color(let color): [PasteboardType.color: color]
        case .data(let data, let typeIdentifier): [typeIdentifier: data]
        }
    }
}
