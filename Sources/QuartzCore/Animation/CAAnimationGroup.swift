import Foundation

/// Runs several animations on one layer together; their times are relative to the group's
/// and they are cut off at the group's end.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyAnimation() -> CAAnimation {
        let copy = super.copyAnimation()
        if let copy = copy as? CAAnimationGroup {
            copy.animations = animations?.map { $0.copyAnimation() }
        }
        return copy
    }

    override func contribute(at now: CFTimeInterval, begin: CFTimeInterval, base: (String) -> AnimationValue?,
                             to contributions: inout [AnimationContribution]) {
        let phase = phase(at: now, begin: begin)
        guard phase.progress != nil else { return }
        // The children's clock: the group's local time within its current cycle.
        let local = phase.ended ? cycleDuration : phase.elapsed.truncatingRemainder(dividingBy: cycleDuration)
        for animation in animations ?? [] {
            animation.contribute(at: local, begin: animation.beginTime, base: base, to: &contributions)
        }
    }
}
