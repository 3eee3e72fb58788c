import Foundation

/// A class that makes a view controller again during state restoration: set it as the
/// controller's `restorationClass`, and UIKit asks it — and nobody else — for the
/// controller at a saved restoration identifier path. Returning nil leaves that controller
/// (and the state saved for it) out of the restored interface.
///
/// Slate keeps the class's qualified name (`Module.Class`) in the archive and finds it again
/// by name, so a restoration class must be a non-generic class declared at a module's top
/// level (docs/porting.md).
@preconcurrency @MainActor
public protocol UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
