import Foundation

/// One save of an app's view-controller state: walks each window's controllers from the root,
/// parents before children, and keeps what every controller (and every view of its own with a
/// restoration identifier) encodes.
///
/// A controller without a restoration identifier is not preserved, nor is anything under it
/// (UIKit's rule). A controller encoded by reference (a container's hidden child) is
/// preserved too, after the walk, and so is a registered custom object (`UIStateRestoring`)
/// — only when something preserved encodes it, as in UIKit. Controllers are told apart by
/// their place in the archive, so several with one path (a stack of details) are each kept.
@MainActor
final class StatePreservation {
    private struct Pending {
        var object: StoredRestorableObject
        var coder: StateRestorationArchiver
    }

    private var pending: [Pending] = []
    private var places: [ObjectIdentifier: Int] = [:]
    /// Referenced but not reached by the walk yet: controllers and registered objects.
    private var referenced: [AnyObject] = []
    private let registry: RestorableObjectRegistry
    /// Registered objects being preserved, for stopping at a loop of restoration parents.
    private var visitingObjects: Set<ObjectIdentifier> = []

    init(registry: RestorableObjectRegistry) {
        self.registry = registry
    }

    /// The coder for `owner`'s state, whose references lead back here.
    func makeCoder(owner: String) -> StateRestorationArchiver {
        StateRestorationArchiver(owner: owner, isRegistered: { [registry] in registry.identifier(of: $0) != nil }) { [weak self] object in
            self?.referenced.append(object)
        }
    }

    /// Preserves every root and everything under it, then what was referenced from outside
    /// the hierarchies (after every walk, so that a controller one walk reaches is saved under
    /// its parent there).
    func preserveHierarchies(from roots: [UIViewController]) {
        for root in roots { preserve(root, parentPath: [], parentIndex: nil) }
        while !referenced.isEmpty {
            let object = referenced.removeFirst()
            guard places[ObjectIdentifier(object)] == nil else { continue }
            if let controller = object as? UIViewController {
                guard let path = controller.restorationIdentifierPath else { continue }
                let parentIndex = controller.restorationPathParent.flatMap { places[ObjectIdentifier($0)] }
                preserve(controller, parentPath: Array(path.dropLast()), parentIndex: parentIndex)
            } else if let restorable = object as? any UIStateRestoring {
                preserveObject(restorable)
            }
        }
    }

    /// The objects saved, with every reference resolved to a place (or left out, for a
    /// controller that was not preserved), and the application coder's entries likewise.
    func finish(applicationCoder: StateRestorationArchiver) -> StoredRestorationArchive {
        let place = { [places] (object: AnyObject) in places[ObjectIdentifier(object)] }
        let objects = pending.map { entry in
            var object = entry.object
            object.state = entry.coder.entries(placing: place)
            return object
        }
        return StoredRestorationArchive(application: applicationCoder.entries(placing: place), objects: objects)
    }

    private func preserve(_ controller: UIViewController, parentPath: [String], parentIndex: Int?) {
        guard let identifier = controller.restorationIdentifier, places[ObjectIdentifier(controller)] == nil else { return }
        let path = parentPath + [identifier]
        guard Self.isSavable(path, of: controller) else { return }
        // Parents come first in the archive, so restoration finds a child under its parent.
        let index = pending.count
        places[ObjectIdentifier(controller)] = index
        let coder = makeCoder(owner: "\(type(of: controller))")
        let className = Self.restorationClassName(controller.restorationClass.map { $0 as Any.Type }, of: controller)
        pending.append(Pending(
            object: StoredRestorableObject(kind: .viewController, identifierPath: path, parentIndex: parentIndex,
                                           restorationClassName: className, storyboard: Self.storyboardOrigin(of: controller)),
            coder: coder))
        controller.encodeRestorableState(with: coder)
        if let view = controller.viewIfLoaded { preserveViews(in: view, path: path, controllerIndex: index) }
        for child in controller.restorationChildren { preserve(child, parentPath: path, parentIndex: index) }
    }

    /// A registered object, after its restoration parent when that is a registered object too
    /// (a parent comes before its children in the archive).
    private func preserveObject(_ object: any UIStateRestoring) {
        guard places[ObjectIdentifier(object)] == nil, let path = registry.path(of: object), Self.isSavable(path, of: object),
              visitingObjects.insert(ObjectIdentifier(object)).inserted else { return }
        defer { visitingObjects.remove(ObjectIdentifier(object)) }
        // A parent in a loop of parents is left as it is (the object then has no parent index).
        if let parent = object.restorationParent, !(parent is UIViewController) { preserveObject(parent) }
        guard places[ObjectIdentifier(object)] == nil else { return }
        let parentIndex = object.restorationParent.flatMap { places[ObjectIdentifier($0)] }
        places[ObjectIdentifier(object)] = pending.count
        let coder = makeCoder(owner: "\(type(of: object))")
        let className = Self.restorationClassName(object.objectRestorationClass.map { $0 as Any.Type }, of: object)
        pending.append(Pending(
            object: StoredRestorableObject(kind: .object, identifierPath: path, parentIndex: parentIndex, restorationClassName: className),
            coder: coder))
        object.encodeRestorableState(with: coder)
    }

    /// Whether the archive can hold `path`. An object whose path it cannot (an empty or
    /// overlong identifier) is left out, with a message, rather than failing the whole save.
    private static func isSavable(_ path: [String], of object: AnyObject) -> Bool {
        do {
            for identifier in path { try SceneStoreSchema.checkIdentifier(identifier, named: "restorationIdentifier") }
            return true
        } catch {
            UIKitLog.write("slate: \(type(of: object)) at \(path.joined(separator: "/")) is not preserved: its \(error.description); give it a short, non-empty restoration identifier")
            return false
        }
    }

    /// The qualified name a restoration class is found by at the next launch; a class that
    /// cannot be found so is reported now.
    private static func restorationClassName(_ type: Any.Type?, of object: AnyObject) -> String? {
        guard let type else { return nil }
        let name = String(reflecting: type)
        if _typeByName(name) == nil {
            UIKitLog.write("slate: \(Swift.type(of: object))'s restoration class \(name) cannot be found by name at the next launch, so the object will not be restored; make it a non-generic class at a module's top level")
        }
        return name
    }

    /// The storyboard `controller` was made from, so that restoration can make it again.
    private static func storyboardOrigin(of controller: UIViewController) -> StoredRestorableObject.StoryboardOrigin? {
        guard let scene = controller.storyboardScene else { return nil }
        return StoredRestorableObject.StoryboardOrigin(name: scene.storyboard.name, bundlePath: scene.storyboard.bundle?.bundlePath,
                                                       identifier: scene.element["storyboardIdentifier"])
    }

    /// The views with restoration identifiers in a controller's own part of the view tree;
    /// of several with one identifier, the first (restoration could not tell them apart).
    private func preserveViews(in view: UIView, path: [String], controllerIndex: Int) {
        var identifiers: Set<String> = []
        for view in view.viewsWithRestorationIdentifiers {
            guard let identifier = view.restorationIdentifier, Self.isSavable(path + [identifier], of: view),
                  identifiers.insert(identifier).inserted else {
                UIKitLog.write("slate: \(type(of: view)) is not preserved: another view of the same view controller has the restoration identifier \"\(view.restorationIdentifier ?? "")\"; give them different ones")
                continue
            }
            let coder = makeCoder(owner: "\(type(of: view))")
            view.encodeRestorableState(with: coder)
            pending.append(Pending(object: StoredRestorableObject(kind: .view, identifierPath: path + [identifier], parentIndex: controllerIndex),
                                   coder: coder))
        }
    }
}
