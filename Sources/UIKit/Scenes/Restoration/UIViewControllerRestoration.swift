import Foundation

/// A class that makes a view controller again during state restoration: set it as the
/// controller's `restorationClass`, and UIKit asks it — and nobody else — for the
/// controller at a saved restoration identifier path. Returning nil leaves that controller
/// (and the state saved for it) out of the restored interface.
///
/// Slate keeps the class's qualified name (`Module.Class`) in the archive and finds it again
/// by name, so a restoration class must be a non-generic class declared at a module's top
/// level (docs/porting.md).
@MainActor
public protocol UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

extension UIApplication {
    /// In the application coder: `CFBundleVersion` of the app that saved the state, when its
    /// bundle has one.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// In the application coder: the `UIUserInterfaceIdiom` raw value of the app that saved the state.
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// In the application coder: when the state was saved (a `Date`).
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// In the application coder: the system version of the machine that saved the state.
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"
}

extension NSCoder {
    /// UIKit's geometry decoding; `encode(_:forKey:)` for these types is Foundation's.
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodePoint(forKey: key) }
    public func decodeCGSize(forKey key: String) -> CGSize { decodeSize(forKey: key) }
    public func decodeCGRect(forKey key: String) -> CGRect { decodeRect(forKey: key) }
}
