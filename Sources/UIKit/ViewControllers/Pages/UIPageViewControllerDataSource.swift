import Foundation

/// Supplies the pages around the one shown, as the user turns them. Returning nil ends the
/// pages in that direction.
///
/// The page indicator shows only when *both* `presentationCount(for:)` and
/// `presentationIndex(for:)` are implemented (Slate tells an implementation from the default
/// by probing; see `docs/porting.md`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is current, asked after `setViewControllers(_:direction:animated:completion:)`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        OptionalRequirement.markDefault()
        return 0
    }

    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        OptionalRequirement.markDefault()
        return 0
    }
}
