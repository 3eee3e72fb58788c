import Foundation

/// An object that can hand itself over as data: a string, an image, a URL, your own type.
@preconcurrency @MainActor
public protocol NSItemProviderWriting: AnyObject {
    /// The types it can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Produces the data for `typeIdentifier` and calls `completionHandler` (at once or later).
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress?
}

/// An object that can be made from data another object wrote.
@preconcurrency @MainActor
public protocol NSItemProviderReading: AnyObject {
    /// The types it can be read from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Why an item provider could not load something.
enum ItemProviderError: Error, CustomStringConvertible {
    case noRepresentation(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .noRepresentation(let type): "NSItemProvider: no representation conforms to \(type)"
        case .unreadable(let type): "NSItemProvider: the \(type) data could not be read"
        }
    }
}
