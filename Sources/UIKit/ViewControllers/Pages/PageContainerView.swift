import Foundation

/// The page view controller's view: it lays the pages out whenever its size changes.
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    /// A turn under way ends where it is when the pages leave the window (a tab switched
    /// away mid-swipe): it cannot finish off screen.
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { controller?.transition?.viewWillLeaveWindow() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages(in: bounds)
    }
}
