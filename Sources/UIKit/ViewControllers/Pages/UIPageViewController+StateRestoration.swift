import Foundation

/// A page view controller saves the pages it shows.
extension UIPageViewController {
    private static let restorablePagesKey = "UIPageViewControllerViewControllers"

    func encodeRestorablePages(with coder: NSCoder) {
        coder.encode(viewControllers ?? [], forKey: Self.restorablePagesKey)
    }

    func decodeRestorablePages(with coder: NSCoder) {
        guard let saved = coder.decodeObject(forKey: Self.restorablePagesKey) as? [UIViewController] else { return }
        let pages = restorableChildren(saved)
        guard !pages.isEmpty,
              !pages.elementsEqual(viewControllers ?? [], by: ===) else { return }
        setViewControllers(pages, direction: .forward, animated: false)
    }
}
