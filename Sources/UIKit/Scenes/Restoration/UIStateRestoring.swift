import Foundation

/// An object of the app's own — a model, a document, a Core Data context — that takes part in
/// view-controller state restoration, so that preserved controllers can refer to it.
///
/// Register it at launch with `UIApplication.registerObject(forStateRestoration:restorationIdentifier:)`.
/// It is preserved when a preserved object encodes it (`coder.encode(object, forKey:)`):
/// its own `encodeRestorableState(with:)` is called, and at the next launch the coder that
/// saved the reference decodes the same object — the one its `objectRestorationClass` makes,
/// or, without one, the one registered again at launch with the same identifier path.
///
/// View controllers adopt it, so that one can be a custom object's `restorationParent`.
/// Every requirement is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIStateRestoring: NSObjectProtocol {
    /// The object whose restoration identifier path this object's path extends (a view
    /// controller, or another registered object); nil for a path of its identifier alone.
    var restorationParent: (any UIStateRestoring)? { get }

    /// The class asked to make this object again at launch; nil: the object registered with
    /// the same identifier path is used.
    var objectRestorationClass: (any UIObjectRestoration.Type)? { get }

    /// Writes the object's state when it is preserved.
    func encodeRestorableState(with coder: NSCoder)

    /// Reads what `encodeRestorableState(with:)` wrote.
    func decodeRestorableState(with coder: NSCoder)

    /// Sent once every restored object, and the app delegate, has decoded its state.
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    public var restorationParent: (any UIStateRestoring)? { nil }
    public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
    public func encodeRestorableState(with coder: NSCoder) {}
    public func decodeRestorableState(with coder: NSCoder) {}
    public func applicationFinishedRestoringState() {}
}
