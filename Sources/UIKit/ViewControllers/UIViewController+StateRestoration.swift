import Foundation

/// `UIViewController` is `NSCoding`, as in UIKit, so that restoration code can ask a coder for
/// one by class (`coder.decodeObject(of: UIViewController.self, forKey:)`).
extension UIViewController: @MainActor NSCoding {}

/// A controller can be a custom object's `restorationParent`, as in UIKit.
extension UIViewController: UIStateRestoring {}

/// What every controller, and each built-in container, saves and restores of itself.
extension UIViewController {
    private static let presentedControllerKey = "UIViewControllerPresentedViewController"

    /// The restoration identifiers from the root of this controller's hierarchy down to it —
    /// up through parents, and from a presented controller to the one that presented it — or
    /// nil when it or any of those has none (such a controller is not preserved).
    var restorationIdentifierPath: [String]? {
        guard let restorationIdentifier else { return nil }
        guard let owner = restorationPathParent else { return [restorationIdentifier] }
        return owner.restorationIdentifierPath.map { $0 + [restorationIdentifier] }
    }

    /// One step up a restoration path: the parent — passing over the navigation controller a
    /// column-style split made to wrap a column, which the app never saw — or, for a
    /// presented controller, the one that presented it.
    var restorationPathParent: UIViewController? {
        guard let parent else { return presentingControllerIfPresented }
        return parent.isColumnWrapper ? parent.parent : parent
    }

    private var isColumnWrapper: Bool { (self as? UINavigationController)?.createdBySplit == true }

    /// The controller that presented this one, when this one is what it presents.
    var presentingControllerIfPresented: UIViewController? {
        guard let presenting = presentingViewController, presenting.presentedViewController === self else { return nil }
        return presenting
    }

    /// The controllers one step down in the restoration path: children, then what this
    /// controller itself presents.
    var restorationChildren: [UIViewController] {
        var controllers = children.flatMap { $0.isColumnWrapper ? $0.children : [$0] }
        if let presented = presentedViewController, presented.presentingViewController === self { controllers.append(presented) }
        return controllers
    }

    /// The base implementation: what this controller presents, and what a built-in container
    /// keeps of its children.
    func encodeBuiltInRestorableState(with coder: NSCoder) {
        if let presented = presentedViewController, presented.presentingViewController === self {
            coder.encode(presented, forKey: Self.presentedControllerKey)
        }
        encodeContainerRestorableState(with: coder)
    }

    func decodeBuiltInRestorableState(with coder: NSCoder) {
        decodeContainerRestorableState(with: coder)
        // Presented once the restored interface is on screen, without animation.
        if let presented = coder.decodeObject(forKey: Self.presentedControllerKey) as? UIViewController,
           presentedViewController == nil, let presentable = restorableChildren([presented]).first {
            UIApplication.shared.restoredPresentations.append((presenting: self, presented: presentable))
        }
    }

    /// `controllers` as this controller can take them back as children: each once, and
    /// neither this controller nor one above it — which only a damaged archive could ask for.
    func restorableChildren(_ controllers: [UIViewController]) -> [UIViewController] {
        var excluded: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var cursor = parent ?? presentingViewController
        while let ancestor = cursor {
            excluded.insert(ObjectIdentifier(ancestor))
            cursor = ancestor.parent ?? ancestor.presentingViewController
        }
        return controllers.filter { excluded.insert(ObjectIdentifier($0)).inserted }
    }
}

extension UIView {
    /// This view and those below it with restoration identifiers, depth first — not looking
    /// inside another controller's main view, whose views are that controller's to save.
    var viewsWithRestorationIdentifiers: [UIView] {
        var found: [UIView] = restorationIdentifier == nil ? [] : [self]
        for subview in subviews where subview.owningViewController == nil {
            found += subview.viewsWithRestorationIdentifiers
        }
        return found
    }
}
