import Foundation

/// A key for an app's own state in a configuration state. Declare one per state, with a
/// reverse-DNS name:
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }
}
