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

    /// The uniform type of bytes no one described, from their first bytes (never decoding
    /// them): PDF, PNG, JPEG, GIF, WebP, TIFF, BMP, HEIF/HEIC or AVIF (an image of no declared type), else plain data.
    static func typeIdentifier(of data: Data) -> String {
        if PDFImageSource.isPDF(data) { return UTType.pdf.identifier }
        let bytes = [UInt8](data.prefix(12))
        func has(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        if has([0x89, 0x50, 0x4E, 0x47]) { return UTType.png.identifier }
        if has([0xFF, 0xD8, 0xFF]) { return UTType.jpeg.identifier }
        if has(Array("GIF8".utf8)) { return UTType.gif.identifier }
        if has(Array("RIFF".utf8)), has(Array("WEBP".utf8), at: 8) { return UTType.webP.identifier }
        if has([0x49, 0x49, 0x2A, 0x00]) || has([0x4D, 0x4D, 0x00, 0x2A]) { return UTType.tiff.identifier }
        if has(Array("BM".utf8)) { return UTType.bmp.identifier }
        if has(Array("ftyp".utf8), at: 4) {
            let brand = String(decoding: bytes.dropFirst(8), as: UTF8.self)
            if brand.hasPrefix("avif") { return UTType.image.identifier }  // no declared AVIF type: an image
            if ["heic", "heix", "mif1", "msf1", "heif"].contains(where: brand.hasPrefix) { return UTType.heic.identifier }
        }
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
