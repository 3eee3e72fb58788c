import Foundation
import QuartzCore

/// Layout-to-layout navigation (`useLayoutToLayoutNavigationTransitions`).
///
/// A collection view controller pushed with the property set onto a navigation stack whose
/// top is a collection view controller does not bring a collection view of its own on
/// screen: it shares the one below (its `view` and `collectionView` become that controller's
/// view and collection view), and the push animates that collection view from the layout it
/// has to the pushed controller's layout, over the push's 0.35 s. Popping — the back button,
/// `popViewController`, the edge swipe, which scrubs the layout change — animates back to
/// the layout of the controller that comes back. The data source and the delegate do not
/// change: the first controller stays in charge of the items, as in UIKit.
///
/// The pushed controller's own view is loaded first, once it is a child (its `viewDidLoad`
/// sees its own collection view, whose layout is the one it brings); while it shares, the
/// shared view stays the first controller's main view — its responder, and the one whose
/// appearance the view's window moves drive — and only the top of the stack hears appearance
/// events. Leaving the stack, it gets its own view back; if the first controller leaves
/// first (`setViewControllers`), the view becomes the next one's.
///
/// Each controller in such a stack comes back to the layout it showed when another went on
/// top of it, however it comes back (a slide from a controller pushed ordinarily above, or
/// no transition at all).
extension UICollectionViewController {
    /// Whether pushing this controller onto `below` is a layout-to-layout transition.
    func joinsLayoutToLayoutNavigation(above below: UIViewController?) -> Bool {
        guard useLayoutToLayoutNavigationTransitions, let below = below as? UICollectionViewController else { return false }
        return below.collectionView != nil
    }

    /// Takes the view and collection view of `below`, and the layout to show in it: the
    /// layout of this controller's own collection view (loading it), unless it has shown one
    /// in a shared collection view before. `below` keeps the layout it comes back to — the
    /// navigation controller records it as `below` leaves the top — or, the first time, the
    /// one its collection view shows now.
    func shareCollectionView(of below: UICollectionViewController) {
        guard let shared = below.collectionView else { return }
        if below.navigationLayout == nil { below.navigationLayout = shared.collectionViewLayout }
        guard assignedCollectionView !== shared else { return }
        if navigationLayout == nil { navigationLayout = collectionView.collectionViewLayout }
        if let waiting = ownCollectionViewAwaitingAppearance {
            // Popped and pushed again before it showed its own: still set aside.
            ownCollectionViewAwaitingAppearance = nil
            ownCollectionView = waiting
        } else if ownCollectionView == nil, let own = storedView {
            let kept = OwnCollectionView(view: own, assigned: assignedCollectionView, collectionView: collectionView)
            kept.setAside()
            ownCollectionView = kept
        }
        borrowView(below.view)
        assignedCollectionView = shared
    }

    /// Ends the sharing when this controller leaves its navigation stack: its own view and
    /// collection view come back, with its layout (unless the shared collection view still
    /// shows that layout); its data source and delegate come back when it next appears, so
    /// that nothing asks them for items while it is off screen.
    func endSharingCollectionView() {
        guard let own = ownCollectionView else { return }
        ownCollectionView = nil
        let shared = assignedCollectionView
        storedView = nil
        setView(own.view)
        assignedCollectionView = own.assigned
        ownCollectionViewAwaitingAppearance = own
        if let layout = navigationLayout, shared?.collectionViewLayout !== layout {
            collectionView?.adoptLayout(layout)
        }
    }

    /// Its own collection view is about to show again: its data source and delegate come back.
    func takeBackOwnCollectionView() {
        ownCollectionViewAwaitingAppearance?.takeBack()
        ownCollectionViewAwaitingAppearance = nil
    }

    /// The view this controller borrows becomes its own: the controller that lent it has left
    /// the stack.
    func inheritBorrowedView(from lender: UIViewController) {
        guard let view = storedView, view === lender.storedView, view.owningViewController === lender else { return }
        lender.storedView = nil
        view.owningViewController = self
        view.mainViewRoleDidChange()
        ownCollectionView = nil
    }

    /// Another controller goes on top of this one: the layout its collection view shows now
    /// is the one it comes back to.
    func recordNavigationLayoutLeavingTop() {
        // Only a controller that shares a collection view, or has lent its own, keeps one.
        guard navigationLayout != nil, let layout = collectionView?.collectionViewLayout,
              !(layout is UICollectionViewTransitionLayout) else { return }
        navigationLayout = layout
    }

    /// This controller comes back on top without a layout change of its own (after a slide,
    /// or without a transition): its collection view shows its layout again, at once.
    func restoreNavigationLayout() {
        guard let layout = navigationLayout, let collectionView, collectionView.collectionViewLayout !== layout,
              collectionView.interactiveTransition == nil else { return }
        collectionView.setCollectionViewLayout(layout, animated: false)
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

/// A collection view controller's own view and assigned collection view, kept while it shows
/// another controller's in a layout-to-layout navigation — set aside without its data source
/// and delegate, so that nothing lays out its items meanwhile.
@MainActor
final class OwnCollectionView {
    let view: UIView
    let assigned: UICollectionView?
    private let collectionView: UICollectionView?
    private weak var dataSource: UICollectionViewDataSource?
    private weak var delegate: UIScrollViewDelegate?

    init(view: UIView, assigned: UICollectionView?, collectionView: UICollectionView?) {
        self.view = view
        self.assigned = assigned
        self.collectionView = collectionView
    }

    func setAside() {
        dataSource = collectionView?.dataSource
        delegate = collectionView?.delegate
        collectionView?.dataSource = nil
        collectionView?.delegate = nil
    }

    func takeBack() {
        collectionView?.dataSource = dataSource
        collectionView?.delegate = delegate
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
        change.collectionView.changeLayout(to: change.to, duration: NavigationTransition.duration) { _ in
            if isAnimating { complete() } else { CATransaction.afterCommit(complete) }
        }
        isAnimating = true
    }
}
