import Foundation

/// Strings through item providers: UTF-8 plain text.
@MainActor
final class ItemProviderString: NSItemProviderWriting, NSItemProviderReading {
    let string: String
    init(_ string: String) { self.string = string }

    static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text", "public.text"] }

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data(string.utf8), nil)
        return nil
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        self.init(String(decoding: data, as: UTF8.self))
    }
}

/// URLs through item providers: "public.url", their absolute string.
@MainActor
final class ItemProviderURL: NSItemProviderWriting, NSItemProviderReading {
    let url: URL
    init(_ url: URL) { self.url = url }

    static var writableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.utf8-plain-text"] }
    static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data(url.absoluteString.utf8), nil)
        return nil
    }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw ItemProviderError.unreadable(typeIdentifier) }
        return self.init(url)
    }
}
