import Foundation

/// An object in the responder chain. Views, view controllers, windows, scenes and the
/// application are responders (spec RSP-01).
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain. A view's is its superview (its view controller's, once
    /// view controllers arrive); a window's is its scene.
    open var next: UIResponder? { nil }
}
