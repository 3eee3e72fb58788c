import Foundation

/// A property-list value: the only kind of data the scene-session store keeps.
///
/// `userInfo` dictionaries arrive as `[String: Any]`; converting them to this
/// closed enum at the API boundary means everything past that point is
/// `Sendable`, `Equatable` and encodable without ever asking the runtime to
/// look up or instantiate a class.
package enum PropertyListValue: Equatable, Hashable, Sendable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    /// NSUserActivity's `userInfo` also takes URLs and UUIDs, as on Apple platforms.
    case url(URL)
    case uuid(UUID)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// How deeply `init?(_:)` follows arrays and dictionaries: well inside
    /// what `SceneStoreCodec` accepts once the store's own nesting is added,
    /// so converted user data can always be saved.
    ///
    /// This does not protect against a *cyclic* NSArray or NSDictionary: on
    /// Linux, Foundation bridges nested NS collections eagerly and recursively
    /// the moment an element is read, and overflows the stack inside Foundation
    /// before this code sees one. Property lists cannot be cyclic anyway.
    package static let maximumConversionDepth = 32

    /// Converts a Foundation or Swift value, or returns nil if it (or anything
    /// nested in it) is not a property-list value.
    ///
    /// Bool and numbers need care on Linux: `NSNumber(value: 1) as? Bool`
    /// succeeds there, and Swift integers bridge to `NSNumber`. So an
    /// `NSNumber` is classified by its class (booleans are the distinct
    /// `__NSCFBoolean` subclass on both platforms) and `objCType`, and only
    /// then are native Swift types matched.
    package init?(_ any: Any) {
        self.init(any, depth: 0)
    }

    private init?(_ any: Any, depth: Int) {
        guard depth <= Self.maximumConversionDepth else { return nil }
        if type(of: any) is NSNumber.Type, let number = any as? NSNumber {
            self.init(number)
            return
        }
        switch any {
        case let value as Bool:
            self = .bool(value)
        case let value as String:
            self = .string(value)
        case let value as any BinaryInteger:
            guard let exact = Int(exactly: value) else { return nil }
            self = .integer(exact)
        case let value as any BinaryFloatingPoint:
            self = .double(Double(value))
        case let value as Date:
            self = .date(value)
        case let value as Data:
            self = .data(value)
        case let value as URL:
            // Stored as its absolute string: a relative URL's base is folded in.
            self = .url(value.absoluteURL)
        case let value as UUID:
            self = .uuid(value)
        case let value as NSURL:
            guard let url = value as URL? else { return nil }
            self = .url(url.absoluteURL)
        case let value as NSUUID:
            self = .uuid(value as UUID)
        case let value as [Any]:
            var elements: [PropertyListValue] = []
            elements.reserveCapacity(value.count)
            for element in value {
                guard let converted = PropertyListValue(element, depth: depth + 1) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let value as [String: Any]:
            var entries: [String: PropertyListValue] = [:]
            for (key, element) in value {
                guard let converted = PropertyListValue(element, depth: depth + 1) else { return nil }
                entries[key] = converted
            }
            self = .dictionary(entries)
        case let value as [AnyHashable: Any]:
            // NSUserActivity.userInfo is typed [AnyHashable: Any]; accept it when every key is a string.
            var entries: [String: PropertyListValue] = [:]
            for (key, element) in value {
                guard let key = key.base as? String,
                      let converted = PropertyListValue(element, depth: depth + 1) else { return nil }
                entries[key] = converted
            }
            self = .dictionary(entries)
        default:
            return nil
        }
    }

    private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    private init?(_ number: NSNumber) {
        if ObjectIdentifier(type(of: number)) == Self.booleanNumberClass {
            self = .bool(number.boolValue)
            return
        }
        switch String(cString: number.objCType) {
        case "f", "d":
            self = .double(number.doubleValue)
        default:
            // Integer encodings; bridging to Int fails (rather than wrapping) for values above Int.max.
            guard let exact = number as? Int else { return nil }
            self = .integer(exact)
        }
    }

    /// The value as plain Swift values: String, Int, Double, Bool, Date, Data, URL, UUID, [Any],
    /// [String: Any].
    package var anyValue: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .date(let value): value
        case .data(let value): value
        case .url(let value): value
        case .uuid(let value): value
        case .array(let values): values.map(\.anyValue) as [Any]
        case .dictionary(let entries): entries.mapValues(\.anyValue) as [String: Any]
        }
    }

    /// Converts a `userInfo` dictionary, dropping entries that are not
    /// property-list values instead of failing the whole dictionary, so one
    /// stray object costs the app that key rather than its window state.
    /// `rejectedKeys` is sorted so callers can report it deterministically.
    package static func dictionary(_ any: [String: Any]) -> (value: [String: PropertyListValue], rejectedKeys: [String]) {
        var value: [String: PropertyListValue] = [:]
        var rejectedKeys: [String] = []
        for (key, element) in any {
            if let converted = PropertyListValue(element, depth: 1) {
                value[key] = converted
            } else {
                rejectedKeys.append(key)
            }
        }
        return (value, rejectedKeys.sorted())
    }
}
