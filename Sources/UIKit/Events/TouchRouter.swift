import Foundation

/// Routes a window's touches and pointer events to gesture recognizers and views, in UIKit's
/// order (spec TCH-05 … TCH-20, GR-05 … GR-17).
///
/// For each touches event:
/// 1. A touch that begins is hit-tested once (its view never changes, TCH-04) and given the
///    recognizers of its view and every superview — deepest view first, and on one view the
///    most recently added first (GR-10) — that are enabled, allow its type and agree to
///    receive the event and the touch (GR-17). Multiple-touch and exclusive-touch rules
///    decide whether its view and recognizers get it at all (TCH-12, TCH-13).
/// 2. Recognizers get the event first, in that order. A recognizer that recognizes forces the
///    others sharing its touches to fail (GR-09, GR-16) and cancels its touches in their views
///    (TCH-15).
/// 3. Views get what is left: touches they own in a phase that changed (TCH-05, TCH-06),
///    withheld while a recognizer that delays them might still recognize (TCH-19, TCH-20),
///    and released when it fails.
/// 4. When the last touch lifts, the sequence ends and finished recognizers reset (GR-04).
@MainActor
final class TouchRouter {
    private unowned let window: UIWindow

    /// The touches event of the current sequence, reused for every report (TCH-01).
    let touchesEvent: UIEvent
    /// Recognizers taking part in the current touch sequence.
    private var touchRecognizers: [UIGestureRecognizer] = []
    /// Recognizers taking part in the current pointer gesture (hover, scroll, transform).
    private var pointerRecognizers: [UIGestureRecognizer] = []
    /// Finished recognizers waiting for their sequence to end to reset.
    private var finished: [UIGestureRecognizer] = []
    /// Failure requirements found when the current gestures started (GR-13): recognizer →
    /// the recognizers it waits for.
    private var dynamicRequirements: [ObjectIdentifier: [WeakRecognizer]] = [:]
    private var isRouting = false

    init(window: UIWindow) {
        self.window = window
        touchesEvent = UIEvent(type: .touches, timestamp: 0)
    }

    var hasActiveTouches: Bool { !touchesEvent.touchList.isEmpty }

    /// Every recognizer this router still delivers to: those of the current touch sequence,
    /// pointer gesture and hover (for `HierarchyAudit`).
    var trackedRecognizers: [UIGestureRecognizer] { touchRecognizers + pointerRecognizers + hoverRecognizers }

    // MARK: Touches

    /// Routes the touches event after its touches were updated (new ones appended with phase
    /// `.began`, others moved, ended or cancelled).
    func routeTouches() {
        let event = touchesEvent
        isRouting = true
        for touch in event.touchList where touch.phase == .began && !touch.isAssigned {
            assign(touch, event: event)
        }
        deliverToRecognizers(event)
        deliverToViews(event)
        isRouting = false
        event.touchList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        if event.touchList.isEmpty {
            sequenceDidEnd()
        } else {
            resetFinishedWhoseTouchesEnded()
        }
    }

    /// A finished recognizer whose own touches have all ended resets now, though other
    /// fingers stay down: a second finger can tap again and again while the first holds a
    /// drag (as in UIKit, which resets recognizers per touch group).
    private func resetFinishedWhoseTouchesEnded() {
        let ready = finished.filter { recognizer in
            !recognizer.trackedTouches.isEmpty
                && recognizer.trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
                && !pointerRecognizers.contains { $0 === recognizer }
        }
        guard !ready.isEmpty else { return }
        finished.removeAll { recognizer in ready.contains { $0 === recognizer } }
        for recognizer in ready where recognizer.state.isTerminal {
            recognizer.performReset()
            touchRecognizers.removeAll { $0 === recognizer }
        }
    }

