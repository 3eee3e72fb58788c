import Foundation

/// Images through item providers: written as PNG, read from PNG, JPEG or any image type the
/// decoder takes.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [PasteboardType.png] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [PasteboardType.png, PasteboardType.jpeg, PasteboardType.image] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress? {
        completionHandler(pngData(), nil)
        return nil
    }

    /// An image decoded from the data. Read as `UIImage.self`; a subclass cannot be made from
    /// data and fails with an error.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw ItemProviderError.unreadable(typeIdentifier) }
        return image
    }
}
