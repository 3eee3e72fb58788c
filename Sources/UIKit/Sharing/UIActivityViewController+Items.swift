import Foundation
import UniformTypeIdentifiers

/// The activity items as each activity sees them: item sources asked for a placeholder while
/// the sheet decides what to offer, and for the item (and its data type and subject) for the
/// chosen activity's type.
extension UIActivityViewController {
    /// The items with each source's placeholder in its place.
    var placeholderItems: [Any] {
        activityItems.map { item in
            (item as? UIActivityItemSource).map { $0.activityViewControllerPlaceholderItem(self) } ?? item
        }
    }

    /// The placeholders (`placeholderItems`) as the sheet's own activities and its header
    /// understand them, with the data types their sources name before an activity is chosen.
    func classifiedPlaceholders(_ placeholders: [Any]) -> [ActivityItem] {
        let typeIdentifiers: [String?] = activityItems.map { item in
            (item as? UIActivityItemSource).map { $0.activityViewController(self, dataTypeIdentifierForActivityType: nil) }
        }
        return zip(placeholders, typeIdentifiers).compactMap { ActivityItem($0, typeIdentifier: $1) }
    }

    /// The items for an activity of `type`: a source's item for that type (left out when nil)
    /// and the data type it names (nil when it names none).
    func items(for type: UIActivity.ActivityType?) -> [(value: Any, typeIdentifier: String?)] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return (item, nil) }
            guard let value = source.activityViewController(self, itemForActivityType: type) else { return nil }
            let typeIdentifier = source.activityViewController(self, dataTypeIdentifierForActivityType: type)
            return (value, typeIdentifier.isEmpty ? nil : typeIdentifier)
        }
    }

    /// The first subject an item source gives for `type` (a configuration's title first);
    /// nil when none does.
    func subject(for type: UIActivity.ActivityType?) -> String? {
        if let title = itemsConfiguration?.activityItemsConfigurationMetadata(key: .title) {
            if let string = title as? String, !string.isEmpty { return string }
            if let attributed = title as? NSAttributedString, attributed.length > 0 { return attributed.string }
        }
        for case let source as UIActivityItemSource in activityItems {
            let subject = source.activityViewController(self, subjectForActivityType: type)
            if !subject.isEmpty { return subject }
        }
        return nil
    }

    /// What the header says for the classified placeholders `items`: a subject or the first
    /// item as the title, what the items are below it, and a thumbnail — a source's, the image
    /// shared, or a symbol for the kind.
    func header(for items: [ActivityItem]) -> ActivitySheetView.Header {
        let side = ActivitySheetMetrics.thumbnailSide
        let sourceThumbnail = configurationThumbnail ?? activityItems.lazy.compactMap { item in
            (item as? UIActivityItemSource)?.activityViewController(self, thumbnailImageForActivityType: nil, suggestedSize: CGSize(width: side, height: side))
        }.first
        guard let first = items.first else {
            return .init(title: subject(for: nil) ?? "Share", subtitle: "", thumbnail: sourceThumbnail)
        }
        let described = Self.describe(first)
        let subtitle = items.count == 1 ? described.kind : "\(items.count) Items"
        let thumbnail = sourceThumbnail ?? Self.picture(of: first) ?? UIImage(systemName: described.symbol)
        return .init(title: subject(for: nil) ?? described.title, subtitle: subtitle, thumbnail: thumbnail)
    }

    /// The picture an image item shows.
    private static func picture(of item: ActivityItem) -> UIImage? {
        switch item {
        case .image(let image): image
        case .data(let data, let typeIdentifier) where UTType(typeIdentifier)?.conforms(to: .image) == true: UIImage(data: data)
        default: nil
        }
    }

    /// A title, a kind and a symbol for an item.
    private static func describe(_ item: ActivityItem) -> (title: String, kind: String, symbol: String) {
        switch item {
        case .text(let text):
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            return (line, "Text", "doc.text")
        case .link(let url):
            return (url.host ?? url.absoluteString, url.absoluteString, "globe")
        case .file(let url):
            let kind = UTType(filenameExtension: url.pathExtension)?.localizedDescription ?? "File"
            return (url.lastPathComponent, kind, "doc")
        case .image:
            return ("Image", "Image", "photo")
        case .color:
            return ("Color", "Color", "paintpalette")
        case .data(_, let typeIdentifier):
            let type = UTType(typeIdentifier)
            let isImage = type?.conforms(to: .image) == true
            return (isImage ? "Image" : "Document", type?.localizedDescription ?? "Data", isImage ? "photo" : "doc")
        }
    }
}
