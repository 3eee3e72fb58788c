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
        let from: UIViewController?
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
        scrollView.isScrollEnabled = controller.dataSource != nil
        container.addSubview(scrollView)
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

    private var isControllerVisible: Bool {
        controller.appearanceState == .appeared || controller.appearanceState == .appearing
    }

    // MARK: Layout

    func layout(in content: CGRect) {
        pageFrame = CGRect(origin: .zero, size: content.size)
        let spacing = controller.interPageSpacing
        // The scroll view reaches half the spacing past each side, so that pages are one
        // scroll-view width apart and paging lands on each.
        scrollView.frame = isHorizontal
            ? CGRect(x: content.minX - spacing / 2, y: content.minY, width: content.width + spacing, height: content.height)
            : CGRect(x: content.minX, y: content.minY - spacing / 2, width: content.width, height: content.height + spacing)
        scrollView.contentSize = isHorizontal
            ? CGSize(width: 3 * stride, height: content.height) : CGSize(width: content.width, height: 3 * stride)
        placePages()
        let isMoving = scrollView.isDragging || scrollView.isDecelerating || slide != nil
        if !isMoving { recentre() }
    }

    /// Puts each page's view in its slot and cuts off the slots without a page.
    private func placePages() {
        controller.currentPage?.viewIfLoaded?.frame = frame(for: .middle)
        var leading = false, trailing = false
        if let neighbours {
            if neighbours.before != nil { if afterIsLeading { trailing = true } else { leading = true } }
            if neighbours.after != nil { if afterIsLeading { leading = true } else { trailing = true } }
        }
        if let slide {
            // The page sliding in takes its side's slot.
            let side = slide.slot
            slide.to.viewIfLoaded?.frame = frame(for: side)
            if side == .leading { leading = true } else { trailing = true }
        }
        if let pending, let side = slotOfNeighbour(pending) { pending.viewIfLoaded?.frame = frame(for: side) }
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
        scrollView.isScrollEnabled = controller.dataSource != nil
        if pending == nil { neighbours = nil }
        placePages()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        // A drag takes over from a page turn the app started.
        if slide != nil { finishSlide(finished: false) }
        guard neighbours == nil, let current = controller.currentPage, let dataSource = controller.dataSource else { return }
        let before = dataSource.pageViewController(controller, viewControllerBefore: current)
        let after = dataSource.pageViewController(controller, viewControllerAfter: current)
        // A page cannot stand beside itself, nor on both sides.
        neighbours = (before: before === current ? nil : before,
                      after: after === current || after === before ? nil : after)
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
        if slide != nil { finishSlide(finished: true) }
    }

    private func beginPending(_ page: UIViewController) {
        guard let current = controller.currentPage else { return }
        controller.delegate?.pageViewController(controller, willTransitionTo: [page])
        // The delegate may have set other pages meanwhile.
        guard controller.currentPage === current, slotOfNeighbour(page) != nil else { return }
        pending = page
        adopt(page)
        if isControllerVisible {
            if current.appearanceState == .appeared || current.appearanceState == .appearing {
                current.beginAppearance(false, animated: true)
            }
            page.beginAppearance(true, animated: true)
        }
        scrollView.addSubview(page.view)
        placePages()
    }

    /// The pending page goes back off screen: it disappears, and the page shown stays.
    private func givePendingBack() {
        guard let page = pending else { return }
        pending = nil
        if page.appearanceState == .appearing || page.appearanceState == .appeared { page.beginAppearance(false, animated: true) }
        release(page)
        page.endAppearance()
    }

    /// Where the scroll view came to rest: a turn completed, given up, or still going (a new
    /// drag caught the page mid-way).
    private func settle() {
        guard slide == nil, !scrollView.isDragging else { return }
        let position = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        guard stride > 0 else { return }
        let index = (position / stride).rounded()
        guard abs(position - index * stride) < 0.5, let current = controller.currentPage else { return }
        let restingSlot = Slot(rawValue: Int(index))
        if let page = pending, let side = slotOfNeighbour(page), side == restingSlot {
            complete(from: current, to: page, forward: page === neighbours?.after)
        } else {
            giveUp(current)
        }
    }

    private func complete(from current: UIViewController, to page: UIViewController, forward: Bool) {
        pending = nil
        neighbours = nil
        controller.currentPage = page
        release(current)
        current.endAppearance()
        page.endAppearance()
        placePages()
        recentre()
        controller.pageIndicatorFollowsTurn(forward ? .forward : .reverse)
        controller.delegate?.pageViewController(controller, didFinishAnimating: true, previousViewControllers: [current],
                                                transitionCompleted: true)
        controller.setNeedsStatusBarAppearanceUpdate()
    }

    private func giveUp(_ current: UIViewController) {
        let hadPending = pending != nil
        givePendingBack()
        if current.appearanceState == .disappearing {
            current.beginAppearance(true, animated: true)
            current.endAppearance()
        }
        recentre()
        if hadPending {
            controller.delegate?.pageViewController(controller, didFinishAnimating: true, previousViewControllers: [current],
                                                    transitionCompleted: false)
        }
    }

    // MARK: Turns the app makes

    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection, animated: Bool,
              completion: ((Bool) -> Void)?) {
        if slide != nil { finishSlide(finished: false) }
        if let current = controller.currentPage, pending != nil { giveUp(current) }
        scrollView.stopScrolling()
        neighbours = nil
        let old = controller.currentPage
        guard page !== old else {
            recentre()
            completion?(true)
            return
        }
        adopt(page)
        let visible = isControllerVisible
        if visible {
            if let old, old.appearanceState == .appeared || old.appearanceState == .appearing { old.beginAppearance(false, animated: animated) }
            page.beginAppearance(true, animated: animated)
        }
        scrollView.addSubview(page.view)
        guard animated, old != nil, stride > 0 else {
            controller.currentPage = page
            if let old { release(old) }
            old?.endAppearance()
            if visible { page.endAppearance() }
            placePages()
            recentre()
            completion?(true)
            return
        }
        let side = slot(forAfter: direction == .forward)
        slide = Slide(from: old, to: page, slot: side, completion: completion)
        placePages()
        scrollView.setContentOffset(offset(for: side), animated: true)
    }

    /// Ends the app's page turn: at its end, or at once when something cut it short.
    private func finishSlide(finished: Bool) {
        guard let slide else { return }
        self.slide = nil
        scrollView.stopScrolling()
        controller.currentPage = slide.to
        if let old = slide.from {
            release(old)
            old.endAppearance()
        }
        if isControllerVisible || slide.to.appearanceState == .appearing { slide.to.endAppearance() }
        placePages()
        recentre()
        slide.completion?(finished)
    }

    // MARK: Children

    private func adopt(_ page: UIViewController) {
        guard page.parent !== controller else { return }
        if page.parent != nil {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        controller.addChild(page)
        page.didMove(toParent: controller)
    }

    private func release(_ page: UIViewController) {
        guard page.parent === controller else { return }
        page.willMove(toParent: nil)
        if page.viewIfLoaded?.superview === scrollView { page.viewIfLoaded?.removeFromSuperview() }
        page.removeFromParent()
    }
}
