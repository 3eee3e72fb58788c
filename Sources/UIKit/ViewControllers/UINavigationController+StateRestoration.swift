import Foundation

/// A navigation controller saves its stack and restores the controllers of it that came back.
extension UINavigationController {
    private static let restorableStackKey = "UINavigationControllerViewControllers"

    func encodeRestorableStack(with coder: NSCoder) {
        coder.encode(viewControllers, forKey: Self.restorableStackKey)
    }

    /// The saved stack, of the controllers that came back; a stack none of which came back
    /// leaves the one the app set up.
    func decodeRestorableStack(with coder: NSCoder) {
        guard let saved = coder.decodeObject(forKey: Self.restorableStackKey) as? [UIViewController] else { return }
        let stack = restorableChildren(saved)
        guard !stack.isEmpty,
              !stack.elementsEqual(viewControllers, by: ===) else { return }
        setViewControllers(stack, animated: false)
    }
}
