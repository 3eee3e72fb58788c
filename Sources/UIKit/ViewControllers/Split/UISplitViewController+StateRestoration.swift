import Foundation

/// A split view controller saves what each column shows.
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
            if let saved = coder.decodeObject(forKey: Self.restorableClassicKey) as? [UIViewController],
               case let controllers = restorableChildren(saved), !controllers.isEmpty,
               !controllers.elementsEqual(viewControllers, by: ===) {
                viewControllers = controllers
            }
            return
        }
        for column in Self.restorableColumns {
            guard let saved = coder.decodeObject(forKey: Self.restorableKey(for: column)) as? [UIViewController],
                  case let stack = restorableChildren(saved), let first = stack.first else { continue }
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
