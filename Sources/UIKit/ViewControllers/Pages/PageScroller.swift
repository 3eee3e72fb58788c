import Foundation

/// The scroll transition of a page view controller: a paging scroll view with three slots —
/// the page before, the page shown, the page after — and the page turns it makes.
///
/// The page shown always sits in the middle slot, so the scroll view's offset says how far a
/// turn has gone. The neighbours are asked of the data source when a drag begins and are
/// added (as children, their views in their slots) only when the drag moves toward them;
/// a missing neighbour's slot is cut off with a negative inset, so the page bounces there.
/// When the scroll view comes to rest on a neighbour, it becomes the page shown and
/// everything moves back one slot: the offset is centred again, without a visible jump.
///
/// Appearance: a page coming in hears `viewWillAppear` when the drag brings it on screen
/// and `viewDidAppear` when the turn completes; the page going hears the same on its side.
/// A turn given up reverses both (UIKit's order for an interactive transition cancelled).
///
/// Reentrancy: the app hears of a turn's end (the delegate, a completion) only after the
/// scroller's state is settled, so it may set pages again from there.
@MainActor
final class PageScroller: UIScrollViewDelegate {
    private unowned let controller: UIPageViewController
    let scrollView = UIScrollView()

    /// The data source's answers for the page shown, once a drag has asked.
    private var neighbours: (before: UIViewController?, after: UIViewController?)?
    /// The neighbour a drag is bringing on screen.
    private var pending: UIViewController?
    /// A page turn `setViewControllers(_:direction:animated:completion:)` is animating.
    private var slide: Slide?
    /// The area the pages fill.
    private var pageFrame: CGRect = .zero

    private struct Slide {
        let to: UIViewController
        /// Where the page comes in: after the page shown when going forward.
        let slot: Slot
        let completion: ((Bool) -> Void)?
    }

    private enum Slot: Int { case leading = 0, middle = 1, trailing = 2 }

    init(controller: UIPageViewController, in container: UIView) {
        self.controller = controller
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.isDirectionalLockEnabled = true
        if controller.navigationOrientation == .horizontal {
            scrollView.alwaysBounceHorizontal = true
        } else {
            scrollView.alwaysBounceVertical = true
        }
        scrollView.delegate = self
        container.addSubview(scrollView)
        updateScrollEnabled()
    }

    /// Swipes turn pages when there is a data source, except while the app's own turn runs.
    private func updateScrollEnabled() {
        scrollView.isScrollEnabled = controller.dataSource != nil && slide == nil
    }

    private var isHorizontal: Bool { controller.navigationOrientation == .horizontal }

    /// The distance from one page's start to the next one's.
    private var stride: CGFloat {
        (isHorizontal ? pageFrame.width : pageFrame.height) + controller.interPageSpacing
    }

