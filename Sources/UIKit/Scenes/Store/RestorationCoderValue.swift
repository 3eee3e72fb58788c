import Foundation

/// One entry of a state-restoration coder, as it is kept in the store.
///
/// UIKit's restoration coder stores three kinds of thing under a key: plain values, a
/// *reference* to another restorable object (a view controller encoded inside another's
/// state is not copied: the archive names it by its place in the archive's object list, and
/// decoding returns the object restored there), and archives of the app's own `NSCoding`
/// objects.
package enum RestorationCoderValue: Equatable, Sendable {
    /// A property-list value (strings, numbers, booleans, dates, data, and collections of them).
    case value(PropertyListValue)
    /// A restorable object: its index in `StoredRestorationArchive.objects`.
    case reference(Int)
    /// An array of restorable objects (a navigation controller's stack).
    case references([Int])
    /// Any other `NSCoding` object, archived with `NSKeyedArchiver`.
    case archive(Data)
}
