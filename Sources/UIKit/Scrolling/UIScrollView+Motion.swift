import Foundation

/// How the content moves on its own, frame by frame on the display link.
enum ScrollMotion {
    /// A released drag gliding at the deceleration rate; each axis springs back from an edge
    /// it crosses (or starts beyond).
    case deceleration(from: CGPoint, velocity: CGPoint, rate: CGFloat)
    /// A glide shaped to stop exactly at a target (the delegate chose it).
    case glide(to: CGPoint, from: CGPoint, rate: CGFloat)
    /// `setContentOffset(_:animated:)`: ease in and out.
    case animation(from: CGPoint, to: CGPoint, duration: CGFloat)
}

/// One axis of a deceleration: gliding until it meets an edge, then a spring to the edge.
struct DecelerationAxis {
    var start: CGFloat
    var velocity: CGFloat
    var glideStart: CGFloat = 0
    var spring: (edge: CGFloat, displacement: CGFloat, velocity: CGFloat, start: CGFloat)?
    var isDone = false

    /// The position at `time` (seconds since the motion began), within `low…high`.
    mutating func position(at time: CGFloat, rate: CGFloat, low: CGFloat, high: CGFloat, bounces: Bool) -> CGFloat {
        if let spring {
            let state = ScrollPhysics.spring(displacement: spring.displacement, velocity: spring.velocity, elapsed: time - spring.start)
            if abs(state.displacement) < 0.5, abs(state.velocity) < ScrollPhysics.restingSpeed {
                isDone = true
                return spring.edge
            }
            return spring.edge + state.displacement
        }
        // Starting beyond an edge: spring straight back, carrying the release velocity.
        if start < low || start > high {
            let edge = start < low ? low : high
            spring = (edge, start - edge, velocity, time)
            return position(at: time, rate: rate, low: low, high: high, bounces: bounces)
        }
        let elapsed = time - glideStart
        let position = start + ScrollPhysics.decelerationOffset(velocity: velocity, rate: rate, elapsed: elapsed)
        let speed = ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, elapsed: elapsed)
        if position < low || position > high {
            let edge = position < low ? low : high
            guard bounces else {
                isDone = true
                return edge
            }
            spring = (edge, position - edge, speed, time)
            return position
        }
        if abs(speed) < ScrollPhysics.restingSpeed { isDone = true }
        return position
    }
}

extension UIScrollView {
    func startMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        motionStart = nil
        decelerationAxes = nil
        if case .deceleration(let from, let velocity, _) = newMotion {
            decelerationAxes = (DecelerationAxis(start: from.x, velocity: velocity.x), DecelerationAxis(start: from.y, velocity: velocity.y))
        }
        if motionLink == nil {
            let link = CADisplayLink(target: self, selector: .scrollViewMotionFrame)
            link.add(to: .main, forMode: .common)
            motionLink = link
        }
    }

    /// Ends any glide, spring or animation where the content is now (a new drag, a new offset).
    func stopScrolling() {
        guard motion != nil else { return }
        let wasDecelerating = isDecelerating
        finishMotion()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    }

    private func finishMotion() {
        motion = nil
        motionLink?.invalidate()
        motionLink = nil
        decelerationAxes = nil
        isDeceleratingInternal = false
        scheduleIndicatorFade()
    }

    func motionFrame(_ link: CADisplayLink) {
        guard let motion else { return finishMotion() }
        let start = motionStart ?? link.timestamp
        motionStart = start
        let time = CGFloat(link.timestamp - start)
        let range = offsetRange
        switch motion {
        case .deceleration(_, _, let rate):
            guard var axes = decelerationAxes else { return finishMotion() }
            let x = axes.0.isDone ? contentOffset.x
                : axes.0.position(at: time, rate: rate, low: range.min.x, high: range.max.x, bounces: bounces)
            let y = axes.1.isDone ? contentOffset.y
                : axes.1.position(at: time, rate: rate, low: range.min.y, high: range.max.y, bounces: bounces)
            decelerationAxes = axes
            applyContentOffset(CGPoint(x: x, y: y))
            if axes.0.isDone && axes.1.isDone { endDeceleration() }
        case .glide(let target, let from, let rate):
            // The deceleration curve whose whole glide is the distance to the target.
            let distance = hypot(target.x - from.x, target.y - from.y)
            let speed = distance * -1000 * log(rate)
            let covered = distance == 0 ? 1 : ScrollPhysics.decelerationOffset(velocity: speed, rate: rate, elapsed: time) / distance
            let remainingSpeed = ScrollPhysics.decelerationVelocity(velocity: speed, rate: rate, elapsed: time)
            if remainingSpeed < ScrollPhysics.restingSpeed || covered >= 0.999 {
                applyContentOffset(target)
                endDeceleration()
            } else {
                applyContentOffset(CGPoint(x: from.x + (target.x - from.x) * covered, y: from.y + (target.y - from.y) * covered))
            }
        case .animation(let from, let to, let duration):
            let progress = min(1, time / duration)
            let eased = progress < 0.5 ? 2 * progress * progress : 1 - pow(-2 * progress + 2, 2) / 2
            applyContentOffset(CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
            if progress >= 1 {
                finishMotion()
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
    }

    private func endDeceleration() {
        finishMotion()
        delegate?.scrollViewDidEndDecelerating(self)
        contentScrollObserver?.contentScrollViewDidComeToRest(self)
    }
}

extension Selector {
    @MainActor static let scrollViewMotionFrame = Selector("_motionFrame:", UIScrollView.motionFrame)
}