    /// In a right-to-left layout the page after lies to the left.
    private var afterIsLeading: Bool {
        isHorizontal && scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func slot(forAfter isAfter: Bool) -> Slot {
        isAfter != afterIsLeading ? .trailing : .leading
    }

    private func offset(for slot: Slot) -> CGPoint {
        let distance = CGFloat(slot.rawValue) * stride
        return isHorizontal ? CGPoint(x: distance, y: 0) : CGPoint(x: 0, y: distance)
    }

    private func frame(for slot: Slot) -> CGRect {
        let start = CGFloat(slot.rawValue) * stride + controller.interPageSpacing / 2
        return isHorizontal ? CGRect(x: start, y: 0, width: pageFrame.width, height: pageFrame.height)
            : CGRect(x: 0, y: start, width: pageFrame.width, height: pageFrame.height)
    }

    // MARK: Layout

    func layout(in content: CGRect) {
        let oldSize = pageFrame.size
        pageFrame = CGRect(origin: .zero, size: content.size)
        // A new size mid-turn: the turn ends where it is nearest (its slots moved).
        let notify = oldSize != content.size && isMoving ? resolveTurn(toNearest: true) : []
        let spacing = controller.interPageSpacing
        // The scroll view reaches half the spacing past each side, so that pages are one
        // scroll-view width apart and paging lands on each.
        scrollView.frame = isHorizontal
            ? CGRect(x: content.minX - spacing / 2, y: content.minY, width: content.width + spacing, height: content.height)
            : CGRect(x: content.minX, y: content.minY - spacing / 2, width: content.width, height: content.height + spacing)
        scrollView.contentSize = isHorizontal
            ? CGSize(width: 3 * stride, height: content.height) : CGSize(width: content.width, height: 3 * stride)
        placePages()
        if !isMoving { recentre() }
        notify.forEach { $0() }
    }

    private var isMoving: Bool { scrollView.isTracking || scrollView.isDecelerating || pending != nil || slide != nil }

    /// Puts each page's view in its slot and cuts off the slots without a page.
    private func placePages() {
        func place(_ page: UIViewController?, in slot: Slot) {
            guard let page, page.parent === controller else { return }
            page.viewIfLoaded?.frame = frame(for: slot)
        }
        place(controller.currentPage, in: .middle)
        var leading = false, trailing = false
        if let neighbours {
            if neighbours.before != nil { if afterIsLeading { trailing = true } else { leading = true } }
            if neighbours.after != nil { if afterIsLeading { leading = true } else { trailing = true } }
        }
        if let slide {
            place(slide.to, in: slide.slot)
            if slide.slot == .leading { leading = true } else { trailing = true }
        }
        if let pending, let side = slotOfNeighbour(pending) { place(pending, in: side) }
        var inset = UIEdgeInsets.zero
        if isHorizontal {
            inset.left = leading ? 0 : -stride
            inset.right = trailing ? 0 : -stride
        } else {
            inset.top = leading ? 0 : -stride
            inset.bottom = trailing ? 0 : -stride
        }
        if scrollView.contentInset != inset { scrollView.contentInset = inset }
    }

    private func recentre() {
        scrollView.contentOffset = offset(for: .middle)
    }

    private func slotOfNeighbour(_ page: UIViewController) -> Slot? {
        guard let neighbours else { return nil }
        if page === neighbours.after { return slot(forAfter: true) }
        if page === neighbours.before { return slot(forAfter: false) }
        return nil
    }

    // MARK: Turns the user makes

    func dataSourceDidChange() {
        updateScrollEnabled()
        if pending == nil { neighbours = nil }
        placePages()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard neighbours == nil, slide == nil, let current = controller.currentPage, let dataSource = controller.dataSource else { return }
        let before = dataSource.pageViewController(controller, viewControllerBefore: current)
        let after = dataSource.pageViewController(controller, viewControllerAfter: current)
        // A page cannot stand beside itself, nor on both sides, nor be what holds the pages.
        func usable(_ page: UIViewController?) -> UIViewController? {
            guard let page, page !== current, controller.canShow(page) else { return nil }
            return page
        }
        let usableBefore = usable(before)
        neighbours = (before: usableBefore, after: usable(after) === usableBefore ? nil : usable(after))
        placePages()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard slide == nil, scrollView.isDragging || scrollView.isDecelerating, let neighbours else { return }
        let middle = offset(for: .middle)
        let delta = isHorizontal ? scrollView.contentOffset.x - middle.x : scrollView.contentOffset.y - middle.y
        guard abs(delta) > 0.5 else { return }
        let towardTrailing = delta > 0
        let page = towardTrailing == afterIsLeading ? neighbours.before : neighbours.after
        guard let page, page !== pending else { return }
        if pending != nil { givePendingBack() }
        beginPending(page)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard slide != nil else { return }
        finishSlide(finished: true).forEach { $0() }
    }

    private func beginPending(_ page: UIViewController) {
        guard let current = controller.currentPage else { return }
        controller.delegate?.pageViewController(controller, willTransitionTo: [page])
        // The delegate may have set other pages meanwhile.
        guard controller.currentPage === current, slide == nil, slotOfNeighbour(page) != nil, controller.canShow(page) else { return }
        pending = page
        adopt(page)
        if controller.appearanceState.isShowing {
            if current.appearanceState.isShowing { current.beginAppearance(false, animated: true) }
            page.beginAppearance(true, animated: true)
        }
        scrollView.addSubview(page.view)
        placePages()
    }

    /// The pending page goes back off screen: it disappears, and the page shown stays.
    private func givePendingBack() {
        guard let page = pending else { return }
        pending = nil
        if page.appearanceState.isShowing { page.beginAppearance(false, animated: true) }
        if page.viewIfLoaded?.superview === scrollView { page.viewIfLoaded?.removeFromSuperview() }
        page.endAppearance()
        release(page)
    }

    /// Where the scroll view came to rest: a turn completed or given up — unless a new drag
    /// caught the page mid-way (the drag's own stop), which goes on with the turn.
    private func settle() {
        guard slide == nil, !scrollView.isTracking, scrollView.panGestureRecognizer.state != .began else { return }
        resolveTurn(toNearest: true).forEach { $0() }
    }

    /// Ends whatever turn is under way: the app's slide (cut short), and the user's turn at
    /// the slot nearest the offset. Returns what the app is to hear, in order.
    private func resolveTurn(toNearest: Bool) -> [() -> Void] {
        var notify = finishSlide(finished: false)
        guard let current = controller.currentPage, stride > 0 else { return notify }
        let position = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let index = min(2, max(0, (position / stride).rounded()))
        let restingSlot = Slot(rawValue: Int(index)) ?? .middle
        if let page = pending, let side = slotOfNeighbour(page), side == restingSlot {
            notify += complete(from: current, to: page, forward: page === neighbours?.after)
        } else {
            notify += giveUp(current)
        }
        return notify
    }

    private func complete(from current: UIViewController, to page: UIViewController, forward: Bool) -> [() -> Void] {
        pending = nil
        neighbours = nil
        controller.currentPage = page
        if current.viewIfLoaded?.superview === scrollView { current.viewIfLoaded?.removeFromSuperview() }
        current.endAppearance()
        release(current)
        controller.endAppearance(ofIncoming: page)
        placePages()
        recentre()
        controller.pageIndicatorFollowsTurn(forward ? .forward : .reverse)
        controller.setNeedsStatusBarAppearanceUpdate()
        let controller = controller
        return [{ controller.delegate?.pageViewController(controller, didFinishAnimating: true, previousViewControllers: [current],
                                                          transitionCompleted: true) }]
    }

    private func giveUp(_ current: UIViewController) -> [() -> Void] {
        let hadPending = pending != nil
        givePendingBack()
        // Asked again at the next drag: the app may have moved those pages meanwhile.
        neighbours = nil
        if current.appearanceState == .disappearing {
            current.beginAppearance(true, animated: true)
            controller.endAppearance(ofIncoming: current)
        }
        placePages()
        recentre()
        guard hadPending else { return [] }
        let controller = controller
        return [{ controller.delegate?.pageViewController(controller, didFinishAnimating: true, previousViewControllers: [current],
                                                          transitionCompleted: false) }]
    }

    /// The page view controller is leaving the window: a turn under way ends where it is.
    func viewWillLeaveWindow() {
        guard isMoving else { return }
        scrollView.stopScrolling()
        resolveTurn(toNearest: true).forEach { $0() }
    }

    // MARK: Turns the app makes

    var pages: [UIViewController] { controller.currentPage.map { [$0] } ?? [] }

    func setPages(_ pages: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
                  completion: ((Bool) -> Void)?) {
        guard let page = pages.first else { return }
        show(page, direction: direction, animated: animated, completion: completion)
    }

    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection, animated: Bool,
              completion: ((Bool) -> Void)?) {
        // A finger on the pages lets go: the user's turn ends before the app's begins.
        scrollView.cancelDrag()
        scrollView.stopScrolling()
        var notify = resolveTurn(toNearest: true)
        neighbours = nil
        let old = controller.currentPage
        if page === old {
            recentre()
            notify.append { completion?(true) }
            return notify.forEach { $0() }
        }
        adopt(page)
        let showing = controller.appearanceState.isShowing
        if showing {
            if let old, old.appearanceState.isShowing { old.beginAppearance(false, animated: animated) }
            page.beginAppearance(true, animated: animated)
        }
        scrollView.addSubview(page.view)
        if animated, old != nil, stride > 0 {
            let side = slot(forAfter: direction == .forward)
            slide = Slide(to: page, slot: side, completion: completion)
            updateScrollEnabled()
            placePages()
            scrollView.setContentOffset(offset(for: side), animated: true)
        } else {
            controller.currentPage = page
            if let old {
                if old.viewIfLoaded?.superview === scrollView { old.viewIfLoaded?.removeFromSuperview() }
                old.endAppearance()
                release(old)
            }
            if showing { controller.endAppearance(ofIncoming: page) }
            placePages()
            recentre()
            notify.append { completion?(true) }
        }
        notify.forEach { $0() }
    }

    /// Ends the app's page turn — at its end, or at once when something cut it short — and
    /// returns its completion for the caller to run once everything is settled.
    private func finishSlide(finished: Bool) -> [() -> Void] {
        guard let slide else { return [] }
        self.slide = nil
        updateScrollEnabled()
        scrollView.stopScrolling()
        let old = controller.currentPage
        controller.currentPage = slide.to
        if let old {
            if old.viewIfLoaded?.superview === scrollView { old.viewIfLoaded?.removeFromSuperview() }
            old.endAppearance()
            release(old)
        }
        if slide.to.appearanceState == .appearing { controller.endAppearance(ofIncoming: slide.to) }
        placePages()
        recentre()
        guard let completion = slide.completion else { return [] }
        return [{ completion(finished) }]
    }

    // MARK: Children

    private func adopt(_ page: UIViewController) {
        controller.adoptPage(page)
    }

    private func release(_ page: UIViewController) {
        guard page.parent === controller else { return }
        page.willMove(toParent: nil)
        if page.viewIfLoaded?.superview === scrollView { page.viewIfLoaded?.removeFromSuperview() }
        page.removeFromParent()
    }
}
