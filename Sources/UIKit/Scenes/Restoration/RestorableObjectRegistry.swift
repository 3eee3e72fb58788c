import Foundation

/// The custom objects an app registered for state restoration, and their restoration
/// identifiers.
///
/// Objects are held weakly: as in UIKit, one that goes away needs no unregistering.
@MainActor
struct RestorableObjectRegistry {
    private struct Entry {
        weak var object: AnyObject?
        var identifier: String
        /// When it was registered, for answering in that order.
        var order: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var registrations = 0

    /// Registers `object` under `identifier`, replacing what it was registered under.
    mutating func register(_ object: any UIStateRestoring, identifier: String) {
        entries = entries.filter { $0.value.object != nil }
        registrations += 1
        entries[ObjectIdentifier(object)] = Entry(object: object, identifier: identifier, order: registrations)
    }

    /// `object`'s restoration identifier, when it is registered and still there.
    func identifier(of object: AnyObject) -> String? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.identifier
    }

    /// `object`'s restoration identifier path: its restoration parent's path (a view
    /// controller's, or another registered object's) followed by its identifier; nil when it
    /// is not registered. A parent that has no path of its own (a controller without a
    /// restoration identifier, an unregistered object) adds nothing.
    func path(of object: any UIStateRestoring) -> [String]? {
        var visited: Set<ObjectIdentifier> = []
        return path(of: object, visited: &visited)
    }

    private func path(of object: any UIStateRestoring, visited: inout Set<ObjectIdentifier>) -> [String]? {
        guard let identifier = identifier(of: object), visited.insert(ObjectIdentifier(object)).inserted else { return nil }
        return (parentPath(of: object, visited: &visited) ?? []) + [identifier]
    }

    private func parentPath(of object: any UIStateRestoring, visited: inout Set<ObjectIdentifier>) -> [String]? {
        guard let parent = object.restorationParent else { return nil }
        if let controller = parent as? UIViewController { return controller.restorationIdentifierPath }
        return path(of: parent, visited: &visited)
    }

    /// The registered objects still there with the restoration identifier `identifier`, in
    /// the order they were registered.
    func objects(withIdentifier identifier: String) -> [any UIStateRestoring] {
        entries.values.filter { $0.identifier == identifier }.sorted { $0.order < $1.order }
            .compactMap { $0.object as? any UIStateRestoring }
    }
}
