import Foundation

/// The page-curl transition of a page view controller: pages bound at a spine, turned over it
/// by a finger or the pointer (the pan), at a tap near an edge (the tap), or by the app
/// (`setViewControllers(_:direction:animated:completion:)`).
///
/// Where pages lie. With the spine at an edge (`.min`, `.max`) one page fills the view; with
/// pages double-sided a second may be held — the back of the sheet before — which is a child
/// but not on screen. With the spine in the middle two pages lie side by side (or one above
/// the other): the *other* page on the spine's near side (left, top) and the *free* page on
/// its far side (right, bottom).
///
/// A turn moves one sheet: going forward, the free page lifts and turns over the spine,
/// showing its back (the next left page in a spread, the next back in a double-sided book,
/// or its own front through the paper); going back, the sheet before turns back over the
/// spine onto the free side — the same motion run the other way. The sheet's pages are drawn
/// from snapshots by `PageCurlView` while the pages beneath are real, laid out in their slots.
///
/// Appearance: the pages coming on screen hear `viewWillAppear` when the turn begins and
/// `viewDidAppear` when it completes; those going, the same on their side; a turn given up
/// reverses both. The app hears of a turn's end (delegate, completion) once everything is
/// settled, so it may set pages again from there.
@MainActor
final class PageCurler: NSObject, PageTransition, UIGestureRecognizerDelegate {
    private weak var controller: UIPageViewController?
    private weak var container: UIView?
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    var gestureRecognizers: [UIGestureRecognizer] { [pan, tap] }

    private(set) var pages: [UIViewController] = []
    /// The pages whose views are on screen, as placed last.
    private var shownPages: [UIViewController] = []
    /// The area the pages fill.
    private var content: CGRect = .zero
    /// The orientation of that area when last laid out in a window.
    private var lastOrientation: UIInterfaceOrientation?
    private let curlView = PageCurlView()
    private var turn: Turn?
    /// Set while a turn lays out and snapshots its pages (layout must not place them then).
    private var isPreparingTurn = false
    private var link: CADisplayLink?
    /// What a gesture that is about to begin will turn to, found when it asked to begin.
    private var proposed: (direction: UIPageViewController.NavigationDirection, pages: [UIViewController], back: UIViewController?)?

    /// How long the app's turn, and a tap's, takes.
    static let turnDuration: TimeInterval = 0.45
    /// How near an edge (a fraction of a page) a tap turns the page.
    static let tapBand: CGFloat = 0.2

    private struct Turn {
        let direction: UIPageViewController.NavigationDirection
        let from: [UIViewController]
        let to: [UIViewController]
        /// The sheet's back, a child for the turn's length.
        let back: UIViewController?
        let geometry: PageCurlGeometry
        var fold: PageCurlGeometry.Fold
        var motion: Motion
        /// The user turns (the delegate hears) or the app (its completion does).
        let byUser: Bool
        let completion: ((Bool) -> Void)?
        let appearing: [UIViewController]
        let disappearing: [UIViewController]
        /// Views hidden while their snapshots turn, with whether each was hidden before.
        var hidden: [(view: UIView, wasHidden: Bool)]
    }

