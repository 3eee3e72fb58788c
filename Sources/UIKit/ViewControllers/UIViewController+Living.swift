import Foundation

/// Every view controller alive, for the memory warning: UIKit sends it to each controller
/// that exists, not only those on screen. Held weakly; the list sheds freed entries as it grows.
extension UIViewController {
    private static var living: [WeakReference<UIViewController>] = []
    private static var livingLimit = 64

    static func registerLiving(_ controller: UIViewController) {
        living.append(WeakReference(controller))
        if living.count > livingLimit {
            living.removeAll { $0.object == nil }
            livingLimit = max(64, living.count * 2)
        }
    }

    /// The controllers alive now, oldest first.
    static func livingControllers() -> [UIViewController] {
        living.removeAll { $0.object == nil }
        return living.compactMap(\.object)
    }
}
