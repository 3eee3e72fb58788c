import Foundation
import QuartzCore

/// Layout-to-layout navigation (`useLayoutToLayoutNavigationTransitions`).
///
/// A collection view controller pushed with the property set onto a navigation stack whose
/// top is a collection view controller does not bring a collection view of its own on
/// screen: it shares the one below (its `view` and `collectionView` become that controller's
/// view and collection view), and the push animates that collection view from the layout it
/// has to the pushed controller's layout (`setCollectionViewLayout(_:animated:)`). Popping —
/// the back button, `popViewController`, the edge swipe, which scrubs the layout change —
/// animates back to the layout of the controller that comes back. The data source and the
/// delegate do not change: the first controller stays in charge of the items, as in UIKit.
///
/// The pushed controller's own view is loaded first (its `viewDidLoad` sees its own
/// collection view, whose layout is the one it brings); from the push on, the shared view
/// stays the first controller's main view — its responder and the one whose appearance the
/// view's window moves drive — and only the top of the stack hears appearance events.
extension UICollectionViewController {
    /// Whether pushing this controller onto `below` is a layout-to-layout transition.
    func joinsLayoutToLayoutNavigation(above below: UIViewController?) -> Bool {
        guard useLayoutToLayoutNavigationTransitions, let below = below as? UICollectionViewController else { return false }
        return below.collectionView != nil
    }

    /// Takes the view and collection view of `below`, and the layout to show in it: the
    /// layout of this controller's own collection view (loading it), unless it has shown one
    /// in a shared collection view before. `below` keeps the layout its collection view has now.
    func shareCollectionView(of below: UICollectionViewController) {
        guard let shared = below.collectionView else { return }
        below.navigationLayout = shared.collectionViewLayout
        guard assignedCollectionView !== shared else { return }
        if navigationLayout == nil { navigationLayout = collectionView.collectionViewLayout }
        borrowView(below.view)
        assignedCollectionView = shared
    }

    /// The layout change a navigation from `from` to `to` makes: the collection view they
    /// share, and the layouts it goes from and to; nil when they share none.
    static func layoutChange(from: UIViewController, to: UIViewController) -> NavigationLayoutChange? {
        guard let from = from as? UICollectionViewController, let to = to as? UICollectionViewController,
              let shared = to.assignedCollectionView ?? from.assignedCollectionView,
              from.collectionView === shared, to.collectionView === shared,
              let target = to.navigationLayout else { return nil }
        return NavigationLayoutChange(collectionView: shared, from: shared.collectionViewLayout, to: target)
    }
}

extension UIViewController {
    /// Makes `view` this controller's view without becoming its controller: in a
    /// layout-to-layout navigation the view stays the first controller's.
    func borrowView(_ view: UIView) {
        guard view !== storedView else { return }
        if let old = storedView, old.owningViewController === self {
            old.owningViewController = nil
            old.mainViewRoleDidChange()
        }
        storedView = view
    }

    /// Whether this controller's main view is on show for a controller above it in its
    /// navigation stack (layout-to-layout navigation shares one collection view): it then
    /// neither appears nor disappears with the view, which is the top's now.
    var lendsMainViewUpward: Bool {
        guard let view = storedView, let navigation = storedParent as? UINavigationController,
              let index = navigation.stack.firstIndex(where: { $0 === self }) else { return false }
        return navigation.stack[(index + 1)...].contains { $0.storedView === view }
    }
}

/// A layout change in place of a push or pop's slide.
@MainActor
struct NavigationLayoutChange {
    let collectionView: UICollectionView
    let from: UICollectionViewLayout
    let to: UICollectionViewLayout

    /// Puts the destination layout in place at once.
    func applyWithoutAnimation() {
        collectionView.setCollectionViewLayout(to, animated: false)
    }

    /// Puts the starting layout back (a cancelled swipe).
    func revert() {
        collectionView.setCollectionViewLayout(from, animated: false)
    }
}

/// A layout-to-layout push or pop: the shared collection view animates to the destination
/// layout. Run by an interaction controller (the edge swipe), its block animations are
/// captured and scrubbed like the slide's.
@MainActor
final class LayoutToLayoutNavigationAnimator: UIViewControllerAnimatedTransitioning {
    let change: NavigationLayoutChange

    init(change: NavigationLayoutChange) {
        self.change = change
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { NavigationTransition.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let complete = { context.completeTransition(!context.transitionWasCancelled) }
        // A collection view with nothing to animate (the same layout) answers at once; the
        // transition still ends after the turn, as every transition does.
        var isAnimating = false
        change.collectionView.setCollectionViewLayout(change.to, animated: true) { _ in
            if isAnimating { complete() } else { CATransaction.afterCommit(complete) }
        }
        isAnimating = true
    }
}