    private enum Motion {
        /// A finger holds the sheet.
        case following(corner: CGPoint)
        /// The app's turn or a tap's: the scripted fold from one progress to another.
        case scripted(from: CGFloat, to: CGFloat, start: CFTimeInterval?)
        /// A released sheet going to where the turn ends.
        case settling(from: CGPoint, to: CGPoint, duration: TimeInterval, start: CFTimeInterval?, completes: Bool)
    }

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init()
        pan.addTarget(self, action: .pageCurlPan)
        tap.addTarget(self, action: .pageCurlTap)
        pan.delegate = self
        tap.delegate = self
    }

    /// Puts the gesture recognizers on the page view controller's view.
    func install(in container: UIView) {
        self.container = container
        container.addGestureRecognizer(pan)
        container.addGestureRecognizer(tap)
    }

    // MARK: Where pages lie

    private var isMid: Bool { controller?.spineLocation == .mid }
    private var isHorizontal: Bool { controller?.navigationOrientation != .vertical }

    private enum Slot { case free, other }

    private func frame(of slot: Slot) -> CGRect {
        guard isMid else { return content }
        if isHorizontal {
            let half = (content.width / 2).rounded(.down)
            return slot == .other ? CGRect(x: content.minX, y: content.minY, width: half, height: content.height)
                : CGRect(x: content.minX + half, y: content.minY, width: content.width - half, height: content.height)
        }
        let half = (content.height / 2).rounded(.down)
        return slot == .other ? CGRect(x: content.minX, y: content.minY, width: content.width, height: half)
            : CGRect(x: content.minX, y: content.minY + half, width: content.width, height: content.height - half)
    }

    /// The free slot as a sheet: bound at the spine, free at the far edge.
    private var freeSheet: PageCurlGeometry {
        let edge: CGRectEdge = controller?.spineLocation == .max ? (isHorizontal ? .maxXEdge : .maxYEdge)
            : (isHorizontal ? .minXEdge : .minYEdge)
        return PageCurlGeometry(sheet: frame(of: .free), spineEdge: edge)
    }

    /// The other slot of a spread as a sheet (bound at the spine on its far side).
    private var otherSheet: PageCurlGeometry {
        PageCurlGeometry(sheet: frame(of: .other), spineEdge: isHorizontal ? .maxXEdge : .maxYEdge)
    }

    private func freePage(of pages: [UIViewController]) -> UIViewController? {
        isMid && pages.count == 2 ? pages[1] : pages.first
    }

    private func otherPage(of pages: [UIViewController]) -> UIViewController? {
        isMid && pages.count == 2 ? pages[0] : nil
    }

    /// The back of the sheet before, held with a double-sided page at an edge spine.
    private func heldBack(of pages: [UIViewController]) -> UIViewController? {
        !isMid && pages.count == 2 ? pages[1] : nil
    }

    /// The pages on screen and where: with the spine in the middle both, else the first.
    private func placement(of pages: [UIViewController]) -> [(page: UIViewController, slot: Slot)] {
        var result: [(UIViewController, Slot)] = []
        if let other = otherPage(of: pages) { result.append((other, .other)) }
        if let free = freePage(of: pages) { result.append((free, .free)) }
        return result
    }

    private func visible(_ pages: [UIViewController]) -> [UIViewController] { placement(of: pages).map(\.page) }

    /// Whether `pages` are exactly the pages shown.
    private func isShowing(_ pages: [UIViewController]) -> Bool {
        pages.count == self.pages.count && zip(pages, self.pages).allSatisfy { $0 === $1 }
    }

    /// The pages that come on screen and those that leave it, going from `before` to `after`.
    private static func changes(from before: [UIViewController], to after: [UIViewController])
        -> (appearing: [UIViewController], disappearing: [UIViewController]) {
        (after.filter { page in !before.contains { $0 === page } }, before.filter { page in !after.contains { $0 === page } })
    }

    // MARK: Layout

    func layout(in content: CGRect) {
        guard let container else { return }
        var notify: [() -> Void] = []
        if content.size != self.content.size, turn != nil { notify = resolveTurn() }
        self.content = content
        curlView.frame = container.bounds
        placeViews()
        notify.forEach { $0() }
        guard container.window != nil, content.width > 0, content.height > 0 else { return }
        let orientation = UIPageViewController.orientation(of: content.size)
        defer { lastOrientation = orientation }
        if let lastOrientation, lastOrientation != orientation { controller?.askForSpineLocation(for: orientation) }
    }

    /// Puts the pages on screen in their slots and takes every other child's view out.
    /// A turn places its own views.
    private func placeViews() {
        guard turn == nil, !isPreparingTurn, let container, let controller else { return }
        let placed = placement(of: pages)
        for (page, slot) in placed {
            let view = page.view!
            if view.superview !== container { container.insertSubview(view, at: 0) }
            view.frame = frame(of: slot)
        }
        for child in controller.children where !placed.contains(where: { $0.page === child }) {
            if child.viewIfLoaded?.superview === container { child.view.removeFromSuperview() }
        }
        shownPages = placed.map(\.page)
    }

    /// The spine moved (or the delegate set pages while choosing it): the pages are placed
    /// anew, appearing or disappearing as they come on screen or leave it.
    func spineDidChange() {
        let notify = resolveTurn()
        replace(with: pages)
        notify.forEach { $0() }
    }

    // MARK: Turns the app makes

    func setPages(_ newPages: [UIViewController], direction: UIPageViewController.NavigationDirection, animated: Bool,
                  completion: ((Bool) -> Void)?) {
        var notify = resolveTurn()
        if isShowing(newPages) {
            notify.append { completion?(true) }
        } else if !(animated && controller?.isAskingForSpineLocation != true && beginTurn(direction, to: newPages, back: nil, byUser: false, completion: completion)) {
            replace(with: newPages)
            notify.append { completion?(true) }
        }
        notify.forEach { $0() }
    }

    /// Shows `newPages` at once.
    private func replace(with newPages: [UIViewController]) {
        guard let controller else { return }
        let before = shownPages
        let old = pages
        newPages.forEach(adopt)
        pages = newPages
        let (appearing, disappearing) = Self.changes(from: before, to: visible(newPages))
        beginAppearance(appearing: appearing, disappearing: disappearing, animated: false)
        placeViews()
        endAppearance(appearing: appearing, disappearing: disappearing)
        for page in old where page.parent === controller && !newPages.contains(where: { $0 === page }) { release(page) }
    }

    // MARK: Turns

    /// Starts turning one sheet toward `newPages`. False when there is nothing to turn (no
    /// page shown yet, no room, not in a window): the caller shows the pages at once.
    private func beginTurn(_ direction: UIPageViewController.NavigationDirection, to newPages: [UIViewController],
                           back givenBack: UIViewController?, byUser: Bool, corner: CGPoint? = nil,
                           completion: ((Bool) -> Void)?) -> Bool {
        guard let controller, let container, container.window != nil, content.width > 1, content.height > 1 else { return false }
        let from = pages
        let forward = direction == .forward
        guard let front = forward ? freePage(of: from) : freePage(of: newPages) else { return false }
        let back: UIViewController? = if isMid {
            forward ? otherPage(of: newPages) : otherPage(of: from)
        } else if controller.isDoubleSided {
            givenBack ?? (forward ? heldBack(of: newPages) : heldBack(of: from))
        } else {
            nil
        }
        isPreparingTurn = true
        defer { isPreparingTurn = false }
        newPages.forEach(adopt)
        if let back { adopt(back) }
        let before = shownPages
        let after = visible(newPages)
        let (appearing, disappearing) = Self.changes(from: before, to: after)
        beginAppearance(appearing: appearing, disappearing: disappearing, animated: true)

        // Beneath the sheet: the page it uncovers on the free side, and in a spread the page
        // its flap covers on the other.
        let beneathFree = forward ? freePage(of: newPages) : freePage(of: from)
        let beneathOther = forward ? otherPage(of: from) : otherPage(of: newPages)
        for (page, slot) in [(beneathFree, Slot.free), (beneathOther, .other)] {
            guard let page, page !== front, page !== back else { continue }
            let view = page.view!
            if view.superview !== container { container.insertSubview(view, at: 0) }
            view.frame = frame(of: slot)
            view.isHidden = false
        }
        for page in controller.children where page !== front && page !== back && page !== beneathFree && page !== beneathOther {
            if page.viewIfLoaded?.superview === container { page.view.removeFromSuperview() }
        }

        // The sheet itself turns as snapshots; its views are hidden meanwhile.
        let geometry = freeSheet
        var hidden: [(view: UIView, wasHidden: Bool)] = []
        curlView.front = snapshot(of: front, in: geometry.sheet, inWindow: true, hiding: &hidden)
        if let back {
            // A back that is on screen neither before nor after (a double-sided book's) is
            // drawn without entering the window, so it does not appear.
            let onScreen = (before + after).contains { $0 === back }
            curlView.back = snapshot(of: back, in: isMid ? frame(of: .other) : geometry.turnedFrame, inWindow: onScreen, hiding: &hidden)
        } else {
            curlView.back = nil
        }
        curlView.paper = Self.paper(of: front)
        curlView.geometry = geometry
        curlView.frame = container.bounds
        container.addSubview(curlView)

        let motion: Motion
        let fold: PageCurlGeometry.Fold
        if let corner {
            motion = .following(corner: corner)
            fold = forward ? .init(corner: corner, tip: corner)
                : .init(corner: corner, tip: geometry.constrained(CGPoint(x: -geometry.width, y: corner.y), corner: corner))
        } else {
            motion = .scripted(from: forward ? 0 : 1, to: forward ? 1 : 0, start: nil)
            fold = geometry.scriptedFold(progress: forward ? 0 : 1)
        }
        turn = Turn(direction: direction, from: from, to: newPages, back: back, geometry: geometry, fold: fold, motion: motion,
                    byUser: byUser, completion: completion, appearing: appearing, disappearing: disappearing, hidden: hidden)
        curlView.fold = fold
        shownPages = after
        if case .scripted = motion { startLink() }
        return true
    }

    /// An image of `page` laid out in `frame`, and its view hidden (noted in `hidden`) — in
    /// the container, or when not `inWindow` out of any.
    private func snapshot(of page: UIViewController, in frame: CGRect, inWindow: Bool,
                          hiding hidden: inout [(view: UIView, wasHidden: Bool)]) -> UIImage {
        let view = page.view!
        if !inWindow {
            if view.superview != nil { view.removeFromSuperview() }
        } else if view.superview !== container {
            container?.insertSubview(view, at: 0)
        }
        view.frame = frame
        let wasHidden = view.isHidden
        view.isHidden = false
        view.layoutIfNeeded()
        // At the container's scale: a page out of the window has no screen of its own.
        let image = view.snapshotImage(scale: container?.pixelScale)
        view.isHidden = true
        hidden.append((view, wasHidden))
        return image
    }

    /// The colour of the paper seen from behind: the page's own background, else the system's.
    private static func paper(of page: UIViewController) -> UIColor {
        let color = page.viewIfLoaded?.backgroundColor ?? .systemBackground
        return color.resolvedColor(with: page.traitCollection)
    }

    /// Ends the turn under way: a user's where it is nearest to ending (or given up), the
    /// app's at its end (cut short). Returns what the app is to hear.
    private func resolveTurn() -> [() -> Void] {
        guard let turn else { return [] }
        switch turn.motion {
        case .scripted: return finishTurn(completed: true, finished: false)
        case .following, .settling:
            let progress = turn.geometry.progress(of: turn.fold)
            let completes = turn.direction == .forward ? progress >= 0.5 : progress < 0.5
            return finishTurn(completed: completes, finished: true)
        }
    }

    /// Ends the turn: with the new pages shown (`completed`) or the old ones back.
    private func finishTurn(completed: Bool, finished: Bool) -> [() -> Void] {
        guard let turn, let controller else { return [] }
        self.turn = nil
        stopLink()
        curlView.removeFromSuperview()
        curlView.front = nil
        curlView.back = nil
        curlView.fold = nil
        for (view, wasHidden) in turn.hidden { view.isHidden = wasHidden }
        if !completed {
            // Given up: what was coming goes, what was going stays.
            for page in turn.appearing where page.appearanceState.isShowing { page.beginAppearance(false, animated: true) }
            for page in turn.disappearing where page.appearanceState == .disappearing { page.beginAppearance(true, animated: true) }
        }
        pages = completed ? turn.to : turn.from
        placeViews()
        let appearing = completed ? turn.appearing : turn.disappearing
        let disappearing = completed ? turn.disappearing : turn.appearing
        endAppearance(appearing: appearing, disappearing: disappearing)
        for page in turn.from + turn.to + [turn.back].compactMap({ $0 })
        where page.parent === controller && !pages.contains(where: { $0 === page }) {
            release(page)
        }
        controller.setNeedsStatusBarAppearanceUpdate()
        if turn.byUser {
            let previous = turn.from
            return [{ [weak controller] in
                guard let controller else { return }
                controller.delegate?.pageViewController(controller, didFinishAnimating: finished, previousViewControllers: previous,
                                                        transitionCompleted: completed)
            }]
        }
        guard let completion = turn.completion else { return [] }
        return [{ completion(finished) }]
    }

    /// The pages leave the window: a turn under way ends where it is.
    func viewWillLeaveWindow() {
        resolveTurn().forEach { $0() }
    }

    func dataSourceDidChange() {
        proposed = nil
    }

    // MARK: Frames

    private func startLink() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: .pageCurlFrame)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    func curlFrame(_ link: CADisplayLink) {
        guard var turn else { return stopLink() }
        let now = link.timestamp
        switch turn.motion {
        case .following:
            return stopLink()
        case .scripted(let from, let to, let start):
            let start = start ?? now
            let t = min(1, (now - start) / Self.turnDuration)
            let eased = t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
            turn.fold = turn.geometry.scriptedFold(progress: from + (to - from) * CGFloat(eased))
            turn.motion = .scripted(from: from, to: to, start: start)
            self.turn = turn
            curlView.fold = turn.fold
            if t >= 1 { finishTurn(completed: true, finished: true).forEach { $0() } }
        case .settling(let from, let to, let duration, let start, let completes):
            let start = start ?? now
            let t = duration > 0 ? min(1, (now - start) / duration) : 1
            let eased = CGFloat(1 - pow(1 - t, 3))
            let tip = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            turn.fold.tip = turn.geometry.constrained(tip, corner: turn.fold.corner)
            turn.motion = .settling(from: from, to: to, duration: duration, start: start, completes: completes)
            self.turn = turn
            curlView.fold = turn.fold
            if t >= 1 { finishTurn(completed: completes, finished: true).forEach { $0() } }
        }
    }

    // MARK: Gestures

    /// Which way a gesture turns and to what, asked of the data source; nil when there is no
    /// page that way (the gesture does not begin).
    private func proposal(_ direction: UIPageViewController.NavigationDirection)
        -> (direction: UIPageViewController.NavigationDirection, pages: [UIViewController], back: UIViewController?)? {
        guard let controller, let dataSource = controller.dataSource, let free = freePage(of: pages) else { return nil }
        func usable(_ page: UIViewController?) -> UIViewController? {
            guard let page, !pages.contains(where: { $0 === page }), controller.canShow(page) else { return nil }
            return page
        }
        func after(_ page: UIViewController?) -> UIViewController? {
            page.flatMap { usable(dataSource.pageViewController(controller, viewControllerAfter: $0)) }
        }
        func before(_ page: UIViewController?) -> UIViewController? {
            page.flatMap { usable(dataSource.pageViewController(controller, viewControllerBefore: $0)) }
        }
        switch direction {
        case .forward where isMid:
            guard let back = after(free), let next = after(back), back !== next else { return nil }
            return (direction, [back, next], nil)
        case .forward where controller.isDoubleSided:
            guard let back = after(free), let next = after(back), back !== next else { return nil }
            return (direction, [next, back], nil)
        case .forward:
            return after(free).map { (direction, [$0], nil) }
        case .reverse where isMid:
            guard let other = otherPage(of: pages), let front = before(other), let left = before(front), front !== left else { return nil }
            return (direction, [left, front], nil)
        case .reverse where controller.isDoubleSided:
            guard let back = heldBack(of: pages) ?? before(free), let front = before(back), front !== back else { return nil }
            return (direction, [front], back)
        case .reverse:
            return before(free).map { (direction, [$0], nil) }
        }
    }

    /// The direction a movement across the pages turns: toward the spine is forward. A
    /// diagonal pull from a corner turns; a movement mostly along the spine (within about 27°
    /// of it) does not, so that a page's own vertical scrolling keeps working.
    private func direction(of movement: CGPoint) -> UIPageViewController.NavigationDirection? {
        let toward = freeSheet.toSheet(vector: movement)
        guard abs(toward.dx) * 2 > abs(toward.dy), toward.dx != 0 else { return nil }
        return toward.dx < 0 ? .forward : .reverse
    }

    /// Which way a tap at `location` turns: near the free edge forward; near the far edge of
    /// the other page (or, with one page, near the spine) back.
    private func tapDirection(at location: CGPoint) -> UIPageViewController.NavigationDirection? {
        let free = freeSheet
        if free.sheet.contains(location) {
            let u = free.toSheet(location).x
            if u > free.width * (1 - Self.tapBand) { return .forward }
            if !isMid, u < free.width * Self.tapBand { return .reverse }
        }
        if isMid {
            let other = otherSheet
            if other.sheet.contains(location), other.toSheet(location).x > other.width * (1 - Self.tapBand) { return .reverse }
        }
        return nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        proposed = nil
        guard turn == nil, let container, content.width > 1, content.height > 1 else { return false }
        let direction: UIPageViewController.NavigationDirection?
        if gestureRecognizer === pan {
            let movement = pan.translation(in: container)
            let velocity = pan.velocity(in: container)
            direction = self.direction(of: movement == .zero ? velocity : movement)
        } else if gestureRecognizer === tap {
            direction = tapDirection(at: tap.location(in: container))
        } else {
            return true
        }
        guard let direction, let found = proposal(direction) else { return false }
        proposed = found
        return true
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let container, let controller else { return }
        switch pan.state {
        case .began:
            guard turn == nil, let found = proposed ?? direction(of: pan.translation(in: container)).flatMap(proposal) else { return }
            proposed = nil
            let shown = pages
            controller.delegate?.pageViewController(controller, willTransitionTo: found.pages)
            // The delegate may have set pages meanwhile.
            guard turn == nil, isShowing(shown) else { return }
            let geometry = freeSheet
            let start = CGPoint(x: pan.location(in: container).x - pan.translation(in: container).x,
                                y: pan.location(in: container).y - pan.translation(in: container).y)
            let corner = geometry.corner(atAlongSpine: geometry.toSheet(start).y)
            guard beginTurn(found.direction, to: found.pages, back: found.back, byUser: true, corner: corner, completion: nil) else { return }
            follow(pan.translation(in: container))
        case .changed:
            follow(pan.translation(in: container))
        case .ended:
            letGo(velocity: pan.velocity(in: container), cancelled: false)
        case .cancelled, .failed:
            letGo(velocity: .zero, cancelled: true)
        default:
            break
        }
    }

    /// The finger moved the sheet: its corner goes twice the movement along the pages, so
    /// the fold follows the finger.
    private func follow(_ translation: CGPoint) {
        guard var turn, case .following(let corner) = turn.motion else { return }
        let moved = turn.geometry.toSheet(vector: translation)
        let start = turn.direction == .forward ? corner.x : -turn.geometry.width
        let tip = CGPoint(x: start + 2 * moved.dx, y: corner.y + moved.dy)
        turn.fold = PageCurlGeometry.Fold(corner: corner, tip: turn.geometry.constrained(tip, corner: corner))
        self.turn = turn
        curlView.fold = turn.fold
    }

    /// The finger let go: the sheet goes on over the spine, or falls back, as its position and
    /// speed say.
    private func letGo(velocity: CGPoint, cancelled: Bool) {
        guard var turn, case .following(let corner) = turn.motion else { return }
        let speed = turn.geometry.toSheet(vector: velocity).dx
        let progress = turn.geometry.progress(of: turn.fold)
        let forward = turn.direction == .forward
        let completes = !cancelled && (forward ? speed < -300 || (progress > 0.5 && speed <= 300)
                                                : speed > 300 || (progress < 0.5 && speed >= -300))
        let turnedOver = forward == completes
        let target = turnedOver ? turn.geometry.constrained(CGPoint(x: -turn.geometry.width, y: corner.y), corner: corner) : corner
        let distance = hypot(target.x - turn.fold.tip.x, target.y - turn.fold.tip.y)
        let duration = max(0.08, Self.turnDuration * Double(distance / max(1, 2 * turn.geometry.width)))
        turn.motion = .settling(from: turn.fold.tip, to: target, duration: duration, start: nil, completes: completes)
        self.turn = turn
        startLink()
    }

    func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let controller, let container, turn == nil,
              let found = proposed ?? tapDirection(at: tap.location(in: container)).flatMap(proposal) else { return }
        proposed = nil
        let shown = pages
        controller.delegate?.pageViewController(controller, willTransitionTo: found.pages)
        guard turn == nil, isShowing(shown) else { return }
        _ = beginTurn(found.direction, to: found.pages, back: found.back, byUser: true, completion: nil)
    }

    // MARK: Appearance

    private func beginAppearance(appearing: [UIViewController], disappearing: [UIViewController], animated: Bool) {
        guard controller?.appearanceState.isShowing == true else { return }
        for page in disappearing where page.appearanceState.isShowing { page.beginAppearance(false, animated: animated) }
        for page in appearing where !page.appearanceState.isShowing {
            page.beginAppearance(true, animated: animated)
        }
    }

    /// Ends the pages' appearance transitions.
    private func endAppearance(appearing: [UIViewController], disappearing: [UIViewController]) {
        for page in disappearing where page.appearanceState == .disappearing { page.endAppearance() }
        for page in appearing where page.appearanceState == .appearing { controller?.endAppearance(ofIncoming: page) }
    }

    // MARK: Children

    private func adopt(_ page: UIViewController) {
        controller?.adoptPage(page)
    }

    private func release(_ page: UIViewController) {
        guard let controller, page.parent === controller else { return }
        if page.appearanceState.isShowing {
            page.beginAppearance(false, animated: false)
            page.endAppearance()
        }
        page.willMove(toParent: nil)
        if page.viewIfLoaded?.superview === container { page.viewIfLoaded?.removeFromSuperview() }
        page.removeFromParent()
    }
}

extension Selector {
    @MainActor static let pageCurlPan = Selector("_handlePageCurlPan:", PageCurler.handlePan)
    @MainActor static let pageCurlTap = Selector("_handlePageCurlTap:", PageCurler.handleTap)
    @MainActor static let pageCurlFrame = Selector("_pageCurlFrame:", PageCurler.curlFrame)
}
