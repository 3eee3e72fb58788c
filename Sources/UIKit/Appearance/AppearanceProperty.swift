import Foundation

/// One appearance setting's identity: a property, or a method with its axes (the state, the
/// bar metrics …) — `setTitleColor(_:for:)` for `.normal` and for `.highlighted` are two.
enum AppearanceProperty: Hashable {
    case property(AnyKeyPath)
    case method(String, axes: [AnyHashable])
}
