import Foundation

/// A drag in progress: where the content was (unstretched) when it began, and the axis a
/// directional lock chose.
struct ScrollDrag {
    var origin: CGPoint
    var lockedAxis: Axis?
    enum Axis { case horizontal, vertical }
}

extension UIScrollView {
    /// The pan recognizer's action: finger, wheel and trackpad drags alike.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopScrolling()
            isTrackingInternal = true
            drag = ScrollDrag(origin: unstretchedOffset(contentOffset))
            delegate?.scrollViewWillBeginDragging(self)
            isDraggingInternal = true
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled, .failed:
            guard drag != nil else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            endDrag(contentVelocity: CGPoint(x: -velocity.x, y: -velocity.y))
        default:
            break
        }
    }

    /// Ends a drag in progress at once, as a cancelled one (the app takes the content over:
    /// a page view controller or picker moving to where the app asked).
    func cancelDrag() {
        guard isTracking else { return }
        panGestureRecognizer.isEnabled = false
        panGestureRecognizer.isEnabled = isScrollEnabled
    }

    /// Moves the content with the finger: one axis if locked, and stretched past the edges.
    private func follow(_ pan: UIPanGestureRecognizer) {
        guard var drag else { return }
        let translation = pan.translation(in: self)
        let axes = draggableAxes
        if isDirectionalLockEnabled, drag.lockedAxis == nil, hypot(translation.x, translation.y) > 10 {
            drag.lockedAxis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
            self.drag = drag
        }
        var raw = drag.origin
        if axes.horizontal, drag.lockedAxis != .vertical { raw.x -= translation.x }
        if axes.vertical, drag.lockedAxis != .horizontal { raw.y -= translation.y }
        applyContentOffset(stretched(raw))
        dismissKeyboardIfAsked(translation: translation)
    }

    /// KB-06: `.onDrag` resigns the window's first responder as soon as the drag moves
    /// the content; `.interactive` once the finger moves downward.
    private func dismissKeyboardIfAsked(translation: CGPoint) {
        let dismisses: Bool = switch keyboardDismissMode {
        case .none: false
        case .onDrag: translation != .zero
        case .interactive: translation.y > 0
        }
        guard dismisses, let responder = window?.firstResponder else { return }
        _ = responder.resignFirstResponder()
    }

    /// Past an edge the content stretches when `bounces`, else stops there.
    func stretched(_ raw: CGPoint) -> CGPoint {
        guard bounces else { return clamped(raw) }
        let range = offsetRange
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return low + ScrollPhysics.rubberBand(overshoot: value - low, dimension: dimension) }
            if value > high { return high + ScrollPhysics.rubberBand(overshoot: value - high, dimension: dimension) }
            return value
        }
        return CGPoint(x: axis(raw.x, range.min.x, range.max.x, bounds.width), y: axis(raw.y, range.min.y, range.max.y, bounds.height))
    }

    /// The finger-position offset that shows as `offset` (inverting the stretch), so that a
    /// drag that starts while the content is stretched continues smoothly.
    private func unstretchedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            func invert(_ shown: CGFloat) -> CGFloat {
                let fraction = min(abs(shown) / dimension, 0.99)
                let sign: CGFloat = shown < 0 ? -1 : 1
                return sign * (1 / (1 - fraction) - 1) * dimension / 0.55
            }
            if value < low { return low + invert(value - low) }
            if value > high { return high + invert(value - high) }
            return value
        }
        guard bounces, bounds.width > 0, bounds.height > 0 else { return offset }
        return CGPoint(x: axis(offset.x, range.min.x, range.max.x, bounds.width), y: axis(offset.y, range.min.y, range.max.y, bounds.height))
    }

    /// Paging: a flick (faster than 300 points per second) turns to the next page in its
    /// direction; a slower release settles on the nearest page. Pages are the bounds' size.
    private func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func axis(_ value: CGFloat, _ speed: CGFloat, _ page: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard page > 0 else { return value }
            let position = (value - low) / page
            let index: CGFloat = abs(speed) > 300 ? (speed > 0 ? floor(position) + 1 : ceil(position) - 1) : position.rounded()
            return min(max(low + index * page, low), high)
        }
        let range = offsetRange
        return CGPoint(x: axis(offset.x, velocity.x, bounds.width, range.min.x, range.max.x),
                       y: axis(offset.y, velocity.y, bounds.height, range.min.y, range.max.y))
    }

    /// The finger lifted with `contentVelocity` (points per second, in offset space).
    private func endDrag(contentVelocity: CGPoint) {
        let axes = draggableAxes
        let lock = drag?.lockedAxis
        var velocity = contentVelocity
        if !axes.horizontal || lock == .vertical { velocity.x = 0 }
        if !axes.vertical || lock == .horizontal { velocity.y = 0 }
        drag = nil
        isTrackingInternal = false

        let offset = contentOffset
        let rate = decelerationRate.rawValue
        let natural = CGPoint(x: offset.x + ScrollPhysics.decelerationDistance(velocity: velocity.x, rate: rate),
                              y: offset.y + ScrollPhysics.decelerationDistance(velocity: velocity.y, rate: rate))
        var target = isPagingEnabled ? pageTarget(from: offset, velocity: velocity) : clamped(natural)
        let resting = target
        target = restingContentOffset(proposed: target, velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
        // UIKit reports the velocity in points per millisecond.
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        let outside = clamped(offset) != offset
        let moving = abs(velocity.x) > ScrollPhysics.restingSpeed || abs(velocity.y) > ScrollPhysics.restingSpeed
        let redirected = isPagingEnabled ? target != offset : target != resting
        let willDecelerate = outside || redirected || (moving && !isPagingEnabled)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDraggingInternal = false
        guard willDecelerate else {
            scheduleIndicatorFade()
            contentScrollObserver?.contentScrollViewDidComeToRest(self)
            return
        }
        isDeceleratingInternal = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if redirected {
            startMotion(.glide(to: target, from: offset, rate: rate))
        } else {
            startMotion(.deceleration(from: offset, velocity: velocity, rate: rate))
        }
    }
}