    /// Hit-tests a new touch and decides who receives it.
    private func assign(_ touch: UITouch, event: UIEvent) {
        touch.isAssigned = true
        let hit = window.hitTest(touch.location(in: window), with: event)
        touch.view = hit
        // A touch outside the edit menu hides it, and goes on to what it landed on.
        UIMenuController.touchBegan(on: hit, in: window)
        guard let hit else {
            touch.isDeliveredToView = false
            return
        }
        let others = event.touchList.filter { $0 !== touch && $0.isAssigned && $0.phase != .ended && $0.phase != .cancelled }
        // Exclusive touch (TCH-13): withheld from views and recognizers alike.
        let exclusiveElsewhere = others.contains { ($0.view?.isExclusiveTouch ?? false) && $0.view !== hit }
        let othersElsewhere = others.contains { $0.view !== hit && $0.isDeliveredToView }
        if exclusiveElsewhere || (hit.isExclusiveTouch && othersElsewhere) {
            touch.isDeliveredToView = false
            touch.isWithheldEntirely = true
            return
        }
        // Multiple touch (TCH-12): the view gets one touch at a time; recognizers get all.
        if !hit.isMultipleTouchEnabled, others.contains(where: { $0.view === hit && $0.isDeliveredToView }) {
            touch.isDeliveredToView = false
        }
        let isNewGesture = touchRecognizers.isEmpty
        for recognizer in swarm(for: hit) where receives(recognizer, touch: touch, event: event) {
            recognizer.trackedTouches.append(touch)
            touch.recognizers.append(WeakRecognizer(recognizer))
            recognizer.router = self
            if !touchRecognizers.contains(where: { $0 === recognizer }) { touchRecognizers.append(recognizer) }
        }
        sortByPriority(&touchRecognizers)
        if isNewGesture { computeDynamicRequirements(among: touchRecognizers) }
    }

    /// The recognizers of `view` and its superviews, in delivery order (GR-10).
    private func swarm(for view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var cursor: UIView? = view
        while let current = cursor {
            result += (current.gestureRecognizers ?? []).reversed()
            cursor = current.superview
        }
        return result
    }

