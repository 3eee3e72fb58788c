import Foundation

/// The page view controller's view: it lays the pages out whenever its size changes.
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages(in: bounds)
    }
}
