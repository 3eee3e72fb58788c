import Foundation

/// How a page view controller turns its pages: `PageScroller` for the scroll transition,
/// `PageCurler` for the page curl. The controller checks what the app passes; a transition
/// shows it.
@MainActor
protocol PageTransition: AnyObject {
    /// The pages shown: what `viewControllers` returns.
    var pages: [UIViewController] { get }
    /// Shows `pages` (already checked: the right number, each fit to be a page).
    func setPages(_ pages: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
                  completion: ((Bool) -> Void)?)
    /// Places the pages in `content`, the part of the view they fill.
    func layout(in content: CGRect)
    func dataSourceDidChange()
    /// The pages leave the window: a turn under way ends where it is.
    func viewWillLeaveWindow()
}

extension PageScroller: PageTransition {}
