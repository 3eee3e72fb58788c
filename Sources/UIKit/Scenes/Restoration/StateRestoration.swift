import Foundation

/// One restoration of a saved archive, in UIKit's order:
///
/// 1. every preserved controller is found, parents first: a controller saved with a
///    restoration class is asked of that class alone (nil leaves it out); otherwise the app
///    delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)`, and
///    failing that, the controller already at that path — a window's root, or a child or
///    presented controller, not found already, of the controller restored as its parent;
/// 2. each found controller decodes its state, parents first (containers install the
///    children they saved), then the views saved with it;
/// 3. the app delegate's `application(_:didDecodeRestorableStateWith:)`;
/// 4. `applicationFinishedRestoringState()` on every restored controller.
@MainActor
final class StateRestoration {
    private let archive: StoredRestorationArchive
    /// By place in the archive.
    private var restored: [Int: UIViewController] = [:]
    private var claimed: Set<ObjectIdentifier> = []
    private var found: [(object: StoredRestorableObject, controller: UIViewController)] = []

    init(archive: StoredRestorationArchive) {
        self.archive = archive
    }

    /// The application's coder, for the app delegate.
    func makeApplicationCoder() -> StateRestorationUnarchiver {
        makeCoder(entries: archive.application, owner: "the app delegate")
    }

    func restore(application: UIApplication, delegate: UIApplicationDelegate, roots: [UIViewController],
                 applicationCoder: NSCoder) {
        for (index, object) in archive.objects.enumerated() where object.kind == .viewController {
            let coder = makeCoder(for: object)
            let controller: UIViewController?
            if let className = object.restorationClassName {
                controller = Self.restorationClass(named: className)?
                    .viewController(withRestorationIdentifierPath: object.identifierPath, coder: coder)
            } else {
                controller = delegate.application(application, viewControllerWithRestorationIdentifierPath: object.identifierPath, coder: coder)
                    ?? existingController(for: object, roots: roots)
            }
            guard let controller else { continue }
            guard !claimed.contains(ObjectIdentifier(controller)) else {
                UIKitLog.write("slate: \(type(of: controller)) was given for two restoration paths (the second \(object.identifierPath)); it is restored once, at the first")
                continue
            }
            restored[index] = controller
            claimed.insert(ObjectIdentifier(controller))
            found.append((object, controller))
        }
        for (object, controller) in found {
            controller.decodeRestorableState(with: makeCoder(for: object))
        }
        for object in archive.objects where object.kind == .view {
            guard let controller = object.parentIndex.flatMap({ restored[$0] }),
                  let view = controller.view.viewsWithRestorationIdentifiers.first(where: { $0.restorationIdentifier == object.identifierPath.last })
            else { continue }
            view.decodeRestorableState(with: makeCoder(for: object))
        }
        delegate.application(application, didDecodeRestorableStateWith: applicationCoder)
        for (_, controller) in found { controller.applicationFinishedRestoringState() }
    }

    // MARK: Finding controllers

    /// The controller already in place for `object`: a window's root with its identifier, or
    /// one of its restored parent's children (or what that parent presents) with its
    /// identifier that no earlier object took.
    private func existingController(for object: StoredRestorableObject, roots: [UIViewController]) -> UIViewController? {
        let identifier = object.identifierPath.last!
        let candidates: [UIViewController]
        if let parentIndex = object.parentIndex {
            guard let parent = restored[parentIndex] else { return nil }
            candidates = parent.restorationChildren
        } else {
            guard object.identifierPath.count == 1 else { return nil }
            candidates = roots
        }
        return candidates.first { $0.restorationIdentifier == identifier && !claimed.contains(ObjectIdentifier($0)) }
    }

    /// The restoration class saved by name. Swift on Linux finds a class by its qualified name
    /// only when it is a non-generic class at a module's top level (docs/porting.md).
    private static func restorationClass(named name: String) -> (any UIViewControllerRestoration.Type)? {
        guard let type = _typeByName(name) else {
            UIKitLog.write("slate: the restoration class \(name) was not found; the view controller saved with it is not restored (a restorationClass must be a non-generic class at a module's top level)")
            return nil
        }
        guard let restoration = type as? any UIViewControllerRestoration.Type else {
            UIKitLog.write("slate: \(name) does not adopt UIViewControllerRestoration; the view controller saved with it is not restored")
            return nil
        }
        return restoration
    }

    // MARK: Coders

    private func makeCoder(for object: StoredRestorableObject) -> StateRestorationUnarchiver {
        makeCoder(entries: object.state, owner: object.identifierPath.joined(separator: "/"))
    }

    private func makeCoder(entries: [String: RestorationCoderValue], owner: String) -> StateRestorationUnarchiver {
        StateRestorationUnarchiver(entries: entries, owner: owner) { [weak self] index in self?.restored[index] }
    }
}
