import Foundation

/// A background task's token (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// What `beginBackgroundTask` returns when it cannot begin one: the app is already ending.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