    private func receives(_ recognizer: UIGestureRecognizer, touch: UITouch, event: UIEvent) -> Bool {
        guard recognizer.isEnabled, recognizer.receivesTouches, !recognizer.state.isTerminal else { return false }
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        guard recognizer.shouldReceive(event), recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true else {
            return false
        }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    /// Deeper views first; on one view, the most recently added first.
    private func sortByPriority(_ recognizers: inout [UIGestureRecognizer]) {
        recognizers.sort { a, b in
            let depthA = a.view?.hierarchyDepth ?? 0, depthB = b.view?.hierarchyDepth ?? 0
            if depthA != depthB { return depthA > depthB }
            return a.attachmentOrder > b.attachmentOrder
        }
    }

    /// Asks every pair once, when the gesture starts, which waits for which (GR-13): the first
    /// member's shouldRequire then shouldBeRequired, then the second member's; the first true
    /// settles the pair.
    private func computeDynamicRequirements(among recognizers: [UIGestureRecognizer]) {
        dynamicRequirements = [:]
        for (index, first) in recognizers.enumerated() {
            for second in recognizers[(index + 1)...] {
                if first.shouldRequireFailure(of: second) || (first.delegate?.gestureRecognizer(first, shouldRequireFailureOf: second) ?? false) {
                    addRequirement(first, waitsFor: second)
                } else if first.shouldBeRequiredToFail(by: second)
                            || (first.delegate?.gestureRecognizer(first, shouldBeRequiredToFailBy: second) ?? false) {
                    addRequirement(second, waitsFor: first)
                } else if second.shouldRequireFailure(of: first)
                            || (second.delegate?.gestureRecognizer(second, shouldRequireFailureOf: first) ?? false) {
                    addRequirement(second, waitsFor: first)
                } else if second.shouldBeRequiredToFail(by: first)
                            || (second.delegate?.gestureRecognizer(second, shouldBeRequiredToFailBy: first) ?? false) {
                    addRequirement(first, waitsFor: second)
                }
            }
        }
    }

    private func addRequirement(_ waiter: UIGestureRecognizer, waitsFor other: UIGestureRecognizer) {
        dynamicRequirements[ObjectIdentifier(waiter), default: []].append(WeakRecognizer(other))
    }

    private func deliverToRecognizers(_ event: UIEvent) {
        for recognizer in touchRecognizers {
            recognizer.lastModifierFlags = event.modifierFlags
            recognizer.lastButtonMask = event.buttonMask
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard !recognizer.state.isTerminal else { break }
                let touches = recognizer.trackedTouches.filter { $0.phase == phase && event.touchList.contains($0) }
                guard !touches.isEmpty else { continue }
                let set = Set(touches)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }

    // MARK: Pointer events

    /// Hover recognizers the pointer is over.
    private var hoverRecognizers: [UIGestureRecognizer] = []

    /// Routes a hover, scroll or transform event to the recognizers under the pointer
    /// (spec GR-07, GR-18, GR-19). Hover recognizers each follow the pointer independently;
    /// scroll and transform recognizers compete like touch recognizers, for one gesture from
    /// its `.began` to its `.ended`.
    func routePointerEvent(_ event: UIEvent) {
        let hit = window.hitTest(event.pointerLocation, with: event)
        let chain = hit.map(swarm(for:)) ?? []
        func prepare(_ recognizer: UIGestureRecognizer) {
            recognizer.lastPointerLocation = event.pointerLocation
            recognizer.lastPointerWindow = window
            recognizer.lastModifierFlags = event.modifierFlags
            recognizer.lastButtonMask = event.buttonMask
        }
        func wants(_ recognizer: UIGestureRecognizer) -> Bool {
            recognizer.isEnabled && recognizer.acceptsPointerEvents(of: event.type) && recognizer.shouldReceive(event)
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true)
        }
        isRouting = true
        switch event.type {
        case .hover:
            let inside = chain.filter(wants)
            for recognizer in hoverRecognizers where !inside.contains(where: { $0 === recognizer }) {
                prepare(recognizer)
                recognizer.pointerIsInside = false
                recognizer.router = self
                _ = recognizer.handlePointerEvent(event)
            }
            for recognizer in inside {
                prepare(recognizer)
                recognizer.pointerIsInside = event.pointerIsInWindow
                recognizer.router = self
                _ = recognizer.handlePointerEvent(event)
            }
            hoverRecognizers = event.pointerIsInWindow ? inside : []
        default:
            let phase = event.type == .scroll ? event.scroll.phase : event.transform.phase
            if phase == .began || pointerRecognizers.isEmpty {
                let next = chain.filter(wants)
                // A new gesture replaces the one under way (a trackpad pinch begun while a
                // wheel's clicks still scroll): the old gesture's recognizers will hear no more
                // of it, so a recognizing one is cancelled and a possible one fails. (Left
                // recognizing, a scroll view stayed mid-drag and a page turn never settled:
                // the million-event fuzz run, seed 621.)
                for recognizer in pointerRecognizers where !next.contains(where: { $0 === recognizer }) {
                    switch recognizer.state {
                    case .began, .changed: recognizer.state = .cancelled
                    case .possible: recognizer.fail()
                    default: break
                    }
                    if recognizer.state.isTerminal && !finished.contains(where: { $0 === recognizer }) { finished.append(recognizer) }
                }
                pointerRecognizers = next
                for recognizer in pointerRecognizers { recognizer.router = self }
                computeDynamicRequirements(among: pointerRecognizers)
            }
            for recognizer in pointerRecognizers where !recognizer.state.isTerminal {
                prepare(recognizer)
                _ = recognizer.handlePointerEvent(event)
            }
            if phase == .ended || phase == .cancelled {
                for recognizer in pointerRecognizers where recognizer.state == .possible { recognizer.fail() }
                isRouting = false
                let ending = pointerRecognizers
                pointerRecognizers = []
                for recognizer in ending where !finished.contains(where: { $0 === recognizer }) && recognizer.state.isTerminal {
                    finished.append(recognizer)
                }
            }
        }
        isRouting = false
        resetFinishedPointerRecognizers()
    }

    /// `view` is leaving the window: its recognizers stop taking part in the window's
    /// gestures — a recognizing one is cancelled, a possible one fails — so that nothing
    /// outside the window keeps receiving its events (as in UIKit, where removing a view in
    /// the middle of a pan cancels the pan). Touch recognizers wait for their sequence to end
    /// to leave the list, as every finished recognizer does.
    func viewWillLeaveWindow(_ view: UIView) {
        let leaving = view.storedGestureRecognizers
        func isLeaving(_ recognizer: UIGestureRecognizer) -> Bool { leaving.contains { $0 === recognizer } }
        let involved = trackedRecognizers.filter(isLeaving)
        guard !involved.isEmpty else { return }
        for recognizer in involved {
            switch recognizer.state {
            case .began, .changed: recognizer.state = .cancelled
            case .possible: recognizer.fail()
            default: break
            }
        }
        pointerRecognizers.removeAll(where: isLeaving)
        hoverRecognizers.removeAll(where: isLeaving)
        if !isRouting { resetFinishedPointerRecognizers() }
    }

    private func resetFinishedPointerRecognizers() {
        let touchDriven = touchRecognizers
        let ready = finished.filter { recognizer in
            !touchDriven.contains { $0 === recognizer } && !pointerRecognizers.contains { $0 === recognizer }
        }
        finished.removeAll { recognizer in ready.contains { $0 === recognizer } }
        for recognizer in ready where recognizer.state.isTerminal { recognizer.performReset() }
    }

    // MARK: Views

    private func deliverToViews(_ event: UIEvent) {
        var byView: [(view: UIView, touches: [UITouch])] = []
        for touch in event.touchList where touch.isDeliveredToView && !touch.isCancelledForView && touch.phase != .stationary {
            guard let view = touch.view else { continue }
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.append(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView {
            var calls: [UITouch.Phase: [UITouch]] = [:]
            for touch in touches {
                if isBeganWithheld(touch) || !touch.withheld.isEmpty {
                    withhold(touch, touch.phase)
                } else if touch.phase == .ended, isEndedWithheld(touch) {
                    withhold(touch, .ended)
                } else {
                    calls[touch.phase, default: []].append(touch)
                }
            }
            send(calls, to: view, event: event)
        }
    }

    private func withhold(_ touch: UITouch, _ phase: UITouch.Phase) {
        touch.withhold(phase)
        if !withheldTouches.contains(where: { $0 === touch }) { withheldTouches.append(touch) }
    }

    /// A recognizer that delays touches began might still recognize (TCH-20).
    private func isBeganWithheld(_ touch: UITouch) -> Bool {
        touch.liveRecognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
    }

    /// A recognizer that delays touches ended might still recognize (TCH-19).
    private func isEndedWithheld(_ touch: UITouch) -> Bool {
        touch.liveRecognizers.contains { $0.delaysTouchesEnded && $0.state == .possible }
    }

    private func send(_ calls: [UITouch.Phase: [UITouch]], to view: UIView, event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            guard let touches = calls[phase]?.filter(\.isDeliveredToView), !touches.isEmpty else { continue }
            let set = Set(touches)
            switch phase {
            case .began:
                let allowed = touchesAllowedToBegin(set, in: view, event: event)
                guard !allowed.isEmpty else { continue }
                for touch in allowed { touch.viewHasBegun = true }
                view.touchesBegan(allowed, with: event)
            case .moved:
                view.touchesMoved(set, with: event)
            case .ended:
                view.touchesEnded(set, with: event)
            default:
                view.touchesCancelled(set, with: event)
            }
        }
    }

    /// The touches the scroll views around `view` let begin there
    /// (`touchesShouldBegin(_:with:in:)`); the others never reach it.
    private func touchesAllowedToBegin(_ touches: Set<UITouch>, in view: UIView, event: UIEvent) -> Set<UITouch> {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, !scrollView.touchesShouldBegin(touches, with: event, in: view) {
                for touch in touches {
                    touch.isDeliveredToView = false
                    touch.withheld = []
                }
                return []
            }
            ancestor = current.superview
        }
        return touches
    }

    /// Delivers what was withheld from views once no recognizer delays it any more: began,
    /// at most the last move, then ended (TCH-19, TCH-20).
    private func releaseWithheldTouches() {
        var byView: [(view: UIView, calls: [UITouch.Phase: [UITouch]])] = []
        withheldTouches.removeAll { $0.withheld.isEmpty || $0.isCancelledForView }
        for touch in withheldTouches {
            guard let view = touch.view else { continue }
            var releasable: [UITouch.Phase] = []
            if !isBeganWithheld(touch) {
                releasable = touch.withheld
            } else {
                continue
            }
            if releasable.last == .ended, isEndedWithheld(touch) { releasable.removeLast() }
            guard !releasable.isEmpty else { continue }
            touch.withheld.removeFirst(releasable.count)
            let index = byView.firstIndex { $0.view === view } ?? { byView.append((view, [:])); return byView.count - 1 }()
            for phase in releasable { byView[index].calls[phase, default: []].append(touch) }
        }
        for (view, calls) in byView { send(calls, to: view, event: touchesEvent) }
    }

    /// Touches with calls withheld from their views, kept (even after they end) until the
    /// recognizers that delay them resolve.
    private var withheldTouches: [UITouch] = []

    // MARK: Recognizer callbacks

    enum RequirementStatus {
        case satisfied, waiting, violated
    }

    /// Whether the recognizers `recognizer` must wait for have all failed (GR-12).
    func failureRequirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
        let required = recognizer.explicitlyRequiredToFail + (dynamicRequirements[ObjectIdentifier(recognizer)]?.compactMap(\.recognizer) ?? [])
        var waiting = false
        for other in required where isTakingPart(other) {
            switch other.state {
            case .failed: continue
            case .possible: waiting = true
            case .began, .changed, .ended: return .violated
            case .cancelled: continue
            }
        }
        return waiting ? .waiting : .satisfied
    }

