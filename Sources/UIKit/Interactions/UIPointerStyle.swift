import Foundation

/// What the pointer and the view under it look like in a region (spec PTR-01, PTR-02).
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    enum Kind {
        case effect(UIPointerEffect, shape: UIPointerShape?)
        case shape(UIPointerShape)
        case hidden
        case system
    }

    let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// A style that applies `effect` to its preview's view, with the pointer in `shape`
    /// (the effect's own shape when nil).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape: shape))
    }

    /// A style that only changes the pointer's shape. (UIKit's `constrainedAxes:` is absent:
    /// the desktop pointer cannot be held to an axis; see `docs/porting.md`.)
    public convenience init(shape: UIPointerShape) {
        self.init(kind: .shape(shape))
    }

    /// A style that hides the pointer.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }

    /// The system's default pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }
}
