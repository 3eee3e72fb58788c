import Foundation

/// An identifier of the Objective-C forms of the diffable types
/// (`NSDiffableDataSourceSnapshotReference` and family), which take identifiers as `Any`
/// and compare them as Objective-C compares objects (`isEqual:` and `hash`). Slate keeps them
/// in the generic Swift types wrapped in this, which compares through `AnyHashable` (the
/// same comparison for `NSObject`s, strings, numbers and Hashable values) and hands back the
/// original value as `base`.
///
/// `@unchecked Sendable`: the generic snapshots require Sendable identifiers, but these are
/// only reachable through the reference classes, which are not Sendable, and the main-actor
/// data sources.
struct DiffableIdentifier: Hashable, CustomStringConvertible, @unchecked Sendable {
    private let key: AnyHashable

    var base: Any { key.base }

    /// The identifier's own description, so messages and `visualDescription()` show it.
    var description: String { String(describing: key.base) }

    /// `api` names the call for the message when the identifier is not Hashable, which
    /// stops the program as UIKit's exception would.
    init(_ identifier: Any, api: String) {
        guard let key = identifier as? AnyHashable else {
            preconditionFailure("\(api): the identifier \(identifier) (\(type(of: identifier))) is not Hashable; "
                                + "diffable identifiers must be Hashable (an NSObject, a String, a number or a Hashable value)")
        }
        self.key = key
    }
}

/// The reference types: identifiers they take are checked once, and a message about one names
/// the type and the call (`NSDiffableDataSourceSnapshotReference.appendItems(withIdentifiers:)`).
protocol DiffableReference: AnyObject {}

extension DiffableReference {
    static func key(_ identifier: Any, _ api: String) -> DiffableIdentifier {
        DiffableIdentifier(identifier, api: "\(Self.self).\(api)")
    }

    static func keys(_ identifiers: [Any], _ api: String) -> [DiffableIdentifier] {
        identifiers.map { key($0, api) }
    }
}
