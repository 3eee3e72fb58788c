import Foundation

/// `UIViewController` is `NSCoding`, as in UIKit, so that restoration code can ask a coder for
/// one by class (`coder.decodeObject(of: UIViewController.self, forKey:)`).
extension UIViewController: @MainActor NSCoding {}

/// What every controller, and each built-in container, saves and restores of itself.
extension UIViewController {
    private static let presentedControllerKey = "UIViewControllerPresentedViewController"

    /// The restoration identifiers from the root of this controller's hierarchy down to it —
    /// up through parents, and from a presented controller to the one that presented it — or
    /// nil when it or any of those has none (such a controller is not preserved).
    var restorationIdentifierPath: [String]? {
        guard let restorationIdentifier else { return nil }
        guard let owner = restorationParent else { return [restorationIdentifier] }
        return owner.restorationIdentifierPath.map { $0 + [restorationIdentifier] }
    }

    /// One step up a restoration path: the parent — passing over the navigation controller a
    /// column-style split made to wrap a column, which the app never saw — or, for a
    /// presented controller, the one that presented it.
    var restorationParent: UIViewController? {
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
           presentedViewController == nil {
            UIApplication.shared.restoredPresentations.append((presenting: self, presented: presented))
        }
    }
}

extension UINavigationController {
    private static let restorableStackKey = "UINavigationControllerViewControllers"

    func encodeRestorableStack(with coder: NSCoder) {
        coder.encode(viewControllers, forKey: Self.restorableStackKey)
    }

    /// The saved stack, of the controllers that came back; a stack none of which came back
    /// leaves the one the app set up.
    func decodeRestorableStack(with coder: NSCoder) {
        guard let stack = coder.decodeObject(forKey: Self.restorableStackKey) as? [UIViewController], !stack.isEmpty,
              !stack.elementsEqual(viewControllers, by: ===) else { return }
        setViewControllers(stack, animated: false)
    }
}

extension UITabBarController {
    private static let restorableSelectionKey = "UITabBarControllerSelectedIndex"

    func encodeRestorableSelection(with coder: NSCoder) {
        coder.encode(selectedIndex, forKey: Self.restorableSelectionKey)
    }

    func decodeRestorableSelection(with coder: NSCoder) {
        guard coder.containsValue(forKey: Self.restorableSelectionKey) else { return }
        let index = coder.decodeInteger(forKey: Self.restorableSelectionKey)
        if (viewControllers ?? []).indices.contains(index) { selectedIndex = index }
    }
}

extension UISplitViewController {
    private static let restorableClassicKey = "UISplitViewControllerViewControllers"

    private static func restorableKey(for column: Column) -> String {
        "UISplitViewControllerColumn.\(column)"
    }

    private static let restorableColumns: [Column] = [.primary, .supplementary, .secondary, .compact]

    /// A column-style split keeps, for each column, the controller assigned to it and what was
    /// pushed on the navigation controller the split wrapped it in; a classic split keeps its
    /// `viewControllers`.
    func encodeRestorableColumns(with coder: NSCoder) {
        guard style != .unspecified else {
            coder.encode(viewControllers, forKey: Self.restorableClassicKey)
            return
        }
        for column in Self.restorableColumns {
            guard let assigned = viewController(for: column) else { continue }
            let stack = columnWrapper(for: column)?.viewControllers ?? [assigned]
            coder.encode(stack, forKey: Self.restorableKey(for: column))
        }
    }

    func decodeRestorableColumns(with coder: NSCoder) {
        guard style != .unspecified else {
            if let controllers = coder.decodeObject(forKey: Self.restorableClassicKey) as? [UIViewController], !controllers.isEmpty,
               !controllers.elementsEqual(viewControllers, by: ===) {
                viewControllers = controllers
            }
            return
        }
        for column in Self.restorableColumns {
            guard let stack = coder.decodeObject(forKey: Self.restorableKey(for: column)) as? [UIViewController],
                  let first = stack.first else { continue }
            if column == .supplementary, style != .tripleColumn { continue }
            if first !== viewController(for: column) { setViewController(first, for: column) }
            if let wrapper = columnWrapper(for: column), !stack.elementsEqual(wrapper.viewControllers, by: ===) {
                wrapper.setViewControllers(stack, animated: false)
            }
        }
    }

    /// The navigation controller the split made to show `column`'s controller, if it made one.
    private func columnWrapper(for column: Column) -> UINavigationController? {
        guard let navigation = navigationController(for: column), navigation.createdBySplit else { return nil }
        return navigation
    }
}

extension UIPageViewController {
    private static let restorablePagesKey = "UIPageViewControllerViewControllers"

    func encodeRestorablePages(with coder: NSCoder) {
        coder.encode(viewControllers ?? [], forKey: Self.restorablePagesKey)
    }

    func decodeRestorablePages(with coder: NSCoder) {
        guard let pages = coder.decodeObject(forKey: Self.restorablePagesKey) as? [UIViewController], !pages.isEmpty,
              !pages.elementsEqual(viewControllers ?? [], by: ===) else { return }
        setViewControllers(pages, direction: .forward, animated: false)
    }
}
