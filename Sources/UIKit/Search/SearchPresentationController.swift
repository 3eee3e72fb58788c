import Foundation

/// How a search controller whose bar stands in the interface is presented: its view covers the
/// content below the bar — the bar, the bars above it and everything beside the content stay
/// interactive — fading in and out, and following the bar if it moves. Presented directly, it
/// covers the window.
@MainActor
final class SearchPresentationController: UIPresentationController {
    private var isFollowingSearchBar = false

    private var searchController: UISearchController? { presentedViewController as? UISearchController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        guard let searchController, searchController.searchBarIsInInterface,
              let contents = searchController.searchBar.enclosingViewController?.viewIfLoaded, contents.window != nil else {
            return containerView.bounds
        }
        let area = contents.convert(contents.bounds, to: containerView)
        let bar = searchController.searchBar.convert(searchController.searchBar.bounds, to: containerView)
        let top = min(max(area.minY, bar.maxY), area.maxY)
        return CGRect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    override func installChrome(in container: PresentationContainerView) {
        container.passesTouchesThrough = true
        layoutBuiltInViews()
        followSearchBar()
    }

    override func layoutBuiltInViews() {
        guard containerView != nil, let presented = presentedView else { return }
        presented.frame = frameOfPresentedViewInContainerView
    }

    override func builtInAnimator(for kind: PresentationTransition.Kind) -> UIViewControllerAnimatedTransitioning? {
        FadeTransitionAnimator(kind: kind, duration: 0.25)
    }

    /// The bar can move without the window changing size (a navigation bar giving up its
    /// title row): the covered area follows it.
    private func followSearchBar() {
        guard !isFollowingSearchBar else { return }
        isFollowingSearchBar = true
        CATransaction.observeSettledLayout { [weak self] in
            guard let self, self.isPresenting, let container = self.storedContainerView, let presented = self.presentedView else {
                self?.isFollowingSearchBar = false
                return false
            }
            // A hidden window lays nothing out: asking would only ask again.
            guard let window = container.window, !window.isHidden else { return true }
            if presented.frame != self.frameOfPresentedViewInContainerView { container.setNeedsLayout() }
            return true
        }
    }
}
