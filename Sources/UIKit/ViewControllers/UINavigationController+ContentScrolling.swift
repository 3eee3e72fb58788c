import Foundation

/// The navigation bar follows its top controller's content as UIKit's does: a large title
/// folds up under the title row as the content scrolls up (the inline title taking its place)
/// and unfolds as it comes back to the top; an item that hides its search bar when scrolling
/// starts with it folded, and pulling the content down past its top reveals it. The content's
/// top edge stays at the bar's bottom edge while the bar folds, and a part left half folded
/// when the content comes to rest folds or unfolds the rest of the way. The scroll-edge
/// appearance applies while the content's top is at the bar (iOS 14: large titles only).
extension UINavigationController: ContentScrollObserving {
    /// The content scroll view UIKit follows: the controller's view, or its first subview.
    func contentScrollView(of child: UIViewController) -> UIScrollView? {
        guard let view = child.storedView else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// Finds the top controller's content scroll view, once per layout: a new one starts the
    /// bar's fold afresh the first time a bar follows it, or takes it from where its content
    /// is scrolled.
    func followContentScrollView() {
        let top = stack.last
        let scrollView = top.flatMap(contentScrollView(of:))
        guard scrollView !== trackedScrollView else { return }
        if let previous = trackedScrollView {
            previous.contentScrollObserver = nil
            previous.barFoldRoom = 0
        }
        trackedScrollView = scrollView
        guard let scrollView, let top, isUnderTopBar(top) else {
            navigationBar.fold = NavigationBarFold()
            navigationBar.isAtScrollEdge = true
            return
        }
        scrollView.contentScrollObserver = self
        if scrollView.hasFollowedNavigationBar {
            foldBar(toContentOf: scrollView)
        } else {
            scrollView.hasFollowedNavigationBar = true
            navigationBar.fold = .searchBarFolded(height: navigationBar.foldableSearchBarHeight)
            navigationBar.isAtScrollEdge = true
        }
    }

    /// Whether `child`'s view reaches up under the navigation bar (SAFE-04): only then can the
    /// bar fold over its content.
    func isUnderTopBar(_ child: UIViewController) -> Bool {
        guard let view = storedView else { return false }
        return contentFrame(for: child).minY == view.bounds.minY
    }

    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView else { return }
        foldBar(toContentOf: scrollView)
    }

    /// The content came to rest with a part half folded: it folds or unfolds the rest of the
    /// way, whichever is nearer, the content moving with it.
    func contentScrollViewDidComeToRest(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView else { return }
        let bar = navigationBar
        let fold = bar.appliedFold
        func completion(folded: CGFloat, of height: CGFloat) -> CGFloat {
            guard folded > 0, folded < height else { return 0 }
            return folded < height / 2 ? -folded : height - folded
        }
        var change = completion(folded: fold.searchBar, of: bar.foldableSearchBarHeight)
        if change == 0 { change = completion(folded: fold.largeTitle, of: bar.foldableLargeTitleHeight) }
        guard change != 0 else { return }
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(CGPoint(x: offset.x, y: offset.y + change), animated: true)
    }

    /// Folds the bar so that its bottom edge meets the content's top edge, as far as its
    /// foldable parts go.
    private func foldBar(toContentOf scrollView: UIScrollView) {
        // Until the child has the bar in its safe area, its content is not placed below it yet.
        guard let view = storedView, let top = stack.last, top.containerBarInsets.top > 0, isUnderTopBar(top) else { return }
        let bar = navigationBar
        let traits = view.traitCollection
        let largeTitle = bar.foldableLargeTitleHeight
        let search = bar.foldableSearchBarHeight
        // Where the content's top edge is, in the navigation controller's view: the scroll
        // view's place in the child's view (which starts at the top, under the bar), less how
        // far it is scrolled, past its own inset.
        let scrollViewTop = scrollView === top.storedView ? 0 : scrollView.frame.minY
        let contentTop = scrollViewTop - scrollView.contentOffset.y - scrollView.contentInset.top
        let unfoldingStarts = view.safeAreaInsets.top + bar.unfoldedHeight(for: traits) - largeTitle - search
        let visible = contentTop - unfoldingStarts
        bar.isAtScrollEdge = visible >= -0.5
        bar.fold = NavigationBarFold(visible: visible, largeTitleHeight: largeTitle, searchBarHeight: search)
    }
}
