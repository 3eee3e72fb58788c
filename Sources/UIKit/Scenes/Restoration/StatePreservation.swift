import Foundation

/// One save of an app's view-controller state: walks each window's controllers from the root,
/// parents before children, and keeps what every controller (and every view of its own with a
/// restoration identifier) encodes.
///
/// A controller without a restoration identifier is not preserved, nor is anything under it
/// (UIKit's rule). A controller encoded by reference (a container's hidden child) is
/// preserved too, after the walk. Controllers are told apart by their place in the archive,
/// so several with one path (a stack of details) are each kept.
@MainActor
final class StatePreservation {
    private struct Pending {
        var object: StoredRestorableObject
        var coder: StateRestorationArchiver
    }

    private var pending: [Pending] = []
    private var places: [ObjectIdentifier: Int] = [:]
    /// Referenced but not reached by the walk yet.
    private var referenced: [UIViewController] = []

    /// The coder for `owner`'s state, whose controller references lead back here.
    func makeCoder(owner: String) -> StateRestorationArchiver {
        StateRestorationArchiver(owner: owner) { [weak self] controller in self?.referenced.append(controller) }
    }

    /// Preserves every root and everything under it, then what was referenced from outside
    /// the hierarchies (after every walk, so that a controller one walk reaches is saved under
    /// its parent there).
    func preserveHierarchies(from roots: [UIViewController]) {
        for root in roots { preserve(root, parentPath: [], parentIndex: nil) }
        while !referenced.isEmpty {
            let controller = referenced.removeFirst()
            guard places[ObjectIdentifier(controller)] == nil, let path = controller.restorationIdentifierPath else { continue }
            let parentIndex = controller.restorationParent.flatMap { places[ObjectIdentifier($0)] }
            preserve(controller, parentPath: Array(path.dropLast()), parentIndex: parentIndex)
        }
    }

    /// The objects saved, with every reference resolved to a place (or left out, for a
    /// controller that was not preserved), and the application coder's entries likewise.
    func finish(applicationCoder: StateRestorationArchiver) -> StoredRestorationArchive {
        let place = { [places] (controller: UIViewController) in places[ObjectIdentifier(controller)] }
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
        // Parents come first in the archive, so restoration finds a child under its parent.
        let index = pending.count
        places[ObjectIdentifier(controller)] = index
        let coder = makeCoder(owner: "\(type(of: controller))")
        let className = controller.restorationClass.map { String(reflecting: $0) }
        if let className, _typeByName(className) == nil {
            UIKitLog.write("slate: \(type(of: controller))'s restorationClass \(className) cannot be found by name at the next launch, so the controller will not be restored; make it a non-generic class at a module's top level")
        }
        pending.append(Pending(
            object: StoredRestorableObject(kind: .viewController, identifierPath: path, parentIndex: parentIndex,
                                           restorationClassName: className),
            coder: coder))
        controller.encodeRestorableState(with: coder)
        if let view = controller.viewIfLoaded { preserveViews(in: view, path: path, controllerIndex: index) }
        for child in controller.restorationChildren { preserve(child, parentPath: path, parentIndex: index) }
    }

    /// The views with restoration identifiers in a controller's own part of the view tree;
    /// of several with one identifier, the first (restoration could not tell them apart).
    private func preserveViews(in view: UIView, path: [String], controllerIndex: Int) {
        var identifiers: Set<String> = []
        for view in view.viewsWithRestorationIdentifiers {
            guard let identifier = view.restorationIdentifier, identifiers.insert(identifier).inserted else {
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
