import Foundation
import UniformTypeIdentifiers

/// An activity item's value as the built-in activities see it: text, a link, a file, an
/// image, a colour or typed data. Other values are for the app's own activities only.
@MainActor
enum ActivityItem {
    case text(String)
    /// A URL that is not a file's.
    case link(URL)
    case file(URL)
    case image(UIImage)
    case color(UIColor)
    /// Bytes and their uniform type identifier.
    case data(Data, typeIdentifier: String)

    /// `value` classified; `typeIdentifier` is what an item source said a `Data` item is
    /// (empty or nil: worked out from the bytes).
    init?(_ value: Any, typeIdentifier: String? = nil) {
        switch value {
        case let string as String: self = .text(string)
        case let attributed as NSAttributedString: self = .text(attributed.string)
        case let url as URL: self = url.isFileURL ? .file(url) : .link(url)
        case let image as UIImage: self = .image(image)
        case let color as UIColor: self = .color(color)
        case let data as Data:
            let given = typeIdentifier.flatMap { $0.isEmpty ? nil : $0 }
            self = .data(data, typeIdentifier: given ?? Self.typeIdentifier(of: data))
        default: return nil
        }
    }

    /// The uniform type of bytes no one described: PDF, PNG, JPEG, another image format, or
    /// plain data.
    static func typeIdentifier(of data: Data) -> String {
        if PDFImageSource.isPDF(data) { return UTType.pdf.identifier }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return UTType.png.identifier }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return UTType.jpeg.identifier }
        if UIImage(data: data) != nil { return UTType.image.identifier }
        return UTType.data.identifier
    }

    /// An http or https link: what a browser opens.
    var webLink: URL? {
        guard case .link(let url) = self, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url
    }

    /// The text a message's body shows for the item: text as it is, a link as its address.
    var bodyText: String? {
        switch self {
        case .text(let text): text
        case .link(let url): url.absoluteString
        default: nil
        }
    }
}
