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
/// or `loadObject(ofClass:completionHandler:)`. As in UIKit, the data is asked for on a
/// later turn of the main loop and completion handlers run on a background queue.
@preconcurrency @MainActor
open class NSItemProvider: NSObject {
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: (@escaping @MainActor (Data?, Error?) -> Void) -> Progress?
    }

    private(set) var representations: [Representation] = []

    /// A name for the item when it becomes a file.
    open var suggestedName: String?

    // MARK: What the source says about the item (UIKit's additions)

    /// Data only apps of the same team may read: on a desktop, the app's own windows (a drop
    /// or paste from another process never carries it).
    open var teamData: Data?
    /// The item's size as the source would show it, in points; zero when not known. An
    /// object registered that says its size (`UIItemProviderPresentationSizeProviding`, as
    /// `UIImage` does) sets it.
    open var preferredPresentationSize: CGSize = .zero
    /// Whether the source would rather the item show inline or as an attachment.
    open var preferredPresentationStyle: PreferredPresentationStyle = .unspecified

    public enum PreferredPresentationStyle: Int, Sendable {
        case unspecified = 0
        case inline
        case attachment
    }

    /// The drop this provider's item is part of, once dropped: loads through it count there.
    var dropLoadSink: DropLoadSink?

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
        if let sized = object as? UIItemProviderPresentationSizeProviding {
            preferredPresentationSize = sized.preferredPresentationSizeForItemProvider
        }
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers a representation of `contentType` (iOS 16's spelling).
    open func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping (@escaping @MainActor (Data?, Error?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// The registered types, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The registered types that are declared (an undeclared identifier has no `UTType`), in
    /// the order registered.
    open var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }

    /// The registered types that conform to `contentType`.
    open func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Whether a representation is `typeIdentifier` or conforms to it ("public.png" for
    /// "public.image", "public.json" for "public.text").
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// The representation of exactly `typeIdentifier`, else the first that conforms to it.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        if let exact = representations.first(where: { $0.typeIdentifier == typeIdentifier }) { return exact }
        guard let wanted = UTType(typeIdentifier) else { return nil }
        return representations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) ?? false }
    }

    // MARK: Loading (UIKit's API: later, off the main thread)

    /// Loads the representation of `typeIdentifier` or of a type conforming to it. As in
    /// UIKit, the representation is asked on a later turn of the main loop and
    /// `completionHandler` runs on a background queue — hop to the main queue to touch the
    /// interface. Cancelling the returned progress before the data arrives ends the load with
    /// `CocoaError(.userCancelled)`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress {
        loadLater(completionHandler) { [self] arrived in
            loadDataOnMainActor(forTypeIdentifier: typeIdentifier, completionHandler: arrived)
        }
    }

    /// UIKit's way to load: `load` starts on a later turn (unless the progress was cancelled
    /// meanwhile), and what it hands back goes to `completionHandler` on the background queue.
    private func loadLater<Value: Sendable>(_ completionHandler: @escaping @Sendable (Value?, Error?) -> Void,
                                            _ load: @escaping @MainActor (@escaping @MainActor (Value?, Error?) -> Void) -> Progress) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let sink = dropLoadSink
        sink?.started()
        UIKitHost.runOnNextTurn {
            guard !progress.isCancelled else {
                sink?.ended()
                return ItemProviderLoading.deliver { completionHandler(nil, CocoaError(.userCancelled)) }
            }
            // Once: a representation that calls back twice, or after the load was cancelled,
            // changes nothing.
            let once = CompletionOnce<(value: Value?, error: Error?)> { result in
                progress.completedUnitCount = 1
                sink?.ended()
                ItemProviderLoading.deliver { completionHandler(result.value, result.error) }
            }
            let loading = load { value, error in once.complete((value, error)) }
            // Cancelled while loading, the load ends with userCancelled even if the
            // representation ignores the cancellation (Progress calls this on any thread).
            progress.cancellationHandler = {
                loading.cancel()
                if Thread.isMainThread {
                    MainActor.assumeIsolated { once.complete((nil, CocoaError(.userCancelled))) }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { once.complete((nil, CocoaError(.userCancelled))) } }
                }
            }
        }
        return progress
    }

    /// Loads the representation of `contentType` or of a type conforming to it (iOS 16's
    /// spelling).
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the representation as a file: a temporary copy named after `suggestedName` with
    /// the type's extension, which exists while `completionHandler` runs (on a background
    /// queue) and is deleted after — copy it to keep it.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, Error?) -> Void) -> Progress {
        let name = suggestedName
        // The extension of the representation that loads (PNG's for "public.image").
        let loadedType = representation(conformingTo: typeIdentifier)?.typeIdentifier ?? typeIdentifier
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-item-\(UUID().uuidString)", isDirectory: true)
            var file = directory.appendingPathComponent(Self.fileName(suggested: name))
            if file.pathExtension.isEmpty, let pathExtension = UTType(loadedType)?.preferredFilenameExtension {
                file.appendPathExtension(pathExtension)
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                return completionHandler(nil, error)
            }
            completionHandler(file, nil)
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// A safe file name from a suggested one: no directories, never empty.
    private nonisolated static func fileName(suggested: String?) -> String {
        let name = (suggested ?? "").replacingOccurrences(of: "/", with: "-").trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty || name == "." || name == ".." ? "item" : name
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads an object of `aClass` from the first of its readable types the provider has. The
    /// object is made on the main actor (Slate's readable classes are main-actor classes); the
    /// completion handler runs on a background queue, as UIKit's does.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void) -> Progress {
        // Slate's readable objects are main-actor objects; they cross to the completion's queue
        // as UIKit's cross to its own (reading one's state there is the caller's business).
        struct Handoff: @unchecked Sendable { let object: NSItemProviderReading }
        return loadLater({ (handoff: Handoff?, error) in completionHandler(handoff?.object, error) }) { [self] arrived in
            loadObjectOnMainActor(ofClass: aClass) { object, error in arrived(object.map(Handoff.init), error) }
        }
    }

    /// Whether a `String` can be loaded (Swift's overlay of `canLoadObject(ofClass: NSString.self)`).
    open func canLoadObject(ofClass aClass: String.Type) -> Bool {
        canLoadObject(ofClass: ItemProviderString.self)
    }

    /// Loads a `String` (Swift's overlay of `loadObject(ofClass: NSString.self)`); the
    /// completion handler runs on a background queue.
    @discardableResult
    open func loadObject(ofClass aClass: String.Type, completionHandler: @escaping @Sendable (String?, Error?) -> Void) -> Progress {
        loadLater(completionHandler) { [self] arrived in
            loadObjectOnMainActor(ofClass: ItemProviderString.self) { object, error in arrived((object as? ItemProviderString)?.string, error) }
        }
    }

    /// Whether a `URL` can be loaded.
    open func canLoadObject(ofClass aClass: URL.Type) -> Bool {
        canLoadObject(ofClass: ItemProviderURL.self)
    }

    /// Loads a `URL`; the completion handler runs on a background queue.
    @discardableResult
    open func loadObject(ofClass aClass: URL.Type, completionHandler: @escaping @Sendable (URL?, Error?) -> Void) -> Progress {
        loadLater(completionHandler) { [self] arrived in
            loadObjectOnMainActor(ofClass: ItemProviderURL.self) { object, error in arrived((object as? ItemProviderURL)?.url, error) }
        }
    }

    // MARK: Loading on the main actor (Slate's own machinery)

    /// The representation's data, handed to `completionHandler` on the main actor as soon as
    /// it arrives — at once for the app's own objects. Drops (`loadObjects(ofClass:)`, whose
    /// completion UIKit runs on the main queue), the pasteboard and the desktop use it.
    func loadDataOnMainActor(forTypeIdentifier typeIdentifier: String,
                             completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier))
            return progress
        }
        let loading = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        // Cancelling the load the caller holds cancels the representation's own.
        if let loading { progress.cancellationHandler = { loading.cancel() } }
        return progress
    }

    /// An object of `aClass`, handed to `completionHandler` on the main actor as soon as its
    /// data arrives.
    func loadObjectOnMainActor(ofClass aClass: NSItemProviderReading.Type,
                               completionHandler: @escaping @MainActor (NSItemProviderReading?, Error?) -> Void) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            completionHandler(nil, ItemProviderError.noRepresentation(aClass.readableTypeIdentifiersForItemProvider.first ?? "?"))
            return Progress(totalUnitCount: 1)
        }
        return loadDataOnMainActor(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
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
