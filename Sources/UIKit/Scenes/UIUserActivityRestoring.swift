import Foundation

/// An object that restores its state from a user activity: responders and documents, which
/// implement `restoreUserActivityState(_:)`.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
extension UIDocument: UIUserActivityRestoring {}
