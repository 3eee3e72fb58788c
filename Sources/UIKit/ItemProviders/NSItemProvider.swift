import Foundation

/// Who may load a representation. Every app on a desktop is "the same device", so only
/// `.ownProcess` restricts anything: such representations are never offered to other
/// applications.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case group = 2
    case ownProcess = 3
}

/// Data promised in one or more types, produced only when someone asks (a paste, a drop).
///
/// Register representations with `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`
/// or `registerObject(_:visibility:)`; load them with `loadDataRepresentation(forTypeIdentifier:completionHandler:)`
/// or `loadObject(ofClass:completionHandler:)`. Completion handlers run on the main actor
/// (UIKit's run on a background queue).
@MainActor
open class NSItemProvider: NSObject {
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: (@escaping @MainActor (Data?, Error?) -> Void) -> Progress?
    }

    private(set) var representations: [Representation] = []

    /// A name for the item when it becomes a file.
    open var suggestedName: String?

    public override init() {
        super.init()
    }

    /// A provider of `object`'s representations.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping @MainActor (Data?, Error?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Registers every type `object` can be written as.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// The registered types, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// The first representation whose type is `typeIdentifier` or one of its kind (text types
    /// for "public.text", image types for "public.image").
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        representations.first { $0.typeIdentifier == typeIdentifier }
            ?? representations.first { TypeIdentifierFamily.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @MainActor (NSItemProviderReading?, Error?) -> Void) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            completionHandler(nil, ItemProviderError.noRepresentation(aClass.readableTypeIdentifiersForItemProvider.first ?? "?"))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Whether a `String` can be loaded (Swift's overlay of `canLoadObject(ofClass: NSString.self)`).
    open func canLoadObject(ofClass aClass: String.Type) -> Bool {
        canLoadObject(ofClass: ItemProviderString.self)
    }

    /// Loads a `String` (Swift's overlay of `loadObject(ofClass: NSString.self)`).
    @discardableResult
    open func loadObject(ofClass aClass: String.Type, completionHandler: @escaping @MainActor (String?, Error?) -> Void) -> Progress {
        loadObject(ofClass: ItemProviderString.self) { object, error in
            completionHandler((object as? ItemProviderString)?.string, error)
        }
    }

    /// Whether a `URL` can be loaded.
    open func canLoadObject(ofClass aClass: URL.Type) -> Bool {
        canLoadObject(ofClass: ItemProviderURL.self)
    }

    /// Loads a `URL`.
    @discardableResult
    open func loadObject(ofClass aClass: URL.Type, completionHandler: @escaping @MainActor (URL?, Error?) -> Void) -> Progress {
        loadObject(ofClass: ItemProviderURL.self) { object, error in
            completionHandler((object as? ItemProviderURL)?.url, error)
        }
    }

    /// A provider of a string (Swift's `NSItemProvider(object: string as NSString)`).
    public convenience init(object string: String) {
        self.init(object: ItemProviderString(string))
    }

    /// A provider of a URL.
    public convenience init(object url: URL) {
        self.init(object: ItemProviderURL(url))
    }
}

/// Which standard types belong to which kind (the part of the uniform-type conformance
/// graph the pasteboard and item providers need).
enum TypeIdentifierFamily {
    static let text: Set = ["public.utf8-plain-text", "public.plain-text", "public.text", "public.utf16-plain-text"]
    static let image: Set = ["public.png", "public.jpeg", "public.image", "public.tiff", "com.compuserve.gif"]

    static func conforms(_ type: String, to parent: String) -> Bool {
        if type == parent || parent == "public.data" || parent == "public.item" { return true }
        switch parent {
        case "public.text", "public.plain-text": return text.contains(type)
        case "public.image": return image.contains(type)
        default: return false
        }
    }
}
