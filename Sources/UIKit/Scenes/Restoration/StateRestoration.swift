import Foundation

/// One restoration of a saved archive, in UIKit's order:
///
/// 1. every preserved controller and custom object is found, parents first: one saved with a
///    restoration class is asked of that class alone (nil leaves it out). Otherwise a
///    controller is asked of the app delegate's
///    `application(_:viewControllerWithRestorationIdentifierPath:coder:)`, failing that it is
///    the controller already at that path — a window's root, or a child or presented
///    controller, not found already, of the controller restored as its parent — and failing
///    that, one made again from the storyboard it came from, by its Storyboard ID. A custom
///    object is the one registered again with the same identifier (under the same parent);
/// 2. each found controller and object decodes its state, in the order they were saved
///    (containers install the children they saved), then the views saved with controllers;
/// 3. the app delegate's `application(_:didDecodeRestorableStateWith:)`;
/// 4. `applicationFinishedRestoringState()` on every restored controller and object.
@MainActor
final class StateRestoration {
    private let archive: StoredRestorationArchive
    private let registry: RestorableObjectRegistry
    /// By place in the archive.
    private var restored: [Int: AnyObject] = [:]
    private var claimed: Set<ObjectIdentifier> = []
    private var found: [(object: StoredRestorableObject, restored: any UIStateRestoring)] = []
    private var storyboards: [StoredRestorableObject.StoryboardOrigin: UIStoryboard?] = [:]

    init(archive: StoredRestorationArchive, registry: RestorableObjectRegistry) {
        self.archive = archive
        self.registry = registry
    }

    /// The application's coder, for the app delegate.
    func makeApplicationCoder() -> StateRestorationUnarchiver {
        makeCoder(entries: archive.application, owner: "the app delegate", storyboard: nil)
    }

    func restore(application: UIApplication, delegate: UIApplicationDelegate, roots: [UIViewController],
                 applicationCoder: NSCoder) {
        for (index, object) in archive.objects.enumerated() {
            let made: (any UIStateRestoring)?
            switch object.kind {
            case .viewController: made = findController(for: object, application: application, delegate: delegate, roots: roots)
            case .object: made = findObject(for: object)
            case .view: continue
            }
            guard let made else { continue }
            guard !claimed.contains(ObjectIdentifier(made)) else {
                UIKitLog.write("slate: \(type(of: made)) was given for two restoration paths (the second \(object.identifierPath)); it is restored once, at the first")
                continue
            }
            restored[index] = made
            claimed.insert(ObjectIdentifier(made))
            found.append((object, made))
        }
        for (object, made) in found {
            made.decodeRestorableState(with: makeCoder(for: object))
        }
        for object in archive.objects where object.kind == .view {
            guard let controller = object.parentIndex.flatMap({ restored[$0] as? UIViewController }),
                  let view = controller.view.viewsWithRestorationIdentifiers.first(where: { $0.restorationIdentifier == object.identifierPath.last })
            else { continue }
            view.decodeRestorableState(with: makeCoder(for: object))
        }
        delegate.application(application, didDecodeRestorableStateWith: applicationCoder)
        for (_, made) in found { made.applicationFinishedRestoringState() }
    }

    private func findController(for object: StoredRestorableObject, application: UIApplication, delegate: UIApplicationDelegate,
                                roots: [UIViewController]) -> UIViewController? {
        let coder = makeCoder(for: object)
        if let className = object.restorationClassName {
            guard let type = Self.restorationType(named: className) else { return nil }
            guard let restoration = type as? any UIViewControllerRestoration.Type else {
                UIKitLog.write("slate: \(className) does not adopt UIViewControllerRestoration; the view controller saved with it is not restored")
                return nil
            }
            return restoration.viewController(withRestorationIdentifierPath: object.identifierPath, coder: coder)
        }
        return delegate.application(application, viewControllerWithRestorationIdentifierPath: object.identifierPath, coder: coder)
            ?? existingController(for: object, roots: roots)
            ?? storyboardController(for: object)
    }

