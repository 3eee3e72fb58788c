import Foundation

/// Something a layer does in response to an event: a property change (the event is the
/// property's name) or `kCAOnOrderIn`/`kCAOnOrderOut`. `CAAnimation` adopts it by adding
/// itself to the layer; `NSNull` adopts it by doing nothing (it stops an action search).
@preconcurrency @MainActor
public protocol CAAction {
    /// Performs the action for `event` on `anObject` (the layer). `dict` carries the event's
    /// parameters, if any.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// The event a layer sends when it is added to a superlayer.
public let kCAOnOrderIn = "onOrderIn"

/// The event a layer sends when it is removed from its superlayer.
public let kCAOnOrderOut = "onOrderOut"

/// `NSNull` is the value that ends an action search with no action (from a delegate's
/// `action(for:forKey:)` or in `CALayer.actions`), as in Apple's Swift overlay.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