    private func isTakingPart(_ recognizer: UIGestureRecognizer) -> Bool {
        touchRecognizers.contains { $0 === recognizer } || pointerRecognizers.contains { $0 === recognizer }
    }

    /// First past the post (GR-09): the others sharing the recognizer's touches fail, unless
    /// recognition may be simultaneous (GR-16); its touches are cancelled in their views (TCH-15).
    func recognizerRecognized(_ recognizer: UIGestureRecognizer) {
        let shared = sharingRecognizers(of: recognizer)
        if recognizer.cancelsTouchesInView {
            // Its touches, and earlier ones whose calls it was withholding (a double tap's first
            // tap) — before the others fail, so that none of them releases a call it withheld.
            let earlier = withheldTouches.filter { touch in
                touch.liveRecognizers.contains { $0 === recognizer } && !recognizer.trackedTouches.contains { $0 === touch }
            }
            cancelInViews(earlier + recognizer.trackedTouches, by: recognizer)
        }
        for other in shared where other !== recognizer && other.state == .possible {
            guard recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            let simultaneous = (recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) ?? false)
            if !simultaneous { other.fail() }
        }
        for other in shared where other !== recognizer && [.possible, .began, .changed].contains(other.state) {
            other.competitorRecognized?(recognizer)
        }
        for waiter in waiters(on: recognizer) { waiter.releaseHeldTransition() }
    }

    func recognizerFailed(_ recognizer: UIGestureRecognizer) {
        for waiter in waiters(on: recognizer) { waiter.releaseHeldTransition() }
        releaseWithheldTouches()
    }

    /// A terminal state: no more touches for the recognizer (GR-05); it resets when its
    /// sequence ends, or now when it has none.
    func recognizerFinished(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches {
            touch.recognizers.removeAll { $0.recognizer === recognizer || $0.recognizer == nil }
        }
        if !finished.contains(where: { $0 === recognizer }) { finished.append(recognizer) }
        if !isRouting {
            if !hasActiveTouches { resetFinished() }
            resetFinishedPointerRecognizers()
        }
        releaseWithheldTouches()
    }

    private func waiters(on recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        (touchRecognizers + pointerRecognizers).filter { candidate in
            candidate.heldState != nil
                && (candidate.explicitlyRequiredToFail.contains { $0 === recognizer }
                    || (dynamicRequirements[ObjectIdentifier(candidate)]?.contains { $0.recognizer === recognizer } ?? false))
        }
    }

    /// The recognizers that share a touch with `recognizer` (or its pointer gesture).
    private func sharingRecognizers(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        if pointerRecognizers.contains(where: { $0 === recognizer }) { return pointerRecognizers }
        var result: [UIGestureRecognizer] = []
        for touch in recognizer.trackedTouches {
            for other in touch.liveRecognizers where !result.contains(where: { $0 === other }) { result.append(other) }
        }
        return result
    }

    /// A view whose `touchesBegan` `recognizer` itself was withholding hears the touch was
    /// cancelled (TCH-20); one whose began another recognizer withheld — a scroll view's
    /// content waiting out `delaysContentTouches` — never hears of the touch at all, as
    /// Apple's `delaysTouchesBegan` says: the withheld calls are discarded.
    private func cancelInViews(_ touches: [UITouch], by recognizer: UIGestureRecognizer) {
        var byView: [(view: UIView, touches: [UITouch])] = []
        for touch in touches where touch.isDeliveredToView && !touch.isCancelledForView {
            touch.isCancelledForView = true
            let began = touch.viewHasBegun || (touch.withheld.contains(.began) && recognizer.delaysTouchesBegan)
            touch.withheld = []
            guard began, let view = touch.view else { continue }
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.append(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView { view.touchesCancelled(Set(touches), with: touchesEvent) }
    }

    /// The view a pointer-driven recognizer's event hit.
    func pointerHitView(for recognizer: UIGestureRecognizer) -> UIView? {
        guard let point = recognizer.lastPointerLocation else { return nil }
        return window.hitTest(point, with: nil)
    }

    // MARK: Sequence end

    private func sequenceDidEnd() {
        resetFinished()
        touchRecognizers.removeAll { recognizer in
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            // A recognizer still possible keeps waiting (a double tap between its taps).
            return recognizer.state == .possible ? recognizer.heldState == nil && !recognizer.isWaitingForMoreInput : true
        }
        if touchRecognizers.isEmpty { dynamicRequirements = [:] }
    }

    private func resetFinished() {
        let toReset = finished
        finished = []
        for recognizer in toReset where recognizer.state.isTerminal {
            recognizer.performReset()
            touchRecognizers.removeAll { $0 === recognizer }
            pointerRecognizers.removeAll { $0 === recognizer }
        }
    }

    /// A recognizer changed state outside event routing (a timer): settle what follows.
    func recognizerTimerFired() {
        releaseWithheldTouches()
        if !hasActiveTouches { resetFinished() }
    }
}

extension UITouch {
    var liveRecognizers: [UIGestureRecognizer] { recognizers.compactMap(\.recognizer) }

    func withhold(_ phase: Phase) {
        if phase == .moved, withheld.last == .moved { return }
        withheld.append(phase)
    }
}

extension UIView {
    /// How many superviews lie above the view.
    var hierarchyDepth: Int {
        var depth = 0
        var cursor = storedSuperview
        while let current = cursor {
            depth += 1
            cursor = current.storedSuperview
        }
        return depth
    }
}