    /// A registered custom object: made by its restoration class, or else the one registered
    /// with the saved identifier — under the object restored as its parent, when it had one,
    /// else at the saved path.
    private func findObject(for object: StoredRestorableObject) -> (any UIStateRestoring)? {
        if let className = object.restorationClassName {
            guard let type = Self.restorationType(named: className) else { return nil }
            guard let restoration = type as? any UIObjectRestoration.Type else {
                UIKitLog.write("slate: \(className) does not adopt UIObjectRestoration; the object saved with it is not restored")
                return nil
            }
            return restoration.object(withRestorationIdentifierPath: object.identifierPath, coder: makeCoder(for: object))
        }
        let candidates = registry.objects(withIdentifier: object.identifierPath.last!).filter { !claimed.contains(ObjectIdentifier($0)) }
        if let parent = object.parentIndex.flatMap({ restored[$0] }),
           let underParent = candidates.first(where: { ($0.restorationParent as AnyObject?) === parent }) {
            return underParent
        }
        if let atPath = candidates.first(where: { registry.path(of: $0) == object.identifierPath }) { return atPath }
        UIKitLog.write("slate: no object is registered for state restoration at \(object.identifierPath.joined(separator: "/")); register it at launch (UIApplication.registerObject(forStateRestoration:restorationIdentifier:)) or give it an objectRestorationClass")
        return nil
    }

    // MARK: Finding controllers

    /// The controller already in place for `object`: a window's root with its identifier, or
    /// one of its restored parent's children (or what that parent presents) with its
    /// identifier that no earlier object took.
    private func existingController(for object: StoredRestorableObject, roots: [UIViewController]) -> UIViewController? {
        let identifier = object.identifierPath.last!
        let candidates: [UIViewController]
        if let parentIndex = object.parentIndex {
            guard let parent = restored[parentIndex] as? UIViewController else { return nil }
            candidates = parent.restorationChildren
        } else {
            guard object.identifierPath.count == 1 else { return nil }
            candidates = roots
        }
        return candidates.first { $0.restorationIdentifier == identifier && !claimed.contains(ObjectIdentifier($0)) }
    }

    /// A controller made again from the storyboard it came from, by its Storyboard ID; nil
    /// when it had none, or the storyboard or the ID is gone.
    private func storyboardController(for object: StoredRestorableObject) -> UIViewController? {
        guard let origin = object.storyboard, let identifier = origin.identifier, let storyboard = storyboard(for: origin) else { return nil }
        guard storyboard.viewControllerElement(withIdentifier: identifier) != nil else {
            UIKitLog.write("slate: \(origin.name).storyboard has no view controller with the Storyboard ID \"\(identifier)\" any more; the controller saved at \(object.identifierPath.joined(separator: "/")) is not restored")
            return nil
        }
        return storyboard.instantiateViewController(withIdentifier: identifier)
    }

    /// The storyboard `origin` names, read once; nil (reported) when it is not there any more.
    private func storyboard(for origin: StoredRestorableObject.StoryboardOrigin) -> UIStoryboard? {
        if let known = storyboards[origin] { return known }
        let bundle = origin.bundlePath.flatMap { FileManager.default.fileExists(atPath: $0) ? Bundle(path: $0) : nil }
        var storyboard: UIStoryboard?
        if InterfaceBuilderResources.path(forResource: origin.name, ofType: "storyboard", in: bundle) != nil {
            storyboard = UIStoryboard(name: origin.name, bundle: bundle)
        } else {
            UIKitLog.write("slate: the storyboard \(origin.name) a view controller was saved from is not in the app any more")
        }
        storyboards[origin] = storyboard
        return storyboard
    }

    /// The restoration class saved by name. Swift on Linux finds a class by its qualified name
    /// only when it is a non-generic class at a module's top level (docs/porting.md).
    private static func restorationType(named name: String) -> Any.Type? {
        guard let type = _typeByName(name) else {
            UIKitLog.write("slate: the restoration class \(name) was not found; the object saved with it is not restored (a restoration class must be a non-generic class at a module's top level)")
            return nil
        }
        return type
    }

    // MARK: Coders

    private func makeCoder(for object: StoredRestorableObject) -> StateRestorationUnarchiver {
        makeCoder(entries: object.state, owner: object.identifierPath.joined(separator: "/"),
                  storyboard: object.storyboard.flatMap(storyboard(for:)))
    }

    private func makeCoder(entries: [String: RestorationCoderValue], owner: String, storyboard: UIStoryboard?) -> StateRestorationUnarchiver {
        StateRestorationUnarchiver(entries: entries, owner: owner, storyboard: storyboard) { [weak self] index in self?.restored[index] }
    }
}
