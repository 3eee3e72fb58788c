import Foundation

/// Key-value coding's two calls that iOS code makes on user defaults — `value(forKey:)` and
/// `setValue(_:forKey:)` — which Linux's Foundation, having no key-value coding, lacks. They
/// are `object(forKey:)` and `set(_:forKey:)`, as key-value coding makes them on Apple's
/// platforms.
extension UserDefaults {
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
