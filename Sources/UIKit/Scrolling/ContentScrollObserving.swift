import Foundation

/// Follows a scroll view that is a view controller's content: a navigation controller folds
/// its bar's large title and search bar as the content scrolls up, and unfolds them as it
/// comes back down.
@MainActor
protocol ContentScrollObserving: AnyObject {
    /// The content moved (a drag, a glide, an offset set from code), before the delegate hears it.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag or glide ended with the content at rest.
    func contentScrollViewDidComeToRest(_ scrollView: UIScrollView)
}
