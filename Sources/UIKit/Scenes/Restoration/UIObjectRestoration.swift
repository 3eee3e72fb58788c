import Foundation

/// A class that makes a preserved custom object again at launch: return it from the object's
/// `objectRestorationClass`, and state restoration asks it — and nobody else — for the object
/// at a saved restoration identifier path. Returning nil leaves the object (and the
/// references to it) out.
///
/// As with `UIViewControllerRestoration`, Slate finds the class again by its qualified name,
/// so it must be a non-generic class at a module's top level (docs/porting.md).
@preconcurrency @MainActor
public protocol UIObjectRestoration {
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)?
}
