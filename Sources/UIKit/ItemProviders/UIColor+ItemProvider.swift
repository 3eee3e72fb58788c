import Foundation

/// Colours through item providers and the pasteboard, as UIKit's type
/// "com.apple.uikit.color": the sRGB components and alpha, as text.
extension UIColor: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [PasteboardType.color] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [PasteboardType.color] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress? {
        completionHandler(itemProviderData, nil)
        return nil
    }

    /// A colour of the data another colour wrote. Read as `UIColor.self`; a subclass of it
    /// cannot be made from data and fails with an error.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let color = UIColor(itemProviderData: data) as? Self else { throw ItemProviderError.unreadable(typeIdentifier) }
        return color
    }

    /// The colour resolved for the current traits, in sRGB: red, green, blue and alpha.
    var itemProviderData: Data {
        let components = cgColor.sRGBA
        return Data("\(components.red) \(components.green) \(components.blue) \(components.alpha)".utf8)
    }

    convenience init?(itemProviderData data: Data) {
        let parts = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
        guard parts.count == 4 else { return nil }
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }
}
