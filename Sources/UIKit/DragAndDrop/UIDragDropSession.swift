import Foundation

/// What the drag and drop sides of a session share: the items, where the touch is, and what
/// the data can become (DND-04, DND-14).
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// The drag source's view of the session.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the app wants the drop side to read within the app (DND-17).
    var localContext: Any? { get set }
}

/// The drop destination's view of the session.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app (DND-17); nil otherwise.
    var localDragSession: UIDragSession? { get }
    /// The loading of the dropped data.
    var progress: Progress { get }
    /// Whether a spinner shows where the drop landed while its data is still arriving after
    /// the drop (`.default`).
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an object of `aClass` from each item that can give one; `completion` runs on
    /// the main thread once all have loaded (DND-15).
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

extension UIDragDropSession {
    /// Whether an item offers one of `typeIdentifiers` or a type conforming to one.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether an item can give an object of `aClass` (DND-14).
    public func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Whether a `String` can be loaded (Swift's overlay of `canLoadObjects(ofClass: NSString.self)`).
    public func canLoadObjects(ofClass aClass: String.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: String.self) }
    }
}

extension UIDragDropSession {
    /// Whether a `URL` can be loaded (Swift's overlay of `canLoadObjects(ofClass: NSURL.self)`).
    public func canLoadObjects(ofClass aClass: URL.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: URL.self) }
    }
}

extension UIDropSession {
    /// Loads a `URL` from each item that can give one (Swift's overlay of
    /// `loadObjects(ofClass: NSURL.self)`).
    @discardableResult
    public func loadObjects(ofClass aClass: URL.Type, completion: @escaping ([URL]) -> Void) -> Progress {
        loadObjects(ofClass: ItemProviderURL.self) { objects in
            completion(objects.compactMap { ($0 as? ItemProviderURL)?.url })
        }
    }

    /// Loads a `String` from each item that can give one (Swift's overlay of
    /// `loadObjects(ofClass: NSString.self)`).
    @discardableResult
    public func loadObjects(ofClass aClass: String.Type, completion: @escaping ([String]) -> Void) -> Progress {
        loadObjects(ofClass: ItemProviderString.self) { objects in
            completion(objects.compactMap { ($0 as? ItemProviderString)?.string })
        }
    }
}
